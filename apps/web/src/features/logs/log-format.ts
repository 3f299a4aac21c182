/** The date and time of a log row in the browser's zone, to the second. */
export function formatLogTime(iso: string): string {
  return new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** A UTC day 'yyyy-mm-dd' as 'dd.mm.yyyy'. */
export function formatLogDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}
