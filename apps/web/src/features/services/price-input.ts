import { parseNumberText } from '@tmc/shared/number-input';

/**
 * Reads a price typed in the table with the shared number parser ('45 000,50', '45000.5', '45 000 ₽').
 * A negative or unreadable text is NaN, which the shared schema reports as not a number.
 */
export function parsePriceInput(text: string): number {
  const n = parseNumberText(text);
  return n === null || n < 0 ? Number.NaN : n;
}
