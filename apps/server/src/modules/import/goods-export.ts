// A seller's goods as an XLSX in the template's columns, to edit and import again. Streamed: rows come
// from an async iterable (the caller reads the database in batches) and each is written and forgotten.
// Text a spreadsheet would run as a formula when the cell is edited (starting with =, +, -, @, a tab or a
// carriage return) gets an apostrophe in front (OWASP's advice for CSV injection); the import takes it off.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { findRegion, findUnit, vatRateLabel } from '@tmc/shared/dictionaries';
import { addHeaderRow, addListsSheet, addListValidations, TEMPLATE_SHEET_NAME } from './goods-template.ts';
import { TEMPLATE_COLUMNS } from './template-columns.ts';

/** One good as the database gives it: codes of the dictionaries, numerics as numbers or their strings. */
export interface GoodsExportRow {
  name: string;
  stockNumber: string | null;
  /** Unit code ('796'). */
  unit: string;
  quantity: number | string;
  price: number | string;
  /** VAT value ('none', '20'). */
  vat: string;
  year: number | null;
  /** Region code ('77'). */
  region: string;
  description: string | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that cannot be evaluated as a formula: the apostrophe keeps it text when the cell is edited. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function exportCells(row: GoodsExportRow): Array<string | number | null> {
  const text = (value: string | null): string | null => (value ? neutraliseFormula(value) : null);
  return [
    text(row.name),
    text(row.stockNumber),
    findUnit(row.unit)?.name ?? text(row.unit),
    Number(row.quantity),
    Number(row.price),
    vatRateLabel(row.vat) ?? text(row.vat),
    row.year ?? null,
    findRegion(row.region)?.name ?? text(row.region),
    text(row.description),
  ];
}

/**
 * Waits while what is written is not taken. ExcelJS 4.4's streaming writer hands each 64 KB of sheet XML
 * to the zip (its `StreamBuf` pipes to archiver's entry stream) without waiting for it, so rows written
 * faster than they are compressed, or than a slow client reads them, would pile up in memory (30 MB per
 * 50,000 rows measured, and all of them behind a client that stalls). Waiting for the entry stream and for
 * the output to drain gives the backpressure back: memory stays flat whatever the number of rows.
 */
async function drained(sheet: ExcelJS.Worksheet, output: Writable): Promise<void> {
  if (output.writableNeedDrain) await once(output, 'drain');
  // The entry stream is archiver's PassThrough from readable-stream 2, which predates `writableNeedDrain`.
  const pipes = (sheet as unknown as { stream?: { pipes?: Array<Writable & { _writableState?: { needDrain?: boolean } }> } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe._writableState?.needDrain) await once(pipe, 'drain');
}

/** Writes the goods to a stream; resolves with the number of rows written. */
export async function writeGoodsExport(stream: Writable, rows: AsyncIterable<GoodsExportRow> | Iterable<GoodsExportRow>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ key: c.field, width: c.width }));
  addHeaderRow(sheet);
  const quantityColumn = sheet.getColumn(TEMPLATE_COLUMNS.findIndex((c) => c.field === 'quantity') + 1);
  const priceColumn = sheet.getColumn(TEMPLATE_COLUMNS.findIndex((c) => c.field === 'price') + 1);
  quantityColumn.numFmt = '#,##0.###';
  priceColumn.numFmt = '#,##0.00';
  let count = 0;
  for await (const row of rows) {
    sheet.addRow(exportCells(row)).commit();
    count++;
    if (count % 100 === 0) await drained(sheet, stream);
  }
  addListValidations(sheet, 2, Math.max(count + 1, 2));
  sheet.commit();
  addListsSheet(workbook);
  await workbook.commit();
  return count;
}
