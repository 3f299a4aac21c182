import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/**
 * Goods (товарно-материальные ценности). Only 'published' items are in the common base; 'paused' ones are
 * published goods over the seller's tier limit after its paid period ended, kept and brought back on renewal.
 */
export const tmc = pgTable(
  'tmc',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    stockNumber: text('stock_number'),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    vat: text('vat').notNull(),
    year: smallint('year'),
    region: text('region'),
    status: text('status').notNull().default('moderation'),
    rejectReason: text('reject_reason'),
    attributes: jsonb('attributes').$type<Record<string, string>>(),
    // The code lexemes of the name and stock number as a writer of many rows spelled them (codeVector() in
    // tmc-text-query.ts, the import): the same as tmc_code_vector() gives, without its plpgsql cost per
    // row. Null means 'computed by the database'; a trigger (migration 0019) empties it when the name or
    // stock number changes without it, so it is never stale.
    codes: tsvector('codes'),
    // Words of the name and stock number, the code lexemes of both (codes, or tmc_code_vector(), migration
    // 0010: article codes and look-alike letters), the filters as lexemes (tmc_facet_vector()), and the
    // words of the description marked '~' (tmc_description_vector(), migration 0024), without positions
    // or weights: a query for the name alone ('труб') or for any field ('труб' | '~труб') is then an exact
    // GIN match, with no row to read and check as a weight ('труб':A) needed. Last, the publication day as
    // blocks of days (tmc_publication_vector(), migration 0032; tmc-publication-lexemes.ts), which a deep
    // page of the search ANDs into the words' scan.
    search: tsvector('search').generatedAlwaysAs(
      sql`strip(to_tsvector('russian', coalesce(name, '') || ' ' || coalesce(stock_number, '')) || coalesce(codes, tmc_code_vector(coalesce(name, '') || ' ' || coalesce(stock_number, ''), 'A')) || tmc_facet_vector(region, year, vat, unit) || tmc_description_vector(description) || tmc_publication_vector(published_at))`,
    ),
    // The shop window's category (packages/shared/src/goods-categories.ts), from the name's first word by
    // tmc_category() (migration 0015), and counts by it read one small index. A writer of many rows spells
    // it in the application (goodsCategoryOf() in tmc-category.ts, the import); a row written without it
    // gets the database's from a trigger, and a new name without a new category recomputes it (migration
    // 0025), so every write path gets it, as when it was a generated column.
    category: smallint('category')
      .notNull()
      .default(sql`null`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Published at once for a trusted seller, not yet looked at by an administrator (the post-moderation list). */
    postModeration: boolean('post_moderation').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tmc_status_check', sql`${t.status} in ('draft','moderation','published','rejected','archived','paused')`),
    check('tmc_quantity_check', sql`${t.quantity} >= 0`),
    check('tmc_price_check', sql`${t.price} >= 0`),
    index('tmc_search_idx').using('gin', t.search),
    // Stock numbers by their beginning, with every column a search of the common base filters on, so that
    // counting and paging them reads the index alone (an index-only scan).
    index('tmc_stock_number_idx').on(
      sql`lower(${t.stockNumber}) text_pattern_ops`,
      t.stockNumber,
      t.status,
      t.publishedAt,
      t.id,
      t.sellerId,
      t.price,
      t.region,
      t.year,
      t.vat,
      t.unit,
      t.category,
    ),
    index('tmc_seller_status_idx').on(t.sellerId, t.status),
    // A seller's goods by stock number (the import matches each row of a batch to an existing good): without
    // it the planner took all of the seller's goods from tmc_seller_status_idx for every batch.
    index('tmc_seller_stock_number_idx').on(t.sellerId, sql`lower(${t.stockNumber})`),
    // The moderation queue (status = 'moderation', newest first) without walking a million published rows.
    index('tmc_status_id_idx').on(t.status, t.id),
    // The common base by its filters (region, year, VAT, unit, price, seller), each index led by one of
    // them and holding the others, the publication instant, the id and the seller: any combination of
    // filters is counted, and its page read, from one index alone (an index-only scan), instead of
    // fetching up to 10,001 rows of the table one page each (docs/decisions.md, 'Search: speed and
    // totals'). The first, in publication order, is the walk for 'newest first'.
    ...(
      [
        ['tmc_published_idx', [t.publishedAt, t.id, t.sellerId, t.price, t.region, t.year, t.vat, t.unit, t.category]],
        ['tmc_published_seller_idx', [t.sellerId, t.publishedAt, t.id, t.price, t.region, t.year, t.vat, t.unit, t.category]],
        ['tmc_published_region_idx', [t.region, t.year, t.unit, t.vat, t.publishedAt, t.id, t.sellerId, t.price, t.category]],
        ['tmc_published_year_idx', [t.year, t.unit, t.vat, t.publishedAt, t.id, t.sellerId, t.price, t.region, t.category]],
        ['tmc_published_unit_idx', [t.unit, t.vat, t.publishedAt, t.id, t.sellerId, t.price, t.region, t.year, t.category]],
        ['tmc_published_vat_idx', [t.vat, t.publishedAt, t.id, t.sellerId, t.price, t.region, t.year, t.unit, t.category]],
        ['tmc_published_price_idx', [t.price, t.publishedAt, t.id, t.sellerId, t.region, t.year, t.vat, t.unit, t.category]],
      ] as const
    ).map(([name, [first, ...rest]]) => index(name).on(first, ...rest).where(sql`${t.status} = 'published'`)),
    // The search's first tier: the goods whose whole name is the query (a suggestion taken).
    index('tmc_published_name_idx').on(sql`lower(${t.name})`).where(sql`${t.status} = 'published'`),
    // The landing page's counts per category: an index-only scan of the published goods.
    index('tmc_published_category_idx').on(t.category).where(sql`${t.status} = 'published'`),
    // The post-moderation list, newest publication first: only the goods waiting in it are indexed.
    index('tmc_post_moderation_idx').on(t.publishedAt).where(sql`${t.postModeration}`),
  ],
);

/**
 * Distinct words of published goods' names (lower case, ё as е), kept by a trigger on tmc. A mistyped
 * search word is corrected against this small table by trigram similarity, which is much cheaper than a
 * trigram search over a million names (the approach of the PostgreSQL manual, pg_trgm, 'text search').
 */
export const tmcWords = pgTable(
  'tmc_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('tmc_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // Candidates for a swapped pair of letters, which trigrams barely see: same first letter, similar length.
    index('tmc_words_first_len_idx').on(sql`left(${t.word}, 1)`, sql`length(${t.word})`),
  ],
);

export const tmcPhotos = pgTable(
  'tmc_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tmcId: bigint('tmc_id', { mode: 'number' })
      .notNull()
      .references(() => tmc.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    thumbPath: text('thumb_path'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tmc_photos_tmc_idx').on(t.tmcId)],
);

/** Stock movements of an item (the specification's incomeExpense). */
export const tmcMovements = pgTable(
  'tmc_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tmcId: bigint('tmc_id', { mode: 'number' })
      .notNull()
      .references(() => tmc.id, { onDelete: 'cascade' }),
    delta: numeric('delta', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('tmc_movements_tmc_idx').on(t.tmcId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tmcId: bigint('tmc_id', { mode: 'number' })
      .notNull()
      .references(() => tmc.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The supplier's goods list counts favourites per item.
  (t) => [primaryKey({ columns: [t.userId, t.tmcId] }), index('favourites_tmc_idx').on(t.tmcId)],
);

/** Every goods search, for the top search requests on /stat. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    query: text('query').notNull(),
    resultCount: integer('result_count'),
    aid: text('aid'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('search_log_created_idx').on(t.createdAt)],
);

/**
 * The information report's counts of the busiest events, per Moscow day (issue 11): goods placed and
 * published, searches and searches that found nothing. Rows are only appended, by statement triggers on
 * tmc and search_log (migration 0022), one row per day and figure of each statement, so concurrent
 * writers never wait for each other on a counter; the job `report-counts.compact` folds them into one
 * row per day and figure. A report sums the rows of its days: exact at any moment, and a year reads
 * hundreds of rows, not millions.
 */
export const platformDailyCounts = pgTable(
  'platform_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    figure: text('figure').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('platform_daily_counts_figure_check', sql`${t.figure} in ('placed','published','searches','zeroSearches')`),
    index('platform_daily_counts_day_idx').on(t.day),
  ],
);
