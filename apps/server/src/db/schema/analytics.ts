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

/**
 * Roll-ups of tmc_daily_stats kept by statement triggers (migration 0020), so a year's report reads a
 * seller's 366 days and its goods' months instead of a row per item and day: the seller's totals per day,
 * and each item's totals per month (days at the period's edges still come from tmc_daily_stats).
 */
export const sellerDailyStats = pgTable(
  'seller_daily_stats',
  {
    sellerId: uuid('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    searchHits: bigint('search_hits', { mode: 'number' }).notNull().default(0),
    favourites: bigint('favourites', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day] })],
);

export const tmcMonthlyStats = pgTable(
  'tmc_monthly_stats',
  {
    tmcId: bigint('tmc_id', { mode: 'number' }).notNull(),
    /** The first day of the Moscow month. */
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    searchHits: bigint('search_hits', { mode: 'number' }).notNull().default(0),
    favourites: bigint('favourites', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tmcId, t.month] }), index('tmc_monthly_stats_seller_month_idx').on(t.sellerId, t.month)],
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

