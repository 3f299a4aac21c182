import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

const log = Fastify({ logger: false }).log;

let database: Database;
/** A second connection to the same database on PostgreSQL (another instance's pool); the same PGlite otherwise. */
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = database.pool ? connectPostgres(database.pool.options.connectionString!, { max: 5 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const at = (iso: string) => new Date(iso);
const minutes = (n: number) => n * 60_000;
let names = 0;
/** A job name of this test's own, so tests on the shared table never see each other's rows. */
const fresh = (what: string) => `test.${what}.${(names += 1)}`;

describe('scheduled jobs', () => {
  it('run once per slot with the caller\'s clock, and only the latest slot after a pause', async () => {
    const runner = createJobRunner({ db: database.db, log });
    const name = fresh('tick');
    const seen: Array<{ now: string; slot: string | undefined }> = [];
    runner.register({ name, schedule: { every: minutes(1) }, run: async ({ now, job }) => void seen.push({ now: now.toISOString(), slot: job.slot?.toISOString() }) });

    expect((await runner.runDue(at('2026-03-10T10:00:30Z'), { only: [name] })).map((r) => r.outcome)).toEqual(['done']);
    expect(await runner.runDue(at('2026-03-10T10:00:59Z'), { only: [name] })).toEqual([]);
    // Five minutes later: one run for the latest slot, not one per missed minute.
    expect(await runner.runDue(at('2026-03-10T10:05:10Z'), { only: [name] })).toHaveLength(1);
    expect(seen).toEqual([
      { now: '2026-03-10T10:00:30.000Z', slot: '2026-03-10T10:00:00.000Z' },
      { now: '2026-03-10T10:05:10.000Z', slot: '2026-03-10T10:05:00.000Z' },
    ]);
  });

  it('run once when two instances poll the same slot at the same time', async () => {
    const name = fresh('once');
    let runs = 0;
    const runners: JobRunner[] = [createJobRunner({ db: database.db, log }), createJobRunner({ db: other.db, log })];
    for (const runner of runners) {
      runner.register({
        name,
        schedule: { daily: '03:30' },
        run: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      });
    }
    const now = at('2026-03-10T09:00:00Z');
    const results = await Promise.all(runners.flatMap((runner) => [1, 2, 3].map(() => runner.runDue(now, { only: [name] }))));
    expect(runs).toBe(1);
    expect(results.flat()).toEqual([expect.objectContaining({ name, outcome: 'done', slot: at('2026-03-10T00:30:00Z') })]);
  });
});

describe('enqueued jobs', () => {
  it('carry their payload, keep one per singleton key, retry with a pause, then stay failed with the error', async () => {
    const runner = createJobRunner({ db: database.db, log });
    const name = fresh('flaky');
    const payloads: unknown[] = [];
    runner.register<{ fileId: string }>({
      name,
      maxAttempts: 2,
      run: async ({ payload, job }) => {
        payloads.push({ ...payload, attempt: job.attempt });
        throw new Error('нет связи с хранилищем');
      },
    });
    const now = at('2026-03-10T10:00:00Z');
    const first = await runner.enqueue(name, { fileId: 'f-1' }, { singletonKey: 'f-1', runAt: now });
    expect(first.created).toBe(true);
    expect(await runner.enqueue(name, { fileId: 'f-1' }, { singletonKey: 'f-1', runAt: now })).toEqual({ id: first.id, created: false });

    expect((await runner.runDue(now, { only: [name] })).map((r) => r.outcome)).toEqual(['retry']);
    expect(await runner.get(first.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: нет связи с хранилищем', runAt: at('2026-03-10T10:01:00Z') });
    // Not before the pause is over.
    expect(await runner.runDue(at('2026-03-10T10:00:59Z'), { only: [name] })).toEqual([]);
    expect((await runner.runDue(at('2026-03-10T10:01:00Z'), { only: [name] })).map((r) => r.outcome)).toEqual(['failed']);
    expect(await runner.get(first.id)).toMatchObject({ state: 'failed', attempts: 2, finishedAt: at('2026-03-10T10:01:00Z') });
    expect(payloads).toEqual([
      { fileId: 'f-1', attempt: 1 },
      { fileId: 'f-1', attempt: 2 },
    ]);
    // A finished job frees its key.
    expect((await runner.enqueue(name, { fileId: 'f-1' }, { singletonKey: 'f-1' })).created).toBe(true);
  });

  it('a run left half-done by a stopped instance is taken over when its claim lapses, and fails once attempts are used up', async () => {
    const runner = createJobRunner({ db: database.db, log });
    const name = fresh('resume');
    const attempts: number[] = [];
    runner.register({ name, leaseMs: minutes(5), maxAttempts: 2, run: async ({ job }) => void attempts.push(job.attempt) });
    const now = at('2026-03-10T10:00:00Z');
    const { id } = await runner.enqueue(name, null, { runAt: now });
    // What an instance that died during its first attempt leaves behind.
    await database.db.execute(
      `update jobs set state = 'running', attempts = 1, locked_by = 'gone', locked_until = '2026-03-10T10:05:00Z' where id = ${id}` as never,
    );
    expect(await runner.runDue(at('2026-03-10T10:04:59Z'), { only: [name] })).toEqual([]);
    expect((await runner.runDue(at('2026-03-10T10:05:01Z'), { only: [name] })).map((r) => r.outcome)).toEqual(['done']);
    expect(attempts).toEqual([2]);

    const { id: stuck } = await runner.enqueue(name, null, { runAt: now });
    await database.db.execute(`update jobs set state = 'running', attempts = 2, locked_until = '2026-03-10T10:05:00Z' where id = ${stuck}` as never);
    expect((await runner.runDue(at('2026-03-10T10:06:00Z'), { only: [name] })).map((r) => r.outcome)).toEqual(['failed']);
    expect(await runner.get(stuck)).toMatchObject({ state: 'failed', lastError: 'Error: прервано: попытки исчерпаны' });
    expect(attempts).toEqual([2]);
  });

  it('stop() aborts the running job, which goes back to the queue without using an attempt', async () => {
    const runner = createJobRunner({ db: database.db, log });
    const name = fresh('long');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    runner.register({
      name,
      run: ({ signal }) =>
        new Promise<void>((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const now = at('2026-03-10T10:00:00Z');
    const { id } = await runner.enqueue(name, null, { runAt: now });
    const run = runner.runDue(now, { only: [name] });
    await running;
    await runner.stop();
    expect((await run).map((r) => r.outcome)).toEqual(['requeued']);
    expect(await runner.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('refuses unknown names and a second registration', () => {
    const runner = createJobRunner({ db: database.db, log });
    expect(() => runner.register({ name: 'jobs.prune', run: async () => {} })).toThrow(/twice/);
    expect(() => runner.register({ name: fresh('bad'), schedule: { daily: '3:30' }, run: async () => {} })).toThrow(/HH:MM/);
    return expect(runner.enqueue('no.such.job', null)).rejects.toThrow(/unknown job/);
  });
});
