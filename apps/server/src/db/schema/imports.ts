import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** An upload of a supplier's goods file, processed in the background with progress. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('queued'),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('import_jobs_status_check', sql`${t.status} in ('queued','running','done','failed')`),
    index('import_jobs_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/** Rows of an import that need attention; can be corrected and tried again. */
export const importLog = pgTable(
  'import_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    error: text('error'),
    status: text('status').notNull().default('failed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('import_log_status_check', sql`${t.status} in ('failed','fixed','imported')`),
    index('import_log_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
