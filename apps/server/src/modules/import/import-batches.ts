// The rows of an import on their way to the database, shared by the trial, the run and try-import:
// a file's rows normalised (a row the supplier corrected in the log read from the log instead), a stock
// number met twice refused, then, per batch, each good row classified against the seller's goods:
// created (no goods with its stock number), updated (matched by stock number within the seller), or
// rejected (past the free tier's room). Nothing here writes; import-run.ts and import.service.ts do.
import {
  formatImportRowError,
  IMPORT_API_MESSAGES,
  importRowLabel,
  type ImportFormat,
  type ImportRowError,
  type ImportRowValues,
} from '@tmc/shared/import-schemas';
import { findRegion, findUnit, vatRateLabel } from '@tmc/shared/dictionaries';
import { FREE_TIER_TERMS, overTierReason } from '@tmc/shared/seller-tiers';
import type { TmcCreateData } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { goodsByStockNumbers, type TmcContent } from '../tmc/tmc.repository.ts';
import type { ColumnMapping } from './column-mapping.ts';
import { columnLetter } from './column-letters.ts';
import type { ImportFile } from './import-file.ts';
import { normaliseRow, normaliseValues, rowValues, pickFields, type NormalisedRow, type NormaliseOptions } from './row-normaliser.ts';

/** A row rejected, with what the log keeps. */
export interface RejectedRow {
  rowNumber: number;
  values: ImportRowValues;
  errors: ImportRowError[];
}

/** A row that passed the checks, with the values the log keeps if it came from a correction. */
export interface GoodRow {
  rowNumber: number;
  goods: TmcCreateData;
  /** The log's values when the row was read from a correction (the log row becomes 'imported'). */
  corrected: ImportRowValues | null;
}

export interface RowBatch {
  good: GoodRow[];
  rejected: RejectedRow[];
  /** Data rows of the file read up to the end of this batch: the run's cursor once it commits. */
  cursor: number;
}

export interface BatchOptions {
  normalise: NormaliseOptions;
  /** Rows the supplier corrected in the log, by row number: read from there instead of the file. */
  corrected: ReadonlyMap<number, ImportRowValues>;
  /** Data rows already written by an earlier attempt of the run: read (for the duplicate check) but not yielded. */
  skip: number;
  batchRows: number;
}

const stockKey = (stockNumber: string | null | undefined): string | null => {
  const key = stockNumber?.trim().toLowerCase();
  return key ? key : null;
};

/** The file's rows in batches, each row normalised; a stock number met twice is refused on its second row. */
export async function* rowBatches(file: ImportFile, mapping: ColumnMapping, options: BatchOptions): AsyncGenerator<RowBatch> {
  const format = options.normalise.format;
  const firstRowOf = new Map<string, number>();
  const stockColumn = mapping.fields.stockNumber;
  let batch: RowBatch = { good: [], rejected: [], cursor: 0 };
  let cursor = 0;
  for await (const raw of file.rows()) {
    cursor++;
    const correction = options.corrected.get(raw.rowNumber);
    const row: NormalisedRow = correction ? normaliseValues(raw.rowNumber, correction, options.normalise) : normaliseRow(raw, mapping, options.normalise);
    let rejected: RejectedRow | null = row.ok ? null : { rowNumber: row.rowNumber, values: row.values, errors: row.errors };
    if (row.ok) {
      const key = stockKey(row.goods.stockNumber);
      const first = key ? firstRowOf.get(key) : undefined;
      if (key && first === undefined) firstRowOf.set(key, row.rowNumber);
      if (first !== undefined) {
        const reason = IMPORT_API_MESSAGES.duplicateStockNumber(row.goods.stockNumber!, importRowLabel(format, first));
        const column = stockColumn === undefined || format === 'commerceml' ? null : columnLetter(stockColumn);
        const { cells, attributes } = pickFields(raw, mapping);
        rejected = {
          rowNumber: row.rowNumber,
          values: correction ?? rowValues(cells, attributes),
          errors: [{ field: 'stockNumber', column, reason, message: formatImportRowError(format, row.rowNumber, 'stockNumber', reason) }],
        };
      }
    }
    if (cursor <= options.skip) continue;
    if (rejected) batch.rejected.push(rejected);
    else if (row.ok) batch.good.push({ rowNumber: row.rowNumber, goods: row.goods, corrected: correction ?? null });
    if (batch.good.length + batch.rejected.length >= options.batchRows) {
      batch.cursor = cursor;
      yield batch;
      batch = { good: [], rejected: [], cursor };
    }
  }
  batch.cursor = cursor;
  if (batch.good.length + batch.rejected.length > 0 || cursor <= options.skip) yield batch;
}

export interface ClassifiedBatch {
  creates: GoodRow[];
  updates: Array<GoodRow & { id: number; oldQuantity: number }>;
  rejected: RejectedRow[];
}

/** The content of a good row as the goods table takes it. */
export function contentOf(goods: TmcCreateData): TmcContent {
  return {
    name: goods.name,
    description: goods.description,
    stockNumber: goods.stockNumber,
    unit: goods.unit,
    quantity: goods.quantity,
    price: goods.price,
    vat: goods.vat,
    year: goods.year,
    region: goods.region,
    attributes: goods.attributes ?? {},
  };
}

/**
 * Splits a batch's good rows into goods to create and goods to update (matched by stock number among
 * the seller's goods); with `room` (the tier's positions left; null = no limit), creations past it
 * are rejected with its reason. `room` is decreased by the creations kept.
 */
export async function classifyBatch(
  db: Db,
  sellerId: string,
  format: ImportFormat,
  good: readonly GoodRow[],
  rejected: readonly RejectedRow[],
  room: { left: number | null; reason?: string | undefined },
): Promise<ClassifiedBatch> {
  const keys = good.map((r) => stockKey(r.goods.stockNumber)).filter((k): k is string => k !== null);
  const existing = await goodsByStockNumbers(db, sellerId, keys);
  const result: ClassifiedBatch = { creates: [], updates: [], rejected: [...rejected] };
  for (const row of good) {
    const key = stockKey(row.goods.stockNumber);
    const match = key ? existing.get(key) : undefined;
    if (match) {
      result.updates.push({ ...row, id: match.id, oldQuantity: match.quantity });
      continue;
    }
    if (room.left !== null) {
      if (room.left <= 0) {
        const reason = room.reason ?? overTierReason(FREE_TIER_TERMS);
        result.rejected.push({ rowNumber: row.rowNumber, values: row.corrected ?? valuesOf(row.goods), errors: [{ field: null, column: null, reason, message: formatImportRowError(format, row.rowNumber, null, reason) }] });
        continue;
      }
      room.left--;
    }
    result.creates.push(row);
  }
  return result;
}

/** A checked good as text per field, for the log of a row refused after its checks (the free tier's limit). */
function valuesOf(goods: TmcCreateData): ImportRowValues {
  const values: ImportRowValues = {
    name: goods.name,
    unit: findUnit(goods.unit)?.name ?? goods.unit,
    quantity: String(goods.quantity).replace('.', ','),
    price: String(goods.price).replace('.', ','),
    vat: vatRateLabel(goods.vat) ?? goods.vat,
    region: findRegion(goods.region)?.name ?? goods.region,
  };
  if (goods.stockNumber) values.stockNumber = goods.stockNumber;
  if (goods.year !== null && goods.year !== undefined) values.year = String(goods.year);
  if (goods.description) values.description = goods.description;
  if (goods.attributes && Object.keys(goods.attributes).length) values.attributes = goods.attributes;
  return values;
}
