/**
 * Reading a number a person typed or a file holds, written the Russian way or any other common way:
 * '1 000', '1 000,50', '1000.5', '45 000 ₽', '1.234,50', '1,234.50', '-3'. One parser for every price,
 * quantity and range field of the forms, the list URLs the server reads (price_from, price_to) and the
 * import's cells, so a value accepted in one place is accepted everywhere.
 *
 * Display is number-format.ts (formatNumber, formatPrice); this is its inverse and more lenient.
 */

// Spaces people and spreadsheets put between thousands: plain, no-break, narrow no-break, thin, figure,
// and the apostrophe some locales use.
const GROUP_SPACES = /[\s\u00A0\u202F\u2009\u2007']/g;
const PLAIN_NUMBER = /^-?\d{1,15}(?:[.,]\d{1,15})?$/;
const CURRENCY_SUFFIX = /\s*(?:₽|руб\.?|рублей|р\.|р|rub|rur)\s*$/i;

/**
 * The number in a text, or null when it is not one (and for an empty text). A lone separator is the
 * decimal one ('1,5' and '1.5' are 1.5); with both, the last one is; repeated, each group after it must
 * have three digits ('1.234.567'). Spaces between digits group thousands. A rouble sign or 'руб.' after
 * a price is dropped; a typographic minus ('−', '–') is a minus. Anything else ('12,3,4', '1e5',
 * 'около 10', '10 %') is not a number.
 */
export function parseNumberText(input: string): number | null {
  // Most values are plain '1234' or '1234.5'.
  if (PLAIN_NUMBER.test(input)) return Number(input.replace(',', '.'));
  let text = input.trim().replace(CURRENCY_SUFFIX, '').replace(GROUP_SPACES, '').replace(/[−–]/g, '-');
  if (text === '') return null;
  let sign = '';
  if (text[0] === '-' || text[0] === '+') {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer: string;
  let fraction: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the later one is the decimal mark, the other groups thousands.
    const decimal = Math.max(lastDot, lastComma);
    const group = decimal === lastDot ? ',' : '.';
    integer = text.slice(0, decimal);
    fraction = text.slice(decimal + 1);
    if (fraction.includes('.') || fraction.includes(',') || !groupedThousands(integer, group)) return null;
    integer = integer.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    if (parts.length === 2) {
      integer = parts[0] as string;
      fraction = parts[1] as string;
    } else {
      // '1.234.567': thousands groups, no fraction.
      if (!groupedThousands(text, mark)) return null;
      integer = parts.join('');
      fraction = '';
    }
  } else {
    integer = text;
    fraction = '';
  }
  if (integer === '' && fraction === '') return null;
  const n = Number(`${sign}${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(n) ? n : null;
}

/** '1.234.567' with '.': the first group has 1-3 digits, every other exactly 3. */
function groupedThousands(text: string, mark: string): boolean {
  const groups = text.split(mark);
  if (groups.length === 1) return /^\d+$/.test(text);
  return /^\d{1,3}$/.test(groups[0] as string) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * A form's or a URL's value on its way to a number schema (z.preprocess): a blank text is undefined (so
 * the schema says the value is required, or skips an optional one), a number text is its number, and a
 * text that is no number stays a string, which the number schema refuses with its own message.
 */
export function typedNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return parseNumberText(value) ?? value;
}

/**
 * A number as a form field shows it for editing: thousands grouped by a space and a decimal comma, every
 * digit kept ('1 500,125' for a quantity of 1500.125; formatNumber would cut it to two decimals).
 */
export function formatNumberInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const [integer = '', fraction] = Math.abs(value).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ' ');
  return (value < 0 ? '-' : '') + grouped + (fraction ? `,${fraction}` : '');
}
