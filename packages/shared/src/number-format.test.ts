import { describe, it, expect } from 'vitest';
import { formatNumber, formatPrice } from './number-format.ts';

describe('formatNumber', () => {
  it('separates thousands with a plain space (U+0020)', () => {
    expect(formatNumber(1500)).toBe('1 500');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(1234567).charCodeAt(1)).toBe(0x20);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(100000)).toBe('100 000');
    expect(formatNumber(0)).toBe('0');
  });

  it('drops a zero-only fraction', () => {
    expect(formatNumber('1500.00')).toBe('1 500');
    expect(formatNumber(1500.0)).toBe('1 500');
    expect(formatNumber('1500.')).toBe('1 500');
    // Digits past the second are cut before deciding, so .009 is zero-only too.
    expect(formatNumber(1500.009)).toBe('1 500');
  });

  it('cuts the fraction to 2 digits without rounding, with a comma', () => {
    expect(formatNumber(1234.567)).toBe('1 234,56');
    expect(formatNumber('1234.567')).toBe('1 234,56');
    expect(formatNumber(0.999)).toBe('0,99');
    expect(formatNumber(1.005)).toBe('1');
    expect(formatNumber(2.675)).toBe('2,67');
  });

  it('shows a number and its database string the same way', () => {
    expect(formatNumber(1500.5)).toBe('1 500,5');
    expect(formatNumber('1500.5')).toBe('1 500,5');
    expect(formatNumber('1500.50')).toBe('1 500,5');
    expect(formatNumber('1500,5')).toBe('1 500,5');
  });

  it('has no floating point artefacts', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0,3');
    expect(formatNumber(1.1 * 3)).toBe('3,3');
    expect(formatNumber(0.07 * 100)).toBe('7');
  });

  it('handles negatives, and never shows -0', () => {
    expect(formatNumber(-1234.5)).toBe('-1 234,5');
    expect(formatNumber('-1500.00')).toBe('-1 500');
    expect(formatNumber(-999)).toBe('-999');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber('-0.00')).toBe('0');
  });

  it('normalises strings', () => {
    expect(formatNumber(' 0012345.10 ')).toBe('12 345,1');
    expect(formatNumber('+7')).toBe('7');
    expect(formatNumber('.5')).toBe('0,5');
    expect(formatNumber('-.25')).toBe('-0,25');
  });

  it('expands exponent notation of very large and very small numbers', () => {
    expect(formatNumber(1e21)).toBe('1 000 000 000 000 000 000 000');
    expect(formatNumber(1.5e-7)).toBe('0');
    expect(formatNumber(-1.5e-7)).toBe('0');
  });

  it('gives an empty string for missing or unparsable values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('   ')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('-')).toBe('');
    expect(formatNumber('.')).toBe('');
    expect(formatNumber('1 500')).toBe('');
    expect(formatNumber('1e3')).toBe('');
    expect(formatNumber('12.3.4')).toBe('');
  });
});

describe('formatPrice', () => {
  it('adds the rouble sign after a no-break space', () => {
    expect(formatPrice(1500)).toBe('1 500\u00A0₽');
    expect(formatPrice('1500.00')).toBe('1 500\u00A0₽');
    expect(formatPrice(0)).toBe('0\u00A0₽');
  });

  it('writes kopecks with two digits', () => {
    expect(formatPrice(1500.5)).toBe('1 500,50\u00A0₽');
    expect(formatPrice('1500.50')).toBe('1 500,50\u00A0₽');
    expect(formatPrice(1234.567)).toBe('1 234,56\u00A0₽');
    expect(formatPrice(0.1 + 0.2)).toBe('0,30\u00A0₽');
    expect(formatPrice(-12.3)).toBe('-12,30\u00A0₽');
  });

  it('shows nothing, not a lone sign, for a missing value', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice('x')).toBe('');
  });
});
