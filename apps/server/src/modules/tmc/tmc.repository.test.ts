import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TmcStatus } from '@tmc/shared/tmc-schemas';
import type { Database } from '../../db/client.ts';
import { tmcMovements } from '../../db/schema/tmc.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { buildGoods } from './tmc-test-factories.ts';
import { findGoods, insertGoods, markGoodsContentChanged, updateGoodsContent } from './tmc.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const content = { name: 'Насос центробежный К 50-32-125', description: null, stockNumber: null, unit: '796', price: 18500, vat: '20', year: 2021, region: '77' };

describe('the moderation rule (one place for every content change)', () => {
  // Before: an edit and new attributes sent any status to moderation, a new photo only published and rejected goods.
  const expected: Array<[TmcStatus, TmcStatus]> = [
    ['published', 'moderation'],
    ['rejected', 'moderation'],
    ['moderation', 'moderation'],
    ['draft', 'draft'],
    ['archived', 'archived'],
  ];

  it.each(expected)('a content change of %s goods leaves them %s, by an edit and by a new photo alike', async (from, to) => {
    const db = database.db;
    const seller = await buildSeller(db);
    const edited = await buildGoods(db, { sellerId: seller.id, status: from, rejectReason: from === 'rejected' ? 'Нет фото' : null });
    const photographed = await buildGoods(db, { sellerId: seller.id, status: from, rejectReason: from === 'rejected' ? 'Нет фото' : null });

    const row = await updateGoodsContent(db, edited.id, { price: 99 });
    await markGoodsContentChanged(db, photographed.id);

    for (const after of [row, (await findGoods(db, photographed.id))!]) {
      expect(after.status).toBe(to);
      // A rejection's reason goes with the rejection; other states never had one.
      expect(after.rejectReason).toBeNull();
    }
    expect(row.price).toBe(99);
  });
});

describe('insertGoods', () => {
  it('writes several goods and an income movement for each one with stock, in one transaction', async () => {
    const db = database.db;
    const seller = await buildSeller(db);
    const user = await buildUser(db, { role: 'REPRESENTATIVE', sellerId: seller.id });
    const rows = await db.transaction((tx) =>
      insertGoods(
        tx,
        seller.id,
        [
          { ...content, quantity: 3, status: 'moderation' },
          { ...content, name: 'Насос К 80-50-200', quantity: 0, status: 'moderation', attributes: { Подача: '50 м³/ч' } },
        ],
        { userId: user.id, reason: 'Импорт' },
      ),
    );
    expect(rows.map((r) => [r.name, r.sellerId, r.status, r.attributes])).toEqual([
      [content.name, seller.id, 'moderation', {}],
      ['Насос К 80-50-200', seller.id, 'moderation', { Подача: '50 м³/ч' }],
    ]);
    const movements = await db.select().from(tmcMovements).where(eq(tmcMovements.userId, user.id));
    expect(movements.map((m) => [m.tmcId, m.delta, m.reason])).toEqual([[rows[0]!.id, 3, 'Импорт']]);
    expect(await db.transaction((tx) => insertGoods(tx, seller.id, [], { userId: null, reason: 'Импорт' }))).toEqual([]);
  });
});
