// The goods' own rows (tmc, tmc_movements, tmc_photos) through Drizzle. Every function takes the
// database or a transaction as its first argument, so a service composes them in one transaction.
// The search over the common base is tmc-search.ts; the holds of buyers are the cart module's.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { tmc, tmcMovements, tmcPhotos } from '../../db/schema/tmc.ts';

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
 */
const NEEDS_CONFIRMATION = sql`${tmc.status} in ('published', 'rejected')`;
const backToModeration = {
  status: sql`case when ${NEEDS_CONFIRMATION} then 'moderation' else ${tmc.status} end`,
  rejectReason: sql`case when ${NEEDS_CONFIRMATION} then null else ${tmc.rejectReason} end`,
  updatedAt: sql`now()`,
};

export async function findGoods(db: Db, id: number): Promise<TmcRow | null> {
  const [row] = await db.select().from(tmc).where(eq(tmc.id, id)).limit(1);
  return row ?? null;
}

/**
 * Goods of one seller in two multi-row statements, whatever their number: the rows, then an income
 * movement for each row with stock. Call it inside a transaction.
 */
export async function insertGoods(db: Db, sellerId: string, rows: readonly (TmcContent & { status: string })[], note: MovementNote): Promise<TmcRow[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(tmc)
    .values(rows.map((r) => ({ ...r, sellerId, attributes: r.attributes ?? {} })))
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

/** The seller's id by its six-digit code, or null. */
export async function sellerIdByCode(db: Db, sellerCode: string): Promise<string | null> {
  const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
  return seller?.id ?? null;
}
