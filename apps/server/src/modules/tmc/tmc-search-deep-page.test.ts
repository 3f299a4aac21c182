import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { createTmcSearch, queryRows } from './tmc-search.ts';

// Deep pages of a word with more than the limit of matches are read tier by tier, among the newest goods (the
// planner's histogram of publication instants says how many) or by the planner's walk of the publication
// index (tmc-search.ts, deepPage). The goods of this file's own database are laid out so that the first guess
// of the newest goods holds none of the word's goods and has to grow, and so that a page spans two tiers;
// every page must be what sorting all the matches gives.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SEARCH_MAX: '1000000' });
});
afterAll(async () => t.close());

interface Page {
  items: { id: number; name: string }[];
  total: number;
  totalIsEstimate: boolean;
}

async function search(params: Record<string, string>): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

// 10,051 matches: more than the limit, and the last page (offset 10,000, the deepest allowed) is not full.
const BOLTS = 9_800;
const STUDS = 250;

/** The matches of 'болт' in the order of the search: the exact name, the names, the descriptions; newest first. */
let all: number[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const seller = await buildSeller(db);
  // Newest first: studs that name bolts in their description only (the third tier), then nuts (no bolt at
  // all: the newest tenth of the base holds no bolt), then the bolts (the second tier), then older nuts,
  // and the oldest of all, a good named exactly 'Болт' (the first tier).
  await db.execute(sql`
    insert into tmc (seller_id, name, description, unit, quantity, price, vat, region, status, published_at)
    select ${seller.id}::uuid, 'Шпилька резьбовая М' || g, 'Подходит под болт и гайку', '796', 1, 10, '20', '50', 'published', now() - g * interval '1 second'
    from generate_series(1, ${STUDS}) g
    union all
    select ${seller.id}::uuid, 'Гайка шестигранная М' || g, null, '796', 1, 5, '20', '50', 'published', now() - interval '1 hour' - g * interval '1 second'
    from generate_series(1, 3000) g
    union all
    select ${seller.id}::uuid, 'Болт анкерный М' || g, null, '796', 1, 20, '20', '50', 'published', now() - interval '1 day' - g * interval '1 second'
    from generate_series(1, ${BOLTS}) g
    union all
    select ${seller.id}::uuid, 'Гайка колпачковая М' || g, null, '796', 1, 5, '20', '50', 'published', now() - interval '30 days' - g * interval '1 second'
    from generate_series(1, 5000) g
    union all
    select ${seller.id}::uuid, 'Болт', null, '796', 1, 20, '20', '50', 'published', now() - interval '300 days'`);
  await db.execute(sql`analyze tmc`);
  all = (
    await queryRows<{ id: number | string }>(
      db,
      sql`select id from tmc where name like 'Болт%' or name like 'Шпилька%'
          order by case when name = 'Болт' then 0 when name like 'Болт%' then 1 else 2 end, published_at desc, id desc`,
    )
  ).map((r) => Number(r.id));
}, 120_000);

const SIZE = 100;
// Page 4 (results 400-499) is the first deep one; page 60 is read whole; page 98 holds the last bolt and the
// first studs; page 100, the last, holds 51 goods and so tells the exact total.
const PAGES = [4, 60, 98, 100];

function expectPage(page: number, got: { ids: number[]; total: number; totalIsEstimate: boolean }): void {
  expect(got.ids, `page ${page}`).toEqual(all.slice(page * SIZE, (page + 1) * SIZE));
  if (page === 100) expect(got).toMatchObject({ total: all.length, totalIsEstimate: false });
  else expect(got).toMatchObject({ total: TMC_LIMITS.exactTotalLimit, totalIsEstimate: true });
}

describe('GET /api/tmc/search: deep pages of a common word', () => {
  it('are the pages that sorting every match gives', async () => {
    expect(all).toHaveLength(1 + BOLTS + STUDS);
    expect(all.length).toBeGreaterThan(TMC_LIMITS.exactTotalLimit);
    for (const page of PAGES) {
      const got = await search({ q: 'болт', page: String(page), size: String(SIZE) });
      expectPage(page, { ...got, ids: got.items.map((i) => i.id) });
    }
    expect((await search({ q: 'болт', page: '98', size: String(SIZE) })).items.map((i) => i.name).slice(0, 2)).toEqual([`Болт анкерный М${BOLTS}`, 'Шпилька резьбовая М1']);
  });

  it('are the same read among the newest goods, when the first guess holds none of them and has to grow', async () => {
    // Never walked: every tier is read among the newest goods (on a small base the planner's walk is cheaper).
    const engine = createTmcSearch(t.database.db, { deepWalkFactor: Number.POSITIVE_INFINITY });
    for (const page of PAGES) {
      const filters = tmcSearchQuerySchema.parse({ q: 'болт', page: String(page), size: String(SIZE) });
      const got = await engine.search(filters, { publicOnly: true, viewerId: null });
      expectPage(page, { ...got, ids: got.rows.map((r) => r.id) });
    }
  });
});
