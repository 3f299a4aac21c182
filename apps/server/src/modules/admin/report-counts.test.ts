// The information report's per-day counts under concurrency (PostgreSQL, TEST_DATABASE_URL): writers of
// goods and searches only append rows, so two transactions placing and publishing goods at once never
// wait for each other on a counter, and both are counted. PGlite has one connection: skipped there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import { compactCounts, countsPerDay } from './report-counts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pool: { max: 4 } });
});
afterAll(async () => t.close());

const placedToday = async () => (await countsPerDay(t.database.db, moscowToday(), moscowToday())).filter((c) => c.figure === 'placed').reduce((sum, c) => sum + c.n, 0);

describe('the per-day counts with concurrent writers', () => {
  it.skipIf(!process.env['TEST_DATABASE_URL'])('lets two open transactions place goods at once (no lock waited for), counts both, and folds while one is open', async () => {
    const pool = t.database.pool!;
    const seller = await buildSeller(t.database.db);
    const before = await placedToday();
    const insert = (name: string) =>
      `insert into tmc (seller_id, name, unit, price, vat, status, published_at) values ('${seller.id}', '${name}', '796', 10, '20', 'published', now())`;
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await a.query('begin');
      await a.query(insert('Первый'));
      await b.query('begin');
      // Would fail at once if the first transaction held a row the second must update.
      await b.query("set local lock_timeout = '500ms'");
      await b.query(insert('Второй'));
      await b.query('commit');
      // A fold now sees the second transaction's rows, not the first's: both end up counted once.
      await compactCounts(t.database.db);
      await a.query('commit');
    } finally {
      a.release();
      b.release();
    }
    expect(await placedToday()).toBe(before + 2);
    await compactCounts(t.database.db);
    expect(await placedToday()).toBe(before + 2);
  });
});
