import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { publicationBlocks, publicationDay, publishedDaysTsQuery, PUBLICATION_LEVELS } from './tmc-publication-lexemes.ts';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { createTmcSearch, queryRows } from './tmc-search.ts';

describe('publication days as blocks of days', () => {
  it('cover every day of a range exactly once, with aligned blocks, and nothing outside it', () => {
    // Ranges across the edges of every level (8, 64, 512 days), and at random.
    const ranges: [number, number][] = [
      [0, 0],
      [7, 8],
      [8, 15],
      [63, 64],
      [511, 1024],
      [20_766, 20_788],
      [20_000, 20_800],
    ];
    let seed = 17;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
    for (let i = 0; i < 300; i++) {
      const first = 19_000 + next(3_000);
      ranges.push([first, first + next(1_500)]);
    }
    for (const [first, last] of ranges) {
      const days: number[] = [];
      for (const block of publicationBlocks(first, last)) {
        const size = 8 ** block.level;
        expect(block.first % size, `${first}..${last}`).toBe(0);
        for (let d = block.first; d < block.first + size; d++) days.push(d);
      }
      expect(days, `${first}..${last}`).toEqual(Array.from({ length: last - first + 1 }, (_, k) => first + k));
      // At most 7 blocks of each size below the largest on each side, and few of the largest.
      expect(publicationBlocks(first, last).length).toBeLessThanOrEqual(2 * 7 * (PUBLICATION_LEVELS - 1) + Math.ceil((last - first + 1) / 512));
    }
    expect(publishedDaysTsQuery(5, 4)).toBeNull();
  });

  it('count days in UTC from 1970-01-01', () => {
    expect(publicationDay('1970-01-01T23:59:59.999Z')).toBe(0);
    expect(publicationDay('2026-11-09T00:00:00Z')).toBe(20_766);
    expect(publicationDay('2026-11-09T02:30:00+03:00')).toBe(20_765);
  });
});

describe('the publication lexemes of tmc.search', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('are what the day ranges built here ask for: a good matches exactly the ranges that hold its day', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    // Instants on both sides of midnight UTC, at the edges of blocks of 8 and 64 days (day 20,736 is a multiple
    // of 64; 20,744 of 8), in Moscow time too, and a good never published.
    const instants = ['2026-10-09T23:59:59.999Z', '2026-10-10T00:00:00Z', '2026-10-10T02:59:59+03:00', '2026-10-17T23:59:59Z', '2026-10-18T00:00:01Z', '2026-11-27T12:00:00Z', null];
    const ids: { id: number; day: number | null }[] = [];
    for (const at of instants) {
      const [row] = await queryRows<{ id: number | string }>(
        db,
        sql`insert into tmc (seller_id, name, unit, quantity, price, vat, status, published_at)
            values (${seller.id}::uuid, 'Проба дней публикации', '796', 1, 10, '20', ${at ? 'published' : 'draft'}, ${at}::timestamptz) returning id`,
      );
      ids.push({ id: Number(row!.id), day: at === null ? null : publicationDay(at) });
    }
    expect(ids.map((x) => x.day)).toEqual([20_735, 20_736, 20_735, 20_743, 20_744, 20_784, null]);
    const ranges: [number, number][] = [
      [20_735, 20_735],
      [20_736, 20_736],
      [20_736, 20_743],
      [20_736, 20_799],
      [20_700, 20_744],
      [20_744, 20_786],
      [20_000, 21_000],
      [20_785, 20_790],
    ];
    for (const [first, last] of ranges) {
      const matched = await queryRows<{ id: number | string }>(
        db,
        sql`select id from tmc where seller_id = ${seller.id}::uuid and search @@ ${publishedDaysTsQuery(first, last)}::tsquery order by id`,
      );
      const expected = ids.filter((x) => x.day !== null && x.day >= first && x.day <= last).map((x) => x.id);
      expect(matched.map((r) => Number(r.id)), `${first}..${last}`).toEqual(expected);
    }
  });

  it('follow a good published again', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const [row] = await queryRows<{ id: number | string }>(
      db,
      sql`insert into tmc (seller_id, name, unit, quantity, price, vat, status, published_at)
          values (${seller.id}::uuid, 'Проба переиздания', '796', 1, 10, '20', 'published', '2026-10-10T10:00:00Z') returning id`,
    );
    await db.execute(sql`update tmc set published_at = '2026-11-20T10:00:00Z' where id = ${Number(row!.id)}`);
    const on = async (day: number) =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tmc where seller_id = ${seller.id}::uuid and search @@ ${publishedDaysTsQuery(day, day)}::tsquery`))[0]!.n;
    expect(await on(publicationDay('2026-10-10T10:00:00Z'))).toBe(0);
    expect(await on(publicationDay('2026-11-20T10:00:00Z'))).toBe(1);
  });

  it('let a deep page of a word spread over months hold its newest goods', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    // Brackets, one every quarter of an hour back from now over 107 days: page 200 is read among the goods of
    // the last seven weeks or so (the histogram of publication instants says which), by their days, and
    // those of today must be among them.
    await db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Кронштейн настенный К' || g, '796', 1, 30, '20', '50', 'published', now() - g * interval '15 minutes'
      from generate_series(0, 10299) g`);
    await db.execute(sql`analyze tmc`);
    const brackets = (await queryRows<{ id: number | string }>(db, sql`select id from tmc where name like 'Кронштейн%' order by published_at desc, id desc`)).map((r) => Number(r.id));
    // Never left to the planner's walk of the publication index, which a small base would get.
    const engine = createTmcSearch(db, { deepWalkFactor: Number.POSITIVE_INFINITY });
    for (const page of [21, 100, 200]) {
      const filters = tmcSearchQuerySchema.parse({ q: 'кронштейн', page: String(page), size: '20' });
      const got = await engine.search(filters, { publicOnly: true, viewerId: null });
      expect(got.rows.map((r) => r.id), `page ${page}`).toEqual(brackets.slice(page * 20, (page + 1) * 20));
    }
  }, 60_000);
});
