import { sql } from 'drizzle-orm';
import { GOODS_CATEGORIES } from '@tmc/shared/goods-categories';
import { TOP10_SIZE, type Showcase, type Top10Item, type Top10Stat, type VisitTotals } from '@tmc/shared/stat';
import type { Db } from '../../db/client.ts';
import { buyerLog } from '../../db/schema/buyer-log.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { searchLog, tmc } from '../../db/schema/tmc.ts';
import { createMemoryStore, type SharedStore } from '../../lib/shared-store.ts';
import { activeSeller } from '../sellers/seller-conditions.ts';

/** How long the goods and search top lists are reused: they need a scan of every published item. */
export const TOP10_CACHE_MS = 5 * 60_000;
/** Search requests of this many last days count as popular. */
export const POPULAR_SEARCH_DAYS = 30;

type GoodsTops = Pick<Top10Stat, 'searchRequests' | 'countRequests' | 'countInStoreRequests' | 'sumInStoreRequests'>;

/** Visit totals are reused this long: the top bar asks on every page, and a year of the log is large. */
export const VISITS_CACHE_MS = 30_000;

/** The landing page's figures are reused this long: counting a million goods by category takes a while. */
export const SHOWCASE_CACHE_MS = 5 * 60_000;

export function createStatService({
  db,
  cacheMs = TOP10_CACHE_MS,
  visitsCacheMs = VISITS_CACHE_MS,
  store = createMemoryStore(),
  showcaseCacheMs = SHOWCASE_CACHE_MS,
}: {
  db: Db;
  cacheMs?: number;
  visitsCacheMs?: number;
  /** Where the figures are kept between computations: Redis when configured, shared by every instance. */
  store?: SharedStore;
  showcaseCacheMs?: number;
}) {
  async function computeVisits(): Promise<VisitTotals> {
    const day = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
    const month = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
    const year = sql`date_trunc('year', now() at time zone 'UTC') at time zone 'UTC'`;
    const rows = await db
      .select({
        totalDailyVisits: sql<number>`count(distinct ${buyerLog.aid}) filter (where ${buyerLog.createdAt} >= ${day})`.mapWith(Number),
        totalMonthlyVisits: sql<number>`count(distinct ${buyerLog.aid}) filter (where ${buyerLog.createdAt} >= ${month})`.mapWith(Number),
        totalAnnualVisits: sql<number>`count(distinct ${buyerLog.aid})`.mapWith(Number),
      })
      .from(buyerLog)
      .where(sql`${buyerLog.createdAt} >= ${year}`);
    return rows[0] ?? { totalDailyVisits: 0, totalMonthlyVisits: 0, totalAnnualVisits: 0 };
  }

  /**
   * The three goods lists from one pass over the published goods: one hash aggregate by name (lower
   * case, trimmed), materialised once, then three top-N sorts over the much smaller set of names.
   */
  async function goodsTops(): Promise<Omit<GoodsTops, 'searchRequests'>> {
    const result = await db.execute(sql`
      with names as materialized (
        select lower(btrim(${tmc.name})) as title,
               count(*) as positions,
               sum(${tmc.quantity}) as quantity,
               sum(${tmc.price} * ${tmc.quantity}) as total
        from ${tmc}
        where ${tmc.status} = 'published'
        group by 1
      )
      (select 'count' as kind, title, positions::float8 as value from names order by positions desc, title limit ${TOP10_SIZE})
      union all
      (select 'quantity', title, quantity::float8 from names where quantity > 0 order by quantity desc, title limit ${TOP10_SIZE})
      union all
      (select 'sum', title, round(total, 2)::float8 from names where total > 0 order by total desc, title limit ${TOP10_SIZE})
    `);
    // Both drivers (pg and PGlite) answer { rows }; the shared Db type leaves execute's result unknown.
    const { rows } = result as unknown as { rows: Array<{ kind: string; title: string; value: string | number }> };
    const lists: Record<string, Top10Item[]> = { count: [], quantity: [], sum: [] };
    for (const row of rows) lists[row.kind]?.push({ title: row.title, value: Number(row.value) });
    return { countRequests: lists.count!, countInStoreRequests: lists.quantity!, sumInStoreRequests: lists.sum! };
  }

  /**
   * Most frequent searches of the last days; shown in the spelling used most often. A search counts
   * once per visitor (the signed-in user, else the anonymous id) and day, and only when it found goods:
   * so repeating a text, or searching for what the base does not hold, cannot put it on /stat (issue 10).
   * Searches with neither a user nor an anonymous id (scripts without cookies) do not count.
   */
  async function searchTops(): Promise<Top10Item[]> {
    const visitorDay = sql`coalesce(${searchLog.userId}::text, ${searchLog.aid}) || ':' || (${searchLog.createdAt} at time zone 'UTC')::date`;
    const rows = await db
      .select({
        title: sql<string>`mode() within group (order by btrim(${searchLog.query}))`,
        value: sql<number>`count(distinct ${visitorDay})`.mapWith(Number),
      })
      .from(searchLog)
      .where(
        sql`${searchLog.createdAt} >= now() - make_interval(days => ${POPULAR_SEARCH_DAYS}) and btrim(${searchLog.query}) <> ''
            and ${searchLog.resultCount} > 0 and coalesce(${searchLog.userId}::text, ${searchLog.aid}) is not null`,
      )
      .groupBy(sql`lower(btrim(${searchLog.query}))`)
      .orderBy(sql`count(distinct ${visitorDay}) desc`, sql`lower(btrim(${searchLog.query}))`)
      .limit(TOP10_SIZE);
    return rows;
  }

  async function computeTops(): Promise<GoodsTops> {
    const [goods, searchRequests] = await Promise.all([goodsTops(), searchTops()]);
    return { searchRequests, ...goods };
  }

  /**
   * The shop window's figures in one statement. Goods per category: one pass over the partial index of
   * the published goods' categories (an index-only scan), less the few goods of inactive suppliers. Suppliers and regions: a loose index scan
   * (one index probe per distinct value, a recursive CTE) over the seller and region indexes, so their
   * cost follows the number of suppliers and regions, not of goods. Goods of blocked or deleted suppliers
   * are left out, as the search leaves them out.
   */
  async function computeShowcase(): Promise<Showcase> {
    const inactive = sql`array(select ${sellers.id} from ${sellers} where not (${activeSeller}))`;
    const result = await db.execute(sql`
      with recursive
      -- Every published item by category (an index-only scan of the partial category index), less the
      -- goods of blocked or deleted suppliers (a few suppliers, read through the seller index).
      by_category as (
        select category, sum(n)::int as n from (
          select category, count(*) as n from tmc where status = 'published' group by category
          union all
          select category, -count(*) from tmc where status = 'published' and seller_id = any (${inactive}) group by category
        ) as counts
        group by category
        having sum(n) > 0
      ),
      seller_ids as (
        (select seller_id from tmc where status = 'published' order by seller_id limit 1)
        union all
        select (select t.seller_id from tmc t where t.status = 'published' and t.seller_id > s.seller_id order by t.seller_id limit 1)
        from seller_ids s where s.seller_id is not null
      ),
      regions as (
        (select region from tmc where status = 'published' and region is not null and seller_id <> all (${inactive}) order by region limit 1)
        union all
        select (select t.region from tmc t where t.status = 'published' and t.region > r.region and t.seller_id <> all (${inactive}) order by t.region limit 1)
        from regions r where r.region is not null
      )
      select 'category' as kind, category::int as key, n as value from by_category
      union all
      select 'suppliers', 0, count(*)::int from seller_ids where seller_id is not null and seller_id <> all (${inactive})
      union all
      select 'regions', 0, count(*)::int from regions where region is not null
    `);
    const { rows } = result as unknown as { rows: Array<{ kind: string; key: number; value: number }> };
    const counts = new Map<number, number>();
    let suppliers = 0;
    let regions = 0;
    for (const row of rows) {
      if (row.kind === 'category') counts.set(Number(row.key), Number(row.value));
      else if (row.kind === 'suppliers') suppliers = Number(row.value);
      else regions = Number(row.value);
    }
    const categories = GOODS_CATEGORIES.map((c) => ({ id: c.id, slug: c.slug, name: c.name, count: counts.get(c.id) ?? 0 }))
      .filter((c) => c.count > 0)
      .sort((a, b) => (a.id === 0 ? 1 : 0) - (b.id === 0 ? 1 : 0) || b.count - a.count || a.id - b.id);
    const goods = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { goods, suppliers, regions, categories };
  }

  const visits = store.cached('stat:visits', visitsCacheMs, computeVisits);
  const showcase = store.cached('stat:showcase', showcaseCacheMs, computeShowcase);
  const tops = store.cached('stat:tops', cacheMs, computeTops);

  return {
    /** Distinct anonymous ids since the start of the UTC day, month and year. */
    visits,

    /** The landing page's figures and goods per category (cached). */
    showcase,

    /** Uncached, for the benchmark: what a cache miss costs. */
    computeShowcase,

    /** Visit totals (the same figures as the top bar) and the top lists, each from its own cache. */
    async top10(): Promise<Top10Stat> {
      const [totals, lists] = await Promise.all([visits(), tops()]);
      return { ...totals, ...lists };
    },
  };
}
export type StatService = ReturnType<typeof createStatService>;
