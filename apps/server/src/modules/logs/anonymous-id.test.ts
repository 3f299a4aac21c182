import { describe, expect, it } from 'vitest';
import { anonymousIdIssuedAt, isAnonymousIdOfToday, newAnonymousId, nextDayBoundary } from './anonymous-id.ts';

describe('anonymous id cookie', () => {
  it('expires at the next UTC midnight, whatever the time of day', () => {
    expect(nextDayBoundary(new Date('2026-03-14T00:00:00.000Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(nextDayBoundary(new Date('2026-03-14T13:45:10.000Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(nextDayBoundary(new Date('2026-03-14T23:59:59.999Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    // Month and year ends roll over; Moscow's 02:30 on the 1st is still the 31st in UTC.
    expect(nextDayBoundary(new Date('2026-12-31T21:30:00.000Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextDayBoundary(new Date('2028-02-28T12:00:00.000Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('is a version 7 UUID carrying the moment it was issued', () => {
    const at = new Date('2026-03-14T13:45:10.123Z');
    const aid = newAnonymousId(at);
    expect(aid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(anonymousIdIssuedAt(aid)?.toISOString()).toBe(at.toISOString());
    expect(newAnonymousId(at)).not.toBe(aid);
  });

  it('counts as today only on the UTC day it was issued', () => {
    const aid = newAnonymousId(new Date('2026-03-14T23:59:59.000Z'));
    expect(isAnonymousIdOfToday(aid, new Date('2026-03-14T00:00:00.000Z'))).toBe(true);
    expect(isAnonymousIdOfToday(aid, new Date('2026-03-14T23:59:59.999Z'))).toBe(true);
    expect(isAnonymousIdOfToday(aid, new Date('2026-03-15T00:00:00.000Z'))).toBe(false);
    expect(isAnonymousIdOfToday(undefined, new Date())).toBe(false);
    // A version 4 UUID carries no date, so it is never taken as today's.
    expect(isAnonymousIdOfToday('0f8fad5b-d9cb-469f-a165-70867728950e', new Date())).toBe(false);
  });
});
