import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The job runner's rows (apps/server/src/jobs/job-runner.ts): one per run of a scheduled job (its
 * schedule slot) and one per enqueued job. Instances claim due rows with FOR UPDATE SKIP LOCKED, so a
 * row runs on one instance; `name` + `slot` is unique, so a schedule slot runs once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload'),
    /** A scheduled run: the slot it is for (the schedule's instant, e.g. 03:30 Moscow of a day). */
    slot: timestamp('slot', { withTimezone: true }),
    /** An enqueued job: at most one queued or running job of a name has this key. */
    singletonKey: text('singleton_key'),
    state: text('state').notNull().default('queued'),
    /** Not before this instant (a retry waits here). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** While running: the claim holds until then; past it another instance may take the job over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_check', sql`${t.state} in ('queued','running','done','failed')`),
    uniqueIndex('jobs_slot_key').on(t.name, t.slot).where(sql`${t.slot} is not null`),
    uniqueIndex('jobs_singleton_key').on(t.name, t.singletonKey).where(sql`${t.singletonKey} is not null and ${t.state} in ('queued','running')`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} in ('queued','running')`),
    index('jobs_finished_idx').on(t.finishedAt),
  ],
);
