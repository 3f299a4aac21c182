import { randomBytes } from 'node:crypto';

/** Name of the anonymous visitor id cookie (specification, section 3 'Anonymous visitor id'). */
export const AID_COOKIE = 'aid';

/**
 * The next UTC midnight after `now`: the cookie's expiry. UTC, because visits are counted per UTC
 * day (docs/decisions.md, 'Visits'), so one aid is one visit of one day.
 */
export function nextDayBoundary(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The start of the UTC day of `now`. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * A new anonymous id: a UUID version 7, whose first 48 bits are the time it was issued in
 * milliseconds. The server can then tell an id of an earlier day (a client that kept the cookie past
 * its expiry, or sends an old id in the query) and issue a fresh one, so a visitor is one id per day.
 */
export function newAnonymousId(now: Date): string {
  const bytes = randomBytes(16);
  const ms = BigInt(now.getTime());
  for (let i = 0; i < 6; i += 1) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** When a version 7 id was issued, or null for anything else. */
export function anonymousIdIssuedAt(aid: string): Date | null {
  if (!UUID_V7.test(aid)) return null;
  const ms = Number.parseInt(aid.slice(0, 8) + aid.slice(9, 13), 16);
  return new Date(ms);
}

/** Whether `aid` is one of ours issued on the same UTC day as `now`. */
export function isAnonymousIdOfToday(aid: string | undefined, now: Date): aid is string {
  if (!aid) return false;
  const issued = anonymousIdIssuedAt(aid);
  if (!issued) return false;
  return dayStart(issued).getTime() === dayStart(now).getTime();
}
