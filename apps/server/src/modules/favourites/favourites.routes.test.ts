import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { holdGoods } from '../cart/cart-test-factories.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('favourites under /api/tmc/favourites', () => {
  it('a buyer adds, lists and removes favourites; the flag shows in search and on the item page', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const buyer = await buildUser(db, { role: 'BUYER' });
    const a = await buildGoods(db, { sellerId: seller.id, name: 'Вентилятор осевой ВО-06' });
    const b = await buildGoods(db, { sellerId: seller.id, name: 'Вентилятор радиальный ВР-80' });

    for (const id of [a.id, b.id, a.id]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/tmc/favourites/${id}`, headers: buyer.headers })).statusCode).toBe(204);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/tmc/favourites', headers: buyer.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, totalIsEstimate: false, page: 0 });
    expect(list.json().items.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.json().items.every((i: { favourite: boolean }) => i.favourite)).toBe(true);

    const found = await t.app.inject({ method: 'GET', url: `/api/tmc/search?q=вентилятор&seller_code=${seller.sellerCode}`, headers: buyer.headers });
    expect(found.json().items.every((i: { favourite: boolean }) => i.favourite)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${a.id}`, headers: buyer.headers })).json().favourite).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/tmc/favourites/${a.id}`, headers: buyer.headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/tmc/favourites?size=1', headers: buyer.headers });
    expect(after.json()).toMatchObject({ total: 1, size: 1, items: [{ id: b.id }] });
    // Other buyers' lists are their own.
    const other = await buildUser(db, { role: 'BUYER' });
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/favourites', headers: other.headers })).json().total).toBe(0);
  });

  it('refuses goods the buyer cannot see, and hides favourites another buyer has since reserved', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const buyer = await buildUser(db, { role: 'BUYER' });
    const rival = await buildUser(db, { role: 'BUYER' });
    const draft = await buildGoods(db, { sellerId: seller.id, name: 'Насос черновой', status: 'moderation' });
    expect((await t.app.inject({ method: 'POST', url: `/api/tmc/favourites/${draft.id}`, headers: buyer.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/tmc/favourites/987654321', headers: buyer.headers })).statusCode).toBe(404);

    const item = await buildGoods(db, { sellerId: seller.id, name: 'Насос К 80-50-200' });
    expect((await t.app.inject({ method: 'POST', url: `/api/tmc/favourites/${item.id}`, headers: buyer.headers })).statusCode).toBe(204);
    await holdGoods(db, { tmcId: item.id, buyerId: rival.id, sellerId: seller.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/favourites', headers: buyer.headers })).json().total).toBe(0);
    await db.execute(sql`update reservations set status = 'cancelled', term_ends_at = null where tmc_id = ${item.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/favourites', headers: buyer.headers })).json().total).toBe(1);
  });
});
