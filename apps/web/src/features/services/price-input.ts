/**
 * Reads a price typed in the table: spaces (thousands), a rouble sign and a decimal comma or dot are
 * accepted ('45 000,50'). Anything else is NaN, which the shared schema reports as not a number.
 */
export function parsePriceInput(text: string): number {
  const compact = text.replace(/[\s\u00A0₽]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return Number.NaN;
  return Number(compact);
}
