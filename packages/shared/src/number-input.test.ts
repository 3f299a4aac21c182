import { describe, expect, it } from 'vitest';
import { formatNumberInput, parseNumberText, typedNumber } from './number-input.ts';
import { tmcCreateInputSchema } from './tmc-schemas.ts';
import { tmcSearchQuerySchema } from './tmc-search-schemas.ts';

describe('parseNumberText', () => {
  it.each([
    ['1 000', 1000],
    ['1 000,50', 1000.5],
    ['1000.5', 1000.5],
    ['1000,5', 1000.5],
    ['1\u00A0000,50', 1000.5],
    ['1\u202F000', 1000],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    [',5', 0.5],
    ['  42  ', 42],
    ['-3', -3],
    ['−3', -3],
    ['45 000 ₽', 45000],
    ['1 500 руб.', 1500],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each(['', '  ', '12,3,4', '1.2.3', '1e5', 'около 10', '10 %', '1.234.56', '--1', 'руб'])('refuses %j', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });
});

describe('typedNumber and the schemas that take strings', () => {
  it('gives undefined for a blank text, the number for a number text, the text otherwise', () => {
    expect(typedNumber('  ')).toBeUndefined();
    expect(typedNumber('1 000,50')).toBe(1000.5);
    expect(typedNumber('abc')).toBe('abc');
    expect(typedNumber(7)).toBe(7);
  });

  it('lets the goods search take prices typed the Russian way', () => {
    for (const [text, n] of [['1 000', 1000], ['1 000,50', 1000.5], ['1000.5', 1000.5]] as const) {
      const parsed = tmcSearchQuerySchema.parse({ price_from: text, price_to: '2 000 000' });
      expect(parsed.price_from).toBe(n);
      expect(parsed.price_to).toBe(2_000_000);
    }
    expect(tmcSearchQuerySchema.safeParse({ price_from: '-5' }).success).toBe(false);
    expect(tmcSearchQuerySchema.safeParse({ price_from: 'abc' }).success).toBe(false);
  });

  it('tells a missing price from an unreadable one', () => {
    const missing = tmcCreateInputSchema.shape.price.safeParse(undefined);
    const unreadable = tmcCreateInputSchema.shape.price.safeParse('abc');
    expect(missing.error?.issues[0]?.message).toBe('Цена обязательна');
    expect(unreadable.error?.issues[0]?.message).toBe('Цена должна быть числом от 0 с не более чем 2 знаками после запятой');
  });
});

describe('formatNumberInput', () => {
  it('groups thousands, uses a comma and keeps every digit', () => {
    expect(formatNumberInput(1500.125)).toBe('1 500,125');
    expect(formatNumberInput(1000)).toBe('1 000');
    expect(formatNumberInput(0.5)).toBe('0,5');
    expect(formatNumberInput(null)).toBe('');
    expect(parseNumberText(formatNumberInput(1234567.89))).toBe(1234567.89);
  });
});
