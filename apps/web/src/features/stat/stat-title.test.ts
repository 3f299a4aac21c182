import { describe, expect, it } from 'vitest';
import { capitalizeTitle, cutTitle, firstWord } from './stat-title';

describe('statistics titles', () => {
  it('capitalises the first letter and lowers the rest', () => {
    expect(capitalizeTitle('труба стальная 57Х3')).toBe('Труба стальная 57х3');
    expect(capitalizeTitle('КАБЕЛЬ ВВГ')).toBe('Кабель ввг');
    expect(capitalizeTitle('  подшипник 6205 ')).toBe('Подшипник 6205');
    expect(capitalizeTitle('ёмкость')).toBe('Ёмкость');
    expect(capitalizeTitle('')).toBe('');
  });

  it('cuts to 10 characters plus ... only on a narrow window', () => {
    expect(cutTitle('Труба стальная', true)).toBe('Труба стал...');
    expect(cutTitle('Труба стальная', false)).toBe('Труба стальная');
    expect(cutTitle('Кабель ВВГ', true)).toBe('Кабель ВВГ');
    expect(cutTitle('Кабель ВВГ3', true)).toBe('Кабель ВВГ...');
  });

  it('takes the first word for the search link', () => {
    expect(firstWord('труба стальная 57х3')).toBe('труба');
    expect(firstWord('  Кабель\tВВГ')).toBe('Кабель');
    expect(firstWord('болт')).toBe('болт');
  });
});
