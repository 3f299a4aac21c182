import ExcelJS from 'exceljs';

// Spreadsheet reports (XLSX) through ExcelJS: Russian headers, number formats, column widths, and no
// way for user data to become a formula.
//
// Formula injection: a cell is only ever written as a value (never `{ formula }`), so text is a
// string cell that Excel and LibreOffice show as text. That is not enough on its own: once a person
// edits such a cell, or saves the sheet as CSV and opens it again, a text like
// '=HYPERLINK("http://…?"&A1)' or '-2+3+cmd|…' becomes a live formula. So a text that starts with
// '=', '+', '-', '@', a tab or a carriage return is written with a leading apostrophe (the OWASP
// advice), which keeps it inert in every program and in CSV. The one exception is text that cannot
// hold a formula's letters or punctuation at all: a sign followed only by digits, spaces, brackets,
// dots, commas and hyphens ('+7 (495) 123-45-67', '-5'), which stays as typed.
// Numbers stay numbers, and dates are date cells.

/** A cell value: user text (neutralised), a number, a date or nothing. */
export type XlsxValue = string | number | Date | null | undefined;

export type XlsxFormat = 'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'date' | 'datetime';

export interface XlsxColumn {
  /** The header as people read it ('Сумма, руб.'). */
  header: string;
  format?: XlsxFormat;
  /** Width in characters; by default fitted to the content (from 8 to 60). */
  width?: number;
}

export interface XlsxSheet {
  /** The tab's name; characters Excel forbids are replaced and it is cut to 31 characters. */
  name: string;
  columns: readonly XlsxColumn[];
  rows: ReadonlyArray<readonly XlsxValue[]>;
}

/** Excel number format codes (shown with the reader's locale separators: '1 234,50' in Russian Excel). */
const NUMBER_FORMATS: Record<XlsxFormat, string | undefined> = {
  text: '@',
  integer: '0',
  decimal: '#,##0.###',
  money: '#,##0.00',
  percent: '0%',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_SIGNED_NUMBER = /^[+-][\d\s().,-]*$/;

/** The text as it is safe to write into a cell: a leading apostrophe when it could start a formula. */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || PLAIN_SIGNED_NUMBER.test(text)) return text;
  return `'${text}`;
}

// Excel stores wall-clock time without a zone: reports show Moscow time, which has been UTC+3 all
// year since 26 October 2014.
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

function cellValue(value: XlsxValue): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return value;
  }
  if (value instanceof Date) return new Date(value.getTime() + MOSCOW_OFFSET_MS);
  return neutraliseFormula(value);
}

function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || 'Лист';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

function displayLength(value: XlsxValue, format: XlsxFormat | undefined): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return format === 'datetime' ? 16 : 10;
  if (typeof value === 'number') return value.toLocaleString('ru-RU', { minimumFractionDigits: format === 'money' ? 2 : 0 }).length;
  return Math.max(...value.split('\n').map((line) => line.length));
}

export async function writeXlsx(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  if (sheets.length === 0) throw new RangeError('A workbook needs at least one sheet');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ТМЦ Маркет';
  workbook.created = new Date();
  const taken = new Set<string>();

  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column, i) => {
      const fitted = Math.max(column.header.length, ...sheet.rows.map((row) => displayLength(row[i], column.format))) + 2;
      return {
        header: neutraliseFormula(column.header),
        width: column.width ?? Math.min(60, Math.max(8, Math.ceil(fitted))),
        style: NUMBER_FORMATS[column.format ?? 'text'] ? { numFmt: NUMBER_FORMATS[column.format ?? 'text'] } : {},
      };
    });
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', wrapText: true };
    for (const row of sheet.rows) {
      if (row.length > sheet.columns.length) throw new RangeError(`A row of '${sheet.name}' has more cells than columns`);
      worksheet.addRow(row.map(cellValue));
    }
    if (sheet.rows.length > 0) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
