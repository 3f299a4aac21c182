// Business dates are Moscow dates (DESIGN.md section 3).
export const BUSINESS_TIME_ZONE = 'Europe/Moscow';

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const shortDateFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: BUSINESS_TIME_ZONE,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** The Moscow calendar day of `at` as yyyy-mm-dd. */
export function moscowDay(at: Date = new Date()): string {
  const parts = isoDayFormat.formatToParts(at);
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** dd.MM.yy of an ISO date-time in Moscow time, or null when it cannot be read. */
export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = shortDateFormat.formatToParts(at);
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}`;
}
