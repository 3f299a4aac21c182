import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { moscowDate } from '../../lib/moscow-time.ts';
import { pgArray } from '../../lib/pg-array.ts';

/** Events are written at most this long after they happen, as a few multi-row upserts. */
export const ANALYTICS_FLUSH_MS = 2000;
/** A buffer this large is written at once. */
const BATCH = 2000;
/** Rows per statement (PostgreSQL's 65,535 parameters). */
const CHUNK = 2000;

/** An item on a page of search results, with its seller's code (what the search rows carry). */
export interface ShownGoods {
  id: number;
  sellerCode: string;
}

type Counter = 'views' | 'searchHits' | 'favourites';

/**
 * Demand events of goods (DESIGN.md section 12) recorded off the request path: a call only adds to
 * in-memory counters, and a flush every half second (or at 2,000 events) writes them as upserts that add
 * to the per-day rows. A view counts once per visitor (the `aid` cookie) and Moscow day: the flush
 * inserts (day, item, aid) with ON CONFLICT DO NOTHING and adds only the rows that were new, so two
 * instances or two flushes never count one visitor twice. Views without an `aid` are not counted.
 */
export function createAnalyticsWriter(db: Db, log: FastifyBaseLogger, clock: () => Date = () => new Date()) {
  type CountRow = { tmcId: number; sellerId: string | null; sellerCode?: string; day: string; views: number; searchHits: number; favourites: number };
  let counts = new Map<string, CountRow>();
  let views = new Map<string, { day: string; tmcId: number; sellerId: string; aid: string }>();
  let sellerQueries = new Map<string, { sellerCode: string; day: string; query: string; hits: number }>();
  let zero = new Map<string, { day: string; region: string; query: string; count: number }>();
  let pending = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function add(tmcId: number, seller: { id: string } | { code: string }, day: string, field: Counter, n: number) {
    const key = `${tmcId}|${day}`;
    const row = counts.get(key) ?? { tmcId, sellerId: 'id' in seller ? seller.id : null, ...('code' in seller ? { sellerCode: seller.code } : {}), day, views: 0, searchHits: 0, favourites: 0 };
    if (!row.sellerId && 'id' in seller) row.sellerId = seller.id;
    row[field] += n;
    counts.set(key, row);
  }

  function touched() {
    pending += 1;
    if (pending >= BATCH) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), ANALYTICS_FLUSH_MS);
      timer.unref();
    }
  }

  async function write(batch: {
    counts: typeof counts;
    views: typeof views;
    sellerQueries: typeof sellerQueries;
    zero: typeof zero;
  }): Promise<void> {
    // Search rows carry seller codes; the tables keep seller ids.
    const codes = [...new Set([...[...batch.counts.values()].flatMap((r) => (r.sellerId ? [] : [r.sellerCode!])), ...[...batch.sellerQueries.values()].map((q) => q.sellerCode)])];
    const idOf = new Map<string, string>();
    if (codes.length) {
      const found = await db.select({ id: sellers.id, code: sellers.sellerCode }).from(sellers).where(inArray(sellers.sellerCode, codes));
      for (const f of found) idOf.set(f.code, f.id);
    }
    const newViews = [...batch.views.values()];
    for (let i = 0; i < newViews.length; i += CHUNK) {
      const chunk = newViews.slice(i, i + CHUNK);
      // Both drivers answer { rows }, which the shared Db type cannot say.
      const { rows: inserted } = (await db.execute(
        sql`insert into tmc_view_visitors (day, tmc_id, aid)
            select * from unnest(${pgArray(chunk.map((v) => v.day))}::date[], ${pgArray(chunk.map((v) => v.tmcId))}::bigint[], ${pgArray(chunk.map((v) => v.aid))}::text[])
            on conflict do nothing
            returning to_char(day, 'YYYY-MM-DD') as day, tmc_id`,
      )) as unknown as { rows: { day: string; tmc_id: number | string }[] };
      const sellerOf = new Map(newViews.map((v) => [`${v.tmcId}|${v.day}`, v.sellerId]));
      for (const r of inserted) {
        const tmcId = Number(r.tmc_id);
        const key = `${tmcId}|${r.day}`;
        const row: CountRow = batch.counts.get(key) ?? { tmcId, sellerId: sellerOf.get(key)!, day: r.day, views: 0, searchHits: 0, favourites: 0 };
        row.sellerId ??= sellerOf.get(key)!;
        row.views += 1;
        batch.counts.set(key, row);
      }
    }
    const rows = [...batch.counts.values()].flatMap((r) => {
      const sellerId = r.sellerId ?? idOf.get(r.sellerCode ?? '');
      return sellerId && (r.views || r.searchHits || r.favourites) ? [{ ...r, sellerId }] : [];
    });
    // Thousands of rows a flush, each column sent as one array: building a statement of 12,000
    // parameters through the query builder took a seventh of a busy server's CPU (search-load, cached).
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await db.execute(sql`
        insert into tmc_daily_stats (tmc_id, seller_id, day, views, search_hits, favourites)
        select * from unnest(${pgArray(chunk.map((r) => r.tmcId))}::bigint[], ${pgArray(chunk.map((r) => r.sellerId))}::uuid[],
                             ${pgArray(chunk.map((r) => r.day))}::date[], ${pgArray(chunk.map((r) => r.views))}::int[],
                             ${pgArray(chunk.map((r) => r.searchHits))}::int[], ${pgArray(chunk.map((r) => r.favourites))}::int[])
        on conflict (tmc_id, day) do update set views = tmc_daily_stats.views + excluded.views,
          search_hits = tmc_daily_stats.search_hits + excluded.search_hits, favourites = tmc_daily_stats.favourites + excluded.favourites`);
    }
    const queries = [...batch.sellerQueries.values()].flatMap((q) => {
      const sellerId = idOf.get(q.sellerCode);
      return sellerId ? [{ sellerId, day: q.day, query: q.query, hits: q.hits }] : [];
    });
    for (let i = 0; i < queries.length; i += CHUNK) {
      const chunk = queries.slice(i, i + CHUNK);
      await db.execute(sql`
        insert into seller_search_daily (seller_id, day, query, hits)
        select * from unnest(${pgArray(chunk.map((q) => q.sellerId))}::uuid[], ${pgArray(chunk.map((q) => q.day))}::date[],
                             ${pgArray(chunk.map((q) => q.query))}::text[], ${pgArray(chunk.map((q) => q.hits))}::int[])
        on conflict (seller_id, day, query) do update set hits = seller_search_daily.hits + excluded.hits`);
    }
    const misses = [...batch.zero.values()];
    for (let i = 0; i < misses.length; i += CHUNK) {
      const chunk = misses.slice(i, i + CHUNK);
      await db.execute(sql`
        insert into zero_result_searches (day, region, query, count)
        select * from unnest(${pgArray(chunk.map((m) => m.day))}::date[], ${pgArray(chunk.map((m) => m.region))}::text[],
                             ${pgArray(chunk.map((m) => m.query))}::text[], ${pgArray(chunk.map((m) => m.count))}::int[])
        on conflict (day, region, query) do update set count = zero_result_searches.count + excluded.count`);
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (pending === 0) return writing;
    const batch = { counts, views, sellerQueries, zero };
    counts = new Map();
    views = new Map();
    sellerQueries = new Map();
    zero = new Map();
    pending = 0;
    writing = writing.then(() => write(batch)).catch((err: unknown) => log.error({ err }, 'analytics write failed'));
    return writing;
  }

  return {
    /** An item page seen by a visitor (its `aid`); counted once per visitor and Moscow day. */
    view(tmcId: number, sellerId: string, aid: string | null): void {
      if (!aid) return;
      const day = moscowDate(clock());
      views.set(`${day}|${tmcId}|${aid}`, { day, tmcId, sellerId, aid });
      touched();
    },

    /**
     * A page of search results: each item shown counts as an appearance; each seller shown counts the
     * search text; a search that found nothing is kept with its region filter.
     */
    search(entry: { query: string; region: string | null; total: number; shown: readonly ShownGoods[] }): void {
      const day = moscowDate(clock());
      for (const item of entry.shown) add(item.id, { code: item.sellerCode }, day, 'searchHits', 1);
      if (entry.query) {
        for (const sellerCode of new Set(entry.shown.map((s) => s.sellerCode))) {
          const key = `${sellerCode}|${day}|${entry.query}`;
          const row = sellerQueries.get(key) ?? { sellerCode, day, query: entry.query, hits: 0 };
          row.hits += 1;
          sellerQueries.set(key, row);
        }
        if (entry.total === 0) {
          const region = entry.region ?? '';
          const key = `${day}|${region}|${entry.query}`;
          const row = zero.get(key) ?? { day, region, query: entry.query, count: 0 };
          row.count += 1;
          zero.set(key, row);
        }
      }
      touched();
    },

    /** A buyer added the item to favourites. */
    favourite(tmcId: number, sellerId: string): void {
      add(tmcId, { id: sellerId }, moscowDate(clock()), 'favourites', 1);
      touched();
    },

    flush,
  };
}
export type AnalyticsWriter = ReturnType<typeof createAnalyticsWriter>;
