import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatQuantity, innKpp, partyLine, shortPersonName } from './document-format.ts';

describe('document formats', () => {
  it('dates documents on the Moscow calendar', () => {
    expect(formatDocumentDate(new Date('2026-11-23T09:00:00Z'))).toBe('23.11.2026');
    // 21:30 UTC is already the next day in Moscow (UTC+3).
    expect(formatDocumentDate(new Date('2026-11-23T21:30:00Z'))).toBe('24.11.2026');
    expect(formatDocumentDate(new Date('2027-01-05T00:00:00+03:00'))).toBe('05.01.2027');
    expect(() => formatDocumentDate(new Date('nonsense'))).toThrow(RangeError);
  });

  it('prints quantities with spaces between thousands and up to three decimals', () => {
    expect(formatQuantity(1000)).toBe('1');
    expect(formatQuantity(12_500)).toBe('12,5');
    expect(formatQuantity(125)).toBe('0,125');
    expect(formatQuantity(1_000_000)).toBe('1 000');
    expect(formatQuantity(1_234_567_001)).toBe('1 234 567,001');
  });

  it('captions signatures with the surname and initials', () => {
    expect(shortPersonName('Соколов Андрей Викторович')).toBe('Соколов А. В.');
    expect(shortPersonName('  Иванова   мария ')).toBe('Иванова М.');
    expect(shortPersonName('Петров')).toBe('Петров');
  });

  it('prints a party with its requisites', () => {
    const party = { name: 'ООО «Ромашка»', inn: '7709988778', kpp: '770901001', address: 'г. Москва', phone: null };
    expect(partyLine(party)).toBe('ООО «Ромашка», ИНН 7709988778, КПП 770901001, г. Москва');
    expect(innKpp(party)).toBe('7709988778/770901001');
    const entrepreneur = { name: 'ИП Иванов И. И.', inn: '500100732259', phone: '+7 900 000-00-00' };
    expect(partyLine(entrepreneur)).toBe('ИП Иванов И. И., ИНН 500100732259, тел.: +7 900 000-00-00');
    expect(innKpp(entrepreneur)).toBe('500100732259');
  });
});
