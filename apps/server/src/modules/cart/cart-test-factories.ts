// Test data for the cart module: a buyer's hold written straight to the database.
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/cart.ts';

/** A buyer's hold on an item (status 'reserved' unless given). */
export async function holdGoods(db: Db, values: { tmcId: number; buyerId: string; sellerId: string; status?: string }): Promise<void> {
  await db.insert(reservations).values({
    tmcId: values.tmcId,
    buyerId: values.buyerId,
    sellerId: values.sellerId,
    quantity: 1,
    status: values.status ?? 'reserved',
    termEndsAt: ['reserved', 'ordered', 'paid'].includes(values.status ?? 'reserved') ? new Date(Date.now() + 3 * 86_400_000) : null,
    reservedUntil: new Date(Date.now() + 3 * 86_400_000),
  });
}
