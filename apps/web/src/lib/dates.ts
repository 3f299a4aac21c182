// Business dates are Moscow dates (DESIGN.md section 3).
export const BUSINESS_TIME_ZONE = 'Europe/Moscow';

/**
 * A formatter made on first use: the browser's first date formatter costs tens of milliseconds (it loads
 * its locale and time zone data), which no page should pay while it loads unless it shows a date.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, ...options }));
}

const isoDayFormat = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const shortDateFormat = formatter('ru-RU', { year: '2-digit', month: '2-digit', day: '2-digit' });

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** The Moscow calendar day of `at` as yyyy-mm-dd. */
export function moscowDay(at: Date = new Date()): string {
  const parts = isoDayFormat().formatToParts(at);
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** dd.MM.yy of an ISO date-time in Moscow time, or null when it cannot be read. */
export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = shortDateFormat().formatToParts(at);
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}`;
}

const fullDateFormat = formatter('ru-RU', { year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeFormat = formatter('ru-RU', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** dd.MM.yyyy of an ISO date-time in Moscow time, or null when it cannot be read. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts = fullDateFormat().formatToParts(at);
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}`;
}

/** 'dd.MM.yyyy HH:mm:ss' of an ISO date-time in Moscow time, whatever the browser's zone and language. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = dateTimeFormat().formatToParts(at);
  const hour = part(parts, 'hour') === '24' ? '00' : part(parts, 'hour');
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')} ${hour}:${part(parts, 'minute')}:${part(parts, 'second')}`;
}

/** A calendar day 'yyyy-mm-dd' as 'dd.MM.yyyy' (no zone: the day is already a Moscow or UTC day). */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day;
}

/**
 * What a person types into a date field, as 'yyyy-mm-dd', or null when it is not a real date:
 * 'дд.мм.гггг' (also with '/' or '-', one-digit day and month) and the ISO form 'гггг-мм-дд'.
 */
export function parseDay(text: string): string | null {
  const value = text.trim();
  const russian = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = russian
    ? [Number(russian[3]), Number(russian[2]), Number(russian[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (year < 1000) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}
