/**
 * Number display of the specification (section 5): thousands separated by a space, a zero-only
 * fraction dropped, the fraction cut (not rounded) to 2 digits.
 *
 * Everything works on the decimal string, never on floating point arithmetic, so 0.1 + 0.2 shows
 * as '0,3' and 1.005 as '1' (toFixed would round, and rounding a float can go either way).
 */

/**
 * The decimal separator is a comma: it is the Russian convention (ГОСТ 8.417, Intl 'ru-RU'), and
 * with a space as the thousands separator a dot would look like an English number.
 */
export const DECIMAL_SEPARATOR = ',';
/** The specification asks for a plain space (U+0020) between thousands. */
export const THOUSANDS_SEPARATOR = ' ';
/** No-break space before the rouble sign, so the sign never wraps onto a line of its own. */
export const ROUBLE_SUFFIX = '\u00A0₽';

const FRACTION_DIGITS = 2;

interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  integer: string;
  /** Fraction digits, cut to FRACTION_DIGITS, trailing zeros removed ('' for none). */
  fraction: string;
}

// Strings come from the database (numeric as '1500.50') or from a form, so a comma is accepted too.
// Exponents are not: no such source produces them, and '1e999999999' would expand to a huge string.
const DECIMAL_STRING = /^([+-])?(\d*)(?:[.,](\d*))?$/;
// What String(number) gives for |n| >= 1e21 or < 1e-6.
const EXPONENT_STRING = /^(-)?(\d+)(?:\.(\d+))?e([+-]\d+)$/;

function splitDecimal(value: number | string): DecimalParts | null {
  let negative: boolean;
  let integer: string;
  let fraction: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest string that reads back as the same double, i.e. what was meant.
    const text = String(value);
    const exp = EXPONENT_STRING.exec(text);
    if (exp) {
      const digits = (exp[2] ?? '') + (exp[3] ?? '');
      const point = (exp[2] ?? '').length + Number(exp[4]);
      negative = exp[1] === '-';
      if (point <= 0) {
        integer = '0';
        fraction = '0'.repeat(Math.min(-point, FRACTION_DIGITS)) + digits;
      } else {
        integer = digits.padEnd(point, '0').slice(0, point);
        fraction = digits.slice(point);
      }
    } else {
      negative = text.startsWith('-');
      const [int = '', frac = ''] = text.replace('-', '').split('.');
      integer = int;
      fraction = frac;
    }
  } else {
    const match = DECIMAL_STRING.exec(value.trim());
    if (!match) return null;
    negative = match[1] === '-';
    integer = match[2] ?? '';
    fraction = match[3] ?? '';
    if (integer === '' && fraction === '') return null;
  }

  integer = integer.replace(/^0+/, '') || '0';
  fraction = fraction.slice(0, FRACTION_DIGITS).replace(/0+$/, '');
  // -0.001 cut to '0' must not show as '-0'.
  if (integer === '0' && fraction === '') negative = false;
  return { negative, integer, fraction };
}

function join(parts: DecimalParts, fraction: string): string {
  const grouped = parts.integer.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return (parts.negative ? '-' : '') + grouped + (fraction ? DECIMAL_SEPARATOR + fraction : '');
}

/**
 * '1 500' for 1500.00, '1 234,56' for 1234.567, '1 500,5' for 1500.5 and for '1500.50' alike
 * (trailing zeros of the fraction are dropped, so a number and its database string look the same).
 * null, undefined, NaN, infinities and unparsable strings give ''.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parts = splitDecimal(value);
  return parts ? join(parts, parts.fraction) : '';
}

/**
 * A price in roubles: '1 500 ₽' for whole roubles, and kopecks always with two digits
 * ('1 500,50 ₽', not '1 500,5 ₽'), as Russian price tags and invoices write them.
 * An empty value gives '' (no lone rouble sign).
 */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parts = splitDecimal(value);
  if (!parts) return '';
  const fraction = parts.fraction ? parts.fraction.padEnd(FRACTION_DIGITS, '0') : '';
  return join(parts, fraction) + ROUBLE_SUFFIX;
}
