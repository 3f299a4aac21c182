// The goods search over the common base (and the same engine for the admin queue and the supplier's
// inventory). Plan of a request, chosen so that no request scores, sorts or counts every match of a
// common word over a million goods, that a request reads as few rows of the table as it can (each one is
// a page to fetch), and that its answer never depends on the machine's load (DESIGN.md section 8;
// docs/decisions.md, 'Goods search' and 'Search: speed and totals'):
//
// 1. The text becomes relevance tiers: the goods whose whole name is the query or whose stock number is it
//    exactly, then goods whose name or stock number has the words, then goods that have them only in the
//    description (whose lexemes tmc.search marks, so that each tier is an exact GIN match). Filters
//    alone are plain column conditions, which the covering indexes of the common base answer without
//    reading the table; with text they are lexemes of the same GIN scan.
// 2. For text, the planner's row estimate (nothing read: computed here from its statistics for words over
//    the common base, tmc-lexeme-selectivity.ts; EXPLAIN for the rest) comes first: far above exactTotalLimit
//    the total is 'more' without counting. Otherwise one statement reads every match (at most
//    exactTotalLimit + 1), counts them, per tier too, and sorts the page out of them. When there are more,
//    the page is read with each tier as its own ORDER BY published_at DESC LIMIT n subquery, glued with
//    UNION ALL, which stops as soon as the page is full: a walk of the publication index for a tier of
//    many rows, the GIN index and a sort for a small one.
// 3. The total is exact up to TMC_LIMITS.exactTotalLimit; above it totalIsEstimate is true and the total
//    is the limit itself: the web says 'более 10 000'.
// 4. The statements of a search run with parallel workers and JIT off (search-settings.ts): a parallel
//    backward index scan reads the whole index before its Gather Merge returns the first 20 rows, and JIT
//    compiles for longer than these queries run. On PostgreSQL they are the startup options of the
//    search's own pool; elsewhere (PGlite) one transaction per search sets them.
// 5. Text is matched in stages, each tried only when the previous found nothing: every form of the words
//    (the 'russian' stemmer, widened to the forms of irregular nouns by the morphological dictionary) and
//    codes as their beginnings, then word beginnings, then the words corrected against the goods'
//    vocabulary (tmc_words) for typos.
import { sql, type SQL } from 'drizzle-orm';
import { goodsCategoryBySlug } from '@tmc/shared/goods-categories';
import { TMC_LIMITS, type TmcStatus } from '@tmc/shared/tmc-schemas';
import type { TmcAdminSearchQuery } from '@tmc/shared/tmc-search-schemas';
import type { Db } from '../../db/client.ts';
import { SEARCH_PLANNER_SETTINGS } from '../../db/search-settings.ts';
import { pageOffset } from '../../lib/paged.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { heldGoodsIds, isHeld, isHeldBy } from '../cart/hold-conditions.ts';
import { activeSeller, premiumSellerOn } from '../sellers/seller-conditions.ts';
import { lexemeStatistics, tsQueryOperands, tsQuerySelectivity, type LexemeStatistics } from './tmc-lexeme-selectivity.ts';
import { codeTsQuery, correctWords, looksLikeStockNumber, prefixPattern, queryTerms, wordTsQuery, type QueryTerm } from './tmc-text-query.ts';
import { publicationDay, publishedDaysTsQuery } from './tmc-publication-lexemes.ts';
import { createSearchCache, type CachedMatch, generationFromSequence, generationNow, goodsGeneration, goodsWriting } from './tmc-search-cache.ts';
import { createWordStems, type WordLexemes, type WordStems } from './tmc-word-stems.ts';

/** Filters of every list: the spec's search parameters plus status for the admin queue. */
export type TmcFilters = Omit<TmcAdminSearchQuery, 'status'> & { status?: TmcStatus | undefined };

export interface SearchScope {
  /** The common base: published goods of active sellers, minus goods another buyer holds. */
  publicOnly: boolean;
  /** The signed-in user (for reservedByMe, favourite, and which holds hide goods), or null. */
  viewerId: string | null;
  /** Goods of these sellers only (inventory, a curator's queue). */
  sellerIds?: readonly string[];
  /** Only goods of sellers whose premium period covers this Moscow date (yyyy-mm-dd). */
  premiumOn?: string;
  /** Only goods published in [from, to) (ISO instants). */
  publishedBetween?: readonly [string, string];
  /** Only these goods (favourites, held goods). */
  ids?: readonly number[];
  /** Set by search(): the ids of the sellers the seller filters leave (internal). */
  resolvedSellerIds?: string[];
  /** Set by search() for the common base: goods another buyer holds, sellers blocked or deleted (internal). */
  excluded?: { goods: number[]; sellers: string[] };
}

export interface SearchRow {
  id: number;
  name: string;
  stockNumber: string | null;
  unit: string;
  quantity: number;
  price: number;
  vat: string;
  year: number | null;
  region: string | null;
  category: number;
  sellerCode: string;
  sellerTitle: string;
  thumbPath: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  status: TmcStatus;
  rejectReason: string | null;
  reservedByMe: boolean;
  reserved: boolean;
  favourite: boolean;
}

export interface SearchResult {
  rows: SearchRow[];
  /** Exact up to TMC_LIMITS.exactTotalLimit; when totalIsEstimate, 'more than' this (the limit itself). */
  total: number;
  totalIsEstimate: boolean;
  /** How the text matched, for the log and tests. */
  matchedBy: 'none' | 'forms' | 'prefix' | 'typo';
}

/**
 * An estimate this many times over the exact limit is trusted without counting: 'more than the limit'.
 * Below it every match (at most the limit + 1) is read once, for the count and the page together.
 */
const CERTAINLY_MORE = 4;
/**
 * A single alternative of a one-term query ('автоматическ' in the names) estimated at this many times the
 * limit is 'more than the limit' too: one lexeme's estimate comes from its measured frequency (statistics
 * target 1000 on tmc.search, migration 0024: within 2 % at a million goods, 'цемент' 11,020 for 11,034),
 * and the whole match holds at least that alternative. Counting 10,001 rows to learn it costs about 15 ms
 * of the database's CPU.
 */
const SURELY_MORE = 1.1;
/**
 * When counting found more matches than the planner expected (words that go together), pages ending
 * within this many results are read by walks of the publication index (see walkPage), which read at most
 * WALK_ROWS goods each.
 */
const WALK_WITHIN = 400;
const WALK_ROWS = 20_000;
/** Goods a stock number's beginning is looked for among, newest first, before all its matches are sorted (see walkPage). */
const STOCK_WALK_ROWS = 5_000;
/**
 * A deep page (ending past WALK_WITHIN results) of a text search with more matches than the limit is read
 * tier by tier among the newest goods (see deepPage): among as many of them as should hold DEEP_MARGIN times
 * the rows the page needs, by the planner's estimate of the tier; DEEP_WIDEN times as many when they did not;
 * all of them past DEEP_WHOLE of the base. On a million goods, page 200 of 30 common words drawn by the
 * benchmark: 73 ms on average as one sorted read per tier, 40 ms so (DEEP_MARGIN 1.5 and 2 were slower,
 * DEEP_WHOLE 0.8 the same).
 */
const DEEP_MARGIN = 1.2;
const DEEP_WIDEN = 4;
const DEEP_WHOLE = 0.5;
/** How long the planner's statistics of the goods are kept (see goodsStatistics). */
const STATISTICS_FOR_MS = 60_000;

export interface TmcSearchTuning {
  /**
   * A deep page's tier is left to the planner, which walks the publication index newest first, when its
   * expected rows squared exceed this times the rows needed times the goods: a walk reads need / density
   * rows, about 1.1 µs each, where the newest goods' part of a tier costs its whole GIN bitmap, about
   * 0.55 µs a match ('гост', page 200: 25 ms walked, 85-156 ms read among the newest goods).
   */
  deepWalkFactor: number;
}
const DEFAULT_TUNING: TmcSearchTuning = { deepWalkFactor: 2 };
/** Entries of the price index's bitmap that cost about as much as one row read and checked (see priceByIndex). */
const PRICE_BITMAP_ENTRIES = 10;
/** A stage without text (the goods in a price range, for an estimate). */
const NO_TEXT: TextStage = { q: null, qName: null, name: null, facets: null, alternatives: [] };
/** No filter at all (the common base's own conditions, for an estimate). */
const BARE_FILTERS: TmcFilters = { page: 0, size: 1 };

/** The planner's row estimates of a stage (see estimate). */
export interface Estimate {
  total: number;
  largestAlternative: number;
  /** With a price range: the text's matches at any price, and the goods in the range. */
  anyPrice?: number;
  inRange?: number;
}
/** Pages ending within this many results are picked out of the counted matches tier by tier (see smallMatch). */
const LAZY_WITHIN = 400;
/** The search's planner settings (search-settings.ts) for a transaction, where its connections do not start with them. */
const SEARCH_SETTINGS = sql`select ${sql.join(
  Object.entries(SEARCH_PLANNER_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
  sql`, `,
)}`;

/** Moscow midnight of a yyyy-mm-dd date, as an SQL timestamptz. */
const moscowMidnight = (date: string): SQL => sql`((${date})::date::timestamp at time zone 'Europe/Moscow')`;

/** The AND of conditions ('true' for none: an own list without filters). */
const allOf = (conditions: readonly SQL[]): SQL => (conditions.length ? sql.join([...conditions], sql` and `) : sql`true`);

/** A tsquery text as an SQL value. */
const tsq = (text: string): SQL => sql`${text}::tsquery`;

/** tsquery texts of a stage of the text search (tmc-text-query.ts builds them from what was typed). */
interface TextStage {
  /** The q words over every field, with the facet lexemes; null without q. */
  q: string | null;
  /** The q words over the name and stock number only, with the facet lexemes; null without q. */
  qName: string | null;
  /** The name filter (its words in the name), with the facet lexemes when there is no q; null without it. */
  name: string | null;
  /**
   * The filters that are lexemes of tmc.search (region, year, VAT, unit: tmc_facet_vector() in migration
   * 0010), ANDed into q and name so that text and filters are one GIN scan. Null when there is no text:
   * then they are column conditions, which the covering indexes of migration 0024 answer without
   * reading the table.
   */
  facets: string | null;
  /** For a query of one term, each of its alternatives with the facet lexemes (their counts bound its count from below). */
  alternatives: string[];
  /** Whether a price range is the plain column (its index may serve it) rather than checked on the text's rows: see priceByIndex, walkPage. */
  priceByIndex?: boolean;
}

/** The filters as facet lexemes of tmc.search, or null. Their values are checked by the query schema. */
function facetTsQuery(filters: TmcFilters): string | null {
  const lexemes: string[] = [];
  if (filters.region) lexemes.push(`§r${filters.region}`);
  if (filters.year !== undefined) lexemes.push(`§y${filters.year}`);
  if (filters.vat) lexemes.push(`§v${filters.vat}`);
  if (filters.unit) lexemes.push(`§u${filters.unit}`);
  if (lexemes.some((l) => !/^§[ryvu][0-9a-z]+$/.test(l))) throw new Error('unexpected filter value');
  return lexemes.length ? lexemes.map((l) => `'${l}'`).join(' & ') : null;
}

/** A query that matches nothing (every word was a stop word: 'и для'). */
const NOTHING = '';

/** The AND of tsquery texts; NOTHING stays NOTHING. */
function andTs(a: string | null, b: string | null): string | null {
  if (a === NOTHING || b === NOTHING) return NOTHING;
  return a && b ? `(${a}) & (${b})` : (a ?? b);
}

/**
 * Whether a stage's text asks only for lexemes that are not among the goods' most common ones (tmc.search's
 * most_common_elems in pg_stats: the few thousand most frequent of a sample of 300,000 goods, each in at
 * least 0.025 % of them at a million). The planner estimates such a lexeme from the same list, as rarer than
 * its least frequent one, so for such a stage it always expects few matches and the search counts them; the
 * EXPLAIN that would say so (0.5-0.8 ms) is left out (a typo's first stage, a rare word). A beginning (':*')
 * may stand for thousands of rare lexemes, so it never counts as rare; neither does a stage without text
 * lexemes. Facet lexemes ('§r77') only narrow a match and are left out.
 */
export function onlyRareLexemes(tsQueries: readonly string[], common: Pick<ReadonlySet<string>, 'has'>): boolean {
  let seen = false;
  for (const text of tsQueries) {
    const operands = tsQueryOperands(text);
    if (!operands) return false;
    for (const { lexeme, prefix } of operands) {
      if (prefix) return false;
      if (lexeme.startsWith('§')) continue;
      if (common.has(lexeme)) return false;
      seen = true;
    }
  }
  return seen;
}

/**
 * Whether a text search's price range is better read through the price index (a bitmap of every good in
 * the range, ANDed with the words') than checked on each row the words match: a row read and checked costs
 * about as much as PRICE_BITMAP_ENTRIES entries of that bitmap, by the planner's estimates. On a million
 * goods: 'подшипник' at 100-200 ₽ (5,474 of its 47,000 goods; 122,000 goods in the range) 85 -> 41 ms
 * through the index, 'эмаль' at 1,612-6,449 ₽ (3,114 of 25,599; 145,402) 49 -> 37 ms; 'краска' at
 * 2,103-8,416 ₽ (784 of 5,601; 128,399) stays checked on its rows, 20 ms against 28 through the index.
 */
export const priceByIndex = (e: Estimate): boolean => e.anyPrice !== undefined && e.inRange !== undefined && e.anyPrice - e.total > e.inRange / PRICE_BITMAP_ENTRIES;

export interface TermsQueryOptions {
  /** Words (of 3+ letters) and codes also match as beginnings. */
  prefix?: boolean;
  /** Words also match in any of their forms. */
  forms?: boolean;
  /** Only the name and the stock number. */
  nameOnly?: boolean;
  /** The lexemes of each word (createWordStems). */
  stems: Map<string, WordLexemes>;
}

/**
 * The alternatives of one term, as tsquery texts any one of which matches it: each lexeme of its word (in
 * the name, or in the description), each code alternative. None for a stop word.
 */
export function termAlternatives(term: QueryTerm, options: TermsQueryOptions): string[] {
  const alternatives: string[] = [];
  for (const word of term.words) {
    const query = wordTsQuery(word, options.stems.get(word) ?? { stem: [], forms: [] }, options);
    // A term is one run: a Russian run is split into one term per word, a code run has one word at most.
    if (query) alternatives.push(...query.split(' | '));
  }
  const codes = codeTsQuery(term, options);
  if (codes) alternatives.push(...codes.split(' | '));
  return alternatives;
}

/**
 * The tsquery text of the terms, ANDed: each term's alternatives ORed (its word as beginnings with prefix,
 * in any of its forms with forms, or its code lexemes). Null for no terms; NOTHING when every term was a
 * stop word.
 */
export function termsTsQuery(terms: readonly QueryTerm[], options: TermsQueryOptions): string | null {
  if (terms.length === 0) return null;
  const parts = terms.map((term) => termAlternatives(term, options)).filter((a) => a.length > 0);
  return parts.length ? parts.map((a) => `(${a.join(' | ')})`).join(' & ') : NOTHING;
}

async function stageQueries(
  stemsOf: WordStems,
  qTerms: QueryTerm[],
  nameTerms: QueryTerm[],
  prefix: boolean,
  facets: string | null,
  runner?: Pick<Db, 'execute'>,
): Promise<TextStage> {
  // Every form of the words in the exact stage; the prefix stage matches beginnings instead.
  const stems = await stemsOf(
    [...qTerms, ...nameTerms].flatMap((t) => t.words),
    runner,
  );
  const options = { prefix, forms: !prefix, stems };
  const q = termsTsQuery(qTerms, options);
  const name = termsTsQuery(nameTerms, { ...options, nameOnly: true });
  const hasText = q !== null || name !== null;
  // A single term's alternatives each bound its count from below (see stageMatch).
  const single = qTerms.length === 1 && nameTerms.length === 0 ? termAlternatives(qTerms[0]!, options) : [];
  return {
    q: q === null ? null : andTs(q, facets),
    qName: q === null ? null : andTs(termsTsQuery(qTerms, { ...options, nameOnly: true }), facets),
    name: name !== null && q === null ? andTs(name, facets) : name,
    facets: hasText ? facets : null,
    alternatives: single.length > 1 ? single.map((a) => andTs(a, facets)!) : [],
  };
}

/** A term that typo correction may change: a word of Russian letters only (codes are left as typed). */
const correctable = (term: QueryTerm): boolean => /^[а-я]+$/.test(term.text);

/** The terms with their words corrected (typo stage). */
function correctedTerms(terms: QueryTerm[], fixed: Map<string, string>): QueryTerm[] {
  return terms.map((term) => {
    const to = correctable(term) ? fixed.get(term.text) : undefined;
    return to && to !== term.text ? (queryTerms(to)[0] ?? term) : term;
  });
}

/** The query as a whole name: lower case, spaces collapsed (compared with lower(name)). */
const wholeName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Rows of a raw statement. Both drivers (node-postgres and PGlite) answer `{ rows }`, but the shared Db
 * type cannot say so, hence the cast in this one place.
 */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The vocabulary's words near the typed ones: one indexed lookup per word (trigram neighbours through
 * tmc_words_trgm_idx, whose use migration 0028 secures, and same first letter with a length within 2),
 * so the cost stays small however large the vocabulary grows.
 */
export function typoLookup(words: readonly string[]): SQL {
  const lookups = words.map(
    (w) => sql`(select word from tmc_words where word % ${w}
      union select word from tmc_words where left(word, 1) = ${w[0]!} and length(word) between ${w.length - 2} and ${w.length + 2})`,
  );
  return sql.join(lookups, sql` union `);
}

/** A node of the planner's plan, as EXPLAIN (FORMAT JSON) spells it: its estimated rows and its children. */
export interface PlanNode {
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The planner's plan of a statement (EXPLAIN, no rows are read). Drivers answer its JSON as text or parsed. */
export async function plannedRows(db: Pick<Db, 'execute'>, query: SQL): Promise<PlanNode> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const raw = Object.values(rows[0] ?? {})[0];
  return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
}

function toIso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
}

type Runner = Pick<Db, 'execute'>;

/** What the planner knows of the goods, and the database's clock (goodsStatistics). */
interface GoodsStatistics {
  goods: number;
  bounds: string[];
  /**
   * The most common lexemes of tmc.search with their frequencies, as the planner estimates tsquery matches
   * from them (onlyRareLexemes, tmc-lexeme-selectivity.ts); null before the first ANALYZE.
   */
  lexemes: LexemeStatistics | null;
  /** The database's day, as publicationDay() counts them. */
  today: number;
}

/** One relevance tier: the condition that picks its rows out of the goods. */
interface Tier {
  read: SQL;
  /**
   * What leaves the first tier's goods out of this one, for a statement that reads both: a deep page, which
   * knows the first tier's ids by then, leaves them out by id instead (lower() of every name read cost 3 ms
   * of 21 on page 200 of 'фланцы').
   */
  notExact?: SQL;
}

/**
 * The relevance tiers of a search, best first. `any` is everything that matches (one simple condition the
 * planner estimates well), null for filters alone; `classify` gives a matching row's tier (by the CTE x of
 * smallMatch); `exact`, when set, is the first tier's condition, read through the name and stock number
 * indexes, which the other tiers' conditions leave out.
 */
interface Tiers {
  any: SQL | null;
  /**
   * The first tier's rows, checked on the rows the name and stock number indexes give, one by one:
   * ts_match_vq is the function behind @@, which no index serves. With @@ the planner ANDed in the GIN
   * bitmap of every match ('автоматической выключатели': 4.4 ms for 23,372 matches, to find none named
   * so), or read the whole bitmap when it expected a few matches of many ('отрезной диск металла': 14 ms
   * for 12,910 rows, 4 expected). Always read fenced (exactTier), never by a walk of the publication index,
   * which the planner, blind to the function's selectivity, would choose ('20': 730 ms through the whole
   * base to find none named so).
   */
  exact: SQL | null;
  tiers: Tier[];
  classify: SQL;
  /** For text: whether a matching row, not of the first tier, is of the second (the name) rather than the third. */
  second: SQL | null;
}

export interface TmcSearchOptions {
  /** Answers kept (tmc-search-cache.ts); 0, the default, keeps none. */
  cacheEntries?: number;
  /**
   * Whether db's connections start with the search's planner settings (Database.searchDb, search-settings.ts):
   * then a search's statements run on the pool as they are, without a transaction that sets them.
   */
  settingsInConnection?: boolean;
}

/**
 * The engine as the server builds it: on the search's own pool when there is one (PostgreSQL), whose
 * connections start with the planner settings, else on the one connection (PGlite) with a transaction.
 */
export function createTmcSearchOn(database: { db: Db; searchDb?: Db | undefined }, options: Omit<TmcSearchOptions, 'settingsInConnection'> = {}) {
  return createTmcSearch(database.searchDb ?? database.db, undefined, { ...options, settingsInConnection: database.searchDb !== undefined });
}

export function createTmcSearch(db: Db, tuning: TmcSearchTuning = DEFAULT_TUNING, options: TmcSearchOptions = {}) {
  const stemsOf = createWordStems(db);
  // Answers of the common base kept while the goods do not change (tmc-search-cache.ts); off by default.
  const cache = createSearchCache<SearchRow>(options.cacheEntries ?? 0);
  // Searches of the common base being computed now, by generation and key, for the ones that ask meanwhile.
  const computing = new Map<string, Promise<{ result: SearchResult; kept: CachedMatch<SearchRow> }>>();
  /** Conditions of the scope and the filters, which every tier shares. */
  function baseConditions(filters: TmcFilters, scope: SearchScope, stage: TextStage): SQL[] {
    const where: SQL[] = [];
    if (scope.publicOnly) where.push(sql`t.status = 'published'`);
    // Goods another buyer holds are left out (spec section 4; a visitor sees no held goods at all), and
    // so are the goods of blocked or deleted sellers. Both arrive as lists of values read just before
    // (searchContext): the planner then estimates them as the slivers they are (for "not in (subquery)"
    // it guesses half the rows, which turned walks of the publication index into reads of every match),
    // and checks each row against a hashed list.
    if (scope.excluded) {
      if (scope.excluded.goods.length) where.push(sql`t.id <> all(${sql.param(scope.excluded.goods)}::bigint[])`);
      if (scope.excluded.sellers.length) where.push(sql`t.seller_id <> all(${sql.param(scope.excluded.sellers)}::uuid[])`);
    }
    if (!scope.publicOnly && filters.status) {
      where.push(sql`t.status = ${filters.status}`);
    }
    // The sellers chosen by filters arrive as a list of ids (resolveSellers), so the planner sees the
    // values: a small seller's goods are read through the seller index, not by walking the whole base.
    if (scope.resolvedSellerIds) where.push(sql`t.seller_id = any(${sql.param(scope.resolvedSellerIds)}::uuid[])`);
    if (scope.publishedBetween) {
      where.push(sql`t.published_at >= ${scope.publishedBetween[0]}::timestamptz and t.published_at < ${scope.publishedBetween[1]}::timestamptz`);
    }
    if (scope.ids) where.push(scope.ids.length ? sql`t.id = any(${sql.param(scope.ids.map(Number))}::bigint[])` : sql`false`);
    // The landing page's categories (the generated column tmc.category, migration 0015).
    if (filters.category) where.push(sql`t.category = ${goodsCategoryBySlug(filters.category).id}`);
    if (stage.name) where.push(sql`t.search @@ ${tsq(stage.name)}`);
    const text = stage.q !== null || stage.name !== null;
    if (!text) {
      // Without text the filters are plain columns: the covering indexes of the common base (migration
      // 0024) hold them all, so a count or a page is read from one index without visiting the table.
      if (filters.region) where.push(sql`t.region = ${filters.region}`);
      if (filters.year !== undefined) where.push(sql`t.year = ${filters.year}`);
      if (filters.vat) where.push(sql`t.vat = ${filters.vat}`);
      if (filters.unit) where.push(sql`t.unit = ${filters.unit}`);
    }
    // With text the GIN scan is narrow, and a price range is checked on its rows: the planner would
    // otherwise AND in a bitmap of every price in the range (128,399 entries, 30 ms, for 784 matches of
    // 'краска' between 2,103 and 8,416 ₽). 't.price + 0' is the same value without the price index, with
    // statistics of its own (migration 0026), so its ranges are estimated as well as the column's. A walk
    // of the publication index, and a range the words match far beyond (priceByIndex), keep the plain
    // column: its estimate decides the walk, and its index serves the range.
    const price = stage.facets !== null || (stage.q ?? stage.name) !== null ? (stage.priceByIndex ? sql`t.price` : sql`(t.price + 0)`) : sql`t.price`;
    if (filters.price_from !== undefined) where.push(sql`${price} >= ${filters.price_from}`);
    if (filters.price_to !== undefined) where.push(sql`${price} <= ${filters.price_to}`);
    if (filters.created_at_from) where.push(sql`t.created_at >= ${moscowMidnight(filters.created_at_from)}`);
    if (filters.created_at_to) where.push(sql`t.created_at < ${moscowMidnight(filters.created_at_to)} + interval '1 day'`);
    if (filters.stock_number && filters.q) {
      where.push(sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)}`);
    }
    return where;
  }

  /**
   * The relevance tiers: the goods whose whole name is the query (a suggestion taken) or whose stock
   * number is it exactly; then the goods with the words in the name or stock number (or whose stock number
   * begins with the query); then the goods with them only in the description. A stock number filter
   * alone: the exact one, then the rest by its beginning. Filters alone: one tier.
   */
  function tiersOf(filters: TmcFilters, stage: TextStage): Tiers {
    if (stage.q !== null) {
      const q = filters.q ?? '';
      const all = sql`t.search @@ ${tsq(stage.q)}`;
      const allChecked = sql`ts_match_vq(t.search, ${tsq(stage.q)})`;
      const inName = sql`t.search @@ ${tsq(stage.qName!)}`;
      // The later tiers leave out the first by its negation (the planner estimates it well, unlike
      // "not in (subquery)"); counting classifies rows by the first tier's ids instead (the CTE x).
      const byName = sql`lower(t.name) = ${wholeName(q)}`;
      if (looksLikeStockNumber(q)) {
        const stock = q.trim().toLowerCase();
        const prefix = sql`lower(t.stock_number) like ${prefixPattern(q)}`;
        const notPrefix = sql`coalesce(lower(t.stock_number), '') not like ${prefixPattern(q)}`;
        const notExact = sql`lower(t.name) <> ${wholeName(q)} and coalesce(lower(t.stock_number), '') <> ${stock}`;
        return {
          any: sql`(${all} or ${prefix})`,
          exact: sql`(${byName} or lower(t.stock_number) = ${stock}) and (${allChecked} or ${prefix})`,
          tiers: [{ read: sql`true` }, { read: sql`(${inName} or ${prefix})`, notExact }, { read: sql`${all} and not (${inName}) and ${notPrefix}`, notExact }],
          classify: sql`case when t.id in (select id from x) then 0 when ${inName} or ${prefix} then 1 else 2 end`,
          second: sql`(${inName} or ${prefix})`,
        };
      }
      const notExact = sql`lower(t.name) <> ${wholeName(q)}`;
      return {
        any: all,
        exact: sql`${byName} and ${allChecked}`,
        tiers: [{ read: sql`true` }, { read: inName, notExact }, { read: sql`${all} and not (${inName})`, notExact }],
        classify: sql`case when t.id in (select id from x) then 0 when ${inName} then 1 else 2 end`,
        second: inName,
      };
    }
    if (filters.stock_number) {
      const value = filters.stock_number.trim().toLowerCase();
      const prefix = sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)}`;
      const exact = sql`lower(t.stock_number) = ${value}`;
      return { any: prefix, exact: null, tiers: [{ read: exact }, { read: sql`${prefix} and lower(t.stock_number) <> ${value}` }], classify: sql`case when ${exact} then 0 else 1 end`, second: null };
    }
    return { any: null, exact: null, tiers: [{ read: sql`true` }], classify: sql`0`, second: null };
  }

  /** Public lists: newest publication first; own lists (every status): newest first by id. */
  const orderOf = (scope: SearchScope): SQL => (scope.publicOnly ? sql`published_at desc, id desc` : sql`id desc`);

  /** The CTE x of smallMatch: the first tier's ids when it is read through its own indexes, else none. */
  const exactCte = (where: SQL[], tiers: Tiers): SQL =>
    tiers.exact ? sql`x as materialized (select t.id from tmc t where ${allOf([...where, tiers.exact])})` : sql`x as (select null::bigint as id where false)`;

  /**
   * The first tier's newest `limit` ids, its rows read through the name and stock number indexes and sorted:
   * OFFSET 0 keeps the ORDER BY out of the subquery, so that no walk of the publication index can serve it.
   * A whole name is shared by 2,018 goods at most on a million.
   */
  const exactTier = (where: SQL[], exact: SQL, scope: SearchScope, limit: number): SQL =>
    sql`select e.id from (select t.id, t.published_at from tmc t where ${allOf([...where, exact])} offset 0) e
        order by ${scope.publicOnly ? sql`e.published_at desc, e.id desc` : sql`e.id desc`} limit ${limit}`;

  /**
   * The page's ids by reading each tier newest first, glued with UNION ALL, which stops as soon as the
   * page is full. Each tier is planned on its own: a tier of many rows is a short walk of the publication
   * index, a small one is read through the GIN index and sorted.
   *
   * `walk[i]` makes tier i a walk whatever the planner estimates: counting showed that the words go
   * together far more often than the planner assumes ('гост электросварная труба': 247 expected, 13,228
   * found), and it would read and sort every match for a page that a walk fills after a few hundred rows.
   * The walk reads the newest WALK_ROWS goods of the scope at most (a subquery with its own LIMIT, which
   * no condition crosses, so the GIN index cannot be chosen for it); the tier's rows older than those
   * follow through the indexes, read only when the walk did not fill the page.
   */
  async function walkPage(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage, walk: readonly boolean[]): Promise<number[]> {
    const where = baseConditions(filters, scope, stage);
    const tiers = tiersOf(filters, stage);
    const offset = pageOffset(filters);
    const n = offset + filters.size;
    const order = scope.publicOnly ? sql`t.published_at desc, t.id desc` : sql`t.id desc`;
    const key = scope.publicOnly ? sql`t.published_at, t.id` : sql`t.id`;
    if (stage.q === null && filters.stock_number) {
      // A stock number's beginning with more than the limit of matches: first a short walk of the newest
      // STOCK_WALK_ROWS goods of the scope (after the exact stock number, read through its index), which
      // fills the page when the prefix is spread over time ('00-0000': 101 rows read for 20, 0.4 ms);
      // when it is not (a prefix is often one seller's older goods: a whole walk read 450,224 rows for
      // 20), the page is sorted out of all the matches (an index-only scan of the stock number index).
      if (n <= WALK_WITHIN) {
        const newest = sql`select * from tmc t where ${allOf(where)} order by ${order} limit ${STOCK_WALK_ROWS}`;
        const walked = await queryRows<{ id: number | string; exact: boolean }>(
          tx,
          sql`(select t.id, true as exact from tmc t where ${allOf([...where, tiers.tiers[0]!.read])} order by ${order} limit ${n})
              union all
              (select t.id, false as exact from (${newest}) t where ${tiers.tiers[1]!.read} order by ${order} limit ${n})`,
        );
        // Each part holds at most n rows: the walk's matches are the newest ones when, with the exact ones,
        // they fill the page within the goods it read.
        if (walked.length >= n) return walked.slice(offset, n).map((r) => Number(r.id));
      }
      const rows = await queryRows<{ id: number | string }>(
        tx,
        sql`select t.id from tmc t where ${allOf([...where, tiers.any!])} order by ${tiers.classify}, ${order} limit ${filters.size} offset ${offset}`,
      );
      return rows.map((r) => Number(r.id));
    }
    const parts = tiers.tiers.flatMap((tier, i) => {
      if (i === 0 && tiers.exact) return [sql`(${exactTier(where, tiers.exact, scope, n)})`];
      const own = tier.notExact ? sql`${tier.read} and ${tier.notExact}` : tier.read;
      if (!walk[i]) return [sql`(select t.id from tmc t where ${allOf([...where, own])} order by ${order} limit ${n})`];
      const newest = sql`select * from tmc t where ${allOf(baseConditions(filters, scope, { ...stage, priceByIndex: true }))} order by ${order} limit ${WALK_ROWS}`;
      const last = sql`(select ${key} from (${newest}) t order by ${order} offset ${WALK_ROWS - 1} limit 1)`;
      return [
        sql`(select t.id from (${newest}) t where ${own} order by ${order} limit ${n})`,
        sql`(select t.id from tmc t where ${allOf([...where, own, sql`(${key}) < ${last}`])} order by ${order} limit ${n})`,
      ];
    });
    const rows = await queryRows<{ id: number | string }>(tx, sql`select v.id from (${sql.join(parts, sql` union all `)}) v limit ${filters.size} offset ${offset}`);
    return rows.map((r) => Number(r.id));
  }

  /**
   * What the planner knows of the goods (catalogs only, nothing from the table): their number
   * (pg_class.reltuples, from the last VACUUM or ANALYZE), the histogram of tmc.published_at and the most
   * common lexemes of tmc.search (pg_stats, empty before the first ANALYZE); and the database's day
   * (publicationDay), which its clock gives the goods it publishes. They change only when the table is
   * analyzed, or once a day, so a search reads them at most once a minute (about 1.5 ms), in one statement.
   */
  let statistics: { at: number; value: Promise<GoodsStatistics> } | null = null;
  function goodsStatistics(tx: Runner): Promise<GoodsStatistics> {
    if (statistics && performance.now() - statistics.at < STATISTICS_FOR_MS) return statistics.value;
    const value = queryRows<{
      goods: number | string | null;
      bounds: string[] | null;
      elems: string[] | null;
      freqs: (number | string)[] | null;
      null_frac: number | string | null;
      today: number | string;
    }>(
      tx,
      sql`select (select reltuples from pg_class where oid = 'tmc'::regclass) as goods,
                 (select histogram_bounds::text::text[] from pg_stats where schemaname = current_schema() and tablename = 'tmc' and attname = 'published_at') as bounds,
                 s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs, s.null_frac::float8 as null_frac,
                 floor(extract(epoch from now()) / 86400)::int as today
          from (select 1) one
          left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'tmc' and s.attname = 'search'`,
    ).then(([row]) => ({
      goods: Number(row?.goods ?? 0),
      bounds: row?.bounds ?? [],
      lexemes: lexemeStatistics(row?.elems ?? null, row?.freqs ?? null, row?.null_frac ?? null),
      today: Number(row?.today ?? publicationDay(Date.now())),
    }));
    statistics = { at: performance.now(), value };
    // A failed read is not kept.
    value.catch(() => {
      statistics = null;
    });
    return value;
  }

  /**
   * The publication instant after which the newest `share` of the published goods lie, by the histogram's
   * bounds, or null: all of them, or no histogram. An estimate: deepPage checks that what it reads is enough.
   */
  function publishedSince(bounds: readonly string[], share: number): string | null {
    if (share >= DEEP_WHOLE || bounds.length < 2) return null;
    // The bounds split the instants into equal shares, oldest first; the lower bound of the share's bucket.
    return bounds[Math.max(0, Math.floor((1 - share) * (bounds.length - 1)))] ?? null;
  }

  /**
   * The goods published since an instant: their days as lexemes of tmc.search, which the GIN scan of the
   * words intersects (up to two days past the database's day, for a minute-old day and a day beginning
   * meanwhile), and the instant itself, checked on each row read.
   */
  const publishedSinceConditions = (since: string, today: number): SQL[] => {
    // An instant before 1970 (or one this parser cannot read) is left to the row check alone.
    const first = publicationDay(since);
    const days = Number.isInteger(first) && first >= 0 ? publishedDaysTsQuery(first, today + 2) : null;
    // The instant as an expression no index answers: the planner would AND in a bitmap of the covering
    // publication index over every good published since (310,000 entries, 10 ms) to save a few heap pages.
    return [...(days ? [sql`t.search @@ ${tsq(days)}`] : []), sql`(t.published_at + interval '0 s') >= ${since}::timestamptz`];
  };

  /**
   * A deep page (page 200 of 'металл') of a text search with more than the limit of matches, tier by tier,
   * newest first. A tier's rows newer than an instant are its newest ones: when the rows of a tier published
   * since the instant fill what the page still needs, they are the page's rows of that tier. The instant is
   * chosen from the planner's estimate of the tier and the histogram of publication instants, so that the
   * newest goods since then should hold DEEP_MARGIN times what is needed; PostgreSQL then reads only the tier's
   * matches among them: the days since the instant are lexemes of tmc.search (tmc-publication-lexemes.ts),
   * ANDed into the GIN scan, and the instant itself is checked on the rows read. The union of walkPage read
   * and sorted every match of the tier: 'электросварная', page 200, 257 ms for its 21,333 matches, of which
   * 4,020 were needed. When too few are found the newest goods asked for grow DEEP_WIDEN times, up to all.
   */
  async function deepPage(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<number[]> {
    const where = baseConditions(filters, scope, stage);
    const tiers = tiersOf(filters, stage);
    const offset = pageOffset(filters);
    const n = offset + filters.size;
    /** The page's ids, in order. */
    const page: number[] = [];
    /** Results of the tiers read so far. */
    let before = 0;
    let exactIds: number[] = [];
    const { goods, bounds, today } = await goodsStatistics(tx);
    for (const [i, tier] of tiers.tiers.entries()) {
      const need = n - before;
      if (need <= 0) break;
      // Of the tier's results, those from `skip` on are on the page.
      const skip = Math.max(0, offset - before);
      if (i === 0 && tiers.exact) {
        exactIds = (await queryRows<{ id: number | string }>(tx, exactTier(where, tiers.exact, scope, need))).map((r) => Number(r.id));
        page.push(...exactIds.slice(skip));
        before += exactIds.length;
        continue;
      }
      // All of the first tier is known here (it had fewer rows than needed): its goods are left out by id.
      const notExact = tier.notExact && exactIds.length ? [sql`t.id <> all(${sql.param(exactIds)}::bigint[])`] : [];
      const conditions = [...where, tier.read, ...notExact];
      const expected = (await plannedRows(tx, sql`select 1 from tmc t where ${allOf(conditions)}`))['Plan Rows'] ?? 0;
      // A tier of a large share of the base is left to the planner, which walks the publication index.
      const walks = expected * expected > tuning.deepWalkFactor * need * goods;
      let share = expected > 0 && !walks ? (need * DEEP_MARGIN) / expected : 1;
      for (;;) {
        const since = publishedSince(bounds, share);
        // Only how many there are and the page's part come back: receiving the 4,000 ids before page 200
        // cost the server about 1.5 ms of CPU.
        const [row] = await queryRows<{ got: number | string; ids: (number | string)[] | null }>(
          tx,
          sql`with r as materialized (
                select t.id, t.published_at from tmc t where ${allOf(since === null ? conditions : [...conditions, ...publishedSinceConditions(since, today)])}
                order by t.published_at desc, t.id desc limit ${need})
              select (select count(*) from r) as got, array(select id from r order by published_at desc, id desc offset ${skip}) as ids`,
        );
        const got = Number(row?.got ?? 0);
        if (got >= need || since === null) {
          page.push(...(row?.ids ?? []).map(Number));
          before += got;
          break;
        }
        share *= DEEP_WIDEN;
      }
    }
    return page;
  }


  /**
   * Every match, at most exactTotalLimit + 1, read once: their number, and the page sorted out of them by
   * tier and recency when the number is within the limit (past it the page is not sorted at all: the
   * array's subquery is a CASE branch not taken, 1.5-2 ms of a 15 ms statement at 10,001 matches).
   *
   * For text and a page within LAZY_WITHIN results, the matches keep only their id and publication
   * instant, and the page is picked from them newest first, tier by tier, a row's tier read only until
   * the page is full (a row fetched by its id): telling the name from the description on every match
   * cost a third of the statement (8 ms of 25 for 10,001 rows), for the 20 rows of a page.
   */
  async function smallMatch(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<{ count: number; ids: number[] }> {
    const where = baseConditions(filters, scope, stage);
    const tiers = tiersOf(filters, stage);
    const matching = tiers.any ? [...where, tiers.any] : where;
    const offset = pageOffset(filters);
    const n = offset + filters.size;
    let statement: SQL;
    if (tiers.second && n <= LAZY_WITHIN) {
      // A scalar subquery per row (fetched by its id), which the planner keeps as such: written as EXISTS it
      // became a hash join that read every row of the tier. The first tier's test is wrapped in IS TRUE for
      // the same reason: a bare IN became a hash join that hashed all the matches (3.3 ms for 10,001) to find
      // the few goods named so.
      const second = sql`(select ${tiers.second} from tmc t where t.id = o.id)`;
      statement = sql`
        with ${exactCte(where, tiers)},
        m as materialized (select t.id, t.published_at from tmc t where ${allOf(matching)} limit ${TMC_LIMITS.exactTotalLimit + 1}),
        o as materialized (select id, published_at from m order by ${orderOf(scope)})
        select c.n, case when c.n <= ${TMC_LIMITS.exactTotalLimit} then array(select v.id from (
                 (select o.id from o where (o.id in (select id from x)) is true limit ${n})
                 union all (select o.id from o where o.id not in (select id from x) and ${second} limit ${n})
                 union all (select o.id from o where o.id not in (select id from x) and not ${second} limit ${n})
               ) v limit ${filters.size} offset ${offset}) end as ids
        from (select count(*) as n from m) c`;
    } else {
      statement = sql`
        with ${exactCte(where, tiers)},
        m as materialized (
          select t.id, t.published_at, ${tiers.classify} as tier from tmc t where ${allOf(matching)} limit ${TMC_LIMITS.exactTotalLimit + 1}
        )
        select c.n, case when c.n <= ${TMC_LIMITS.exactTotalLimit} then array(select id from m order by tier, ${orderOf(scope)} limit ${filters.size} offset ${offset}) end as ids
        from (select count(*) as n from m) c`;
    }
    const rows = await queryRows<{ n: number | string; ids: (number | string)[] | null }>(tx, statement);
    return { count: Number(rows[0]?.n ?? 0), ids: (rows[0]?.ids ?? []).map(Number) };
  }

  /**
   * The planner's row estimates (EXPLAIN, no rows are read): of the whole match, and of the largest of a
   * single term's alternatives ('ключ' and '~ключ', the forms, the codes), which the whole match is at
   * least: the planner adds up alternatives as if they never met, so the estimate of their union is
   * only an upper bound. One statement: the alternatives are branches of a UNION ALL.
   */
  async function estimate(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<Estimate> {
    const computed = await estimateHere(tx, filters, scope, stage);
    if (computed) return computed;
    const tiers = tiersOf(filters, stage);
    const where = baseConditions(filters, scope, stage);
    const branches = [tiers.any ? [...where, tiers.any] : where, ...stage.alternatives.map((a) => [...where, sql`t.search @@ ${tsq(a)}`])];
    // With a price range, also the text's matches at any price and the goods in the range (see priceByIndex).
    const priced = filters.price_from !== undefined || filters.price_to !== undefined;
    if (priced) {
      const anyPrice = { ...filters, price_from: undefined, price_to: undefined };
      const textOnly = baseConditions(anyPrice, scope, stage);
      branches.push(tiers.any ? [...textOnly, tiers.any] : textOnly);
      branches.push(baseConditions({ page: 0, size: filters.size, price_from: filters.price_from, price_to: filters.price_to }, scope, NO_TEXT));
    }
    const root = await plannedRows(tx, sql.join(branches.map((conditions) => sql`select 1 from tmc t where ${allOf(conditions)}`), sql` union all `));
    const estimates = (branches.length > 1 ? (root.Plans ?? []) : [root]).map((p) => Math.round(p['Plan Rows'] ?? 0));
    return {
      total: estimates[0] ?? 0,
      largestAlternative: Math.max(0, ...estimates.slice(1, 1 + stage.alternatives.length)),
      ...(priced ? { anyPrice: estimates[1 + stage.alternatives.length] ?? 0, inRange: estimates[2 + stage.alternatives.length] ?? 0 } : {}),
    };
  }

  /**
   * The same estimates without EXPLAIN, for the commonest searches: words (and the filters that are their
   * lexemes) over the common base. The planner multiplies the selectivity of `search @@ q`, which it
   * computes from tmc.search's most common lexemes (tsQuerySelectivity does the same from the same
   * pg_stats row), by that of the base's own conditions (published, not held, seller active), asked of it
   * once a minute and whenever those lists change. Null where other conditions apply: EXPLAIN then.
   */
  async function estimateHere(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<Estimate | null> {
    // Words alone: the match is `search @@ q` (not a stock number's LIKE too), and the stage adds no condition
    // to the base's own (a name filter, a price range, a category, sellers, dates, ids would each add one).
    if (stage.q === null || !scope.publicOnly || looksLikeStockNumber(filters.q ?? '')) return null;
    if (baseConditions(filters, scope, stage).length !== baseConditions(BARE_FILTERS, scope, NO_TEXT).length) return null;
    const { lexemes } = await goodsStatistics(tx);
    if (!lexemes) return null;
    const selectivities = [stage.q!, ...stage.alternatives].map((text) => tsQuerySelectivity(text, lexemes));
    if (selectivities.some((x) => x === null)) return null;
    const base = await baseRows(tx, scope);
    // clamp_row_est: at least one row, rounded.
    const rows = (selectivity: number): number => Math.max(1, Math.round(base * selectivity));
    const [total, ...alternatives] = (selectivities as number[]).map(rows);
    return { total: total!, largestAlternative: Math.max(0, ...alternatives) };
  }

  /**
   * The planner's rows of the common base before any text (see estimateHere), kept a minute per scope's
   * lists. The held goods count only by their number: the planner gives every id of a unique column the
   * same share; the sellers by which they are.
   */
  let base: { key: string; at: number; rows: Promise<number> } | null = null;
  function baseRows(tx: Runner, scope: SearchScope): Promise<number> {
    const key = `${scope.excluded?.goods.length ?? 0} ${scope.excluded?.sellers.join(',') ?? ''}`;
    if (base && base.key === key && performance.now() - base.at < STATISTICS_FOR_MS) return base.rows;
    const rows = plannedRows(tx, sql`select 1 from tmc t where ${allOf(baseConditions(BARE_FILTERS, scope, NO_TEXT))}`).then((plan) => plan['Plan Rows'] ?? 0);
    base = { key, at: performance.now(), rows };
    rows.catch(() => {
      base = null;
    });
    return rows;
  }

  /**
   * The page's rows, in their order, as named prepared statements (one for anonymous visitors, one for a
   * signed-in viewer's marks): every search reads them, and PostgreSQL planned the statement anew each
   * time (1 ms of its 2).
   */
  const pageRowsStatement = (signedIn: boolean) => {
    const viewer = sql.placeholder('viewer');
    return db
      .select({
        id: sql<number | string>`t.id`,
        name: sql<string>`t.name`,
        stock_number: sql<string | null>`t.stock_number`,
        unit: sql<string>`t.unit`,
        quantity: sql<number | string>`t.quantity`,
        price: sql<number | string>`t.price`,
        vat: sql<string>`t.vat`,
        year: sql<number | null>`t.year`,
        region: sql<string | null>`t.region`,
        category: sql<number | null>`t.category`,
        seller_code: sql<string>`s.seller_code`,
        seller_title: sql<string>`s.title`,
        published_at: sql<unknown>`t.published_at`,
        created_at: sql<unknown>`t.created_at`,
        updated_at: sql<unknown>`t.updated_at`,
        status: sql<TmcStatus>`t.status`,
        reject_reason: sql<string | null>`t.reject_reason`,
        thumb_path: sql<string | null>`(select ph.thumb_path from tmc_photos ph where ph.tmc_id = t.id order by ph.position, ph.created_at limit 1)`,
        reserved: sql<boolean>`${isHeld(sql`t.id`)}`,
        reserved_by_me: sql<boolean>`${signedIn ? isHeldBy(sql`t.id`, viewer) : sql`false`}`,
        favourite: sql<boolean>`${signedIn ? sql`exists (select 1 from favourites f where f.tmc_id = t.id and f.user_id = ${viewer})` : sql`false`}`,
      })
      .from(sql`unnest(${sql.placeholder('ids')}::bigint[]) with ordinality as p(id, rn) join tmc t on t.id = p.id join sellers s on s.id = t.seller_id`)
      .orderBy(sql`p.rn`)
      .prepare(signedIn ? 'search_page_rows_viewer' : 'search_page_rows_anonymous');
  };
  const anonymousPageRows = pageRowsStatement(false);
  const viewerPageRows = pageRowsStatement(true);

  /** The rows of the page's ids, in their order. */
  async function pageRows(ids: number[], scope: SearchScope): Promise<SearchRow[]> {
    if (ids.length === 0) return [];
    const rows = scope.viewerId ? await viewerPageRows.execute({ ids, viewer: scope.viewerId }) : await anonymousPageRows.execute({ ids });
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      stockNumber: r.stock_number ?? null,
      unit: String(r.unit),
      quantity: Number(r.quantity),
      price: Number(r.price),
      vat: String(r.vat),
      year: r.year === null ? null : Number(r.year),
      region: r.region ?? null,
      category: Number(r.category ?? 0),
      sellerCode: String(r.seller_code),
      sellerTitle: String(r.seller_title),
      thumbPath: r.thumb_path ?? null,
      publishedAt: toIso(r.published_at),
      createdAt: toIso(r.created_at)!,
      updatedAt: toIso(r.updated_at)!,
      status: r.status,
      rejectReason: r.reject_reason ?? null,
      reserved: Boolean(r.reserved),
      reservedByMe: Boolean(r.reserved_by_me),
      favourite: Boolean(r.favourite),
    }));
  }

  /** A stage's page (its ids) and total: 'more' than the limit, or exact. */
  interface StageMatch {
    ids: number[];
    count: number | 'more';
  }

  /** The page and total of one stage of the text search (or of filters alone), in the search's transaction. */
  async function stageMatch(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<StageMatch> {
    const limit = TMC_LIMITS.exactTotalLimit;
    const offset = pageOffset(filters);
    // Text is estimated first: a common word is 'more than the limit' without reading its matches.
    // Filters and stock numbers are counted from the covering indexes, which costs little either way.
    const text = stage.q !== null || stage.name !== null;
    // Words none of which is common (a typo, a rare word) are counted without asking the planner first.
    const rare = async () => {
      const { lexemes } = await goodsStatistics(tx);
      return lexemes !== null && onlyRareLexemes([stage.q, stage.name, ...stage.alternatives].filter((x) => x !== null), lexemes.frequency);
    };
    const estimated: Estimate = text && !(await rare()) ? await estimate(tx, filters, scope, stage) : { total: 0, largestAlternative: 0 };
    if (priceByIndex(estimated)) stage = { ...stage, priceByIndex: true };
    let ids: number[] | null = null;
    let count: number | 'more' = 'more';
    let walk: boolean[] = [];
    if (estimated.total <= limit * CERTAINLY_MORE && estimated.largestAlternative <= limit * SURELY_MORE) {
      // Counting reads every match anyway (up to the limit), so the page is sorted out of the same rows.
      const small = await smallMatch(tx, filters, scope, stage);
      if (small.count <= limit) {
        count = small.count;
        ids = small.ids;
      } else if (stage.q !== null && offset + filters.size <= WALK_WITHIN) {
        // More than the limit although the planner expected fewer: walk the tiers past the first.
        walk = [false, true, true];
      }
    }
    if (ids === null) {
      const deep = stage.q !== null && scope.publicOnly && offset + filters.size > WALK_WITHIN;
      ids = deep ? await deepPage(tx, filters, scope, stage) : await walkPage(tx, filters, scope, stage, walk);
      // A page that is not full tells the exact total without counting.
      if (ids.length < filters.size && (offset === 0 || ids.length > 0)) count = offset + ids.length;
    }
    return { ids, count };
  }

  /** Whether a stage found anything. */
  const found = (m: StageMatch): boolean => m.count === 'more' || m.count > 0;

  /**
   * What a search needs to know before its statements, in one round trip: the ids of the sellers that the
   * seller filters leave (undefined when none applies), and for the common base the goods another buyer
   * holds and the sellers blocked or deleted.
   */
  // The context of the commonest searches, the common base without a seller filter, as named prepared
  // statements (one for anonymous visitors, one for a signed-in viewer): read from the generation's
  // sequence itself (one row), PostgreSQL neither parses nor plans them again, and they are not rebuilt.
  const commonContext = (signedIn: boolean) =>
    db
      .select({
        chosen: sql<string[] | null>`null::uuid[]`,
        held: sql<(number | string)[]>`array(${heldGoodsIds(signedIn ? sql.placeholder('viewer') : null)})`,
        inactive: sql<string[]>`array(select ${sellers.id} from ${sellers} where not (${activeSeller}))`,
        generation: generationFromSequence,
        writing: goodsWriting,
      })
      .from(sql`tmc_search_generation`)
      .prepare(signedIn ? 'search_context_viewer' : 'search_context_anonymous');
  const anonymousContext = commonContext(false);
  const viewerContext = commonContext(true);

  async function searchContext(
    filters: TmcFilters,
    scope: SearchScope,
    cacheable: boolean,
  ): Promise<{ sellerIds: string[] | undefined; excluded?: { goods: number[]; sellers: string[] }; generation: string | null }> {
    const sellerWhere: SQL[] = [];
    if (scope.premiumOn) sellerWhere.push(premiumSellerOn(scope.premiumOn));
    if (filters.seller_code) sellerWhere.push(sql`${sellers.sellerCode} = ${filters.seller_code}`);
    if (filters.corporation_id) {
      sellerWhere.push(sql`${sellers.id} in (select cs.seller_id from corporation_sellers cs where cs.corporation_id = ${filters.corporation_id})`);
    }
    if (scope.sellerIds) sellerWhere.push(sql`${sellers.id} = any(${sql.param([...scope.sellerIds])}::uuid[])`);
    type ContextRow = {
      chosen: string[] | null;
      held: (number | string)[] | null;
      inactive: string[] | null;
      generation?: number | string | null;
      writing?: boolean;
    };
    // Also without the cache (SEARCH_CACHE_ENTRIES=0): the prepared statement is not planned again, and its
    // generation is then left unread.
    const common = sellerWhere.length === 0 && scope.publicOnly;
    const [row]: ContextRow[] = common
      ? scope.viewerId
        ? await viewerContext.execute({ viewer: scope.viewerId })
        : await anonymousContext.execute()
      : await queryRows<ContextRow>(
          db,
          sql`select ${sellerWhere.length ? sql`array(select ${sellers.id} from ${sellers} where ${sql.join(sellerWhere, sql` and `)})` : sql`null::uuid[]`} as chosen,
                 ${scope.publicOnly ? sql`array(${heldGoodsIds(scope.viewerId)})` : sql`null::bigint[]`} as held,
                 ${scope.publicOnly ? sql`array(select ${sellers.id} from ${sellers} where not (${activeSeller}))` : sql`null::uuid[]`} as inactive
                 ${cacheable ? sql`, ${goodsGeneration}` : sql``}`,
        );
    return {
      sellerIds: sellerWhere.length ? (row?.chosen ?? []) : undefined,
      ...(scope.publicOnly ? { excluded: { goods: (row?.held ?? []).map(Number), sellers: row?.inactive ?? [] } } : {}),
      // While another transaction writes the goods, nothing is cached (tmc-search-cache.ts).
      generation: cacheable && row?.generation !== undefined && row.generation !== null && !row.writing ? String(row.generation) : null,
    };
  }

  /** Known words closest to the typed ones (typo correction), from the goods' vocabulary. */
  async function corrected(tx: Runner, terms: QueryTerm[]): Promise<Map<string, string>> {
    const words = terms.filter(correctable).map((t) => t.text);
    const candidates = words.filter((w) => w.length >= 4);
    if (candidates.length === 0) return new Map();
    const known = await queryRows<{ word: string }>(tx, typoLookup(candidates));
    const fixed = correctWords(candidates, known.map((r) => r.word));
    return new Map(candidates.map((w, i) => [w, fixed[i]!]));
  }

  /**
   * A kept answer for this viewer: an anonymous visitor's rows as kept, a signed-in viewer's read anew (their
   * favourites and holds). Rows read after the generation was read are as new as it or newer, never older:
   * they are kept for the next anonymous visitor.
   */
  async function keptAnswer(kept: CachedMatch<SearchRow>, scope: SearchScope): Promise<SearchResult> {
    let rows = scope.viewerId ? undefined : kept.anonymousRows;
    if (!rows) {
      rows = await pageRows(kept.ids, scope);
      if (!scope.viewerId) kept.anonymousRows = rows;
    }
    return { rows, total: kept.total, totalIsEstimate: kept.totalIsEstimate, matchedBy: kept.matchedBy };
  }

  /** Runs a search's statements with its planner settings: as they are when db's connections start with them. */
  const withSettings = <T>(work: (runner: Runner) => Promise<T>): Promise<T> =>
    options.settingsInConnection
      ? work(db)
      : db.transaction(async (tx) => {
          await tx.execute(SEARCH_SETTINGS);
          return work(tx);
        });

  /** The match of a search (its page, total and how the text matched), computed by the stages in turn. */
  async function match(filters: TmcFilters, scope: SearchScope): Promise<SearchResult> {
    const qTerms = filters.q ? queryTerms(filters.q) : [];
    const nameTerms = filters.name ? queryTerms(filters.name) : [];
    const hasText = qTerms.length > 0 || nameTerms.length > 0;
    const facets = facetTsQuery(filters);
    const firstStage = await stageQueries(stemsOf, qTerms, nameTerms, false, facets);
    // The stages run with the search's planner settings (point 4 of the header), and everything a later stage
    // looks up runs the same way: in one transaction that sets them, which holds one connection (PGlite has
    // only one), unless db's connections start with them. The page's rows are read after.
    const { matched, matchedBy } = await withSettings(async (tx): Promise<{ matched: StageMatch; matchedBy: SearchResult['matchedBy'] }> => {
      const first = await stageMatch(tx, filters, scope, firstStage);
      if (!hasText || found(first)) return { matched: first, matchedBy: hasText ? 'forms' : 'none' };
      const second = await stageMatch(tx, filters, scope, await stageQueries(stemsOf, qTerms, nameTerms, true, facets, tx));
      if (found(second)) return { matched: second, matchedBy: 'prefix' };
      // A miss of the prefix stage too is the typo case: the words are corrected against the goods' vocabulary.
      const qFixed = await corrected(tx, qTerms);
      const nameFixed = await corrected(tx, nameTerms);
      const changed = (fixed: Map<string, string>) => [...fixed].some(([from, to]) => from !== to);
      if (!changed(qFixed) && !changed(nameFixed)) return { matched: second, matchedBy: 'prefix' };
      // Corrected words are whole words of the goods' names: their word forms are enough, no prefixes.
      const thirdStage = await stageQueries(stemsOf, correctedTerms(qTerms, qFixed), correctedTerms(nameTerms, nameFixed), false, facets, tx);
      return { matched: await stageMatch(tx, filters, scope, thirdStage), matchedBy: 'typo' };
    });
    const rows = await pageRows(matched.ids, scope);
    const { count } = matched;
    return count === 'more'
      ? { rows, total: TMC_LIMITS.exactTotalLimit, totalIsEstimate: true, matchedBy }
      : { rows, total: count, totalIsEstimate: false, matchedBy };
  }

  return {
    /**
     * `line` runs the work of a search that is not answered from the cache (the visitors' search line,
     * tmc.service.ts): a kept answer costs one short statement for an anonymous visitor (the context) and
     * two for a signed-in one (their rows are read again), and waits behind no search that counts its matches.
     */
    async search(filters: TmcFilters, inputScope: SearchScope, options: { line?: <T>(work: () => Promise<T>) => Promise<T> } = {}): Promise<SearchResult> {
      const line = options.line ?? (<T>(work: () => Promise<T>) => work());
      // Only the common base is cached: the staff's lists are few, and show goods of every status.
      const context = await searchContext(filters, inputScope, cache.enabled && inputScope.publicOnly);
      if (context.sellerIds?.length === 0) return { rows: [], total: 0, totalIsEstimate: false, matchedBy: 'none' };
      const scope: SearchScope = {
        ...inputScope,
        ...(context.sellerIds ? { resolvedSellerIds: context.sellerIds } : {}),
        ...(context.excluded ? { excluded: context.excluded } : {}),
      };
      const generation = context.generation;
      if (generation === null) return line(() => match(filters, scope));
      // Everything the match depends on besides the goods: the filters, the scope, and the context just
      // read (the sellers the filters leave, the goods other buyers hold, the sellers not active). The
      // viewer counts only through the holds; their own marks are read with the page's rows.
      const key = cache.keyOf([filters, inputScope.premiumOn, inputScope.publishedBetween, inputScope.ids, inputScope.sellerIds, context.sellerIds, context.excluded]);
      const hit = cache.get(key, generation);
      if (hit) return keptAnswer(hit, scope);
      // The same search of the same generation being computed now answers this one too: a search that is not
      // kept yet is computed once however many visitors ask for it meanwhile (a popular query after a restart).
      const flight = `${generation} ${key}`;
      const pending = computing.get(flight);
      if (pending) return keptAnswer(await pending.then((p) => p.kept), scope);
      const computation = (async () => {
        const result = await line(() => match(filters, scope));
        const kept: CachedMatch<SearchRow> = {
          ids: result.rows.map((r) => r.id),
          total: result.total,
          totalIsEstimate: result.totalIsEstimate,
          matchedBy: result.matchedBy,
          ...(scope.viewerId ? {} : { anonymousRows: result.rows }),
        };
        const [after] = await queryRows<{ generation: number | string }>(db, generationNow);
        if (after && String(after.generation) === generation) cache.set(key, generation, kept);
        return { result, kept };
      })();
      computing.set(flight, computation);
      try {
        return (await computation).result;
      } finally {
        computing.delete(flight);
      }
    },
  };
}
export type TmcSearch = ReturnType<typeof createTmcSearch>;
