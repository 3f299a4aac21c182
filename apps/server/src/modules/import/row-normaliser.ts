// One row of a file into the goods placement input: the cells are converted (Russian numbers, units,
// regions, VAT) and the result is checked by the shared placement schema itself (tmcCreateInputSchema),
// so an imported good obeys exactly the rules of one placed by hand, with the same messages. A row
// that fails gets every reason, each naming its field: 'Строка 17: Цена — не число «12,3,4»'.
import {
  formatImportRowError,
  IMPORT_FIELDS,
  IMPORT_ROW_MESSAGES,
  type ImportField,
  type ImportFormat,
  type ImportRowError,
  type ImportRowValues,
} from '@tmc/shared/import-schemas';
import { TMC_MESSAGES, tmcCreateInputSchema, type TmcCreateData, type TmcCreateInput } from '@tmc/shared/tmc-schemas';
import type { ColumnMapping } from './column-mapping.ts';
import { columnLetter } from './column-letters.ts';
import type { RawCell, RawRow } from './raw-row.ts';
import { cellText, lookupRegion, lookupUnit, lookupVat, parseNumber, parseYear, roundTo } from './value-parsers.ts';

export interface NormaliseOptions {
  /** Decides how rows are named in messages ('Строка 17' or 'Товар 17' for 1C). */
  format: ImportFormat;
  /** Values for empty or absent cells: the seller's region (a 1C export has none) and usual VAT rate. */
  defaults?: { region?: string | null; vat?: string | null };
  /** Passed through to the placement input when an administrator imports for a seller. */
  sellerCode?: string;
}

export type NormalisedRow =
  | { ok: true; rowNumber: number; goods: TmcCreateData }
  | { ok: false; rowNumber: number; errors: ImportRowError[]; values: ImportRowValues };

/** Cells by field, as the mapping picks them from a row (absent fields are undefined). */
export type FieldCells = Partial<Record<ImportField, RawCell>>;

// Our export puts an apostrophe before a text that a spreadsheet would take for a formula
// (see goods-export.ts); reading it back takes the apostrophe off again.
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

function text(cell: RawCell | undefined): string {
  return cellText(cell).replace(NEUTRALISED, '');
}

/** The row's cells by field, and its extra characteristics, as the mapping says. */
export function pickFields(raw: RawRow, mapping: ColumnMapping): { cells: FieldCells; attributes: Record<string, string> } {
  const cells: FieldCells = {};
  for (const field of IMPORT_FIELDS) {
    const index = mapping.fields[field];
    if (index !== undefined) cells[field] = raw.cells[index] ?? null;
  }
  const attributes: Record<string, string> = { ...raw.attributes };
  for (const { index, name } of mapping.attributes) {
    const value = text(raw.cells[index]);
    if (value) attributes[name] = value;
  }
  return { cells, attributes };
}

/** The row as text per field: what the log keeps of a rejected row, and what the supplier corrects there. */
export function rowValues(cells: FieldCells, attributes: Record<string, string>): ImportRowValues {
  const values: ImportRowValues = {};
  for (const field of IMPORT_FIELDS) {
    if (cells[field] === undefined) continue;
    const value = cellText(cells[field]);
    if (value) values[field] = value;
  }
  if (Object.keys(attributes).length) values.attributes = attributes;
  return values;
}

/** Normalises one row of a file. */
export function normaliseRow(raw: RawRow, mapping: ColumnMapping, options: NormaliseOptions): NormalisedRow {
  const { cells, attributes } = pickFields(raw, mapping);
  const columnOf = (field: ImportField): string | null => {
    const index = mapping.fields[field];
    return index === undefined || options.format === 'commerceml' ? null : columnLetter(index);
  };
  return normaliseFields(raw.rowNumber, cells, attributes, options, columnOf, raw.error);
}

/** Normalises a row of the log as the supplier corrected it (`log/update`, then `try-import`). */
export function normaliseValues(rowNumber: number, values: ImportRowValues, options: NormaliseOptions): NormalisedRow {
  const cells: FieldCells = {};
  for (const field of IMPORT_FIELDS) {
    const value = values[field];
    if (value !== undefined) cells[field] = value;
  }
  return normaliseFields(rowNumber, cells, values.attributes ?? {}, options, () => null);
}

function normaliseFields(
  rowNumber: number,
  cells: FieldCells,
  attributes: Record<string, string>,
  options: NormaliseOptions,
  columnOf: (field: ImportField) => string | null,
  rowError?: string,
): NormalisedRow {
  const errors: ImportRowError[] = [];
  const failed = new Set<ImportField>();
  const fail = (field: ImportField | null, reason: string): void => {
    if (field) failed.add(field);
    errors.push({ field, column: field ? columnOf(field) : null, reason, message: formatImportRowError(options.format, rowNumber, field, reason) });
  };
  // A row its reader rejected (a good deleted in 1C) has that one reason; its empty cells add nothing.
  if (rowError) {
    fail(null, rowError);
    return { ok: false, rowNumber, errors, values: rowValues(cells, attributes) };
  }

  /** A number from a cell; a spreadsheet's binary double is rounded to what the schema allows (see decisions). */
  const number = (field: 'quantity' | 'price', digits: number): number | undefined => {
    const cell = cells[field];
    const raw = text(cell);
    if (!raw) return undefined;
    const n = parseNumber(typeof cell === 'number' ? cell : raw);
    if (n === null) {
      fail(field, IMPORT_ROW_MESSAGES.notNumber(raw));
      return undefined;
    }
    return typeof cell === 'number' ? roundTo(n, digits) : n;
  };

  /** A dictionary value; an empty cell takes the default, an unknown one is reported with what it said. */
  const lookup = (field: 'unit' | 'vat' | 'region', parse: (cell: RawCell) => string | null, unknown: string, fallback?: string | null): string | undefined => {
    const cell = cells[field];
    const raw = text(cell);
    if (!raw) return fallback ?? undefined;
    const value = parse(typeof cell === 'number' ? cell : raw);
    if (value === null) fail(field, IMPORT_ROW_MESSAGES.unknownValue(unknown, raw));
    return value ?? undefined;
  };

  const yearText = text(cells.year);
  let year: number | null = null;
  if (yearText) {
    year = parseYear(typeof cells.year === 'number' ? cells.year : yearText);
    if (year === null) fail('year', IMPORT_ROW_MESSAGES.notYear(yearText));
  }

  // Absent values stay undefined so that the schema reports them with its own 'обязательно' messages.
  const input: Partial<TmcCreateInput> = {
    name: text(cells.name) || undefined,
    description: text(cells.description) || null,
    stockNumber: text(cells.stockNumber) || null,
    unit: lookup('unit', lookupUnit, TMC_MESSAGES.unitUnknown),
    quantity: number('quantity', 3),
    price: number('price', 2),
    vat: lookup('vat', lookupVat, TMC_MESSAGES.vatUnknown, options.defaults?.vat),
    year,
    region: lookup('region', lookupRegion, TMC_MESSAGES.regionUnknown, options.defaults?.region),
  };
  if (Object.keys(attributes).length) input.attributes = attributes;
  if (options.sellerCode) input.sellerCode = options.sellerCode;

  const parsed = tmcCreateInputSchema.safeParse(input);
  if (parsed.success && errors.length === 0) return { ok: true, rowNumber, goods: parsed.data };
  if (!parsed.success) {
    const reported = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = (IMPORT_FIELDS as readonly string[]).includes(key) ? (key as ImportField) : null;
      // A field that failed conversion has its own reason already; one reason per field is enough.
      if ((field && failed.has(field)) || reported.has(key)) continue;
      reported.add(key);
      fail(field, issue.message);
    }
  }
  return { ok: false, rowNumber, errors, values: rowValues(cells, attributes) };
}
