const longDate = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric' });

/** '22 ноября 2026 г.' in Moscow time; empty for a draft. */
export function formatPostDate(iso: string | null): string {
  return iso ? longDate.format(new Date(iso)) : '';
}
