// The goods search over the common base (and the same engine for the admin queue and the supplier's
// inventory). Plan of a request, chosen so that no request scores, sorts or counts every match of a
// common word over a million goods, and so that a request's answer never depends on the machine's load
// (DESIGN.md section 8; docs/decisions.md, 'Goods search' and 'Search: speed and totals'):
//
// 1. Filters become one WHERE; the text becomes relevance tiers: the goods whose whole name is the query
//    or whose stock number is it exactly, then goods whose name or stock number has the words (weight A),
//    then goods that have them only in the description.
// 2. The planner's row estimate (EXPLAIN, nothing read) picks the order of work. Unless it is far above
//    exactTotalLimit, one statement reads every match (at most exactTotalLimit + 1) through the indexes,
//    counts them and sorts the page out of them. When there are more (or the estimate says so), the page
//    is read with each tier as its own ORDER BY published_at DESC LIMIT n subquery, glued with UNION ALL,
//    which stops as soon as the page is full (a backward walk of the publication index for a common word).
// 3. The total is exact up to TMC_LIMITS.exactTotalLimit; above it totalIsEstimate is true and the total
//    is the limit itself: the web says 'более 10 000'.
// 4. The statements of a search share one transaction with parallel workers and JIT off: a parallel
//    backward index scan reads the whole index before its Gather Merge returns the first 20 rows, and JIT
//    compiles for longer than these queries run.
// 5. Text is matched in stages, each tried only when the previous found nothing: every form of the words
//    (the 'russian' stemmer, widened to the forms of irregular nouns by the morphological dictionary) and
//    codes as their beginnings, then word beginnings, then the words corrected against the goods'
//    vocabulary (tmc_words) for typos.
import { sql, type SQL } from 'drizzle-orm';
import { goodsCategoryBySlug } from '@tmc/shared/goods-categories';
import { TMC_LIMITS, type TmcStatus } from '@tmc/shared/tmc-schemas';
import type { TmcAdminSearchQuery } from '@tmc/shared/tmc-search-schemas';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../lib/paged.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { heldGoodsIds, isHeld, isHeldBy } from '../cart/hold-conditions.ts';
import { activeSeller, premiumSellerOn } from '../sellers/seller-conditions.ts';
import {
  codeTsQuery,
  correctWords,
  lexemesTsQuery,
  looksLikeStockNumber,
  prefixPattern,
  prefixTsQuery,
  queryTerms,
  toTsQuery,
  type QueryTerm,
} from './tmc-text-query.ts';
import { createWordStems, type WordStems } from './tmc-word-stems.ts';

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
/** Pages ending within this many results are walked once more than the limit is known to match. */
const WALK_ALWAYS_WITHIN = 200;
/** Settings of a search's transaction (see the header, point 4); work_mem keeps a common word's bitmap exact. */
const SEARCH_SETTINGS = sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true), set_config('work_mem', '16MB', true)`;

/** Moscow midnight of a yyyy-mm-dd date, as an SQL timestamptz. */
const moscowMidnight = (date: string): SQL => sql`((${date})::date::timestamp at time zone 'Europe/Moscow')`;

interface TextStage {
  /** tsquery expressions: q over every field, q over the name and stock number only, the name filter. */
  q: SQL | null;
  qName: SQL | null;
  name: SQL | null;
  /**
   * The filters that are lexemes of tmc.search (region, year, VAT, unit: tmc_facet_vector() in migration
   * 0010), ANDed into q and qName (or into name when there is no q) so that text and filters are one GIN
   * scan; on their own here when there is no text, and for the exact-name tier.
   */
  facets: SQL | null;
}

/** The filters as facet lexemes of tmc.search, or null. Their values are checked by the query schema. */
function facetTsQuery(filters: TmcFilters): SQL | null {
  const lexemes: string[] = [];
  if (filters.region) lexemes.push(`§r${filters.region}`);
  if (filters.year !== undefined) lexemes.push(`§y${filters.year}`);
  if (filters.vat) lexemes.push(`§v${filters.vat}`);
  if (filters.unit) lexemes.push(`§u${filters.unit}`);
  if (lexemes.some((l) => !/^§[ryvu][0-9a-z]+$/.test(l))) throw new Error('unexpected filter value');
  return lexemes.length ? sql`${lexemes.map((l) => `'${l}'`).join(' & ')}::tsquery` : null;
}

const andTs = (a: SQL | null, b: SQL | null): SQL | null => (a && b ? sql`(${a} && ${b})` : (a ?? b));

export interface TermsQueryOptions {
  /** Words (of 3+ letters) and codes also match as beginnings. */
  prefix?: boolean;
  /** Only the name and the stock number (weight A). */
  nameOnly?: boolean;
  /** The lexemes of every form of each word (createWordStems); a word is matched in any of them. */
  stems?: Map<string, string[]>;
}

/**
 * The tsquery expression of the terms, ANDed: each term's words (as beginnings with prefix, in any of their
 * forms with stems, else through to_tsquery), OR its code lexemes. Null for no terms; a query that never
 * matches when every term was a stop word ('и для').
 */
export function termsTsQuery(terms: readonly QueryTerm[], options: TermsQueryOptions): SQL | null {
  if (terms.length === 0) return null;
  const parts: SQL[] = [];
  for (const term of terms) {
    const words: SQL[] = [];
    for (const word of term.words) {
      const alternatives: SQL[] = [];
      if (options.prefix) alternatives.push(sql`to_tsquery('russian', ${prefixTsQuery(word, options)})`);
      const lexemes = options.stems ? lexemesTsQuery(options.stems.get(word) ?? [], options) : null;
      if (lexemes) alternatives.push(sql`${lexemes}::tsquery`);
      if (!options.prefix && !options.stems) alternatives.push(sql`to_tsquery('russian', ${toTsQuery([word], options)})`);
      if (alternatives.length) words.push(alternatives.length > 1 ? sql`(${sql.join(alternatives, sql` || `)})` : alternatives[0]!);
    }
    const codes = codeTsQuery(term, options);
    const wordsQuery = words.length ? (words.length > 1 ? sql`(${sql.join(words, sql` && `)})` : words[0]!) : null;
    if (wordsQuery && codes) parts.push(sql`(${wordsQuery} || ${codes}::tsquery)`);
    else if (wordsQuery) parts.push(wordsQuery);
    else if (codes) parts.push(sql`${codes}::tsquery`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` && `)})` : sql`''::tsquery`;
}

async function stageQueries(
  stemsOf: WordStems,
  qTerms: QueryTerm[],
  nameTerms: QueryTerm[],
  prefix: boolean,
  facets: SQL | null,
): Promise<TextStage> {
  // Every form of the words in the exact stage; the prefix stage matches beginnings instead.
  const stems = prefix ? undefined : await stemsOf([...qTerms, ...nameTerms].flatMap((t) => t.words));
  const q = termsTsQuery(qTerms, { prefix, stems });
  const name = termsTsQuery(nameTerms, { prefix, stems, nameOnly: true });
  return {
    q: q ? andTs(q, facets) : null,
    qName: q ? andTs(termsTsQuery(qTerms, { prefix, stems, nameOnly: true }), facets) : null,
    name: name && !q ? andTs(name, facets) : name,
    facets,
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

function toIso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
}

type Runner = Pick<Db, 'execute'>;

export function createTmcSearch(db: Db) {
  const stemsOf = createWordStems(db);
  /** Conditions every tier shares (no text relevance in them). */
  function baseConditions(filters: TmcFilters, scope: SearchScope, stage: TextStage, forEstimate = false): SQL[] {
    const where: SQL[] = [];
    if (scope.publicOnly) where.push(sql`t.status = 'published'`);
    // The planner guesses half the rows for "not in (subquery)"; held goods and blocked sellers are a
    // sliver of the base, so the estimate leaves them out rather than halve every total.
    if (scope.publicOnly && !forEstimate) {
      // Goods another buyer holds are left out (spec section 4); a visitor sees no held goods at all.
      where.push(sql`t.id not in (${heldGoodsIds(scope.viewerId)})`);
    }
    if (!scope.publicOnly && filters.status) {
      where.push(sql`t.status = ${filters.status}`);
    }
    // Seller conditions become an array computed once (an InitPlan), not a join: the planner then keeps
    // the goods' own indexes and never nests a loop over sellers (300 sellers x 100,000 goods of a word).
    if (scope.publicOnly && !forEstimate) {
      where.push(sql`t.seller_id <> all (array(select ${sellers.id} from ${sellers} where not (${activeSeller})))`);
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
    if (stage.name) where.push(sql`t.search @@ ${stage.name}`);
    // Filters by region, year, VAT and unit are in the text query already, or here without text.
    if (!stage.q && !stage.name && stage.facets) where.push(sql`t.search @@ ${stage.facets}`);
    // With text or facet lexemes the GIN scan is narrow, and a price range is checked on its rows: the
    // planner would otherwise AND in a bitmap of every price in the range (180,000 entries for 1,000-4,000 ₽).
    // 't.price + 0' is the same value without the price index; alone, the range uses the index.
    const price = stage.q || stage.name || stage.facets ? sql`(t.price + 0)` : sql`t.price`;
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
   * The first tier: the whole name is the query (a suggestion taken), or the stock number is it exactly.
   * Written for the indexes on lower(name) and lower(stock_number); negated, null-safe.
   */
  function exactTier(filters: TmcFilters, negated = false): SQL {
    const q = filters.q ?? '';
    const byName = sql`lower(t.name) = ${wholeName(q)}`;
    if (!looksLikeStockNumber(q)) return negated ? sql`lower(t.name) <> ${wholeName(q)}` : byName;
    const stock = q.trim().toLowerCase();
    return negated
      ? sql`lower(t.name) <> ${wholeName(q)} and coalesce(lower(t.stock_number), '') <> ${stock}`
      : sql`(${byName} or lower(t.stock_number) = ${stock})`;
  }

  /** Relevance tiers, best first; their union is everything that matches. */
  function tiers(filters: TmcFilters, stage: TextStage): SQL[] {
    if (stage.q) {
      const exact = stage.facets ? sql`${exactTier(filters)} and t.search @@ ${stage.facets}` : exactTier(filters);
      const notExact = exactTier(filters, true);
      const fts = sql`t.search @@ ${stage.q}`;
      const inName = sql`t.search @@ ${stage.qName}`;
      if (filters.q && looksLikeStockNumber(filters.q)) {
        const prefix = sql`lower(t.stock_number) like ${prefixPattern(filters.q)}`;
        return [
          exact,
          sql`(${inName} or ${prefix}) and ${notExact}`,
          sql`${fts} and not (${inName}) and coalesce(lower(t.stock_number), '') not like ${prefixPattern(filters.q)} and ${notExact}`,
        ];
      }
      return [exact, sql`${inName} and ${notExact}`, sql`${fts} and not (${inName}) and ${notExact}`];
    }
    if (filters.stock_number) {
      const value = filters.stock_number.trim().toLowerCase();
      return [sql`lower(t.stock_number) = ${value}`, sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)} and lower(t.stock_number) <> ${value}`];
    }
    return [sql`true`];
  }

  /** Everything any tier matches, written as one simple condition the planner estimates well. */
  function anyTier(filters: TmcFilters, stage: TextStage): SQL {
    if (stage.q) {
      const fts = sql`t.search @@ ${stage.q}`;
      return filters.q && looksLikeStockNumber(filters.q) ? sql`(${fts} or lower(t.stock_number) like ${prefixPattern(filters.q)})` : fts;
    }
    if (filters.stock_number) return sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)}`;
    return sql`true`;
  }

  /** Public lists: newest publication first; own lists (every status): newest first by id. */
  const orderOf = (scope: SearchScope): SQL => (scope.publicOnly ? sql`published_at desc, id desc` : sql`id desc`);

  /** The page's ids by walking each tier in order (see the header, point 2). */
  async function walkPage(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<number[]> {
    const where = baseConditions(filters, scope, stage);
    const offset = pageOffset(filters);
    const n = offset + filters.size;
    const order = scope.publicOnly ? sql`t.published_at desc, t.id desc` : sql`t.id desc`;
    const parts = tiers(filters, stage).map(
      (tier) => sql`(select t.id from tmc t where ${sql.join([...where, tier], sql` and `)} order by ${order} limit ${n})`,
    );
    const rows = await queryRows<{ id: number | string }>(tx, sql`select v.id from (${sql.join(parts, sql` union all `)}) v limit ${filters.size} offset ${offset}`);
    return rows.map((r) => Number(r.id));
  }

  /**
   * Every match, at most exactTotalLimit + 1, read once: their number, and the page sorted out of them by
   * tier and recency (right only when the number is within the limit).
   */
  async function smallMatch(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<{ count: number; ids: number[] }> {
    const where = [...baseConditions(filters, scope, stage), anyTier(filters, stage)];
    const tierCases = tiers(filters, stage);
    const tier = tierCases.length > 1 ? sql`case ${sql.join(tierCases.slice(0, -1).map((c, i) => sql`when ${c} then ${i}`), sql` `)} else ${tierCases.length - 1} end` : sql`0`;
    const rows = await queryRows<{ n: number | string; ids: (number | string)[] | null }>(tx, sql`
      with m as materialized (
        select t.id, t.published_at, ${tier} as tier from tmc t where ${sql.join(where, sql` and `)} limit ${TMC_LIMITS.exactTotalLimit + 1}
      )
      select (select count(*) from m) as n,
             array(select id from m order by tier, ${orderOf(scope)} limit ${filters.size} offset ${pageOffset(filters)}) as ids`);
    return { count: Number(rows[0]?.n ?? 0), ids: (rows[0]?.ids ?? []).map(Number) };
  }

  /** The planner's row estimate of the whole match (no rows are read). */
  async function estimate(tx: Runner, filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<number> {
    const where = [...baseConditions(filters, scope, stage, true), anyTier(filters, stage)];
    const rows = await queryRows<Record<string, unknown>>(tx, sql`explain (format json) select 1 from tmc t where ${sql.join(where, sql` and `)}`);
    const raw = Object.values(rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  }

  /** The rows of the page's ids, in their order. */
  async function pageRows(tx: Runner, ids: number[], scope: SearchScope): Promise<SearchRow[]> {
    if (ids.length === 0) return [];
    const viewer = scope.viewerId;
    const rows = await queryRows<Record<string, unknown>>(tx, sql`
      select t.id, t.name, t.stock_number, t.unit, t.quantity, t.price, t.vat, t.year, t.region, t.category,
             s.seller_code, s.title as seller_title, t.published_at, t.created_at, t.updated_at, t.status, t.reject_reason,
             (select ph.thumb_path from tmc_photos ph where ph.tmc_id = t.id order by ph.position, ph.created_at limit 1) as thumb_path,
             ${isHeld(sql`t.id`)} as reserved,
             ${viewer ? isHeldBy(sql`t.id`, viewer) : sql`false`} as reserved_by_me,
             ${viewer ? sql`exists (select 1 from favourites f where f.tmc_id = t.id and f.user_id = ${viewer})` : sql`false`} as favourite
      from unnest(${sql.param(ids)}::bigint[]) with ordinality as p(id, rn)
      join tmc t on t.id = p.id
      join sellers s on s.id = t.seller_id
      order by p.rn`);
    return rows.map((r) => ({
      id: Number(r['id']),
      name: String(r['name']),
      stockNumber: (r['stock_number'] as string | null) ?? null,
      unit: String(r['unit']),
      quantity: Number(r['quantity']),
      price: Number(r['price']),
      vat: String(r['vat']),
      year: r['year'] === null ? null : Number(r['year']),
      region: (r['region'] as string | null) ?? null,
      category: Number(r['category'] ?? 0),
      sellerCode: String(r['seller_code']),
      sellerTitle: String(r['seller_title']),
      thumbPath: (r['thumb_path'] as string | null) ?? null,
      publishedAt: toIso(r['published_at']),
      createdAt: toIso(r['created_at'])!,
      updatedAt: toIso(r['updated_at'])!,
      status: r['status'] as TmcStatus,
      rejectReason: (r['reject_reason'] as string | null) ?? null,
      reserved: Boolean(r['reserved']),
      reservedByMe: Boolean(r['reserved_by_me']),
      favourite: Boolean(r['favourite']),
    }));
  }

  async function runStage(filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<Omit<SearchResult, 'matchedBy'>> {
    const limit = TMC_LIMITS.exactTotalLimit;
    return db.transaction(async (tx) => {
      await tx.execute(SEARCH_SETTINGS);
      const estimated = await estimate(tx, filters, scope, stage);
      let ids: number[] | null = null;
      let count: number | 'more';
      if (estimated > limit * CERTAINLY_MORE) {
        count = 'more';
      } else {
        // Counting reads every match anyway (up to the limit), so the page is sorted out of the same rows.
        const small = await smallMatch(tx, filters, scope, stage);
        count = small.count > limit ? 'more' : small.count;
        if (count !== 'more') ids = small.ids;
      }
      if (ids === null) {
        // Counting found more than the limit although the planner expected fewer (two words that go
        // together, 'гост электросварная труба': 247 expected, 13,228 found). Over a million goods that is
        // at least 1 %, so a first page is a short walk of the publication index; the planner, still
        // believing its estimate, would read and sort every match instead. Deeper pages keep its choice, and
        // so do stock numbers and filters alone, whose values go with time (a stock number's prefix is a
        // seller's older goods: the walk would read most of the index before reaching them).
        const forceWalk = stage.q !== null && estimated <= limit && pageOffset(filters) + filters.size <= WALK_ALWAYS_WITHIN;
        if (forceWalk) await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true)`);
        ids = await walkPage(tx, filters, scope, stage);
        if (forceWalk) await tx.execute(sql`select set_config('enable_bitmapscan', 'on', true)`);
        const offset = pageOffset(filters);
        // A page that is not full tells the exact total without counting.
        if (ids.length < filters.size && (offset === 0 || ids.length > 0)) count = offset + ids.length;
      }
      const rows = await pageRows(tx, ids, scope);
      return count === 'more' ? { rows, total: limit, totalIsEstimate: true } : { rows, total: count, totalIsEstimate: false };
    });
  }

  /** Ids of the sellers that the seller filters leave, or undefined when no seller filter applies. */
  async function resolveSellers(filters: TmcFilters, scope: SearchScope): Promise<string[] | undefined> {
    const sellerWhere: SQL[] = [];
    if (scope.premiumOn) sellerWhere.push(premiumSellerOn(scope.premiumOn));
    if (filters.seller_code) sellerWhere.push(sql`${sellers.sellerCode} = ${filters.seller_code}`);
    if (filters.corporation_id) {
      sellerWhere.push(sql`${sellers.id} in (select cs.seller_id from corporation_sellers cs where cs.corporation_id = ${filters.corporation_id})`);
    }
    if (scope.sellerIds) sellerWhere.push(sql`${sellers.id} = any(${sql.param([...scope.sellerIds])}::uuid[])`);
    if (sellerWhere.length === 0) return undefined;
    const rows = await queryRows<{ id: string }>(db, sql`select ${sellers.id} from ${sellers} where ${sql.join(sellerWhere, sql` and `)}`);
    return rows.map((r) => r.id);
  }

  /** Known words closest to the typed ones (typo correction), from the goods' vocabulary. */
  async function corrected(terms: QueryTerm[]): Promise<Map<string, string>> {
    const words = terms.filter(correctable).map((t) => t.text);
    const candidates = words.filter((w) => w.length >= 4);
    if (candidates.length === 0) return new Map();
    // One indexed lookup per word (trigram neighbours, and same first letter with a length within 2),
    // so the cost stays small however large the vocabulary grows.
    const lookups = candidates.map(
      (w) => sql`(select word from tmc_words where word % ${w}
        union select word from tmc_words where left(word, 1) = ${w[0]!} and length(word) between ${w.length - 2} and ${w.length + 2})`,
    );
    const known = await queryRows<{ word: string }>(db, sql.join(lookups, sql` union `));
    const fixed = correctWords(candidates, known.map((r) => r.word));
    return new Map(candidates.map((w, i) => [w, fixed[i]!]));
  }

  return {
    async search(filters: TmcFilters, inputScope: SearchScope): Promise<SearchResult> {
      const resolvedSellerIds = await resolveSellers(filters, inputScope);
      if (resolvedSellerIds?.length === 0) return { rows: [], total: 0, totalIsEstimate: false, matchedBy: 'none' };
      const scope: SearchScope = resolvedSellerIds ? { ...inputScope, resolvedSellerIds } : inputScope;
      const qTerms = filters.q ? queryTerms(filters.q) : [];
      const nameTerms = filters.name ? queryTerms(filters.name) : [];
      const hasText = qTerms.length > 0 || nameTerms.length > 0;
      const facets = facetTsQuery(filters);
      const first = await runStage(filters, scope, await stageQueries(stemsOf, qTerms, nameTerms, false, facets));
      if (!hasText || first.total > 0) return { ...first, matchedBy: hasText ? 'forms' : 'none' };
      // The corrections are looked up while the prefix stage runs: a miss there is the typo case.
      const [second, [qFixed, nameFixed]] = await Promise.all([
        stageQueries(stemsOf, qTerms, nameTerms, true, facets).then((stage) => runStage(filters, scope, stage)),
        Promise.all([corrected(qTerms), corrected(nameTerms)]),
      ]);
      if (second.total > 0) return { ...second, matchedBy: 'prefix' };
      const changed = (fixed: Map<string, string>) => [...fixed].some(([from, to]) => from !== to);
      if (!changed(qFixed) && !changed(nameFixed)) return { ...second, matchedBy: 'prefix' };
      // Corrected words are whole words of the goods' names: their word forms are enough, no prefixes.
      const third = await runStage(filters, scope, await stageQueries(stemsOf, correctedTerms(qTerms, qFixed), correctedTerms(nameTerms, nameFixed), false, facets));
      return { ...third, matchedBy: 'typo' };
    },
  };
}
export type TmcSearch = ReturnType<typeof createTmcSearch>;
