// Test data for the goods module: goods and reservations written straight to the database, so a test
// states exactly the rows it searches over.
import type { Db } from '../../db/client.ts';
import { reservations, tmc } from '../../db/schema/tmc.ts';

export type GoodsValues = Partial<typeof tmc.$inferInsert> & { sellerId: string };

/** A published item (unless status says otherwise) with plausible defaults. */
export async function buildGoods(db: Db, values: GoodsValues): Promise<typeof tmc.$inferSelect> {
  const status = values.status ?? 'published';
  const [row] = await db
    .insert(tmc)
    .values({
      name: 'Труба стальная электросварная 57х3 ГОСТ 10704-91',
      unit: '006',
      quantity: 100,
      price: 450,
      vat: '20',
      year: 2022,
      region: '77',
      publishedAt: status === 'published' ? new Date() : null,
      ...values,
      status,
    })
    .returning();
  return row!;
}

/** A buyer's hold on an item (status 'reserved' unless given). */
export async function holdGoods(db: Db, values: { tmcId: number; buyerId: string; sellerId: string; status?: string }): Promise<void> {
  await db.insert(reservations).values({
    tmcId: values.tmcId,
    buyerId: values.buyerId,
    sellerId: values.sellerId,
    quantity: 1,
    status: values.status ?? 'reserved',
    reservedUntil: new Date(Date.now() + 3 * 86_400_000),
  });
}
