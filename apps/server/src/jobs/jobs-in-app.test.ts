import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { connectPostgres, type Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { searchLog } from '../db/schema/tmc.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const jobRows = (database: Database) => database.db.select().from(jobs).orderBy(jobs.id);

describe('the job runner in the app', () => {
  it('starts with the app when enabled, polls on its own, and stops with it', { timeout: 120_000 }, async () => {
    const polling = await createTestApp({ JOBS_ENABLED: 'true', JOBS_POLL_SECONDS: '1' });
    try {
      // The first poll comes about a second after start: every scheduled job's due slot is run.
      for (let i = 0; i < 600 && (await jobRows(polling.database)).filter((r) => r.state === 'done').length < 11; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await jobRows(polling.database)).map((r) => [r.name, r.state]).sort()).toEqual([
        ['analytics.prune-visitors', 'done'],
        ['cart.mail', 'done'],
        ['cart.remind', 'done'],
        ['cart.sweep-terms', 'done'],
        ['import.prune', 'done'],
        ['jobs.prune', 'done'],
        ['report-counts.compact', 'done'],
        ['search-log.prune', 'done'],
        ['subscriptions.digest', 'done'],
        ['tiers.expire', 'done'],
        ['uploads.sweep-orphans', 'done'],
      ]);
    } finally {
      await polling.close();
    }
  });

  it('does not poll in tests unless asked: nothing ran on this file\'s app', async () => {
    expect(t.config.jobs.enabled).toBe(false);
    expect(await jobRows(t.database)).toEqual([]);
  });

  it('prunes searches older than a year, and searches that found nothing after 30 days, once with two app instances on one database', async () => {
    const db = t.database.db;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.insert(searchLog).values([
      { query: 'труба', resultCount: 3, createdAt: daysAgo(400) },
      { query: 'кабель', resultCount: 1, createdAt: daysAgo(367) },
      { query: 'задвижка', resultCount: 5, createdAt: daysAgo(300) },
      { query: 'насос', resultCount: 2, createdAt: daysAgo(1) },
      { query: 'абракадабра', resultCount: 0, createdAt: daysAgo(31) },
      { query: 'шмурдяк', resultCount: 0, createdAt: daysAgo(29) },
    ]);
    // A second instance: its own connection pool on PostgreSQL, the same embedded database on PGlite.
    const secondDatabase = t.database.pool ? connectPostgres(t.database.pool.options.connectionString!, { max: 5 }) : t.database;
    const second: App = await buildApp({ config: t.config, database: secondDatabase });
    try {
      const runs = (await Promise.all([t.app, second, t.app, second].map((app) => app.services.jobs.runDue(now)))).flat();
      expect(runs.filter((r) => r.name === 'search-log.prune')).toEqual([expect.objectContaining({ outcome: 'done' })]);
      const left = await db.select({ query: searchLog.query }).from(searchLog).where(sql`${searchLog.query} in ('труба', 'кабель', 'задвижка', 'насос', 'абракадабра', 'шмурдяк')`);
      expect(left.map((r) => r.query).sort()).toEqual(['задвижка', 'насос', 'шмурдяк']);
      const rows = (await jobRows(t.database)).filter((r) => r.name === 'search-log.prune');
      expect(rows).toEqual([expect.objectContaining({ state: 'done', attempts: 1, lastError: null })]);
      // A second poll of the same slot changes nothing.
      expect((await second.services.jobs.runDue(now)).filter((r) => r.name === 'search-log.prune')).toEqual([]);
    } finally {
      await second.close();
      if (secondDatabase !== t.database) await secondDatabase.close();
    }
  });
});
