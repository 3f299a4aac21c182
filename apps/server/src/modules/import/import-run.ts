// The run's writing of an import's batches (import.service.ts's job 'import.run'). Each batch is one
// transaction holding its goods, its log rows, its counts and the cursor (imports.processed_rows), so a
// batch is written whole or not at all and a restart resumes after the last committed one.
//
// Up to `writers` batch transactions run at once (the database's work of a batch is most of the run's
// time, and two transactions use two cores), and they commit in the file's order all the same: each
// takes an advisory lock of its own place first, writes, then waits for the lock of the batch before it
// (held until that transaction ends, so PostgreSQL sees the wait and ends a lock cycle as a deadlock),
// and moves the cursor only from where the batch before it left it. A batch whose predecessor did not
// commit rolls back; a second runner of the same import (a lapsed claim) finds the cursor moved and
// writes nothing. Two batches never touch the same rows: a stock number met twice in a file is rejected
// on its second row, so no batch updates goods another one creates or updates.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RowBatch } from './import-batches.ts';
import { findImport, lockImport, recordBatch } from './import.repository.ts';

/** Thrown inside a batch's transaction when the supplier cancelled: the batch is rolled back. */
export class ImportCancelled extends Error {}

/** Thrown inside a batch's transaction when the batch before it did not commit (or another runner moved the cursor). */
export class BatchOutOfOrder extends Error {}

export interface BatchCounts {
  created: number;
  updated: number;
  rejected: number;
}

export interface WriteBatchesOptions {
  db: Db;
  importId: string;
  /** Batch transactions at once; 1 writes them one after the other. */
  writers: number;
  /** The cursor the batches start from (processed_rows when the run began). */
  startCursor: number;
  /** A batch's own writes inside its transaction (goods, log rows); answers its counts. */
  write: (tx: Db, batch: RowBatch) => Promise<BatchCounts>;
  /** Called after each batch is under way (the job's heartbeat). */
  onBatch: () => Promise<void>;
  /** Whether the run must stop (the instance is shutting down). */
  stopped: () => boolean;
}

/** The advisory lock of a batch's place in the order of one import. */
const placeLock = (importId: string, index: number) => sql`select pg_advisory_xact_lock(hashtextextended(${`import:${importId}:${index}`}, 0))`;

/**
 * Writes the batches as they are read, each in its own transaction, committing in order. Reading goes on
 * while batches are written. Ends when every batch is committed; the first failure ends it (with the
 * batches in flight settled first), and batches committed before it stay.
 */
export async function writeBatches(batches: AsyncIterable<RowBatch>, options: WriteBatchesOptions): Promise<void> {
  const { db, importId, writers } = options;
  const inFlight: Array<Promise<void>> = [];
  let cursor = options.startCursor;
  let index = 0;

  function writeOne(batch: RowBatch, place: number, from: number): { started: Promise<void>; done: Promise<void> } {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const done = db
      .transaction(async (tx) => {
        if (writers > 1) await tx.execute(placeLock(importId, place));
        markStarted();
        // A cancel seen before writing saves the work; the one that counts is checked under the row lock.
        const current = await findImport(tx, importId);
        if (!current || current.cancelRequested) throw new ImportCancelled();
        const counts = await options.write(tx, batch);
        if (writers > 1 && place > 0) await tx.execute(placeLock(importId, place - 1));
        const locked = await lockImport(tx, importId);
        if (!locked || locked.cancelRequested) throw new ImportCancelled();
        if (locked.processedRows !== from) throw new BatchOutOfOrder(`import ${importId}: batch from row ${from} found the cursor at ${locked.processedRows}`);
        await recordBatch(tx, importId, { cursor: batch.cursor, ...counts });
      })
      .finally(markStarted);
    // A failure is met where the batch is awaited, in order.
    done.catch(() => {});
    return { started, done };
  }

  try {
    for await (const batch of batches) {
      if (inFlight.length >= writers) await inFlight.shift();
      if (options.stopped()) throw new Error('stopped');
      const { started, done } = writeOne(batch, index++, cursor);
      cursor = batch.cursor;
      inFlight.push(done);
      // The next batch's transaction begins only once this one holds its place.
      await started;
      await options.onBatch();
    }
    while (inFlight.length) await inFlight.shift();
  } finally {
    await Promise.allSettled(inFlight);
  }
}
