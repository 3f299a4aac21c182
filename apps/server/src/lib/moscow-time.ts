/**
 * Business days are counted in Europe/Moscow (DESIGN.md section 3). Moscow has had no daylight
 * saving since 2014, but we ask Intl rather than hard-code +3.
 */
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-mm-dd of the given instant in Moscow, asked of Intl. */
function formatMoscowDate(at: Date): string {
  return dateFormat.format(at);
}

/**
 * The last Moscow day asked for, as the instants it spans: every search records its day for the goods'
 * statistics, and Intl's formatting costs more than the rest of that record.
 */
let lastDay: { from: number; to: number; date: string } | null = null;

/** yyyy-mm-dd of the given instant in Moscow. */
export function moscowDate(at: Date = new Date()): string {
  const t = at.getTime();
  if (lastDay && t >= lastDay.from && t < lastDay.to) return lastDay.date;
  const date = formatMoscowDate(at);
  const from = moscowMidnightInstant(date).getTime();
  const to = moscowMidnightInstant(addDays(date, 1)).getTime();
  if (t >= from && t < to) lastDay = { from, to, date };
  return date;
}

export function moscowToday(): string {
  return moscowDate(new Date());
}

/** Moscow's wall clock, for its offset from UTC. */
const clockFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Moscow', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** How far Moscow's clock is ahead of UTC at an instant (ms), as Intl reports it. */
function moscowOffsetAt(instant: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of clockFormat.formatToParts(new Date(instant))) part[type] = Number(value);
  return Date.UTC(part['year']!, part['month']! - 1, part['day']!, part['hour']!, part['minute']!, part['second']!) - Math.floor(instant / 1000) * 1000;
}

/** The instant of Moscow midnight starting a yyyy-mm-dd date. */
export function moscowMidnightInstant(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The offset of the evening before, then of the instant it gives: they differ only across a change of offset.
  const guess = wall - moscowOffsetAt(wall - 12 * 3_600_000);
  return new Date(wall - moscowOffsetAt(guess));
}

/** The yyyy-mm-dd date `days` days after (before, when negative) a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of the week of a yyyy-mm-dd date: 1 Monday ... 7 Sunday (ISO). */
export function isoWeekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}
