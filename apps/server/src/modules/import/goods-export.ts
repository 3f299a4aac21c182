// A seller's goods as an XLSX in the template's columns, to edit and import again. Streamed: rows come
// from an async iterable (the caller reads the database in batches) and each is written and forgotten.
// Text a spreadsheet would run as a formula when the cell is edited (starting with =, +, -, @, a tab or a
// carriage return) gets an apostrophe in front (OWASP's advice for CSV injection); the import takes it off.
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
  }
  addListValidations(sheet, 2, Math.max(count + 1, 2));
  sheet.commit();
  addListsSheet(workbook);
  await workbook.commit();
  return count;
}
