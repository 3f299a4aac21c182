// The import's own rows (imports, import_rows, import_mappings) through Drizzle. Every function takes the
// database or a transaction first, so the run composes them with the goods' writes in one transaction.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImportColumnTarget, ImportRowStatus } from '@tmc/shared/import-schemas';
import type { Db } from '../../db/client.ts';
import { importMappings, importRows, imports } from '../../db/schema/imports.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { RejectedRow } from './import-batches.ts';

export type ImportRow = typeof imports.$inferSelect;
export type ImportLogRowRecord = typeof importRows.$inferSelect;

export async function findImport(db: Db, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  return row ?? null;
}

/** The import locked for the rest of the transaction (the run's batch, a cancel). */
export async function lockImport(db: Db, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertImport(db: Db, row: typeof imports.$inferInsert): Promise<ImportRow> {
  const [created] = await db.insert(imports).values(row).returning();
  return created!;
}

export async function updateImport(db: Db, id: string, set: Partial<typeof imports.$inferInsert>): Promise<ImportRow | null> {
  const [row] = await db.update(imports).set(set).where(eq(imports.id, id)).returning();
  return row ?? null;
}

/** Adds a committed batch's counts and moves the cursor, in the batch's transaction. */
export async function recordBatch(db: Db, id: string, batch: { cursor: number; created: number; updated: number; rejected: number }): Promise<void> {
  await db
    .update(imports)
    .set({
      processedRows: batch.cursor,
      createdRows: sql`${imports.createdRows} + ${batch.created}`,
      updatedRows: sql`${imports.updatedRows} + ${batch.updated}`,
      rejectedRows: sql`${imports.rejectedRows} + ${batch.rejected}`,
    })
    .where(eq(imports.id, id));
}

export async function recentImports(db: Db, sellerId: string, limit: number): Promise<ImportRow[]> {
  return db.select().from(imports).where(eq(imports.sellerId, sellerId)).orderBy(desc(imports.createdAt)).limit(limit);
}

/** Imports that are not running and older than an instant, with their files (the prune job). */
export async function staleImports(db: Db, before: Date): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(and(sql`${imports.createdAt} < ${before.toISOString()}::timestamptz`, sql`${imports.files} <> '[]'::jsonb`, sql`${imports.status} not in ('queued', 'running')`));
}

// ---- the log ----------------------------------------------------------------------------------

/** Rejected rows written to the log (or written again: a row of the import has one log row). */
export async function upsertRejectedRows(db: Db, importId: string, sellerId: string, rows: readonly RejectedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into import_rows (import_id, seller_id, row_number, status, values, errors)
    select ${importId}::uuid, ${sellerId}::uuid, v.row_number, 'rejected', v.values, v.errors
    from unnest(${sql.param(rows.map((r) => r.rowNumber))}::int[], ${sql.param(rows.map((r) => JSON.stringify(r.values)))}::jsonb[],
      ${sql.param(rows.map((r) => JSON.stringify(r.errors)))}::jsonb[]) as v(row_number, values, errors)
    on conflict (import_id, row_number) do update set status = 'rejected', values = excluded.values, errors = excluded.errors, tmc_id = null, updated_at = now()`);
}

/** Corrected rows that became goods. */
export async function markRowsImported(db: Db, importId: string, rows: ReadonlyArray<{ rowNumber: number; tmcId: number }>): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update import_rows set status = 'imported', errors = '[]'::jsonb, tmc_id = v.tmc_id, updated_at = now()
    from unnest(${sql.param(rows.map((r) => r.rowNumber))}::int[], ${sql.param(rows.map((r) => r.tmcId))}::bigint[]) as v(row_number, tmc_id)
    where import_rows.import_id = ${importId}::uuid and import_rows.row_number = v.row_number`);
}

/** Removes the rejected rows of an import (a new trial or run writes them again); corrections stay. */
export async function clearRejectedRows(db: Db, importId: string): Promise<void> {
  await db.delete(importRows).where(and(eq(importRows.importId, importId), eq(importRows.status, 'rejected')));
}

/** Rows of the log of one import with a status. */
export async function logRowsOf(db: Db, importId: string, status: ImportRowStatus): Promise<ImportLogRowRecord[]> {
  return db.select().from(importRows).where(and(eq(importRows.importId, importId), eq(importRows.status, status)));
}

export async function findLogRow(db: Db, id: number): Promise<ImportLogRowRecord | null> {
  const [row] = await db.select().from(importRows).where(eq(importRows.id, id)).limit(1);
  return row ?? null;
}

export async function updateLogRow(db: Db, id: number, set: Partial<typeof importRows.$inferInsert>): Promise<ImportLogRowRecord> {
  const [row] = await db.update(importRows).set({ ...set, updatedAt: sql`now()` }).where(eq(importRows.id, id)).returning();
  return row!;
}

/** Corrected rows of a seller (optionally of one import), with their import's format, locked for the transaction. */
export async function correctedRows(db: Db, sellerId: string, importId: string | undefined) {
  const where: SQL[] = [eq(importRows.sellerId, sellerId), eq(importRows.status, 'corrected')];
  if (importId) where.push(eq(importRows.importId, importId));
  return db
    .select({ row: importRows, format: imports.format })
    .from(importRows)
    .innerJoin(imports, eq(imports.id, importRows.importId))
    .where(and(...where))
    .orderBy(importRows.importId, importRows.rowNumber)
    .for('update', { of: importRows });
}

/** A page of the log: newest import first, then by row number. */
export async function logPage(db: Db, filter: { sellerId: string; importId?: string | undefined; status?: ImportRowStatus | undefined }, page: { page: number; size: number }) {
  const where: SQL[] = [eq(importRows.sellerId, filter.sellerId)];
  if (filter.importId) where.push(eq(importRows.importId, filter.importId));
  if (filter.status) where.push(eq(importRows.status, filter.status));
  const condition = and(...where);
  const [items, [total]] = await Promise.all([
    db
      .select({ row: importRows, fileName: imports.fileName, format: imports.format })
      .from(importRows)
      .innerJoin(imports, eq(imports.id, importRows.importId))
      .where(condition)
      .orderBy(desc(imports.createdAt), importRows.rowNumber)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(importRows).where(condition),
  ]);
  return { items, total: total?.n ?? 0 };
}

// ---- the seller -------------------------------------------------------------------------------

export interface ImportSeller {
  id: string;
  sellerCode: string;
  region: string | null;
  tariff: string;
  curatorId: string | null;
}

const sellerColumns = { id: sellers.id, sellerCode: sellers.sellerCode, region: sellers.region, tariff: sellers.tariff, curatorId: sellers.curatorId };

export async function sellerByCode(db: Db, sellerCode: string): Promise<ImportSeller | null> {
  const [row] = await db.select(sellerColumns).from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
  return row ?? null;
}

export async function sellerById(db: Db, id: string): Promise<ImportSeller | null> {
  const [row] = await db.select(sellerColumns).from(sellers).where(eq(sellers.id, id)).limit(1);
  return row ?? null;
}

export async function sellersByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: sellers.id, sellerCode: sellers.sellerCode }).from(sellers).where(inArray(sellers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.sellerCode]));
}

// ---- remembered mapping -----------------------------------------------------------------------

export async function rememberedTargets(db: Db, sellerId: string): Promise<Record<string, ImportColumnTarget>> {
  const [row] = await db.select({ targets: importMappings.targets }).from(importMappings).where(eq(importMappings.sellerId, sellerId)).limit(1);
  return row?.targets ?? {};
}

export async function rememberTargets(db: Db, sellerId: string, targets: Record<string, ImportColumnTarget>): Promise<void> {
  await db
    .insert(importMappings)
    .values({ sellerId, targets })
    .onConflictDoUpdate({ target: importMappings.sellerId, set: { targets, updatedAt: sql`now()` } });
}
