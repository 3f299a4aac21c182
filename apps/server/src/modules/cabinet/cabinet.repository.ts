import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CabinetGoodsItem, CabinetGoodsQuery } from '@tmc/shared/cabinet-schemas';
import type { Paged } from '@tmc/shared/lists';
import type { TmcStatus } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { favourites, tmc, tmcPhotos } from '../../db/schema/tmc.ts';
import { ROLE_IDS, users } from '../../db/schema/users.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import { hadHolds, holdsEver, isHeld } from '../cart/hold-conditions.ts';

export type SellerRow = typeof sellers.$inferSelect;

/** A seller that is not deleted, by its code. */
export async function findSellerByCode(db: Db, sellerCode: string): Promise<SellerRow | null> {
  const [row] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.sellerCode, sellerCode), isNull(sellers.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Saves the seller's mailing preferences. */
export async function updateMailPreferences(db: Db, sellerId: string, input: { interest: boolean; deals: boolean }): Promise<void> {
  await db.update(sellers).set({ mailInterest: input.interest, mailDeals: input.deals, updatedAt: new Date() }).where(eq(sellers.id, sellerId));
}

/** Escapes LIKE's wildcards so a typed % or _ is matched literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a seller's goods (every status), last changed first, with favourites and holds per item. */
export async function sellerGoodsPage(db: Db, sellerId: string, query: CabinetGoodsQuery): Promise<Paged<CabinetGoodsItem>> {
  const conditions: SQL[] = [eq(tmc.sellerId, sellerId)];
  if (query.status) conditions.push(eq(tmc.status, query.status));
  if (query.q) conditions.push(ilike(tmc.name, `%${likeLiteral(query.q)}%`));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tmc.id,
        name: tmc.name,
        stockNumber: tmc.stockNumber,
        status: tmc.status,
        rejectReason: tmc.rejectReason,
        quantity: tmc.quantity,
        unit: tmc.unit,
        price: tmc.price,
        publishedAt: tmc.publishedAt,
        updatedAt: tmc.updatedAt,
        views: sql<number>`(select coalesce(sum(s.views), 0)::int from tmc_daily_stats s where s.tmc_id = ${tmc.id})`,
        favourites: sql<number>`(select count(*)::int from ${favourites} f where f.tmc_id = ${tmc.id})`,
        holds: holdsEver(sql`${tmc.id}`),
        heldNow: sql<boolean>`${isHeld(sql`${tmc.id}`)}`,
      })
      .from(tmc)
      .where(where)
      .orderBy(desc(tmc.updatedAt), desc(tmc.id))
      .limit(query.size)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(tmc).where(where),
  ]);
  const items = rows.map((r) => ({
    ...r,
    status: r.status as TmcStatus,
    quantity: Number(r.quantity),
    price: Number(r.price),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    views: Number(r.views),
    favourites: Number(r.favourites),
    holds: Number(r.holds),
    heldNow: Boolean(r.heldNow),
  }));
  return paged(items, query, total?.n ?? 0);
}

export interface BulkTarget {
  id: number;
  held: boolean;
  hadHolds: boolean;
  price: number;
}

/** The seller's goods among `ids`, locked for the bulk change (FOR UPDATE), with their hold state. */
export async function lockBulkTargets(db: Db, sellerId: string, ids: readonly number[]): Promise<BulkTarget[]> {
  const rows = await db
    .select({
      id: tmc.id,
      price: tmc.price,
      held: sql<boolean>`${isHeld(sql`${tmc.id}`)}`,
      hadHolds: sql<boolean>`${hadHolds(sql`${tmc.id}`)}`,
    })
    .from(tmc)
    .where(and(eq(tmc.sellerId, sellerId), inArray(tmc.id, [...ids])))
    .for('update');
  return rows.map((r) => ({ id: r.id, price: Number(r.price), held: Boolean(r.held), hadHolds: Boolean(r.hadHolds) }));
}

/** Out of the common base: 'archived' (the supplier's 'Снять с продажи'). */
export async function takeDownGoods(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(tmc).set({ status: 'archived', updatedAt: sql`now()` }).where(inArray(tmc.id, [...ids]));
}

/** Prices times (100 + percent) / 100, rounded to kopecks; answers the largest new price. */
export async function repriceGoods(db: Db, ids: readonly number[], percent: number): Promise<number> {
  const rows = await db
    .update(tmc)
    .set({ price: sql`round(${tmc.price} * (100 + ${percent}::numeric) / 100, 2)`, updatedAt: sql`now()` })
    .where(inArray(tmc.id, [...ids]))
    .returning({ price: tmc.price });
  return Math.max(0, ...rows.map((r) => Number(r.price)));
}

/** Deletes goods with their rows; answers the names of their photo files (removed after the commit). */
export async function deleteGoodsRows(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const photos = await db.select({ path: tmcPhotos.path, thumbPath: tmcPhotos.thumbPath }).from(tmcPhotos).where(inArray(tmcPhotos.tmcId, [...ids]));
  await db.delete(tmc).where(inArray(tmc.id, [...ids]));
  return photos.flatMap((p) => [p.path, ...(p.thumbPath ? [p.thumbPath] : [])]);
}

/** The seller's representatives (not deleted), the first created first: that one is the main representative. */
export async function sellerRepresentatives(db: Db, sellerId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.sellerId, sellerId), eq(users.roleId, ROLE_IDS.REPRESENTATIVE), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
}
