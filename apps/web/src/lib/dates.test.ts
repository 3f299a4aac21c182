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

describe('Russian dates', () => {
  it('formats dd.MM.yyyy and dd.MM.yyyy HH:mm:ss in Moscow time', async () => {
    const { formatDate, formatDateTime, formatDay } = await import('./dates');
    expect(formatDate('2025-12-31T22:30:00Z')).toBe('01.01.2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDateTime('2025-03-07T21:05:09Z')).toBe('08.03.2025 00:05:09');
    expect(formatDay('2025-03-07')).toBe('07.03.2025');
  });

  it('reads what a person types into a date field', async () => {
    const { parseDay } = await import('./dates');
    expect(parseDay('07.03.2025')).toBe('2025-03-07');
    expect(parseDay(' 7.3.2025 ')).toBe('2025-03-07');
    expect(parseDay('07/03/2025')).toBe('2025-03-07');
    expect(parseDay('2025-03-07')).toBe('2025-03-07');
    expect(parseDay('31.02.2025')).toBeNull();
    expect(parseDay('03/07/25')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});
