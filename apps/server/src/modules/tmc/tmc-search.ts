// The goods search over the common base (and the same engine for the admin queue and the supplier's
// inventory). Plan of a request, chosen so that no request scores or counts every match of a common word
// over a million goods (DESIGN.md section 8; docs/decisions.md, 'Goods search'):
//
// 1. Filters become one WHERE; the text becomes relevance tiers: an exact stock number, then goods whose
//    name or stock number has the words (weight A), then goods that have them only in the description.
//    Each tier is its own ORDER BY published_at DESC LIMIT n subquery, glued with UNION ALL: PostgreSQL
//    runs them in order and stops as soon as the page is full, and for a common word each tier is a
//    backward scan of the publication index that stops after offset + size matches.
// 2. The total is counted exactly up to TMC_LIMITS.exactTotalLimit (a LIMIT-ed count); above it the
//    planner's row estimate is returned with totalIsEstimate = true.
// 3. Text is matched in stages, each tried only when the previous found nothing: word forms (the
//    'russian' stemmer), then word beginnings, then the words corrected against the goods' vocabulary
//    (tmc_words) for typos.
import { sql, type SQL } from 'drizzle-orm';
import { TMC_LIMITS, type TmcStatus } from '@tmc/shared/tmc-schemas';
import type { TmcAdminSearchQuery } from '@tmc/shared/tmc-search-schemas';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../lib/paged.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { heldGoodsIds, isHeld, isHeldBy } from '../cart/hold-conditions.ts';
import { activeSeller, premiumSellerOn } from '../sellers/seller-conditions.ts';
import { correctWords, looksLikeStockNumber, prefixPattern, queryWords, toTsQuery } from './tmc-text-query.ts';

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
  total: number;
  totalIsEstimate: boolean;
  /** The words finally used (after typo correction), for the log and tests. */
  matchedBy: 'none' | 'forms' | 'prefix' | 'typo';
}

/** Time an exact count may take before the estimate is used instead. */
export const COUNT_BUDGET_MS = 10;
/**
 * Below this estimate the count runs without the budget: so few matches cost about what the page itself
 * cost, and a small total (the common case of a narrow search) is then always exact.
 */
const SMALL_ESTIMATE = 100;
/** An estimate this many times over the exact limit is trusted without trying to count. */
const CERTAINLY_MORE = 5;

/** PostgreSQL's query_canceled (statement_timeout), possibly wrapped by drizzle. */
function isQueryCanceled(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

/** Moscow midnight of a yyyy-mm-dd date, as an SQL timestamptz. */
const moscowMidnight = (date: string): SQL => sql`((${date})::date::timestamp at time zone 'Europe/Moscow')`;

interface TextStage {
  /** to_tsquery text for q over every field, and for q over the name only. */
  q: string | null;
  qName: string | null;
  /** to_tsquery text of the name filter (name only). */
  name: string | null;
}

function stageQueries(qWords: string[], nameWords: string[], prefix: boolean): TextStage {
  return {
    q: qWords.length ? toTsQuery(qWords, { prefix }) : null,
    qName: qWords.length ? toTsQuery(qWords, { prefix, nameOnly: true }) : null,
    name: nameWords.length ? toTsQuery(nameWords, { prefix, nameOnly: true }) : null,
  };
}

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

export function createTmcSearch(db: Db) {
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
    if (stage.name) where.push(sql`t.search @@ to_tsquery('russian', ${stage.name})`);
    if (filters.unit) where.push(sql`t.unit = ${filters.unit}`);
    if (filters.vat) where.push(sql`t.vat = ${filters.vat}`);
    if (filters.year !== undefined) where.push(sql`t.year = ${filters.year}`);
    if (filters.region) where.push(sql`t.region = ${filters.region}`);
    if (filters.price_from !== undefined) where.push(sql`t.price >= ${filters.price_from}`);
    if (filters.price_to !== undefined) where.push(sql`t.price <= ${filters.price_to}`);
    if (filters.created_at_from) where.push(sql`t.created_at >= ${moscowMidnight(filters.created_at_from)}`);
    if (filters.created_at_to) where.push(sql`t.created_at < ${moscowMidnight(filters.created_at_to)} + interval '1 day'`);
    if (filters.stock_number && filters.q) {
      where.push(sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)}`);
    }
    return where;
  }

  /** Relevance tiers, best first; their union is everything that matches. */
  function tiers(filters: TmcFilters, stage: TextStage): SQL[] {
    if (stage.q) {
      const fts = sql`t.search @@ to_tsquery('russian', ${stage.q})`;
      const inName = sql`t.search @@ to_tsquery('russian', ${stage.qName})`;
      if (filters.q && looksLikeStockNumber(filters.q)) {
        const exact = sql`lower(t.stock_number) = ${filters.q.trim().toLowerCase()}`;
        const prefix = sql`lower(t.stock_number) like ${prefixPattern(filters.q)}`;
        return [
          exact,
          sql`(${inName} or ${prefix}) and coalesce(lower(t.stock_number), '') <> ${filters.q.trim().toLowerCase()}`,
          sql`${fts} and not (${inName}) and coalesce(lower(t.stock_number), '') not like ${prefixPattern(filters.q)}`,
        ];
      }
      return [inName, sql`${fts} and not (${inName})`];
    }
    if (filters.stock_number) {
      const value = filters.stock_number.trim().toLowerCase();
      return [sql`lower(t.stock_number) = ${value}`, sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)} and lower(t.stock_number) <> ${value}`];
    }
    return [sql`true`];
  }

  /** Everything any tier matches (for the count), written as one simple condition the planner estimates well. */
  function anyTier(filters: TmcFilters, stage: TextStage): SQL {
    if (stage.q) {
      const fts = sql`t.search @@ to_tsquery('russian', ${stage.q})`;
      return filters.q && looksLikeStockNumber(filters.q) ? sql`(${fts} or lower(t.stock_number) like ${prefixPattern(filters.q)})` : fts;
    }
    if (filters.stock_number) return sql`lower(t.stock_number) like ${prefixPattern(filters.stock_number)}`;
    return sql`true`;
  }

  async function pageRows(filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<SearchRow[]> {
    const where = baseConditions(filters, scope, stage);
    const offset = pageOffset(filters);
    const n = offset + filters.size;
    // Public lists: newest publication first (the partial index on published_at); own lists: newest first by id.
    const order = scope.publicOnly ? sql`t.published_at desc, t.id desc` : sql`t.id desc`;
    const parts = tiers(filters, stage).map(
      (tier) => sql`(select t.id from tmc t where ${sql.join([...where, tier], sql` and `)} order by ${order} limit ${n})`,
    );
    const viewer = scope.viewerId;
    const rows = await queryRows<Record<string, unknown>>(db, sql`
      with page as (
        select u.id, row_number() over () as rn
        from (select v.id from (${sql.join(parts, sql` union all `)}) v limit ${filters.size} offset ${offset}) u
      )
      select t.id, t.name, t.stock_number, t.unit, t.quantity, t.price, t.vat, t.year, t.region,
             s.seller_code, s.title as seller_title, t.published_at, t.created_at, t.updated_at, t.status, t.reject_reason,
             (select ph.thumb_path from tmc_photos ph where ph.tmc_id = t.id order by ph.position, ph.created_at limit 1) as thumb_path,
             ${isHeld(sql`t.id`)} as reserved,
             ${viewer ? isHeldBy(sql`t.id`, viewer) : sql`false`} as reserved_by_me,
             ${viewer ? sql`exists (select 1 from favourites f where f.tmc_id = t.id and f.user_id = ${viewer})` : sql`false`} as favourite
      from page p
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

  /**
   * Exact count up to the limit; 'more' past the limit; 'slow' when counting would take longer than the
   * budget (a common word crossed with a common region reads two long index lists however few goods match).
   */
  async function cappedCount(filters: TmcFilters, scope: SearchScope, stage: TextStage, budgeted: boolean): Promise<number | 'more' | 'slow'> {
    const where = [...baseConditions(filters, scope, stage), anyTier(filters, stage)];
    const limit = TMC_LIMITS.exactTotalLimit;
    try {
      const n = await db.transaction(async (tx) => {
        if (budgeted) await tx.execute(sql.raw(`set local statement_timeout = ${COUNT_BUDGET_MS}`));
        const rows = await queryRows<{ n: number | string }>(
          tx,
          sql`select count(*) as n from (select 1 from tmc t where ${sql.join(where, sql` and `)} limit ${limit + 1}) x`,
        );
        return Number(rows[0]?.n ?? 0);
      });
      return n > limit ? 'more' : n;
    } catch (error) {
      if (isQueryCanceled(error)) return 'slow';
      throw error;
    }
  }

  /** The planner's row estimate of the whole match (no rows are read). */
  async function estimate(filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<number> {
    const where = [...baseConditions(filters, scope, stage, true), anyTier(filters, stage)];
    const rows = await queryRows<Record<string, unknown>>(db, sql`explain (format json) select 1 from tmc t where ${sql.join(where, sql` and `)}`);
    const raw = Object.values(rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
  }

  async function runStage(filters: TmcFilters, scope: SearchScope, stage: TextStage): Promise<Omit<SearchResult, 'matchedBy'>> {
    // The count starts as soon as the estimate says it is worth trying, while the page is still being read.
    const [rows, { estimated, counted }] = await Promise.all([
      pageRows(filters, scope, stage),
      estimate(filters, scope, stage).then(async (estimated) => ({
        estimated,
        counted:
          estimated > TMC_LIMITS.exactTotalLimit * CERTAINLY_MORE ? ('more' as const) : await cappedCount(filters, scope, stage, estimated > SMALL_ESTIMATE),
      })),
    ]);
    const offset = pageOffset(filters);
    // A page that is not full tells the exact total without counting.
    if (rows.length < filters.size && (offset === 0 || rows.length > 0)) return { rows, total: offset + rows.length, totalIsEstimate: false };
    if (typeof counted === 'number') return { rows, total: counted, totalIsEstimate: false };
    const seen = offset + rows.length + (rows.length === filters.size ? 1 : 0);
    const atLeast = Math.max(offset + rows.length, TMC_LIMITS.exactTotalLimit + 1);
    return { rows, total: Math.max(estimated, counted === 'more' ? atLeast : seen), totalIsEstimate: true };
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
  async function corrected(words: string[]): Promise<string[]> {
    const candidates = words.filter((w) => w.length >= 4);
    if (candidates.length === 0) return words;
    // One indexed lookup per word (trigram neighbours, and same first letter with a length within 2),
    // so the cost stays small however large the vocabulary grows.
    const lookups = candidates.map(
      (w) => sql`(select word from tmc_words where word % ${w}
        union select word from tmc_words where left(word, 1) = ${w[0]!} and length(word) between ${w.length - 2} and ${w.length + 2})`,
    );
    const known = await queryRows<{ word: string }>(db, sql.join(lookups, sql` union `));
    return correctWords(words, known.map((r) => r.word));
  }

  return {
    async search(filters: TmcFilters, inputScope: SearchScope): Promise<SearchResult> {
      const resolvedSellerIds = await resolveSellers(filters, inputScope);
      if (resolvedSellerIds?.length === 0) return { rows: [], total: 0, totalIsEstimate: false, matchedBy: 'none' };
      const scope: SearchScope = resolvedSellerIds ? { ...inputScope, resolvedSellerIds } : inputScope;
      const qWords = filters.q ? queryWords(filters.q) : [];
      const nameWords = filters.name ? queryWords(filters.name) : [];
      const hasText = qWords.length > 0 || nameWords.length > 0;
      const first = await runStage(filters, scope, stageQueries(qWords, nameWords, false));
      if (!hasText || first.total > 0) return { ...first, matchedBy: hasText ? 'forms' : 'none' };
      // The corrections are looked up while the prefix stage runs: a miss there is the typo case.
      const [second, [qFixed, nameFixed]] = await Promise.all([
        runStage(filters, scope, stageQueries(qWords, nameWords, true)),
        Promise.all([corrected(qWords), corrected(nameWords)]),
      ]);
      if (second.total > 0) return { ...second, matchedBy: 'prefix' };
      if (qFixed.join(' ') === qWords.join(' ') && nameFixed.join(' ') === nameWords.join(' ')) return { ...second, matchedBy: 'prefix' };
      // Corrected words are whole words of the goods' names: their word forms are enough, no prefixes.
      const third = await runStage(filters, scope, stageQueries(qFixed, nameFixed, false));
      return { ...third, matchedBy: 'typo' };
    },
  };
}
export type TmcSearch = ReturnType<typeof createTmcSearch>;
