import type { HeldGoodsPage } from '@tmc/shared/cart-schemas';
import { canModerateGoods, canPlaceGoods, canViewGoodsQueue, canViewSellerGoods, isCurator, isSellerUser } from '@tmc/shared/roles';
import {
  TMC_ERROR_CODES,
  TMC_MESSAGES,
  tmcPhotoUrl,
  type TmcCreateData,
  type TmcDetails,
  type TmcListItem,
  type TmcMovementInput,
  type TmcOwnListItem,
  type TmcOwnSearchPage,
  type TmcSearchPage,
  type TmcStatus,
  type TmcUpdateData,
} from '@tmc/shared/tmc-schemas';
import {
  tmcSearchQuerySchema,
  type TmcAdminSearchQuery,
  type TmcInventoryQuery,
  type TmcPostModerationQuery,
  type TmcSearchQuery,
} from '@tmc/shared/tmc-search-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { DatabaseBusy } from '../../lib/db-errors.ts';
import { createLimiter } from '../../lib/limiter.ts';
import { addDays, moscowDate, moscowMidnightInstant, moscowToday } from '../../lib/moscow-time.ts';
import { paged, type PageRequest } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditRecord, AuditService } from '../audit/audit.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { tierLimitError, type TierRoom } from '../tiers/tier-rules.ts';
import { createTmcSearchOn, type SearchRow, type SearchScope, type TmcFilters } from './tmc-search.ts';
import {
  archiveGoods,
  curatedSellerIds,
  decideModeration,
  deleteGoods,
  findGoods,
  goodsPageReader,
  goodsPhotos,
  goodsSeller,
  insertGoods,
  insertMovement,
  isFavourite,
  markReviewed,
  moveStock,
  movementsPage,
  postModerationPage,
  sellerIdByCode,
  updateGoodsContent,
  type TmcContent,
  type PagePhoto,
  type TmcRow,
} from './tmc.repository.ts';
import { suggestNames } from './tmc-suggestions.ts';

const notFound = () => new AppError(TMC_ERROR_CODES.notFound, 404, TMC_MESSAGES.notFound);
const notOwner = () => new AppError(TMC_ERROR_CODES.notOwner, 403, TMC_MESSAGES.notOwner);

function toListItem(row: SearchRow): TmcListItem {
  return {
    id: row.id,
    name: row.name,
    stockNumber: row.stockNumber,
    unit: row.unit,
    quantity: row.quantity,
    price: row.price,
    vat: row.vat,
    year: row.year,
    region: row.region,
    sellerCode: row.sellerCode,
    sellerTitle: row.sellerTitle,
    thumbUrl: row.thumbPath ? tmcPhotoUrl(row.thumbPath) : null,
    category: row.category,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    reservedByMe: row.reservedByMe,
    favourite: row.favourite,
  };
}

function toOwnListItem(row: SearchRow): TmcOwnListItem {
  return { ...toListItem(row), status: row.status, rejectReason: row.rejectReason, reserved: row.reserved, updatedAt: row.updatedAt };
}

export interface SearchLogEntry {
  query: string;
  resultCount: number;
  aid: string | null;
  userId: string | null;
}

export interface TmcServiceOptions {
  db: Db;
  /** Answers of the visitors' search kept while the goods do not change (tmc-search-cache.ts); none when 0 or left out. */
  searchCacheEntries?: number;
  /**
   * The search's own pool on PostgreSQL (Database.searchDb), whose connections start with its planner
   * settings; without it the search runs on db, in a transaction that sets them.
   */
  searchDb?: Db | undefined;
  /** The holds of buyers (who holds an item, whether it had deals, a seller's held goods). */
  cart: CartService;
  /** Where each search of the common base is recorded (search_log). */
  logSearch: (entry: SearchLogEntry) => void;
  /** Removes stored photo files of deleted goods. */
  removePhotoFiles: (paths: string[]) => Promise<void>;
  /** The action log: moderators' decisions are recorded. */
  audit: AuditService;
  /**
   * The seller's tier room (modules/tiers tier-rules.ts), read in the placement's transaction: a placement
   * past the tier's limit is refused. Without it nothing is limited.
   */
  tierRoom?: (tx: Db, sellerId: string, now: Date) => Promise<TierRoom>;
  /**
   * Visitors' searches at once, and how long one waits in line for a place before it is refused with 503
   * (config.searchConcurrency, config.databasePool.acquireTimeoutMs). Without it they are not limited.
   */
  searchLine?: { concurrency: number; waitTimeoutMs: number };
  /** Demand analytics (modules/analytics): item page views and search appearances, off the request path. */
  analytics?: {
    view: (tmcId: number, sellerId: string, aid: string | null) => void;
    search: (entry: { query: string; region: string | null; total: number; shown: ReadonlyArray<{ id: number; sellerCode: string }> }) => void;
  };
}

/** The action log's record of a moderator's decision on an item. */
function moderationRecord(user: AuthUser, action: 'tmc.publish' | 'tmc.reject' | 'tmc.take-down' | 'tmc.review', before: TmcRow, after: TmcRow): AuditRecord {
  return {
    actor: user,
    action,
    targetType: 'tmc',
    targetId: String(before.id),
    targetLabel: before.name,
    before: { status: before.status, rejectReason: before.rejectReason, ...(before.postModeration ? { postModeration: true } : {}) },
    after: { status: after.status, rejectReason: after.rejectReason, ...(before.postModeration ? { postModeration: after.postModeration } : {}) },
  };
}

/** The normalized text of a search for the log: what was typed, trimmed, spaces collapsed, cut to 200 characters. */
export function normalizedSearchText(query: { q?: string | undefined; name?: string | undefined; stock_number?: string | undefined }): string {
  const text = [query.name, query.q, query.stock_number].filter((v): v is string => Boolean(v && v.trim())).join(' ');
  // eslint-disable-next-line no-control-regex -- control characters never reach the log
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** What the reading check of an item has read already, for its page. */
interface KnownForDetails {
  mayManage?: boolean;
  seller?: NonNullable<Awaited<ReturnType<typeof goodsSeller>>>;
  heldBy?: string | null;
  photos?: PagePhoto[];
}

export function createTmcService({ db, cart, logSearch, removePhotoFiles, audit, analytics, tierRoom, searchLine, searchCacheEntries, searchDb }: TmcServiceOptions) {
  const engine = createTmcSearchOn({ db, searchDb }, { cacheEntries: searchCacheEntries ?? 0 });
  const goodsPage = goodsPageReader(db);
  // A bulkhead: visitors' searches, the load that can grow without bound, take a bounded share of the
  // pool's connections, so that item pages, the cart, deals and the staff's lists keep being served while
  // the searches are more than the database can answer (docs/decisions.md, 'Reliability and security').
  // The staff's searches, the digest and the lists by ids are not in this line.
  const visitorSearches = searchLine
    ? createLimiter({ concurrency: searchLine.concurrency, maxWaiting: 1_000, waitTimeoutMs: searchLine.waitTimeoutMs, busy: () => new DatabaseBusy('search') })
    : null;

  /** Seller ids whose goods the user may read beyond the common base: own seller, or a curator's sellers; null = all (L1/L2). */
  async function readableSellerIds(user: AuthUser): Promise<string[] | null> {
    if (canModerateGoods(user)) return null;
    if (isSellerUser(user)) return user.sellerId ? [user.sellerId] : [];
    if (isCurator(user)) {
      return curatedSellerIds(db, user.id);
    }
    return [];
  }

  async function canRead(user: AuthUser | null, item: TmcRow): Promise<boolean> {
    if (!user) return false;
    const ids = await readableSellerIds(user);
    return ids === null || ids.includes(item.sellerId);
  }

  function canWrite(user: AuthUser | null, item: Pick<TmcRow, 'sellerId'>): boolean {
    if (!user || !canPlaceGoods(user)) return false;
    if (canModerateGoods(user)) return true;
    return isSellerUser(user) && user.sellerId === item.sellerId;
  }

  async function findRow(id: number): Promise<TmcRow> {
    const row = await findGoods(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The item for a change: 404 when missing, 403 when the caller may not change it. */
  async function rowForWrite(user: AuthUser, id: number): Promise<TmcRow> {
    if (!canPlaceGoods(user)) throw AppError.forbidden();
    const row = await findRow(id);
    if (!canWrite(user, row)) throw notOwner();
    return row;
  }

  /**
   * The item for reading: anyone sees a published item of an active seller unless another buyer holds it;
   * the owner supplier, administrators L1/L2 and the seller's curator see it in any state.
   */
  async function rowForRead(user: AuthUser | null, id: number): Promise<{ row: TmcRow; known: KnownForDetails }> {
    const found = await goodsPage(id, moscowToday());
    if (!found) throw notFound();
    const { row, seller, heldBy, photos } = found;
    if (await canRead(user, row)) return { row, known: { mayManage: true, seller, heldBy, photos } };
    if (row.status !== 'published' || !seller.active) throw notFound();
    if (heldBy && heldBy !== user?.id) throw notFound();
    return { row, known: { mayManage: false, seller, heldBy, photos } };
  }

  /**
   * The item's page. `known` is what the reading check has just read (whether the caller manages the item,
   * its seller, who holds it, its photos): a visitor's item page is one statement.
   */
  async function details(user: AuthUser | null, row: TmcRow, known: KnownForDetails = {}): Promise<TmcDetails> {
    const [seller, photos, heldBy, fav, mayManage] = await Promise.all([
      known.seller ?? goodsSeller(db, row.sellerId, moscowToday()),
      known.photos ?? goodsPhotos(db, row.id),
      known.heldBy !== undefined ? known.heldBy : cart.holderOf(row.id),
      user ? isFavourite(db, user.id, row.id) : false,
      known.mayManage ?? (user ? canRead(user, row) : false),
    ]);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      stockNumber: row.stockNumber,
      unit: row.unit,
      quantity: Number(row.quantity),
      price: Number(row.price),
      vat: row.vat,
      year: row.year,
      region: row.region,
      attributes: row.attributes ?? {},
      photos: photos.map((p) => ({ id: p.id, url: tmcPhotoUrl(p.path), thumbUrl: tmcPhotoUrl(p.thumbPath ?? p.path), position: p.position })),
      category: row.category,
      seller: {
        sellerCode: seller!.sellerCode,
        title: seller!.title,
        shortName: seller!.shortName,
        region: seller!.region,
        premium: Boolean(seller!.premium),
      },
      status: row.status as TmcStatus,
      rejectReason: row.rejectReason,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      reservedByMe: Boolean(user && heldBy === user.id),
      reserved: mayManage && heldBy !== null,
      favourite: fav,
      editable: canWrite(user, row),
    };
  }

  async function sellerIdForPlacement(user: AuthUser, sellerCode: string | undefined): Promise<string> {
    if (isSellerUser(user)) {
      if (!user.sellerId) throw new AppError(TMC_ERROR_CODES.noSeller, 403, TMC_MESSAGES.noSeller);
      return user.sellerId;
    }
    if (!sellerCode) throw AppError.validation({ sellerCode: TMC_MESSAGES.sellerCodeRequired });
    return sellerByCode(sellerCode);
  }

  async function sellerByCode(sellerCode: string): Promise<string> {
    const id = await sellerIdByCode(db, sellerCode);
    if (!id) throw new AppError(TMC_ERROR_CODES.sellerNotFound, 404, TMC_MESSAGES.sellerNotFound);
    return id;
  }

  /** The sellers a list is about: a REPRESENTATIVE's own; an administrator's or curator's choice by seller code. */
  async function listSellerIds(user: AuthUser, sellerCode: string | undefined): Promise<string[] | undefined> {
    if (!canViewSellerGoods(user)) throw AppError.forbidden();
    if (isSellerUser(user)) {
      if (!user.sellerId) throw new AppError(TMC_ERROR_CODES.noSeller, 403, TMC_MESSAGES.noSeller);
      return [user.sellerId];
    }
    const readable = await readableSellerIds(user);
    if (!sellerCode) return readable ?? undefined;
    const sellerId = await sellerByCode(sellerCode);
    if (readable !== null && !readable.includes(sellerId)) throw AppError.forbidden();
    return [sellerId];
  }

  function rowValues(input: TmcCreateData | TmcUpdateData): TmcContent {
    return {
      name: input.name,
      description: input.description,
      stockNumber: input.stockNumber,
      unit: input.unit,
      quantity: input.quantity,
      price: input.price,
      vat: input.vat,
      year: input.year,
      region: input.region,
    };
  }

  async function publicSearch(
    user: AuthUser | null,
    aid: string | null,
    query: TmcSearchQuery,
    extra: Pick<SearchScope, 'premiumOn' | 'publishedBetween'> = {},
  ): Promise<TmcSearchPage> {
    const scope: SearchScope = { publicOnly: true, viewerId: user?.id ?? null, ...extra };
    const result = await engine.search(query, scope, visitorSearches ? { line: (work) => visitorSearches.run(work) } : {});
    logSearch({ query: normalizedSearchText(query), resultCount: result.total, aid, userId: user?.id ?? null });
    analytics?.search({ query: normalizedSearchText(query), region: query.region ?? null, total: result.total, shown: result.rows });
    return { ...paged(result.rows.map(toListItem), query, result.total), totalIsEstimate: result.totalIsEstimate };
  }

  return {
    search: (user: AuthUser | null, aid: string | null, query: TmcSearchQuery) => publicSearch(user, aid, query),

    /**
     * Goods of the common base published in [from, to) whose names match `name` with the site's search
     * (word forms, ё, beginnings; not the typo stage): the weekly digest of keyword subscriptions. Not
     * logged as a visitor's search. A name the search refuses (too long) matches nothing.
     */
    async newGoodsByName(name: string, from: Date, to: Date, size: number): Promise<SearchRow[]> {
      const query = tmcSearchQuerySchema.safeParse({ name, size: String(size), page: '0' });
      if (!query.success) return [];
      const result = await engine.search(query.data, { publicOnly: true, viewerId: null, publishedBetween: [from.toISOString(), to.toISOString()] });
      return result.matchedBy === 'typo' ? [] : result.rows;
    },

    premiumSearch: (user: AuthUser | null, aid: string | null, query: TmcSearchQuery) => publicSearch(user, aid, query, { premiumOn: moscowToday() }),

    /** Goods published on the previous Moscow calendar day. */
    latestSearch(user: AuthUser | null, aid: string | null, query: TmcSearchQuery, now: Date = new Date()) {
      const today = moscowDate(now);
      const from = moscowMidnightInstant(addDays(today, -1)).toISOString();
      const to = moscowMidnightInstant(today).toISOString();
      return publicSearch(user, aid, query, { publishedBetween: [from, to] });
    },

    async adminSearch(user: AuthUser, query: TmcAdminSearchQuery): Promise<TmcOwnSearchPage> {
      if (!canViewGoodsQueue(user)) throw AppError.forbidden();
      const readable = await readableSellerIds(user);
      const filters: TmcFilters = query;
      const result = await engine.search(filters, { publicOnly: false, viewerId: null, ...(readable ? { sellerIds: readable } : {}) });
      return { ...paged(result.rows.map(toOwnListItem), query, result.total), totalIsEstimate: result.totalIsEstimate };
    },

    async inventory(user: AuthUser, query: TmcInventoryQuery): Promise<TmcOwnSearchPage> {
      const sellerIds = await listSellerIds(user, query.seller_code);
      const filters: TmcFilters = { q: query.q, status: query.status, page: query.page, size: query.size };
      const result = await engine.search(filters, { publicOnly: false, viewerId: null, ...(sellerIds ? { sellerIds } : {}) });
      return { ...paged(result.rows.map(toOwnListItem), query, result.total), totalIsEstimate: result.totalIsEstimate };
    },

    /** Own goods that buyers hold, with the hold's terms (GET seller/reserve). */
    async heldGoods(user: AuthUser, query: TmcInventoryQuery): Promise<HeldGoodsPage> {
      const sellerIds = await listSellerIds(user, query.seller_code);
      const holds = await cart.sellerHolds(sellerIds, query);
      const ids = holds.items.map((h) => h.tmcId);
      const listed = ids.length
        ? await engine.search({ page: 0, size: ids.length }, { publicOnly: false, viewerId: null, ids })
        : { rows: [] as SearchRow[] };
      const byId = new Map(listed.rows.map((r) => [r.id, r]));
      const items = holds.items.filter((h) => byId.has(h.tmcId)).map(({ tmcId, ...hold }) => ({ ...hold, tmc: toListItem(byId.get(tmcId)!) }));
      return paged(items, query, holds.total);
    },

    /** The item page; a published item seen by anyone but its own supplier counts as a view (once per visitor and day). */
    async get(user: AuthUser | null, id: number, aid: string | null = null): Promise<TmcDetails> {
      const { row, known } = await rowForRead(user, id);
      if (row.status === 'published' && !(user && isSellerUser(user) && user.sellerId === row.sellerId)) analytics?.view(row.id, row.sellerId, aid);
      return details(user, row, known);
    },

    async attributes(user: AuthUser | null, id: number) {
      const { row } = await rowForRead(user, id);
      return { id: row.id, attributes: row.attributes ?? {} };
    },

    async setAttributes(user: AuthUser, id: number, attributes: Record<string, string>) {
      await rowForWrite(user, id);
      const row = await updateGoodsContent(db, id, { attributes });
      return { id: row.id, attributes: row.attributes ?? {} };
    },

    /**
     * New goods wait in moderation; a trusted seller's are published at once (the repository's rule). A
     * placement past the seller's tier limit is refused (409 tier_limit).
     */
    async create(user: AuthUser, input: TmcCreateData, now: Date = new Date()): Promise<TmcDetails> {
      if (!canPlaceGoods(user)) throw AppError.forbidden();
      const sellerId = await sellerIdForPlacement(user, input.sellerCode);
      const [row] = await db.transaction(async (tx) => {
        const room = tierRoom ? await tierRoom(tx, sellerId, now) : null;
        if (room && room.left !== null && room.left < 1) throw tierLimitError(room.terms);
        return insertGoods(tx, sellerId, [{ ...rowValues(input), attributes: input.attributes ?? {}, status: 'moderation' }], { userId: user.id, reason: 'Размещение позиции' });
      });
      return details(user, row!);
    },

    /**
     * An edited item goes back to moderation and leaves the common base until it is confirmed again; a
     * trusted seller's is published again at once and waits in the post-moderation list.
     */
    async update(user: AuthUser, input: TmcUpdateData): Promise<TmcDetails> {
      const before = await rowForWrite(user, input.id);
      const row = await db.transaction(async (tx) => {
        const updated = await updateGoodsContent(tx, input.id, { ...rowValues(input), ...(input.attributes ? { attributes: input.attributes } : {}) });
        const delta = Math.round((input.quantity - Number(before.quantity)) * 1000) / 1000;
        if (delta !== 0) await insertMovement(tx, input.id, delta, { userId: user.id, reason: 'Изменение позиции' });
        return updated;
      });
      return details(user, row);
    },

    /** Deleted, or archived when deals refer to it; refused while a buyer holds it. */
    async remove(user: AuthUser, id: number): Promise<void> {
      await rowForWrite(user, id);
      if (await cart.holderOf(id)) throw AppError.conflict(TMC_ERROR_CODES.reserved, TMC_MESSAGES.reserved);
      if (await cart.hasDeals(id)) {
        await archiveGoods(db, id);
        return;
      }
      await removePhotoFiles(await deleteGoods(db, id));
    },

    async publish(user: AuthUser, id: number): Promise<TmcDetails> {
      if (!canModerateGoods(user)) throw AppError.forbidden();
      const before = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const decided = await decideModeration(tx, id, ['moderation', 'rejected'], { status: 'published' });
        if (decided) await audit.record(tx, moderationRecord(user, 'tmc.publish', before, decided));
        return decided;
      });
      if (!row) throw AppError.conflict(TMC_ERROR_CODES.notInModeration, TMC_MESSAGES.notInModeration);
      return details(user, row);
    },

    /** Rejects an item waiting in moderation, or takes a published one out of the common base, with a reason. */
    async reject(user: AuthUser, id: number, reason: string): Promise<TmcDetails> {
      if (!canModerateGoods(user)) throw AppError.forbidden();
      const before = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const decided = await decideModeration(tx, id, ['moderation', 'published'], { status: 'rejected', reason });
        if (decided) await audit.record(tx, moderationRecord(user, before.status === 'published' ? 'tmc.take-down' : 'tmc.reject', before, decided));
        return decided;
      });
      if (!row) throw AppError.conflict(TMC_ERROR_CODES.notInModeration, TMC_MESSAGES.notInModeration);
      return details(user, row);
    },

    /**
     * The post-moderation list: goods a trusted seller published at once that no administrator has looked
     * at yet, newest publication first (L1, L2).
     */
    async postModeration(user: AuthUser, query: TmcPostModerationQuery): Promise<TmcOwnSearchPage> {
      if (!canModerateGoods(user)) throw AppError.forbidden();
      const sellerId = query.seller_code ? await sellerByCode(query.seller_code) : undefined;
      const ids = await postModerationPage(db, query, sellerId);
      const listed = ids.items.length
        ? await engine.search({ page: 0, size: ids.items.length }, { publicOnly: false, viewerId: null, ids: ids.items })
        : { rows: [] as SearchRow[] };
      const byId = new Map(listed.rows.map((r) => [r.id, r]));
      const items = ids.items.flatMap((id) => (byId.has(id) ? [toOwnListItem(byId.get(id)!)] : []));
      return { ...paged(items, query, ids.total), totalIsEstimate: false };
    },

    /** An administrator looked at an item of the post-moderation list and leaves it published. */
    async markReviewed(user: AuthUser, id: number): Promise<TmcDetails> {
      if (!canModerateGoods(user)) throw AppError.forbidden();
      const before = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const reviewed = await markReviewed(tx, id);
        if (reviewed) await audit.record(tx, moderationRecord(user, 'tmc.review', before, reviewed));
        return reviewed;
      });
      if (!row) throw AppError.conflict(TMC_ERROR_CODES.notInPostModeration, TMC_MESSAGES.notInPostModeration);
      return details(user, row);
    },

    async movements(user: AuthUser, id: number, query: PageRequest) {
      if (!canViewSellerGoods(user)) throw AppError.forbidden();
      const row = await findRow(id);
      if (!(await canRead(user, row))) throw notOwner();
      const movements = await movementsPage(db, id, query);
      const items = movements.items.map((m) => ({ id: m.id, delta: Number(m.delta), reason: m.reason, createdAt: m.createdAt.toISOString() }));
      return { ...paged(items, query, movements.total), quantity: Number(row.quantity) };
    },

    /** A stock movement: the quantity changes by delta in the same statement that checks it stays non-negative. */
    async addMovement(user: AuthUser, id: number, input: TmcMovementInput) {
      await rowForWrite(user, id);
      return db.transaction(async (tx) => {
        const moved = await moveStock(tx, id, input.delta, { userId: user.id, reason: input.reason });
        if (!moved) throw AppError.conflict(TMC_ERROR_CODES.stockNegative, TMC_MESSAGES.stockNegative);
        const { movement, quantity } = moved;
        return { movement: { id: movement.id, delta: Number(movement.delta), reason: movement.reason, createdAt: movement.createdAt.toISOString() }, quantity };
      });
    },

    /** Names of published goods for the search box. */
    suggestions: (text: string) => suggestNames(db, text),

    /** For photos: the item when the caller may change it. */
    rowForWrite,
    /** For favourites: the item when the caller may see it in the common base. */
    async visibleToBuyer(user: AuthUser, id: number): Promise<boolean> {
      try {
        const { row } = await rowForRead(user, id);
        return row.status === 'published';
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    },
    /** Favourites page rows (the engine's list rows, in the order of ids). */
    async listByIds(user: AuthUser, ids: number[]): Promise<TmcListItem[]> {
      if (ids.length === 0) return [];
      const result = await engine.search({ page: 0, size: ids.length }, { publicOnly: true, viewerId: user.id, ids });
      const byId = new Map(result.rows.map((r) => [r.id, toListItem(r)]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },
  };
}
export type TmcService = ReturnType<typeof createTmcService>;
