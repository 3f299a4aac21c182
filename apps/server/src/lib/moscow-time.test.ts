import { describe, expect, it } from 'vitest';
import { addDays, moscowDate, moscowMidnightInstant } from './moscow-time.ts';

const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('moscowDate', () => {
  it('agrees with Intl on every instant around Moscow midnights, asked in any order', () => {
    // Instants a millisecond either side of midnight, of noon, and at random, over years that include
    // the 2011-2014 offset of +4 and the leap days; asked in a shuffled order so the kept day is
    // tested from before, after and inside.
    let seed = 17;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const instants: number[] = [];
    for (let i = 0; i < 400; i++) {
      const day = addDays('2010-01-01', Math.floor(random() * 6000));
      const midnight = moscowMidnightInstant(day).getTime();
      instants.push(midnight - 1, midnight, midnight + 1, midnight + 12 * 3_600_000, midnight + Math.floor(random() * 86_400_000));
    }
    for (let i = instants.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [instants[i], instants[j]] = [instants[j]!, instants[i]!];
    }
    const wrong = instants.filter((t) => moscowDate(new Date(t)) !== intl.format(new Date(t)));
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it('gives the next day from the first millisecond after midnight, after being asked within the day before', () => {
    expect(moscowDate(new Date('2026-11-28T20:59:59.999Z'))).toBe('2026-11-28');
    expect(moscowDate(new Date('2026-11-28T21:00:00.000Z'))).toBe('2026-11-29');
    expect(moscowDate(new Date('2026-11-28T20:59:59.999Z'))).toBe('2026-11-28');
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => moscowDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('moscowMidnightInstant', () => {
  it('is the first instant of the day in Moscow', () => {
    expect(moscowMidnightInstant('2026-11-29').toISOString()).toBe('2026-11-28T21:00:00.000Z');
    // Under the +4 of 2011-2014, and on the days the offset changed (at 02:00 and 03:00 local).
    expect(moscowMidnightInstant('2012-06-01').toISOString()).toBe('2012-05-31T20:00:00.000Z');
    expect(moscowMidnightInstant('2011-03-27').toISOString()).toBe('2011-03-26T21:00:00.000Z');
    expect(moscowMidnightInstant('2011-03-28').toISOString()).toBe('2011-03-27T20:00:00.000Z');
    expect(moscowMidnightInstant('2014-10-26').toISOString()).toBe('2014-10-25T20:00:00.000Z');
    expect(moscowMidnightInstant('2014-10-27').toISOString()).toBe('2014-10-26T21:00:00.000Z');
  });

  it('starts the day it names, a millisecond after the day before ends, for any day', () => {
    for (let i = 0; i < 6000; i += 7) {
      const day = addDays('2009-01-01', i);
      const midnight = moscowMidnightInstant(day).getTime();
      expect([intl.format(new Date(midnight - 1)), intl.format(new Date(midnight))]).toEqual([addDays(day, -1), day]);
    }
  });
});
