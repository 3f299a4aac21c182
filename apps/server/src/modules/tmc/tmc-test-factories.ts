// Test data for the goods module: goods written straight to the database, so a test states exactly the
// rows it searches over (holds: cart/cart-test-factories.ts).
import type { Db } from '../../db/client.ts';
import { tmc } from '../../db/schema/tmc.ts';

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
