import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Demand analytics of goods (DESIGN.md section 12), rolled up per Moscow day so a report over a year reads
 * days, not events. Written off the request path by modules/analytics/analytics-writer.ts.
 */
export const tmcDailyStats = pgTable(
  'tmc_daily_stats',
  {
    tmcId: bigint('tmc_id', { mode: 'number' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Item page views, each visitor (aid) once a day. */
    views: integer('views').notNull().default(0),
    /** Times the item was on a page of search results. */
    searchHits: integer('search_hits').notNull().default(0),
    /** Times a buyer added it to favourites. */
    favourites: integer('favourites').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tmcId, t.day] }), index('tmc_daily_stats_seller_day_idx').on(t.sellerId, t.day)],
);

/** Who viewed which item on which day: the once-per-visitor-and-day rule. Pruned after two days. */
export const tmcViewVisitors = pgTable(
  'tmc_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tmcId: bigint('tmc_id', { mode: 'number' }).notNull(),
    aid: text('aid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.tmcId, t.aid] })],
);

/** Search texts that found a seller's goods, per day. */
export const sellerSearchDaily = pgTable(
  'seller_search_daily',
  {
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.query] })],
);

/** Searches that found nothing, per day and the region filter used ('' when none). */
export const zeroResultSearches = pgTable(
  'zero_result_searches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    region: text('region').notNull().default(''),
    query: text('query').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.region, t.query] }), index('zero_result_searches_region_day_idx').on(t.region, t.day)],
);

