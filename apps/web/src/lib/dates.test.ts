import { describe, expect, it } from 'vitest';
import { formatShortDate, moscowDay } from './dates';

describe('formatShortDate', () => {
  it('gives dd.MM.yy in Moscow time', () => {
    expect(formatShortDate('2025-03-07T10:00:00Z')).toBe('07.03.25');
    // 22:30 UTC on 31 December is already 1 January in Moscow (UTC+3).
    expect(formatShortDate('2025-12-31T22:30:00Z')).toBe('01.01.26');
  });

  it('gives null for a missing or unreadable value', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('')).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });
});

describe('moscowDay', () => {
  it('gives the Moscow calendar day as yyyy-mm-dd', () => {
    expect(moscowDay(new Date('2024-02-29T12:00:00Z'))).toBe('2024-02-29');
    expect(moscowDay(new Date('2024-02-29T21:00:00Z'))).toBe('2024-03-01');
  });
});
