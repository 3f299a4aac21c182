import { describe, expect, it } from 'vitest';
import { MAX_KOPECKS, assertKopecks, formatKopecks, toKopecks } from './kopecks.ts';

describe('toKopecks', () => {
  it('takes the decimal the caller meant, rounding half up at the kopeck', () => {
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(0.29)).toBe(29);
    expect(toKopecks(1.005)).toBe(101);
    expect(toKopecks(1.004)).toBe(100);
    expect(toKopecks(1234.5)).toBe(123_450);
    expect(toKopecks(999_999_999_999.99)).toBe(MAX_KOPECKS);
    expect(toKopecks('1500.50')).toBe(150_050);
    expect(toKopecks('7,1')).toBe(710);
    expect(toKopecks('12.')).toBe(1200);
  });

  it('refuses what is not a non-negative amount within the limit', () => {
    for (const bad of [-1, Number.NaN, Number.NEGATIVE_INFINITY, 1e12, '-1', '', '1,2,3', '١٢']) {
      expect(() => toKopecks(bad)).toThrow(RangeError);
    }
  });
});

describe('formatKopecks', () => {
  it('prints thousands with spaces and two kopeck digits', () => {
    expect(formatKopecks(0)).toBe('0,00');
    expect(formatKopecks(5)).toBe('0,05');
    expect(formatKopecks(100)).toBe('1,00');
    expect(formatKopecks(123_456_705)).toBe('1 234 567,05');
    expect(formatKopecks(MAX_KOPECKS)).toBe('999 999 999 999,99');
  });

  it('refuses fractions of a kopeck and unsafe numbers', () => {
    expect(() => formatKopecks(1.5)).toThrow(RangeError);
    expect(() => assertKopecks(MAX_KOPECKS + 1)).toThrow(RangeError);
    expect(() => assertKopecks(-1)).toThrow(RangeError);
  });
});
