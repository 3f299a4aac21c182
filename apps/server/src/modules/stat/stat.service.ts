import { sql } from 'drizzle-orm';
import { TOP10_SIZE, type Top10Item, type Top10Stat, type VisitTotals } from '@tmc/shared/stat';
import type { Db } from '../../db/client.ts';
import { buyerLog } from '../../db/schema/buyer-log.ts';
import { searchLog, tmc } from '../../db/schema/tmc.ts';
import { createMemoryStore, type SharedStore } from '../../lib/shared-store.ts';

/** How long the goods and search top lists are reused: they need a scan of every published item. */
export const TOP10_CACHE_MS = 5 * 60_000;
/** Search requests of this many last days count as popular. */
export const POPULAR_SEARCH_DAYS = 30;

type GoodsTops = Pick<Top10Stat, 'searchRequests' | 'countRequests' | 'countInStoreRequests' | 'sumInStoreRequests'>;

/** Visit totals are reused this long: the top bar asks on every page, and a year of the log is large. */
export const VISITS_CACHE_MS = 30_000;

export function createStatService({
  db,
  cacheMs = TOP10_CACHE_MS,
  visitsCacheMs = VISITS_CACHE_MS,
  store = createMemoryStore(),
}: {
  db: Db;
  cacheMs?: number;
  visitsCacheMs?: number;
  /** Where the figures are kept between computations: Redis when configured, shared by every instance. */
  store?: SharedStore;
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

  const visits = store.cached('stat:visits', visitsCacheMs, computeVisits);
  const tops = store.cached('stat:tops', cacheMs, computeTops);

  return {
    /** Distinct anonymous ids since the start of the UTC day, month and year. */
    visits,

    /** Visit totals (the same figures as the top bar) and the top lists, each from its own cache. */
    async top10(): Promise<Top10Stat> {
      const [totals, lists] = await Promise.all([visits(), tops()]);
      return { ...totals, ...lists };
    },
  };
}
export type StatService = ReturnType<typeof createStatService>;
