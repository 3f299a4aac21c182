// The job runner: every background job of the server, scheduled or enqueued, on PostgreSQL and on
// PGlite alike, run once across any number of instances (DESIGN.md section 10; docs/decisions.md, 'Jobs').
//
//   const jobs = createJobRunner({ db, log });
//
//   // A scheduled job: one run per slot of its schedule (every N ms, or daily / weekly at a Moscow time).
//   jobs.register({
//     name: 'search-log.prune',
//     schedule: { daily: '03:30' },              // or { every: 5 * 60_000 }, or { weekly: { day: 1, at: '09:00' } }
//     run: async ({ now, signal, log }) => { ... },
//   });
//
//   // An enqueued job: one run per enqueue, with a JSON payload; retried on failure.
//   jobs.register<{ importId: string }>({
//     name: 'import.run',
//     maxAttempts: 3,                            // default 3; the retries wait 1, 2, 4 ... minutes (at most an hour)
//     leaseMs: 10 * 60_000,                      // default 10 min: a run not finished (or heartbeat) by then is taken over
//     run: async ({ payload, job, heartbeat, signal }) => { ... },
//   });
//   const { id, created } = await jobs.enqueue('import.run', { importId }, { singletonKey: importId });
//   await jobs.get(id);                         // { state: 'queued' | 'running' | 'done' | 'failed', attempts, lastError, ... }
//
//   jobs.wake();                                // poll now (after an enqueue someone waits for)
//   jobs.start({ pollMs: 30_000 });             // app.ts does this when the app is ready (JOBS_ENABLED); never in tests
//   await jobs.stop();                          // app.ts on close: aborts `signal`, waits for the running job
//   await jobs.runDue(now);                     // tests: create the due slots and run everything due at `now`, no timers
//
// Handlers get `{ now, signal, log, payload, job: { id, name, attempt, slot }, heartbeat }`. `now` is the
// caller's clock (runDue's argument), so tests decide the time. A handler must be idempotent: a run cut
// short (the instance stopped, the lease ran out) runs again from the start on the next attempt, so it
// works in batches with short transactions and records its progress as it commits (an import keeps it
// in its own tables), and calls `heartbeat()` between batches of a long run to keep its claim. When
// `signal` is aborted (the app is stopping) it stops at the next batch boundary and throws: the run goes
// back to the queue without using up an attempt. A run that throws otherwise is retried until
// maxAttempts, then stays 'failed' with its error: every row of the `jobs` table is the visible state.
//
// How 'once' is guaranteed: a scheduled run is a row keyed by (name, slot), inserted by whichever
// instance sees the slot first (ON CONFLICT DO NOTHING); every due row is claimed by one UPDATE whose
// row comes from SELECT ... FOR UPDATE SKIP LOCKED, so two instances never claim the same row. Only the
// latest slot of a schedule is created: after a stop of three days a daily job runs once, not three times.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs as jobsTable } from '../db/schema/jobs.ts';
import { checkSchedule, latestSlot, type Schedule } from './schedule.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobContext<P> {
  /** The caller's clock: the instant this run was started for. */
  now: Date;
  /** Aborted when the runner stops: stop at the next batch boundary and throw. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** The enqueued payload (null for scheduled runs). */
  payload: P;
  job: { id: number; name: string; attempt: number; slot: Date | null };
  /** Extends the claim by the job's lease: call it between batches of a long run. */
  heartbeat(): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  /** Unique: 'module.what' ('search-log.prune', 'cart.sweep-terms', 'import.run'). */
  name: string;
  /** Scheduled jobs only; without it the job runs when enqueued. */
  schedule?: Schedule;
  /** Runs per row before it stays failed (default 3). */
  maxAttempts?: number;
  /** How long a claim holds without a heartbeat (default 10 minutes). */
  leaseMs?: number;
  run(context: JobContext<P>): Promise<void>;
}

export interface JobRow {
  id: number;
  name: string;
  payload: unknown;
  slot: Date | null;
  singletonKey: string | null;
  state: JobState;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What runDue did with one row. 'retry': failed, queued again; 'requeued': stopped by the signal, queued again. */
export interface JobRun {
  id: number;
  name: string;
  slot: Date | null;
  outcome: 'done' | 'failed' | 'retry' | 'requeued';
}

export interface EnqueueOptions {
  /** While a job of this name with this key is queued or running, enqueue answers that job instead of adding one. */
  singletonKey?: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
/** runDue stops after this many runs, so one call never loops on a flood of jobs; the next call goes on. */
const RUNS_PER_CALL = 100;
/** Finished rows are kept this long for the record (the built-in 'jobs.prune' job). */
export const JOB_HISTORY_DAYS = 30;

/** Rows of a raw statement: both drivers answer `{ rows }` (see tmc-search.ts's queryRows). */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

function toJobRow(r: Record<string, unknown>): JobRow {
  return {
    id: Number(r['id']),
    name: String(r['name']),
    payload: r['payload'] ?? null,
    slot: toDate(r['slot']),
    singletonKey: (r['singleton_key'] as string | null) ?? null,
    state: r['state'] as JobState,
    runAt: toDate(r['run_at'])!,
    attempts: Number(r['attempts']),
    maxAttempts: Number(r['max_attempts']),
    lastError: (r['last_error'] as string | null) ?? null,
    createdAt: toDate(r['created_at'])!,
    startedAt: toDate(r['started_at']),
    finishedAt: toDate(r['finished_at']),
  };
}

const retryDelay = (attempt: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

export function createJobRunner({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const definitions = new Map<string, JobDefinition<never>>();
  const instance = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  let stopping = new AbortController();

  /** Inserts the due slot of every scheduled job; an existing slot (another instance's, or an earlier call's) is left alone. */
  async function createDueSlots(now: Date, names: readonly string[]): Promise<void> {
    for (const name of names) {
      const definition = definitions.get(name)!;
      if (!definition.schedule) continue;
      const slot = latestSlot(definition.schedule, now).toISOString();
      await db.execute(sql`
        insert into jobs (name, slot, run_at, max_attempts)
        values (${name}, ${slot}::timestamptz, ${slot}::timestamptz, ${definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
        on conflict (name, slot) where slot is not null do nothing`);
    }
  }

  /**
   * Claims one due row of these jobs: queued and due, or running with a lapsed claim (its instance
   * stopped or died). One statement, so the claim is atomic on every instance.
   */
  async function claim(now: Date, names: readonly string[]): Promise<JobRow | null> {
    const at = now.toISOString();
    // Each job's own lease, chosen by name inside the claiming statement.
    const lease = sql.join(
      names.map((name) => sql`when ${name} then ${(definitions.get(name)?.leaseMs ?? DEFAULT_LEASE_MS) / 1000}::double precision`),
      sql` `,
    );
    const [row] = await rows<Record<string, unknown>>(
      db,
      sql`
        update jobs set state = 'running', attempts = attempts + 1, started_at = ${at}::timestamptz, locked_by = ${instance},
          locked_until = ${at}::timestamptz + make_interval(secs => case name ${lease} end)
        where id = (
          select id from jobs
          where name = any(${sql.param([...names])}::text[])
            and ((state = 'queued' and run_at <= ${at}::timestamptz) or (state = 'running' and locked_until < ${at}::timestamptz))
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning *`,
    );
    return row ? toJobRow(row) : null;
  }

  async function extendClaim(job: JobRow, now: Date): Promise<void> {
    const leaseMs = definitions.get(job.name)?.leaseMs ?? DEFAULT_LEASE_MS;
    await db.execute(sql`update jobs set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz where id = ${job.id} and locked_by = ${instance}`);
  }

  async function finish(job: JobRow, now: Date, outcome: JobRun['outcome'], error?: unknown): Promise<void> {
    const at = now.toISOString();
    if (outcome === 'done') {
      await db.execute(sql`update jobs set state = 'done', finished_at = ${at}::timestamptz, locked_until = null, last_error = null where id = ${job.id}`);
    } else if (outcome === 'failed') {
      await db.execute(sql`update jobs set state = 'failed', finished_at = ${at}::timestamptz, locked_until = null, last_error = ${errorText(error)} where id = ${job.id}`);
    } else if (outcome === 'retry') {
      const runAt = new Date(now.getTime() + retryDelay(job.attempts)).toISOString();
      await db.execute(sql`update jobs set state = 'queued', run_at = ${runAt}::timestamptz, locked_until = null, last_error = ${errorText(error)} where id = ${job.id}`);
    } else {
      // Stopped by the signal: back in the queue, the attempt not counted.
      await db.execute(sql`update jobs set state = 'queued', attempts = attempts - 1, locked_until = null where id = ${job.id}`);
    }
  }

  async function runOne(job: JobRow, now: Date): Promise<JobRun> {
    const definition = definitions.get(job.name)!;
    const result = (outcome: JobRun['outcome']): JobRun => ({ id: job.id, name: job.name, slot: job.slot, outcome });
    // A run whose claim lapsed past its last attempt (its instance died each time) is not tried again.
    if (job.attempts > job.maxAttempts) {
      await finish(job, now, 'failed', new Error('прервано: попытки исчерпаны'));
      return result('failed');
    }
    const signal = stopping.signal;
    const jobLog = log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    try {
      await definition.run({
        now,
        signal,
        log: jobLog,
        payload: job.payload as never,
        job: { id: job.id, name: job.name, attempt: job.attempts, slot: job.slot },
        heartbeat: () => extendClaim(job, new Date(Math.max(Date.now(), now.getTime()))),
      });
      await finish(job, now, 'done');
      return result('done');
    } catch (error) {
      if (signal.aborted) {
        await finish(job, now, 'requeued');
        return result('requeued');
      }
      const final = job.attempts >= job.maxAttempts;
      jobLog[final ? 'error' : 'warn']({ err: error }, final ? 'job failed' : 'job failed, will retry');
      await finish(job, now, final ? 'failed' : 'retry', error);
      return result(final ? 'failed' : 'retry');
    }
  }

  async function runDue(now: Date, options: { only?: readonly string[] } = {}): Promise<JobRun[]> {
    const names = options.only ?? [...definitions.keys()];
    for (const name of names) if (!definitions.has(name)) throw new Error(`unknown job '${name}'`);
    await createDueSlots(now, names);
    const done: JobRun[] = [];
    while (done.length < RUNS_PER_CALL && !stopping.signal.aborted) {
      const job = await claim(now, names);
      if (!job) break;
      done.push(await runOne(job, now));
    }
    return done;
  }

  /** One poll of the started runner: never two at a time on one instance. */
  function tick(): void {
    if (current) return;
    current = runDue(new Date())
      .catch((err: unknown) => log.error({ err }, 'job runner poll failed'))
      .finally(() => {
        current = null;
      });
  }

  const runner = {
    register<P>(definition: JobDefinition<P>): void {
      if (definitions.has(definition.name)) throw new Error(`job '${definition.name}' is registered twice`);
      if (definition.schedule) checkSchedule(definition.schedule);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    /** Adds a run of an enqueued job; with a singleton key, answers the queued or running one instead when there is one. */
    async enqueue<P>(name: string, payload: P, options: EnqueueOptions = {}): Promise<{ id: number; created: boolean }> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job '${name}'`);
      if (definition.schedule) throw new Error(`job '${name}' is scheduled, not enqueued`);
      const runAt = (options.runAt ?? new Date()).toISOString();
      const maxAttempts = options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const key = options.singletonKey ?? null;
      const inserted = await rows<{ id: number }>(
        db,
        sql`insert into jobs (name, payload, singleton_key, run_at, max_attempts)
            values (${name}, ${JSON.stringify(payload ?? null)}::jsonb, ${key}, ${runAt}::timestamptz, ${maxAttempts})
            on conflict (name, singleton_key) where singleton_key is not null and state in ('queued', 'running') do nothing
            returning id`,
      );
      if (inserted[0]) return { id: Number(inserted[0].id), created: true };
      const [existing] = await rows<{ id: number }>(
        db,
        sql`select id from jobs where name = ${name} and singleton_key = ${key} and state in ('queued', 'running') limit 1`,
      );
      // The active job finished between the two statements: enqueue again.
      if (!existing) return runner.enqueue(name, payload, options);
      return { id: Number(existing.id), created: false };
    },

    /** A row of the jobs table: the visible state of a run. */
    async get(id: number): Promise<JobRow | null> {
      const [row] = await rows<Record<string, unknown>>(db, sql`select * from jobs where id = ${id}`);
      return row ? toJobRow(row) : null;
    },

    runDue,

    /** Polls every `pollMs` (the first poll soon after start); app.ts starts it when the app is ready. */
    start({ pollMs }: { pollMs: number }): void {
      if (timer) return;
      stopping = new AbortController();
      timer = setInterval(tick, pollMs);
      timer.unref();
      setTimeout(tick, Math.min(pollMs, 1000)).unref();
    },

    /**
     * Polls now rather than at the next interval, when this instance's runner is started (a job just
     * enqueued by a person who waits for it, such as an import). Does nothing in tests, which never start it.
     */
    wake(): void {
      if (timer) tick();
    },

    /** Stops polling, aborts the running job's signal and waits for it to settle. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await current;
    },

    /** The registered names (for tests and the log). */
    names: (): string[] => [...definitions.keys()],
  };

  // The runner's own history: finished rows are kept for JOB_HISTORY_DAYS days.
  runner.register({
    name: 'jobs.prune',
    schedule: { daily: '04:10' },
    run: async ({ now }) => {
      const before = new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000).toISOString();
      await db.execute(sql`delete from ${jobsTable} where state in ('done', 'failed') and finished_at < ${before}::timestamptz`);
    },
  });

  return runner;
}
export type JobRunner = ReturnType<typeof createJobRunner>;
