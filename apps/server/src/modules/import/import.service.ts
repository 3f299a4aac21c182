// Import of goods (issue 14; specification section 7 'Import'): the rules of the API and the run as a
// job. The files are read by import-file.ts; the rows go through import-batches.ts; the goods are
// written by the goods repository's bulk statements. docs/decisions.md, 'Import: the API and the run'.
//
// The run ('import.run', one job per import) reads the file again from the start, skips the rows an
// earlier attempt already wrote (imports.processed_rows, the cursor) and writes the rest in batches of
// IMPORT_BATCH_ROWS rows, each batch in one transaction together with its log rows, its counts and the
// cursor: a restart resumes after the last committed batch, so no row is ever written twice and no
// batch is ever half-written. IMPORT_WRITERS batches are written at once, committing in order, while the
// next one is read and checked (import-run.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  IMPORT_API_MESSAGES,
  IMPORT_BATCH_ROWS,
  IMPORT_ERROR_CODES,
  IMPORT_TRIAL_ROWS_SHOWN,
  importRowLabel,
  type ImportColumnOverride,
  type ImportColumnTarget,
  type ImportFormat,
  type ImportJob,
  type ImportLogQuery,
  type ImportLogRow,
  type ImportLogUpdateInput,
  type ImportMapping,
  type ImportRowValues,
  type ImportTrial,
  type ImportTryInput,
  type ImportTryResult,
} from '@tmc/shared/import-schemas';
import type { Paged } from '@tmc/shared/lists';
import { canManagePlatform, canPlaceGoods, canViewSellerGoods, isCurator, isSellerUser } from '@tmc/shared/roles';
import { overTierReason, tierImportMessage } from '@tmc/shared/seller-tiers';
import type { Db } from '../../db/client.ts';
import { imports } from '../../db/schema/imports.ts';
import { tmc } from '../../db/schema/tmc.ts';
import type { JobContext, JobRunner } from '../../jobs/job-runner.ts';
import { AppError } from '../../lib/app-error.ts';
import { isDeadlock } from '../../lib/db-errors.ts';
import { paged } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TierRoom } from '../tiers/tier-rules.ts';
import { insertGoodsBatch, insertMovementsBatch, sellerIsTrusted, updateGoodsBatch } from '../tmc/tmc.repository.ts';
import { headerKey, mapColumns, missingRequiredMessage, type ColumnMapping } from './column-mapping.ts';
import { columnLetter } from './column-letters.ts';
import { writeGoodsExport, type GoodsExportRow } from './goods-export.ts';
import { writeTemplate } from './goods-template.ts';
import { classifyBatch, contentOf, rowBatches, type ClassifiedBatch, type GoodRow, type RejectedRow } from './import-batches.ts';
import { openImportFile, type ImportFile, type ImportFileRef, type ImportLimits } from './import-file.ts';
import { isImportFileError } from './import-file-error.ts';
import { ImportCancelled, writeBatches } from './import-run.ts';
import type { RawCell } from './raw-row.ts';
import { normaliseValues, type NormaliseOptions } from './row-normaliser.ts';
import {
  clearRejectedRows,
  correctedRows,
  findImport,
  findLogRow,
  insertImport,
  lockImport,
  logPage,
  logRowsOf,
  markRowsImported,
  recentImports,
  rememberedTargets,
  rememberTargets,
  sellerByCode,
  sellerById,
  sellersByIds,
  staleImports,
  updateImport,
  updateLogRow,
  upsertRejectedRows,
  type ImportRow,
  type ImportSeller,
} from './import.repository.ts';

export const IMPORT_JOB = 'import.run';
export const IMPORT_PRUNE_JOB = 'import.prune';
/** Uploaded files never run are removed after this long (the 'import.prune' job). */
const UPLOAD_KEEP_MS = 24 * 3600_000;
const MOVEMENT_REASON = 'Импорт из файла';

const notFound = () => new AppError(IMPORT_ERROR_CODES.notFound, 404, IMPORT_API_MESSAGES.notFound);
const busy = () => AppError.conflict(IMPORT_ERROR_CODES.busy, IMPORT_API_MESSAGES.busy);
const finished = () => AppError.conflict(IMPORT_ERROR_CODES.finished, IMPORT_API_MESSAGES.finished);

/**
 * Batch transactions of a run at once (import-run.ts). Storing a goods row is most of the run's CPU and it is
 * PostgreSQL's: on 2 cores a 100,000-row file took 10.2 s with 2, 9.4 s with 3 (apps/server/bench/import.ts).
 */
const IMPORT_WRITERS = 3;

export interface ImportServiceOptions {
  db: Db;
  jobs: JobRunner;
  /** Where uploads are kept until their import ends (DATA_DIR/imports). */
  dir: string;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Overrides of IMPORT_LIMITS (tests use small ones). */
  limits?: Partial<ImportLimits>;
  batchRows?: number;
  /** Batch transactions of a run at once (tests vary it). */
  writers?: number;
  /** The seller's tier room (modules/tiers tier-rules.ts), the goods form's rule: rows past it are refused. Without it nothing is limited. */
  tierRoom?: (tx: Db, sellerId: string, now: Date) => Promise<TierRoom>;
}

export function createImportService({ db, jobs, dir, now = () => new Date(), limits, batchRows = IMPORT_BATCH_ROWS, writers = IMPORT_WRITERS, tierRoom }: ImportServiceOptions) {
  // ---- who may do what -------------------------------------------------------------------------

  /** The seller a supplier acts for: a REPRESENTATIVE's own (another code is refused), an L1/L2 administrator's choice. */
  async function sellerForWrite(user: AuthUser, sellerCode: string | undefined): Promise<ImportSeller> {
    if (!canPlaceGoods(user)) throw AppError.forbidden();
    if (isSellerUser(user)) {
      const own = user.sellerId ? await sellerById(db, user.sellerId) : null;
      if (!own || (sellerCode && sellerCode !== own.sellerCode)) throw AppError.forbidden();
      return own;
    }
    if (!sellerCode) throw AppError.validation({ sellerCode: IMPORT_API_MESSAGES.sellerCodeRequired });
    const seller = await sellerByCode(db, sellerCode);
    if (!seller) throw AppError.notFound();
    return seller;
  }

  /** The seller whose imports are read: as for writing, plus the seller's own curator (read only). */
  async function sellerForRead(user: AuthUser, sellerCode: string | undefined): Promise<ImportSeller> {
    if (!canViewSellerGoods(user)) throw AppError.forbidden();
    if (!isCurator(user)) return sellerForWrite(user, sellerCode);
    if (!sellerCode) throw AppError.validation({ sellerCode: IMPORT_API_MESSAGES.sellerCodeRequired });
    const seller = await sellerByCode(db, sellerCode);
    if (!seller) throw AppError.notFound();
    if (seller.curatorId !== user.id) throw AppError.forbidden();
    return seller;
  }

  function mayWrite(user: AuthUser, sellerId: string): boolean {
    if (!canPlaceGoods(user)) return false;
    return canManagePlatform(user) || (isSellerUser(user) && user.sellerId === sellerId);
  }

  async function importFor(user: AuthUser, jobId: string, mode: 'read' | 'write'): Promise<{ row: ImportRow; seller: ImportSeller }> {
    if (!(mode === 'write' ? canPlaceGoods(user) : canViewSellerGoods(user))) throw AppError.forbidden();
    const row = await findImport(db, jobId);
    if (!row) throw notFound();
    const seller = (await sellerById(db, row.sellerId))!;
    const allowed = mayWrite(user, row.sellerId) || (mode === 'read' && isCurator(user) && seller.curatorId === user.id);
    if (!allowed) throw AppError.forbidden();
    return { row, seller };
  }

  // ---- mapping -------------------------------------------------------------------------------

  const formatOf = (row: ImportRow): ImportFormat => row.format as ImportFormat;

  function mappingOf(row: ImportRow, seller: ImportSeller): ColumnMapping {
    // A 1C export has no region: the seller's region fills it.
    const defaulted = formatOf(row) === 'commerceml' && seller.region ? (['region'] as const) : [];
    return mapColumns(row.headers as RawCell[], row.override, { defaulted });
  }

  function normaliseOptions(row: ImportRow, seller: ImportSeller): NormaliseOptions {
    return { format: formatOf(row), defaults: { region: formatOf(row) === 'commerceml' ? seller.region : null } };
  }

  function mappingAnswer(mapping: ColumnMapping): ImportMapping {
    return {
      columns: mapping.columns.map((c) => ({ letter: c.letter, header: c.header, target: c.target, overridden: c.overridden })),
      missingRequired: mapping.missingRequired,
      errors: mapping.errors,
      message: mapping.errors[0] ?? missingRequiredMessage(mapping),
    };
  }

  /** The seller's remembered corrections applied to a file's headers, as an override by column letter. */
  function overrideFromRemembered(headers: readonly RawCell[], targets: Record<string, ImportColumnTarget>): ImportColumnOverride {
    const override: ImportColumnOverride = {};
    headers.forEach((cell, index) => {
      const key = typeof cell === 'string' ? headerKey(cell) : '';
      const target = key ? targets[key] : undefined;
      if (target) override[columnLetter(index)] = target;
    });
    return override;
  }

  // ---- answers -------------------------------------------------------------------------------

  async function jobAnswer(row: ImportRow, seller: ImportSeller): Promise<ImportJob> {
    let status = row.status as ImportJob['status'];
    let error = row.error;
    // A run whose job the runner gave up on (its instance died on every attempt) is a failed import.
    if ((status === 'queued' || status === 'running') && row.runJobId) {
      const job = await jobs.get(row.runJobId);
      if (job?.state === 'failed' || (job?.state === 'done' && status === 'running')) {
        status = 'failed';
        error = error ?? IMPORT_API_MESSAGES.failedGeneric;
      }
    }
    return {
      jobId: row.id,
      sellerCode: seller.sellerCode,
      fileName: row.fileName,
      format: formatOf(row),
      status,
      total: row.totalRows,
      done: row.processedRows,
      created: row.createdRows,
      updated: row.updatedRows,
      rejected: row.rejectedRows,
      cancelRequested: row.cancelRequested,
      error,
      mapping: mappingAnswer(mappingOf(row, seller)),
      trial: row.trial ?? null,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  // ---- the tier's limit ----------------------------------------------------------------------

  /** Positions the seller may still place under its tier (null: no limit), and the reason a row past them gets. */
  async function placementRoom(conn: Db, seller: ImportSeller): Promise<{ left: number | null; reason?: string; room: TierRoom | null }> {
    const room = tierRoom ? await tierRoom(conn, seller.id, now()) : null;
    if (!room || room.left === null) return { left: null, room };
    return { left: room.left, reason: overTierReason(room.terms), room };
  }

  // ---- writing a batch -----------------------------------------------------------------------

  /** Creates and updates the classified goods; answers the goods id of each row written. */
  async function writeGoods(tx: Db, sellerId: string, batch: ClassifiedBatch, userId: string | null): Promise<Array<{ row: GoodRow; id: number }>> {
    const note = { userId, reason: MOVEMENT_REASON };
    const ids = await insertGoodsBatch(tx, sellerId, batch.creates.map((r) => contentOf(r.goods)), 'moderation', note);
    await updateGoodsBatch(tx, batch.updates.map((r) => ({ ...contentOf(r.goods), id: r.id })));
    const deltas = batch.updates
      .map((r) => ({ tmcId: r.id, delta: Math.round((r.goods.quantity - r.oldQuantity) * 1000) / 1000 }))
      .filter((m) => m.delta !== 0);
    await insertMovementsBatch(tx, deltas, note);
    return [...batch.creates.map((row, i) => ({ row, id: ids[i]! })), ...batch.updates.map((row) => ({ row, id: row.id }))];
  }

  async function correctionsOf(importId: string): Promise<Map<number, ImportRowValues>> {
    const rows = await logRowsOf(db, importId, 'corrected');
    return new Map(rows.map((r) => [r.rowNumber, r.values]));
  }

  async function openFile(row: ImportRow): Promise<ImportFile> {
    return openImportFile(
      row.files.map((f) => ({ path: path.join(dir, f.path), fileName: f.fileName })),
      { ...(limits ? { limits } : {}) },
    );
  }

  async function removeFiles(row: ImportRow): Promise<void> {
    await Promise.all(row.files.map((f) => fs.rm(path.join(dir, f.path), { force: true })));
    await updateImport(db, row.id, { files: [] });
  }

  // ---- the run (job handler) -------------------------------------------------------------------

  async function runImport({ payload, signal, heartbeat, job, log }: JobContext<{ importId: string }>): Promise<void> {
    const row = await findImport(db, payload.importId);
    if (!row || !['queued', 'running'].includes(row.status)) return;
    const seller = (await sellerById(db, row.sellerId))!;
    if (row.cancelRequested) {
      await updateImport(db, row.id, { status: 'cancelled', finishedAt: now() });
      await removeFiles(row);
      return;
    }
    await updateImport(db, row.id, { status: 'running', startedAt: row.startedAt ?? now(), error: null });
    // A first attempt starts a fresh log for the import (the trial's rejected rows); a resumed one keeps what its batches wrote.
    if (row.processedRows === 0) await clearRejectedRows(db, row.id);

    const mapping = mappingOf(row, seller);
    const options = normaliseOptions(row, seller);
    const corrected = await correctionsOf(row.id);
    // Batches are written several at a time (import-run.ts), except for a seller whose tier limits its
    // positions (each batch counts its creations against what the batches before it created) and for a
    // trusted seller (its goods are published at once, and publication adds the names' words to tmc_words,
    // where two batches would wait for each other). A lock cycle between two batches all the same
    // (PostgreSQL ends one as a deadlock) makes the run go on one batch at a time from the cursor.
    const limited = (await placementRoom(db, seller)).left !== null;
    let inParallel = limited || (await sellerIsTrusted(db, seller.id)) ? 1 : writers;
    try {
      for (;;) {
        const from = (await findImport(db, row.id))!.processedRows;
        const file = await openFile(row);
        try {
          const batches = rowBatches(file, mapping, { normalise: options, corrected, skip: from, batchRows });
          await writeBatches(batches, {
            db,
            importId: row.id,
            writers: inParallel,
            startCursor: from,
            stopped: () => signal.aborted,
            onBatch: heartbeat,
            write: async (tx, batch) => {
              const room = await placementRoom(tx, seller);
              const classified = await classifyBatch(tx, seller.id, options.format, batch.good, batch.rejected, room);
              const written = await writeGoods(tx, seller.id, classified, row.createdBy);
              await upsertRejectedRows(tx, row.id, seller.id, classified.rejected);
              await markRowsImported(tx, row.id, written.filter((w) => w.row.corrected).map((w) => ({ rowNumber: w.row.rowNumber, tmcId: w.id })));
              return { created: classified.creates.length, updated: classified.updates.length, rejected: classified.rejected.length };
            },
          });
          break;
        } catch (error) {
          if (inParallel > 1 && isDeadlock(error) && !signal.aborted) {
            log.warn({ err: error, importId: row.id }, 'import batches met in a lock cycle: going on one at a time');
            inParallel = 1;
            continue;
          }
          throw error;
        } finally {
          file.close();
        }
      }
      const done = await findImport(db, row.id);
      await updateImport(db, row.id, { status: 'done', finishedAt: now(), totalRows: done?.processedRows ?? null });
      await removeFiles(row);
    } catch (error) {
      if (error instanceof ImportCancelled) {
        await updateImport(db, row.id, { status: 'cancelled', finishedAt: now() });
        await removeFiles(row);
        return;
      }
      if (signal.aborted) throw error;
      const permanent = isImportFileError(error);
      if (permanent || job.attempt >= (await jobs.get(job.id))!.maxAttempts) {
        log.error({ err: error, importId: row.id }, 'import failed');
        await updateImport(db, row.id, { status: 'failed', finishedAt: now(), error: permanent ? (error as Error).message : IMPORT_API_MESSAGES.failedGeneric });
        await removeFiles(row);
        return;
      }
      throw error;
    }
  }

  jobs.register<{ importId: string }>({ name: IMPORT_JOB, maxAttempts: 3, leaseMs: 2 * 60_000, run: runImport });
  // Uploads nobody ran, and files of imports that ended without removing them, go after a day.
  jobs.register({
    name: IMPORT_PRUNE_JOB,
    schedule: { every: 60 * 60_000 },
    run: async ({ now: at }) => {
      for (const row of await staleImports(db, new Date(at.getTime() - UPLOAD_KEEP_MS))) await removeFiles(row);
    },
  });

  return {
    dir,
    sellerForWrite,

    /** A new import from files saved under `dir` (the routes stream the upload there): checked, headers read, mapping found. */
    async create(user: AuthUser, seller: ImportSeller, id: string, files: ImportFileRef[], stored: string[]): Promise<ImportJob> {
      let file: ImportFile | null = null;
      try {
        if (await findImport(db, id)) throw busy();
        file = await openImportFile(files, { ...(limits ? { limits } : {}) });
        const headers = file.headers;
        const override = file.format === 'commerceml' ? {} : overrideFromRemembered(headers, await rememberedTargets(db, seller.id));
        const row = await insertImport(db, {
          id,
          sellerId: seller.id,
          createdBy: user.id,
          fileName: files.map((f) => f.fileName).join(', ').slice(0, 500),
          files: files.map((f, i) => ({ path: stored[i]!, fileName: f.fileName })),
          format: file.format,
          headers,
          override,
        });
        return await jobAnswer(row, seller);
      } catch (error) {
        await Promise.all(files.map((f) => fs.rm(f.path, { force: true })));
        if (isImportFileError(error)) throw new AppError(IMPORT_ERROR_CODES.file, error.code === 'tooLarge' ? 413 : 400, error.message);
        throw error;
      } finally {
        file?.close();
      }
    },

    async status(user: AuthUser, jobId: string): Promise<ImportJob> {
      const { row, seller } = await importFor(user, jobId, 'read');
      return jobAnswer(row, seller);
    },

    async list(user: AuthUser, sellerCode: string | undefined): Promise<ImportJob[]> {
      const seller = await sellerForRead(user, sellerCode);
      return Promise.all((await recentImports(db, seller.id, 20)).map((row) => jobAnswer(row, seller)));
    },

    /** The supplier's correction of the mapping; remembered for the seller's next files by their headers. */
    async setMapping(user: AuthUser, jobId: string, override: ImportColumnOverride): Promise<ImportJob> {
      const { row, seller } = await importFor(user, jobId, 'write');
      if (row.status !== 'uploaded') throw row.status === 'queued' || row.status === 'running' ? busy() : finished();
      const mapping = mapColumns(row.headers as RawCell[], override);
      if (mapping.errors.length) throw AppError.validation({ override: mapping.errors[0]! }, mapping.errors[0]);
      const updated = (await updateImport(db, row.id, { override, trial: null }))!;
      if (formatOf(row) !== 'commerceml') {
        const targets = await rememberedTargets(db, seller.id);
        for (const column of mapping.columns) {
          const key = headerKey(column.header);
          if (!key) continue;
          if (column.overridden) targets[key] = column.target ?? 'skip';
          else delete targets[key];
        }
        await rememberTargets(db, seller.id, targets);
      }
      return jobAnswer(updated, seller);
    },

    /** The trial run: every row checked and classified, the rejected ones written to the log; no goods written. */
    async trial(user: AuthUser, jobId: string): Promise<ImportTrial> {
      const { row, seller } = await importFor(user, jobId, 'write');
      if (row.status !== 'uploaded') throw row.status === 'queued' || row.status === 'running' ? busy() : finished();
      const mapping = mappingOf(row, seller);
      const message = mapping.errors[0] ?? missingRequiredMessage(mapping);
      if (message) throw new AppError(IMPORT_ERROR_CODES.mapping, 400, message);
      const options = normaliseOptions(row, seller);
      const room = await placementRoom(db, seller);
      const roomAtStart = room.left;
      const counts = { total: 0, created: 0, updated: 0, rejected: 0, wanted: 0 };
      const shown: ImportTrial['rows'] = [];
      let file: ImportFile | null = null;
      try {
        file = await openFile(row);
        await clearRejectedRows(db, row.id);
        for await (const batch of rowBatches(file, mapping, { normalise: options, corrected: await correctionsOf(row.id), skip: 0, batchRows })) {
          const unlimited = { left: null };
          const classified = await classifyBatch(db, seller.id, options.format, batch.good, batch.rejected, unlimited);
          counts.total += batch.good.length + batch.rejected.length;
          counts.wanted += classified.creates.length;
          counts.updated += classified.updates.length;
          // The tier's limit: creations past the room are rejected, as the run will reject them.
          const limited = room.left === null ? classified : await classifyBatch(db, seller.id, options.format, classified.creates, classified.rejected, room);
          counts.created += limited.creates.length;
          counts.rejected += limited.rejected.length;
          await upsertRejectedRows(db, row.id, seller.id, limited.rejected);
          for (const r of limited.rejected) if (shown.length < IMPORT_TRIAL_ROWS_SHOWN) shown.push({ rowNumber: r.rowNumber, label: importRowLabel(options.format, r.rowNumber), errors: r.errors });
        }
      } catch (error) {
        if (isImportFileError(error)) throw new AppError(IMPORT_ERROR_CODES.file, 400, error.message);
        throw error;
      } finally {
        file?.close();
      }
      shown.sort((a, b) => a.rowNumber - b.rowNumber);
      const trial: ImportTrial = {
        total: counts.total,
        created: counts.created,
        updated: counts.updated,
        rejected: counts.rejected,
        rows: shown,
        limitMessage: roomAtStart !== null && room.room && counts.wanted > roomAtStart ? tierImportMessage(room.room.terms, roomAtStart, counts.wanted) : null,
        finishedAt: now().toISOString(),
      };
      await updateImport(db, row.id, { trial, totalRows: counts.total });
      return trial;
    },

    /** The real run, as a job; one import of a seller runs at a time. */
    async run(user: AuthUser, jobId: string): Promise<ImportJob> {
      const { row, seller } = await importFor(user, jobId, 'write');
      if (row.status === 'queued' || row.status === 'running') throw busy();
      if (row.status !== 'uploaded') throw finished();
      const mapping = mappingOf(row, seller);
      const message = mapping.errors[0] ?? missingRequiredMessage(mapping);
      if (message) throw new AppError(IMPORT_ERROR_CODES.mapping, 400, message);
      const other = await db
        .select({ id: imports.id })
        .from(imports)
        .where(and(eq(imports.sellerId, seller.id), inArray(imports.status, ['queued', 'running']), ne(imports.id, row.id)))
        .limit(1);
      if (other.length) throw busy();
      const queued = await db.transaction(async (tx) => {
        const locked = await lockImport(tx, row.id);
        if (locked?.status !== 'uploaded') throw busy();
        return updateImport(tx, row.id, { status: 'queued' });
      });
      const { id } = await jobs.enqueue(IMPORT_JOB, { importId: row.id }, { singletonKey: row.id });
      const updated = (await updateImport(db, row.id, { runJobId: id }))!;
      // The supplier watches the progress bar: the run starts now, not at the next poll.
      jobs.wake();
      return jobAnswer(queued ? updated : row, seller);
    },

    /** Stops the import: a queued one at once, a running one before its next batch (written batches stay). */
    async cancel(user: AuthUser, jobId: string): Promise<ImportJob> {
      const { row, seller } = await importFor(user, jobId, 'write');
      if (row.status !== 'queued' && row.status !== 'running') throw AppError.conflict(IMPORT_ERROR_CODES.finished, IMPORT_API_MESSAGES.notCancellable);
      const updated = await db.transaction(async (tx) => {
        const locked = (await lockImport(tx, row.id))!;
        if (locked.status === 'queued') return updateImport(tx, row.id, { cancelRequested: true, status: 'cancelled', finishedAt: now() });
        return updateImport(tx, row.id, { cancelRequested: true });
      });
      if (updated?.status === 'cancelled') await removeFiles(updated);
      return jobAnswer(updated!, seller);
    },

    async log(user: AuthUser, query: ImportLogQuery): Promise<Paged<ImportLogRow>> {
      let seller: ImportSeller;
      if (query.jobId) {
        const found = await importFor(user, query.jobId, 'read');
        seller = found.seller;
      } else seller = await sellerForRead(user, query.sellerCode);
      const { items, total } = await logPage(db, { sellerId: seller.id, importId: query.jobId, status: query.status }, query);
      return paged(
        items.map(({ row, fileName, format }) => ({
          id: row.id,
          jobId: row.importId,
          fileName,
          rowNumber: row.rowNumber,
          label: importRowLabel(format as ImportFormat, row.rowNumber),
          status: row.status as ImportLogRow['status'],
          values: row.values,
          errors: row.errors,
          tmcId: row.tmcId,
          updatedAt: row.updatedAt.toISOString(),
        })),
        query,
        total,
      );
    },

    /** A rejected row corrected: checked again as the file's row was; 'corrected' when it passes, still 'rejected' with the new reasons otherwise. */
    async updateLogRow(user: AuthUser, input: ImportLogUpdateInput): Promise<ImportLogRow> {
      if (!canPlaceGoods(user)) throw AppError.forbidden();
      const logRow = await findLogRow(db, input.id);
      if (!logRow) throw new AppError(IMPORT_ERROR_CODES.rowNotFound, 404, IMPORT_API_MESSAGES.rowNotFound);
      const { row, seller } = await importFor(user, logRow.importId, 'write');
      if (logRow.status === 'imported') throw AppError.conflict(IMPORT_ERROR_CODES.rowImported, IMPORT_API_MESSAGES.rowImported);
      if (row.status === 'queued' || row.status === 'running') throw busy();
      const checked = normaliseValues(logRow.rowNumber, input.values, normaliseOptions(row, seller));
      const updated = await updateLogRow(db, logRow.id, checked.ok ? { status: 'corrected', values: input.values, errors: [] } : { status: 'rejected', values: input.values, errors: checked.errors });
      return {
        id: updated.id,
        jobId: updated.importId,
        fileName: row.fileName,
        rowNumber: updated.rowNumber,
        label: importRowLabel(formatOf(row), updated.rowNumber),
        status: updated.status as ImportLogRow['status'],
        values: updated.values,
        errors: updated.errors,
        tmcId: updated.tmcId,
        updatedAt: updated.updatedAt.toISOString(),
      };
    },

    /** The corrected rows of finished imports written as goods, in one transaction; those still refused stay in the log with the reason. */
    async tryImport(user: AuthUser, input: ImportTryInput): Promise<ImportTryResult> {
      let seller: ImportSeller;
      if (input.jobId) {
        const found = await importFor(user, input.jobId, 'write');
        if (found.row.status === 'queued' || found.row.status === 'running') throw busy();
        seller = found.seller;
      } else seller = await sellerForWrite(user, input.sellerCode);
      return db.transaction(async (tx) => {
        const rows = await correctedRows(tx, seller.id, input.jobId);
        // Corrections of an import not run yet are read by its run instead.
        const ready = [];
        for (const r of rows) {
          const parent = await findImport(tx, r.row.importId);
          if (parent && parent.status !== 'uploaded' && parent.status !== 'queued' && parent.status !== 'running') ready.push({ ...r, parent });
        }
        if (ready.length === 0) throw AppError.conflict(IMPORT_ERROR_CODES.nothingToImport, IMPORT_API_MESSAGES.nothingToImport);
        const room = await placementRoom(tx, seller);
        const result = { created: 0, updated: 0, rejected: 0 };
        const byImport = new Map<string, typeof ready>();
        for (const r of ready) byImport.set(r.row.importId, [...(byImport.get(r.row.importId) ?? []), r]);
        for (const [importId, group] of byImport) {
          const format = group[0]!.format as ImportFormat;
          const options = normaliseOptions(group[0]!.parent, seller);
          const good: GoodRow[] = [];
          const rejected: RejectedRow[] = [];
          for (const { row } of group) {
            const checked = normaliseValues(row.rowNumber, row.values, options);
            if (checked.ok) good.push({ rowNumber: row.rowNumber, goods: checked.goods, corrected: row.values });
            else rejected.push({ rowNumber: row.rowNumber, values: row.values, errors: checked.errors });
          }
          const classified = await classifyBatch(tx, seller.id, format, good, rejected, room);
          const written = await writeGoods(tx, seller.id, classified, user.id);
          await upsertRejectedRows(tx, importId, seller.id, classified.rejected);
          await markRowsImported(tx, importId, written.map((w) => ({ rowNumber: w.row.rowNumber, tmcId: w.id })));
          result.created += classified.creates.length;
          result.updated += classified.updates.length;
          result.rejected += classified.rejected.length;
        }
        return result;
      });
    },

    async template(stream: Writable): Promise<void> {
      await writeTemplate(stream);
    },

    /** The seller's goods (not archived) as XLSX in the template's columns, read in pages of 1000 by id. */
    async exportGoods(user: AuthUser, sellerCode: string | undefined): Promise<{ sellerCode: string; write: (stream: Writable) => Promise<number> }> {
      const seller = await sellerForRead(user, sellerCode);
      async function* goods(): AsyncGenerator<GoodsExportRow> {
        let after = 0;
        for (;;) {
          const page = await db
            .select({
              id: tmc.id,
              name: tmc.name,
              stockNumber: tmc.stockNumber,
              unit: tmc.unit,
              quantity: tmc.quantity,
              price: tmc.price,
              vat: tmc.vat,
              year: tmc.year,
              region: tmc.region,
              description: tmc.description,
            })
            .from(tmc)
            .where(and(eq(tmc.sellerId, seller.id), ne(tmc.status, 'archived'), gt(tmc.id, after)))
            .orderBy(asc(tmc.id))
            .limit(1000);
          for (const g of page) yield { ...g, region: g.region ?? '' };
          if (page.length < 1000) return;
          after = page[page.length - 1]!.id;
        }
      }
      return { sellerCode: seller.sellerCode, write: (stream) => writeGoodsExport(stream, goods()) };
    },

    /** Seller codes by id, for answers about several sellers. */
    sellerCodes: (ids: string[]) => sellersByIds(db, ids),
  };
}
export type ImportService = ReturnType<typeof createImportService>;
