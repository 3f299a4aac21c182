/**
 * A row as a reader gives it, before any mapping: cells by column (0 = A), each a text, a number
 * (an XLSX numeric cell, as the file stores it) or null (empty). Dates are 'yyyy-mm-dd' texts.
 */
export type RawCell = string | number | null;

export interface RawRow {
  /** The row as the supplier finds it: the spreadsheet's row number, the CSV record number, the n-th good of a 1C export. */
  rowNumber: number;
  cells: RawCell[];
  /** Extra characteristics a reader found beside the columns (1C properties and requisites). */
  attributes?: Record<string, string>;
  /** A reason the reader itself rejects the row for (a good marked for deletion in 1C). */
  error?: string;
}

export function isEmptyRow(cells: readonly RawCell[]): boolean {
  for (const cell of cells) {
    if (cell === null) continue;
    if (typeof cell === 'number' || cell.trim() !== '') return false;
  }
  return true;
}
