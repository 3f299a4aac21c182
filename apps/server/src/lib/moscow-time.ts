/**
 * Business days are counted in Europe/Moscow (DESIGN.md section 3). Moscow has had no daylight
 * saving since 2014, but we ask Intl rather than hard-code +3.
 */
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-mm-dd of the given instant in Moscow. */
export function moscowDate(at: Date = new Date()): string {
  return dateFormat.format(at);
}

export function moscowToday(): string {
  return moscowDate(new Date());
}

/** The instant of Moscow midnight starting a yyyy-mm-dd date. */
export function moscowMidnightInstant(date: string): Date {
  const guess = new Date(`${date}T00:00:00+03:00`);
  // Correct the guess by whatever offset Intl reports for that instant.
  const shown = moscowDate(guess);
  return shown === date ? guess : new Date(guess.getTime() + (shown < date ? 1 : -1) * 3_600_000);
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
