// The goods' own rows (tmc, tmc_movements, tmc_photos) through Drizzle. Every function takes the
// database or a transaction as its first argument, so a service composes them in one transaction.
// The search over the common base is tmc-search.ts; the holds of buyers are the cart module's.
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Paged } from '@tmc/shared/lists';
import type { TmcStatus } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { favourites, tmc, tmcMovements, tmcPhotos } from '../../db/schema/tmc.ts';
import { paged, pageOffset, type PageRequest } from '../../lib/paged.ts';
import { pgArray } from '../../lib/pg-array.ts';
import { holderOf } from '../cart/hold-conditions.ts';
import { activeSeller, premiumSellerOn } from '../sellers/seller-conditions.ts';
import { goodsCategoryOf } from './tmc-category.ts';
import { codeVector } from './tmc-text-query.ts';

export type TmcRow = typeof tmc.$inferSelect;
export type NewTmcRow = typeof tmc.$inferInsert;
/** The fields a supplier writes (the goods form, an import row). */
export type TmcContent = Pick<NewTmcRow, 'name' | 'description' | 'stockNumber' | 'unit' | 'quantity' | 'price' | 'vat' | 'year' | 'region'> & {
  attributes?: Record<string, string>;
};

/** Who made a stock movement and why (the movements' 'reason'). */
export interface MovementNote {
  userId: string | null;
  reason: string;
}

/**
 * The one rule for 'back to moderation': goods whose content changes (fields, attributes, a new photo)
 * need an administrator's confirmation again, so a published or rejected item returns to moderation and
 * leaves the common base, with the rejection's reason cleared. An item already in moderation stays
 * there; a draft stays a draft (nothing was submitted); an archived item stays archived (its supplier
 * removed it, and an edit does not bring it back). Written into the same UPDATE as the change.
 *
 * A trusted seller's (sellers.trusted) edited goods are published at once instead — published, rejected
 * or waiting in moderation alike — and wait in the post-moderation list (post_moderation), where an
 * administrator may still take them down. The seller's trust is read in the same statement.
 */
const NEEDS_CONFIRMATION = sql`${tmc.status} in ('published', 'rejected')`;
const PUBLISHED_AT_ONCE = sql`(${tmc.status} in ('published', 'rejected', 'moderation') and exists (select 1 from sellers s where s.id = ${tmc.sellerId} and s.trusted))`;
const backToModeration = {
  status: sql`case when ${PUBLISHED_AT_ONCE} then 'published' when ${NEEDS_CONFIRMATION} then 'moderation' else ${tmc.status} end`,
  rejectReason: sql`case when ${PUBLISHED_AT_ONCE} or ${NEEDS_CONFIRMATION} then null else ${tmc.rejectReason} end`,
  publishedAt: sql`case when ${PUBLISHED_AT_ONCE} then now() else ${tmc.publishedAt} end`,
  postModeration: sql`case when ${PUBLISHED_AT_ONCE} then true when ${NEEDS_CONFIRMATION} then false else ${tmc.postModeration} end`,
  updatedAt: sql`now()`,
};

/** Whether the seller is trusted: its submitted goods are published at once (post-moderation). */
export async function sellerIsTrusted(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ trusted: sellers.trusted }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row?.trusted ?? false;
}

/** The state new goods take: 'moderation' means submitted, and a trusted seller's submitted goods are published at once. */
function submittedState(status: string, trusted: boolean): { status: string; publishedAt?: SQL; postModeration?: boolean } {
  return status === 'moderation' && trusted ? { status: 'published', publishedAt: sql`now()`, postModeration: true } : { status };
}

export async function findGoods(db: Db, id: number): Promise<TmcRow | null> {
  const [row] = await db.select().from(tmc).where(eq(tmc.id, id)).limit(1);
  return row ?? null;
}

/**
 * Goods of one seller in two multi-row statements, whatever their number: the rows, then an income
 * movement for each row with stock. Rows submitted as 'moderation' of a trusted seller are published at
 * once (post-moderation). Call it inside a transaction.
 */
export async function insertGoods(db: Db, sellerId: string, rows: readonly (TmcContent & { status: string })[], note: MovementNote): Promise<TmcRow[]> {
  if (rows.length === 0) return [];
  const trusted = rows.some((r) => r.status === 'moderation') && (await sellerIsTrusted(db, sellerId));
  const created = await db
    .insert(tmc)
    .values(rows.map((r) => ({ ...r, ...submittedState(r.status, trusted), sellerId, attributes: r.attributes ?? {} })))
    .returning();
  const movements = created.filter((r) => Number(r.quantity) > 0).map((r) => ({ tmcId: r.id, delta: Number(r.quantity), reason: note.reason, userId: note.userId }));
  if (movements.length) await db.insert(tmcMovements).values(movements);
  return created;
}

/** Replaces the content of an item and applies the moderation rule in the same statement. */
export async function updateGoodsContent(db: Db, id: number, content: Partial<TmcContent>): Promise<TmcRow> {
  const [row] = await db
    .update(tmc)
    .set({ ...content, ...backToModeration })
    .where(eq(tmc.id, id))
    .returning();
  return row!;
}

/** The moderation rule alone, for a change stored elsewhere (a new photo). */
export async function markGoodsContentChanged(db: Db, id: number): Promise<void> {
  await db.update(tmc).set(backToModeration).where(eq(tmc.id, id));
}

/**
 * A moderator's decision: the item takes status `to` (publication stamps publishedAt; a rejection keeps
 * its reason) only when it is in one of the `from` states. Null when it was not. Either decision takes
 * the item out of the post-moderation list: an administrator has looked at it.
 */
export async function decideModeration(
  db: Db,
  id: number,
  from: readonly TmcStatus[],
  to: { status: 'published' } | { status: 'rejected'; reason: string },
): Promise<TmcRow | null> {
  const [row] = await db
    .update(tmc)
    .set(
      to.status === 'published'
        ? { status: 'published', rejectReason: null, publishedAt: sql`now()`, postModeration: false, updatedAt: sql`now()` }
        : { status: 'rejected', rejectReason: to.reason, postModeration: false, updatedAt: sql`now()` },
    )
    .where(and(eq(tmc.id, id), inArray(tmc.status, [...from])))
    .returning();
  return row ?? null;
}

/** An administrator looked at a published item of the post-moderation list and left it published. Null when it is not waiting there. */
export async function markReviewed(db: Db, id: number): Promise<TmcRow | null> {
  const [row] = await db
    .update(tmc)
    .set({ postModeration: false, updatedAt: sql`now()` })
    .where(and(eq(tmc.id, id), eq(tmc.postModeration, true), eq(tmc.status, 'published')))
    .returning();
  return row ?? null;
}

/** A page of the post-moderation list (published at once, not looked at yet), newest publication first, and its length. */
export async function postModerationPage(db: Db, query: PageRequest, sellerId?: string): Promise<Paged<number>> {
  const where = and(eq(tmc.postModeration, true), eq(tmc.status, 'published'), sellerId ? eq(tmc.sellerId, sellerId) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db.select({ id: tmc.id }).from(tmc).where(where).orderBy(desc(tmc.publishedAt), desc(tmc.id)).limit(query.size).offset(pageOffset(query)),
    db.select({ n: count() }).from(tmc).where(where),
  ]);
  return paged(
    rows.map((r) => r.id),
    query,
    totalRow?.n ?? 0,
  );
}

/** Goods kept for the deals that refer to them, out of every list but the supplier's. */
export async function archiveGoods(db: Db, id: number): Promise<void> {
  await db.update(tmc).set({ status: 'archived', updatedAt: sql`now()` }).where(eq(tmc.id, id));
}

/** Deletes an item with its rows (photos and movements cascade); answers the names of its photo files. */
export async function deleteGoods(db: Db, id: number): Promise<string[]> {
  const photos = await db.select({ path: tmcPhotos.path, thumbPath: tmcPhotos.thumbPath }).from(tmcPhotos).where(eq(tmcPhotos.tmcId, id));
  await db.delete(tmc).where(eq(tmc.id, id));
  return photos.flatMap((p) => [p.path, ...(p.thumbPath ? [p.thumbPath] : [])]);
}

/** A page of an item's stock movements, newest first, and their number. */
export async function movementsPage(db: Db, id: number, query: PageRequest): Promise<Paged<typeof tmcMovements.$inferSelect>> {
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(tmcMovements).where(eq(tmcMovements.tmcId, id)).orderBy(desc(tmcMovements.createdAt), desc(tmcMovements.id)).limit(query.size).offset(pageOffset(query)),
    db.select({ n: count() }).from(tmcMovements).where(eq(tmcMovements.tmcId, id)),
  ]);
  return paged(rows, query, totalRow?.n ?? 0);
}

/** Records a movement of a quantity already written (the goods form sets the quantity itself). */
export async function insertMovement(db: Db, id: number, delta: number, note: MovementNote): Promise<void> {
  await db.insert(tmcMovements).values({ tmcId: id, delta, reason: note.reason, userId: note.userId });
}

/** A stock movement; the quantity changes in the statement that checks it stays non-negative. Null when it would not. */
export async function moveStock(db: Db, id: number, delta: number, note: MovementNote) {
  const [updated] = await db
    .update(tmc)
    .set({ quantity: sql`${tmc.quantity} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(tmc.id, id), sql`${tmc.quantity} + ${delta} >= 0`))
    .returning({ quantity: tmc.quantity });
  if (!updated) return null;
  const [movement] = await db.insert(tmcMovements).values({ tmcId: id, delta, reason: note.reason, userId: note.userId }).returning();
  return { movement: movement!, quantity: Number(updated.quantity) };
}

export async function goodsPhotos(db: Db, id: number) {
  return db.select().from(tmcPhotos).where(eq(tmcPhotos.tmcId, id)).orderBy(asc(tmcPhotos.position), asc(tmcPhotos.createdAt));
}

/** A photo as the item page shows it. */
export interface PagePhoto {
  id: string;
  path: string;
  thumbPath: string | null;
  position: number;
}

/**
 * An item with what its page shows beside it, in one statement: the seller (with the sellers module's
 * rules for a Moscow date), the buyer who holds it (the cart module's condition) and the photos in order.
 * A named prepared statement, made once per database: the item page is among the busiest reads, and
 * PostgreSQL then neither parses nor plans it again (planning took five times its execution).
 * The reader answers null when there is no such item.
 */
export function goodsPageReader(db: Db) {
  const prepared = db
    .select({
      row: getTableColumns(tmc),
      seller: goodsSellerFields(sql.placeholder('today')),
      heldBy: sql<string | null>`${holderOf(sql`${tmc.id}`)}`,
      photos: sql<PagePhoto[]>`coalesce((select json_agg(json_build_object('id', ph.id, 'path', ph.path, 'thumbPath', ph.thumb_path, 'position', ph.position)
                                                 order by ph.position, ph.created_at)
                                         from tmc_photos ph where ph.tmc_id = ${tmc.id}), '[]'::json)`,
    })
    .from(tmc)
    .innerJoin(sellers, eq(sellers.id, tmc.sellerId))
    .where(eq(tmc.id, sql.placeholder('id')))
    .limit(1)
    .prepare('goods_page');
  return async (id: number, today: string) => {
    const [found] = await prepared.execute({ id, today });
    return found ?? null;
  };
}

/** Ids of the sellers this curator (ADMIN L4) looks after. */
export async function curatedSellerIds(db: Db, curatorId: string): Promise<string[]> {
  const rows = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.curatorId, curatorId));
  return rows.map((r) => r.id);
}

/** Whether the user keeps the item in favourites (the item page's flag). */
export async function isFavourite(db: Db, userId: string, tmcId: number): Promise<boolean> {
  const rows = await db.select({ tmcId: favourites.tmcId }).from(favourites).where(and(eq(favourites.userId, userId), eq(favourites.tmcId, tmcId))).limit(1);
  return rows.length > 0;
}

/** The seller's fields the item page shows, with the sellers module's rules for a Moscow date (or a placeholder). */
function goodsSellerFields(today: string | Placeholder) {
  return {
    sellerCode: sellers.sellerCode,
    title: sellers.title,
    shortName: sellers.shortName,
    region: sellers.region,
    active: sql<boolean>`${activeSeller}`,
    premium: sql<boolean>`${premiumSellerOn(today)}`,
  };
}

/** The seller of goods as the item page shows it. */
export async function goodsSeller(db: Db, sellerId: string, today: string) {
  const [seller] = await db
    .select(goodsSellerFields(today))
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return seller ?? null;
}

/** The seller's id by its six-digit code, or null. */
export async function sellerIdByCode(db: Db, sellerCode: string): Promise<string | null> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
  return seller?.id ?? null;
}

// ---- bulk writes of an import (modules/import): one statement per kind of row, whatever their number ----
// Each takes its rows as parallel arrays through unnest(), so a batch of thousands of rows is a handful
// of parameters; call them inside the batch's transaction.

/** Rows of a raw statement: both drivers answer `{ rows }`. */
async function rawRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const column = (rows: readonly TmcContent[], pick: (r: TmcContent) => string | number | null | undefined) => pgArray(rows.map(pick));
/** The code lexemes spelled here (tmc.codes), so the batch does not run tmc_code_vector() per row in the database. */
const codesOf = (r: TmcContent): string | null => codeVector(r.name, r.stockNumber ?? null);
/** The category spelled here, so the batch does not run tmc_category() per row (null: the database's trigger does). */
const categoryOf = (r: TmcContent): number | null => goodsCategoryOf(r.name);

/**
 * The seller's goods with these stock numbers (compared in lower case), the newest not archived per number.
 * One index probe per number (tmc_seller_stock_number_idx) whatever the statistics say: asked as one
 * '= any(...)', the planner took every good of the seller when its statistics still saw few of them, so an
 * import's lookups grew with the goods its own batches had written.
 */
export async function goodsByStockNumbers(db: Db, sellerId: string, stockNumbers: readonly string[]): Promise<Map<string, { id: number; quantity: number }>> {
  const found = new Map<string, { id: number; quantity: number }>();
  if (stockNumbers.length === 0) return found;
  const rows = await rawRows<{ id: number | string; key: string; quantity: number | string }>(
    db,
    sql`select k.key, t.id, t.quantity
        from unnest(${pgArray([...new Set(stockNumbers.map((s) => s.toLowerCase()))])}::text[]) as k(key)
        cross join lateral (
          select id, quantity from tmc
          where seller_id = ${sellerId} and lower(stock_number) = k.key and status <> 'archived'
          order by id desc
          limit 1
        ) t`,
  );
  for (const r of rows) found.set(r.key, { id: Number(r.id), quantity: Number(r.quantity) });
  return found;
}

/**
 * New goods of one seller with this status, and an income movement for each with stock; answers their ids
 * in order. Goods submitted as 'moderation' of a trusted seller are published at once (post-moderation).
 */
export async function insertGoodsBatch(db: Db, sellerId: string, rows: readonly TmcContent[], status: TmcStatus, note: MovementNote): Promise<number[]> {
  if (rows.length === 0) return [];
  const state = submittedState(status, status === 'moderation' && (await sellerIsTrusted(db, sellerId)));
  const created = await rawRows<{ id: number | string; quantity: number | string }>(
    db,
    sql`insert into tmc (seller_id, name, description, stock_number, unit, quantity, price, vat, year, region, attributes, codes, category, status, published_at, post_moderation)
        select ${sellerId}::uuid, v.name, v.description, v.stock_number, v.unit, v.quantity, v.price, v.vat, v.year, v.region, v.attributes, v.codes, v.category, ${state.status},
          ${state.publishedAt ?? null}::timestamptz, ${state.postModeration ?? false}::boolean
        from unnest(
          ${column(rows, (r) => r.name)}::text[], ${column(rows, (r) => r.description ?? null)}::text[], ${column(rows, (r) => r.stockNumber ?? null)}::text[],
          ${column(rows, (r) => r.unit)}::text[], ${column(rows, (r) => r.quantity ?? 0)}::numeric[], ${column(rows, (r) => r.price)}::numeric[],
          ${column(rows, (r) => r.vat)}::text[], ${column(rows, (r) => r.year ?? null)}::smallint[], ${column(rows, (r) => r.region ?? null)}::text[],
          ${column(rows, (r) => JSON.stringify(r.attributes ?? {}))}::jsonb[], ${column(rows, codesOf)}::tsvector[], ${column(rows, categoryOf)}::smallint[]
        ) with ordinality as v(name, description, stock_number, unit, quantity, price, vat, year, region, attributes, codes, category, n)
        order by v.n
        returning id, quantity`,
  );
  const ids = created.map((r) => Number(r.id));
  await insertMovementsBatch(
    db,
    created.filter((r) => Number(r.quantity) > 0).map((r) => ({ tmcId: Number(r.id), delta: Number(r.quantity) })),
    note,
  );
  return ids;
}

/** Content of existing goods replaced, with the rule 'back to moderation' (and a trusted seller's publication) of updateGoodsContent, in one statement. */
export async function updateGoodsBatch(db: Db, rows: ReadonlyArray<TmcContent & { id: number }>): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update tmc set name = v.name, description = v.description, stock_number = v.stock_number, unit = v.unit, quantity = v.quantity,
      price = v.price, vat = v.vat, year = v.year, region = v.region, codes = v.codes, category = v.category,
      attributes = case when v.attributes = '{}'::jsonb then tmc.attributes else v.attributes end,
      status = ${backToModeration.status}, reject_reason = ${backToModeration.rejectReason},
      published_at = ${backToModeration.publishedAt}, post_moderation = ${backToModeration.postModeration},
      updated_at = now()
    from unnest(
      ${pgArray(rows.map((r) => r.id))}::bigint[],
      ${column(rows, (r) => r.name)}::text[], ${column(rows, (r) => r.description ?? null)}::text[], ${column(rows, (r) => r.stockNumber ?? null)}::text[],
      ${column(rows, (r) => r.unit)}::text[], ${column(rows, (r) => r.quantity ?? 0)}::numeric[], ${column(rows, (r) => r.price)}::numeric[],
      ${column(rows, (r) => r.vat)}::text[], ${column(rows, (r) => r.year ?? null)}::smallint[], ${column(rows, (r) => r.region ?? null)}::text[],
      ${column(rows, (r) => JSON.stringify(r.attributes ?? {}))}::jsonb[], ${column(rows, codesOf)}::tsvector[], ${column(rows, categoryOf)}::smallint[]
    ) as v(id, name, description, stock_number, unit, quantity, price, vat, year, region, attributes, codes, category)
    where tmc.id = v.id`);
}

/** Stock movements of quantities already written, in one statement. */
export async function insertMovementsBatch(db: Db, movements: ReadonlyArray<{ tmcId: number; delta: number }>, note: MovementNote): Promise<void> {
  if (movements.length === 0) return;
  await db.execute(sql`
    insert into tmc_movements (tmc_id, delta, reason, user_id)
    select v.tmc_id, v.delta, ${note.reason}, ${note.userId}::uuid
    from unnest(${pgArray(movements.map((m) => m.tmcId))}::bigint[], ${pgArray(movements.map((m) => m.delta))}::numeric[]) as v(tmc_id, delta)`);
}

/** Goods the seller placed since an instant (the free tier's count of positions per half year). */
export async function goodsPlacedSince(db: Db, sellerId: string, since: Date): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(db, sql`select count(*) as n from tmc where seller_id = ${sellerId} and created_at >= ${since.toISOString()}::timestamptz`);
  return Number(row?.n ?? 0);
}
