// The XLSX template a supplier fills in: the columns of the import, a hint row under the header, and
// drop-down lists for the unit, VAT and region columns. The regions (89 names, longer than the 255
// characters a list written inline may have) are on a hidden sheet the region list refers to.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REGIONS, UNITS, VAT_RATES } from '@tmc/shared/dictionaries';
import type { ImportField } from '@tmc/shared/import-schemas';
import { columnLetter } from './column-letters.ts';
import { TEMPLATE_COLUMNS } from './template-columns.ts';

export const TEMPLATE_SHEET_NAME = 'Товары';
export const LISTS_SHEET_NAME = 'Справочники';
/** Rows of the template that carry the drop-down lists (the header and hint rows above them). */
export const TEMPLATE_LIST_ROWS = 10_000;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };

/** ExcelJS 4.4's typings leave out the sheet's `dataValidations`, which both of its writers have (a range per rule). */
interface SheetWithValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/** The list validation of the unit, VAT and region columns for rows `first`..`last`. */
export function addListValidations(worksheet: ExcelJS.Worksheet, first: number, last: number): void {
  const sheet = worksheet as unknown as SheetWithValidations;
  const columnOf = (field: ImportField): string => columnLetter(TEMPLATE_COLUMNS.findIndex((c) => c.field === field));
  const list = (field: ImportField, formula: string, error: string): void => {
    const column = columnOf(field);
    sheet.dataValidations.add(`${column}${first}:${column}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      // A warning, not a stop: the import also reads 'Штука', 'шт.' or an ОКЕИ code typed by hand.
      errorStyle: 'warning',
      errorTitle: 'Значение не из списка',
      error,
    });
  };
  list('unit', `"${UNITS.map((u) => u.name).join(',')}"`, 'Выберите единицу измерения из списка');
  list('vat', `"${VAT_RATES.map((r) => r.label).join(',')}"`, 'Выберите ставку НДС из списка');
  list('region', `'${LISTS_SHEET_NAME}'!$A$2:$A$${REGIONS.length + 1}`, 'Выберите регион из списка');
}

/** The hidden sheet the region list refers to. */
export function addListsSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const lists = workbook.addWorksheet(LISTS_SHEET_NAME, { state: 'hidden' });
  lists.addRow(['Регион']).commit();
  for (const region of REGIONS) lists.addRow([region.name]).commit();
  lists.commit();
}

export function addHeaderRow(sheet: ExcelJS.Worksheet): void {
  const header = sheet.addRow(TEMPLATE_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  header.commit();
}

/** Writes the template to a stream (an HTTP response, a file). */
export async function writeTemplate(stream: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ key: c.field, width: c.width }));
  addHeaderRow(sheet);
  const hints = sheet.addRow(TEMPLATE_COLUMNS.map((c) => c.hint));
  hints.font = { italic: true, color: { argb: 'FF6B7280' } };
  hints.alignment = { wrapText: true, vertical: 'top' };
  hints.commit();
  addListValidations(sheet, 3, TEMPLATE_LIST_ROWS + 2);
  sheet.commit();
  addListsSheet(workbook);
  await workbook.commit();
}
