// The tiers' own queries: a seller's tier row, the counts its limit reads, goods kept out of the common
// base over the limit and brought back, and the orders. Every function takes the database or the caller's
// transaction first, so the tier change and the goods it moves commit together.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { HELD_STATUSES } from '@tmc/shared/seller-tiers';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { tierOrders } from '../../db/schema/tiers.ts';
import { tmc } from '../../db/schema/tmc.ts';

export type TierOrderRow = typeof tierOrders.$inferSelect;

const sellerTierColumns = {
  id: sellers.id,
  sellerCode: sellers.sellerCode,
  title: sellers.title,
  legalEntity: sellers.legalEntity,
  inn: sellers.inn,
  kpp: sellers.kpp,
  phoneNumber: sellers.phoneNumber,
  curatorId: sellers.curatorId,
  tariff: sellers.tariff,
  tariffStartedAt: sellers.tariffStartedAt,
  tariffEndsAt: sellers.tariffEndsAt,
  blocked: sellers.blocked,
  deletedAt: sellers.deletedAt,
};

export async function sellerTierByCode(db: Db, sellerCode: string) {
  const [row] = await db.select(sellerTierColumns).from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
  return row ?? null;
}
export type SellerTierRow = NonNullable<Awaited<ReturnType<typeof sellerTierByCode>>>;

/** The seller's tier row; `lock`: FOR UPDATE, so a tier change and a placement's count see one another in order. */
export async function sellerTierById(db: Db, sellerId: string, lock = false): Promise<SellerTierRow | null> {
  const query = db.select(sellerTierColumns).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setSellerTier(db: Db, sellerId: string, values: { tariff: string; startedAt: Date | null; endsAt: Date | null }): Promise<void> {
  await db
    .update(sellers)
    .set({ tariff: values.tariff, tariffStartedAt: values.startedAt, tariffEndsAt: values.endsAt, updatedAt: sql`now()` })
    .where(eq(sellers.id, sellerId));
}

/**
 * Serialises the placements of one seller within the caller's transaction (released at its end), so two
 * placements at once cannot both take the last free position. A lock of its own rather than the sellers
 * row's: an administrator's edit of the seller does not wait for an import's batch.
 */
export async function lockPlacements(db: Db, sellerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tier-room:${sellerId}`}))`);
}

/** Goods the seller placed since an instant, whatever became of them (the free tier's half year). */
export async function placedSince(db: Db, sellerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tmc)
    .where(and(eq(tmc.sellerId, sellerId), gte(tmc.createdAt, since)));
  return row?.n ?? 0;
}

/** Goods the seller holds against a paid tier's limit (placed, not archived, not paused). */
export async function heldCount(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tmc)
    .where(and(eq(tmc.sellerId, sellerId), inArray(tmc.status, [...HELD_STATUSES])));
  return row?.n ?? 0;
}

export async function pausedCount(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tmc)
    .where(and(eq(tmc.sellerId, sellerId), eq(tmc.status, 'paused')));
  return row?.n ?? 0;
}

/** The count of a data-changing statement, the same on both drivers (their own row counts differ in name). */
async function changed(db: Db, statement: SQL): Promise<number> {
  const result = await db.execute(sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** Published goods past the `keep` most recently published leave the common base ('paused'); answers how many. */
export async function pausePublishedBeyond(db: Db, sellerId: string, keep: number): Promise<number> {
  return changed(
    db,
    sql`update tmc set status = 'paused', updated_at = now()
        where id in (
          select id from tmc where seller_id = ${sellerId} and status = 'published'
          order by published_at desc nulls last, id desc
          offset ${keep}
        )`,
  );
}

/** The most recently published paused goods back in the common base, `limit` of them (null: all); answers how many. */
export async function restorePaused(db: Db, sellerId: string, limit: number | null): Promise<number> {
  if (limit !== null && limit <= 0) return 0;
  return changed(
    db,
    sql`update tmc set status = 'published', updated_at = now()
        where id in (
          select id from tmc where seller_id = ${sellerId} and status = 'paused'
          order by published_at desc nulls last, id desc
          ${limit === null ? sql`` : sql`limit ${limit}`}
        )`,
  );
}

/** Sellers whose paid period ended by `now`, a batch at a time (the expiry job). */
export async function endedTiers(db: Db, now: Date, limit: number): Promise<Array<{ id: string }>> {
  return db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(sql`${sellers.tariff} <> 'free'`, isNotNull(sellers.tariffEndsAt), lte(sellers.tariffEndsAt, now)))
    .orderBy(asc(sellers.tariffEndsAt), asc(sellers.id))
    .limit(limit);
}

// ---- orders ------------------------------------------------------------------------------------

export async function insertTierOrder(db: Db, values: typeof tierOrders.$inferInsert): Promise<TierOrderRow> {
  const [row] = await db.insert(tierOrders).values(values).returning();
  return row!;
}

export async function setOrderInvoice(db: Db, orderId: string, invoiceId: string): Promise<void> {
  await db.update(tierOrders).set({ invoiceId }).where(eq(tierOrders.id, orderId));
}

export async function lockTierOrder(db: Db, orderId: string): Promise<TierOrderRow | null> {
  const [row] = await db.select().from(tierOrders).where(eq(tierOrders.id, orderId)).for('update');
  return row ?? null;
}

export async function setOrderPeriod(db: Db, orderId: string, from: Date, to: Date | null): Promise<void> {
  await db.update(tierOrders).set({ periodFrom: from, periodTo: to }).where(eq(tierOrders.id, orderId));
}

export async function findTierOrder(db: Db, orderId: string): Promise<TierOrderRow | null> {
  const [row] = await db.select().from(tierOrders).where(eq(tierOrders.id, orderId)).limit(1);
  return row ?? null;
}

/** The seller's orders, newest first, with their invoices' numbers and states. */
export async function sellerOrders(db: Db, sellerId: string, limit = 50) {
  return db
    .select({ order: tierOrders, number: invoices.number, status: invoices.status })
    .from(tierOrders)
    .leftJoin(invoices, eq(invoices.id, tierOrders.invoiceId))
    .where(eq(tierOrders.sellerId, sellerId))
    .orderBy(desc(tierOrders.createdAt), desc(tierOrders.id))
    .limit(limit);
}

// ---- the administrators' list ------------------------------------------------------------------

export interface TierListFilter {
  tariff?: string | undefined;
  state: 'all' | 'paid' | 'ending' | 'ended';
  q?: string | undefined;
  now: Date;
  /** The free tier's half year starts here (freeWindowStart). */
  windowStart: Date;
}

function listWhere(filter: TierListFilter): SQL | undefined {
  const q = filter.q?.replace(/[%_\\]/g, (c) => `\\${c}`);
  const soon = new Date(filter.now.getTime() + 30 * 86_400_000);
  return and(
    filter.tariff ? eq(sellers.tariff, filter.tariff) : undefined,
    filter.state === 'paid' ? sql`${sellers.tariff} <> 'free'` : undefined,
    filter.state === 'ending'
      ? and(sql`${sellers.tariff} <> 'free'`, isNotNull(sellers.tariffEndsAt), gte(sellers.tariffEndsAt, filter.now), lte(sellers.tariffEndsAt, soon))
      : undefined,
    // Back on the free tier after a paid one: the expiry job records the end in the tier's start.
    filter.state === 'ended' ? and(eq(sellers.tariff, 'free'), isNotNull(sellers.tariffStartedAt)) : undefined,
    q ? or(ilike(sellers.title, `%${q}%`), ilike(sellers.sellerCode, `${q}%`), ilike(sellers.inn, `${q}%`)) : undefined,
  );
}

/** A page of sellers with their tiers and goods counts (published ones, paused ones), by title. */
export async function tierListPage(db: Db, filter: TierListFilter, page: { page: number; size: number }) {
  const where = listWhere(filter);
  // The subqueries name the outer row in full: inside a select drizzle writes a column unqualified.
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...sellerTierColumns,
        held: sql<number>`(select count(*)::int from tmc t where t.seller_id = "sellers"."id" and t.status in ('draft','moderation','published','rejected'))`,
        placed: sql<number>`(select count(*)::int from tmc t where t.seller_id = "sellers"."id" and t.created_at >= ${filter.windowStart.toISOString()}::timestamptz)`,
        paused: sql<number>`(select count(*)::int from tmc t where t.seller_id = "sellers"."id" and t.status = 'paused')`,
      })
      .from(sellers)
      .where(where)
      .orderBy(asc(sql`lower(${sellers.title})`), asc(sellers.sellerCode))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(sellers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether a seller is neither blocked nor deleted. */
export const isActiveSeller = (row: Pick<SellerTierRow, 'blocked' | 'deletedAt'>): boolean => !row.blocked && row.deletedAt === null;

