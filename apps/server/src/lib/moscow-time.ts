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
