// The report's roll-ups (migration 0020): whatever writes tmc_daily_stats (insert, upsert, update,
// delete), the seller's days and its goods' months follow, and a report over any period (whole months,
// edges, a span inside one month) equals the sums of the raw per-day rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { buildSeller } from '../../testing/factories.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';
import type { Database } from '../../db/client.ts';
import { createAnalyticsService, wholeMonths } from './analytics.service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('whole months of a period', () => {
  it('splits a period into whole months and edge days', () => {
    expect(wholeMonths('2026-01-15', '2026-03-10')).toEqual({ first: '2026-02-01', after: '2026-03-01' });
    expect(wholeMonths('2026-01-01', '2026-01-31')).toEqual({ first: '2026-01-01', after: '2026-02-01' });
    expect(wholeMonths('2025-12-01', '2026-02-28')).toEqual({ first: '2025-12-01', after: '2026-03-01' });
    // No whole month inside: every day from the per-day rows.
    expect(wholeMonths('2026-01-15', '2026-02-14')).toEqual({ first: '2026-02-15', after: '2026-02-15' });
    expect(wholeMonths('2026-01-15', '2026-01-20')).toEqual({ first: '2026-01-21', after: '2026-01-21' });
  });
});

describe('the roll-ups', () => {
  it('follow every write of the per-day rows, and the report equals the raw sums for any period', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const [a, b] = [await buildGoods(db, { sellerId: seller.id }), await buildGoods(db, { sellerId: seller.id })];
    // Three months of rows for two goods, one multi-row insert.
    await db.execute(sql`
      insert into tmc_daily_stats (tmc_id, seller_id, day, views, search_hits, favourites)
      select t.id, ${seller.id}::uuid, d::date, 1 + (extract(day from d)::int % 5), 2 * t.k, (extract(day from d)::int % 7 = 0)::int
      from (values (${a.id}::bigint, 1), (${b.id}::bigint, 3)) t(id, k)
      cross join generate_series('2026-01-10'::date, '2026-04-05'::date, interval '1 day') d`);
    // The writer's upsert on existing days, a plain update and a delete.
    await db.execute(sql`
      insert into tmc_daily_stats (tmc_id, seller_id, day, views, search_hits, favourites)
      values (${a.id}, ${seller.id}, '2026-02-14', 100, 0, 1), (${b.id}, ${seller.id}, '2026-04-05', 7, 7, 0)
      on conflict (tmc_id, day) do update set views = tmc_daily_stats.views + excluded.views,
        search_hits = tmc_daily_stats.search_hits + excluded.search_hits, favourites = tmc_daily_stats.favourites + excluded.favourites`);
    await db.execute(sql`update tmc_daily_stats set views = views + 1000 where tmc_id = ${b.id} and day = '2026-03-01'`);
    await db.execute(sql`delete from tmc_daily_stats where tmc_id = ${a.id} and day between '2026-01-20' and '2026-01-22'`);

    const reports = createAnalyticsService({ db });
    for (const [start, end] of [
      ['2026-01-01', '2026-04-30'],
      ['2026-01-15', '2026-03-10'],
      ['2026-02-01', '2026-02-28'],
      ['2026-02-14', '2026-02-14'],
      ['2026-01-25', '2026-02-20'],
    ] as const) {
      const raw = (await db.execute(sql`
        select tmc_id::int as id, sum(views)::int as views, sum(search_hits)::int as "searchHits", sum(favourites)::int as favourites
        from tmc_daily_stats where seller_id = ${seller.id} and day between ${start}::date and ${end}::date group by tmc_id order by tmc_id`)) as unknown as {
        rows: Array<{ id: number; views: number; searchHits: number; favourites: number }>;
      };
      const report = await reports.sellerReport({ id: seller.id, region: null }, start, end);
      const items = report.items.map(({ id, views, searchHits, favourites }) => ({ id, views, searchHits, favourites })).sort((x, y) => x.id - y.id);
      expect(items, `${start}..${end}`).toEqual(raw.rows);
      const sum = (k: 'views' | 'searchHits' | 'favourites') => raw.rows.reduce((s, r) => s + r[k], 0);
      expect(report.totals, `${start}..${end}`).toMatchObject({ views: sum('views'), searchHits: sum('searchHits'), favourites: sum('favourites') });
    }
  });
});
