import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportColumnOverride, ImportColumnTarget, ImportRowError, ImportRowValues, ImportTrial } from '@tmc/shared/import-schemas';
import { createdAt, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/**
 * An import of a supplier's goods file (modules/import): uploaded, mapped, tried, then run as a job.
 * `processed_rows` is the run's cursor: the data rows whose batch has committed, written in the same
 * transaction as the batch, so a run taken over after a restart skips exactly those rows.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The supplier's file names, as uploaded ('остатки.xlsx', or 'import.xml, offers.xml'). */
    fileName: text('file_name').notNull(),
    /** The stored files under DATA_DIR/imports: [{ path (file name there), fileName }]. */
    files: jsonb('files').$type<Array<{ path: string; fileName: string }>>().notNull(),
    format: text('format').notNull(),
    /** The header row's cells as read (the mapping is recomputed from them with the override). */
    headers: jsonb('headers').$type<Array<string | number | boolean | null>>().notNull(),
    override: jsonb('override').$type<ImportColumnOverride>().notNull().default({}),
    status: text('status').notNull().default('uploaded'),
    trial: jsonb('trial').$type<ImportTrial>(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    /** The job runner's row of the run (jobs.id). */
    runJobId: bigint('run_job_id', { mode: 'number' }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('imports_status_check', sql`${t.status} in ('uploaded','queued','running','done','failed','cancelled')`),
    check('imports_format_check', sql`${t.format} in ('xlsx','csv','commerceml')`),
    index('imports_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/** The log: rows of an import that were rejected, corrected by the supplier, or imported after correction. */
export const importRows = pgTable(
  'import_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    status: text('status').notNull().default('rejected'),
    values: jsonb('values').$type<ImportRowValues>().notNull(),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull(),
    /** The goods the row became (after a correction). */
    tmcId: bigint('tmc_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('import_rows_status_check', sql`${t.status} in ('rejected','corrected','imported')`),
    uniqueIndex('import_rows_row_key').on(t.importId, t.rowNumber),
    index('import_rows_seller_idx').on(t.sellerId, t.id),
  ],
);

/** The seller's corrections of the column mapping, by header (headerKey), applied to its next files. */
export const importMappings = pgTable('import_mappings', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  targets: jsonb('targets').$type<Record<string, ImportColumnTarget>>().notNull(),
  updatedAt: updatedAt(),
});
