import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { HOLDING_RESERVATION_STATUSES, type ReservationStatus } from '@tmc/shared/cart-schemas';
import type { Paged } from '@tmc/shared/lists';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/cart.ts';
import { users } from '../../db/schema/users.ts';
import { paged, pageOffset, type PageRequest } from '../../lib/paged.ts';

/** A buyer's hold on one of the sellers' goods, as the supplier's list shows it. */
export interface SellerHold {
  reservationId: string;
  tmcId: number;
  status: ReservationStatus;
  quantity: number;
  reservedUntil: string | null;
  payUntil: string | null;
  completeUntil: string | null;
  createdAt: string;
  /** The buyer's organisation (or name). */
  buyerTitle: string | null;
}

/**
 * The cart: buyers' holds on goods and the deals that follow (DESIGN.md section 5). Today it answers
 * what the goods module asks about holds; reserving, ordering and the deal's terms come with the cart
 * issue, on the same tables. Raw SQL of other modules uses hold-conditions.ts.
 */
export function createCartService({ db }: { db: Db }) {
  const holding = inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]);

  return {
    /** The buyer who holds the item now, or null. */
    async holderOf(tmcId: number): Promise<string | null> {
      const [r] = await db.select({ buyerId: reservations.buyerId }).from(reservations).where(and(eq(reservations.tmcId, tmcId), holding)).limit(1);
      return r?.buyerId ?? null;
    },

    /** Whether the item was ever reserved: its deals refer to it, so it is archived rather than deleted. */
    async hasDeals(tmcId: number): Promise<boolean> {
      const [history] = await db.select({ n: count() }).from(reservations).where(eq(reservations.tmcId, tmcId));
      return (history?.n ?? 0) > 0;
    },

    /** Holds on the goods of these sellers (every seller when undefined), newest first: one page and the total. */
    async sellerHolds(sellerIds: readonly string[] | undefined, query: PageRequest): Promise<Paged<SellerHold>> {
      const where = and(holding, sellerIds ? (sellerIds.length ? inArray(reservations.sellerId, [...sellerIds]) : sql`false`) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ reservation: reservations, buyerTitle: users.title, buyerFirst: users.firstName, buyerLast: users.lastName })
          .from(reservations)
          .innerJoin(users, eq(users.id, reservations.buyerId))
          .where(where)
          .orderBy(desc(reservations.createdAt))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(reservations).where(where),
      ]);
      return paged(
        rows.map((r) => ({
          reservationId: r.reservation.id,
          tmcId: r.reservation.tmcId,
          status: r.reservation.status as ReservationStatus,
          quantity: Number(r.reservation.quantity),
          reservedUntil: r.reservation.reservedUntil?.toISOString() ?? null,
          payUntil: r.reservation.payUntil?.toISOString() ?? null,
          completeUntil: r.reservation.completeUntil?.toISOString() ?? null,
          createdAt: r.reservation.createdAt.toISOString(),
          buyerTitle: r.buyerTitle ?? ([r.buyerLast, r.buyerFirst].filter(Boolean).join(' ') || null),
        })),
        query,
        totalRow?.n ?? 0,
      );
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
