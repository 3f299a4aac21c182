/**
 * Money in documents (invoices, УПД, amounts in words) is counted in whole kopecks, integers, so that
 * sums, VAT and totals never drift by floating-point error.
 *
 * Rouble amounts arrive as numbers (PostgreSQL numeric read in 'number' mode, form values) or as
 * decimal strings; they are turned into kopecks on their decimal text, never by multiplying a float
 * (0.29 * 100 is 28.999999999999996, and 1.005 * 100 is 100.49999999999999).
 */

/** The largest amount the documents handle: 999 999 999 999,99 roubles (numeric(14, 2) in the database). */
export const MAX_KOPECKS = 99_999_999_999_999;

const DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Whole kopecks of a rouble amount, rounded half up at the kopeck: the decimal the caller meant, so
 * 0.1 + 0.2 (0.30000000000000004) is 30 kopecks and 1.005 is 101. Refuses negative, NaN, infinite
 * and non-decimal input, and amounts above MAX_KOPECKS, with a RangeError.
 */
export function toKopecks(roubles: number | string): number {
  const text = decimalText(roubles);
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a non-negative rouble amount: ${String(roubles)}`);
  const integer = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(3, '0');
  if (integer.length > 12) throw new RangeError(`Amount too large: ${String(roubles)}`);
  const roundUp = Number(fraction.charAt(2)) >= 5 ? 1 : 0;
  const kopecks = Number(integer) * 100 + Number(fraction.slice(0, 2)) + roundUp;
  if (kopecks > MAX_KOPECKS) throw new RangeError(`Amount too large: ${String(roubles)}`);
  return kopecks;
}

/** The decimal text of a number as JavaScript prints it back (the shortest exact form), or the trimmed string. */
function decimalText(value: number | string): string {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) {
    throw new RangeError(`Not a non-negative rouble amount: ${String(value)}`);
  }
  const text = String(value);
  // Exponent forms: below 1e-6 (far under half a kopeck) or from 1e21 (far over MAX_KOPECKS).
  if (text.includes('e')) return value < 1 ? '0' : text;
  return text;
}

/** Checks that a value is a whole number of kopecks the documents can handle, and returns it. */
export function assertKopecks(kopecks: number, what = 'amount'): number {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0 || kopecks > MAX_KOPECKS) {
    throw new RangeError(`${what} must be whole kopecks from 0 to ${MAX_KOPECKS}, got ${String(kopecks)}`);
  }
  return kopecks;
}

/**
 * Kopecks as Russian accounting documents print an amount: thousands separated by a space, a comma
 * and always two kopeck digits ('1 234 567,05', '0,00').
 */
export function formatKopecks(kopecks: number): string {
  assertKopecks(kopecks);
  const roubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ' ');
  return `${roubles},${String(kopecks % 100).padStart(2, '0')}`;
}
