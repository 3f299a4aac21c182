import { describe, expect, it } from 'vitest';
import { checkSchedule, latestSlot } from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('latestSlot', () => {
  it('puts interval slots on multiples of the interval', () => {
    expect(latestSlot({ every: 5 * 60_000 }, at('2026-03-10T10:07:30Z')).toISOString()).toBe('2026-03-10T10:05:00.000Z');
    expect(latestSlot({ every: 5 * 60_000 }, at('2026-03-10T10:05:00Z')).toISOString()).toBe('2026-03-10T10:05:00.000Z');
  });

  it('reads daily times in Moscow (UTC+3): before 03:30 Moscow the due slot is the day before', () => {
    // 00:29 UTC is 03:29 in Moscow.
    expect(latestSlot({ daily: '03:30' }, at('2026-03-10T00:29:00Z')).toISOString()).toBe('2026-03-09T00:30:00.000Z');
    expect(latestSlot({ daily: '03:30' }, at('2026-03-10T00:30:00Z')).toISOString()).toBe('2026-03-10T00:30:00.000Z');
    // 22:00 UTC on the 9th is already the 10th in Moscow, 01:00.
    expect(latestSlot({ daily: '00:30' }, at('2026-03-09T22:00:00Z')).toISOString()).toBe('2026-03-09T21:30:00.000Z');
  });

  it('finds the last matching weekday, up to a week back', () => {
    const monday9 = { weekly: { day: 1, at: '09:00' } };
    // Wednesday 11 March: the slot is Monday 9 March, 09:00 Moscow = 06:00 UTC.
    expect(latestSlot(monday9, at('2026-03-11T12:00:00Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    // Monday 16 March before 09:00 Moscow: still the previous Monday.
    expect(latestSlot(monday9, at('2026-03-16T05:59:00Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(latestSlot(monday9, at('2026-03-16T06:00:00Z')).toISOString()).toBe('2026-03-16T06:00:00.000Z');
  });
});

describe('checkSchedule', () => {
  it('refuses malformed schedules when a job is registered', () => {
    expect(() => checkSchedule({ every: 10 })).toThrow(/every/);
    expect(() => checkSchedule({ daily: '25:00' })).toThrow(/HH:MM/);
    expect(() => checkSchedule({ weekly: { day: 8, at: '09:00' } })).toThrow(/weekly.day/);
    expect(() => checkSchedule({ daily: '03:30' })).not.toThrow();
  });
});
