// The cart's test-only control (TEST_CONTROLS, NODE_ENV=test only): an entry's term ends now and the production
// sweep acts on it, so the browser tests see the 20-day rule without waiting. Absent without the flag.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmc } from '../../db/schema/tmc.ts';
import { buildSeller, buildUser, randomInn, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let plain: TestApp;
let admin: BuiltUser;
let buyer: BuiltUser;
let sellerId: string;

beforeAll(async () => {
  [t, plain] = await Promise.all([createTestApp({ TEST_CONTROLS: 'true' }), createTestApp()]);
  const db = t.database.db;
  admin = await buildUser(db, { role: 'ADMIN', permission: 'L2' });
  buyer = await buildUser(db, { inn: randomInn(), title: 'ООО «Покупатель»' });
  sellerId = (await buildSeller(db)).id;
});
afterAll(async () => Promise.all([t?.close(), plain?.close()]));

const inject = (app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, user: BuiltUser | null, payload?: Record<string, unknown>) =>
  app.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });

describe('POST /api/testing/cart/{id}/end-term', () => {
  it('ends a paid deal now: the sweep deems it concluded and reduces the stock, as after 20 days', async () => {
    const item = await buildGoods(t.database.db, { sellerId, name: 'Труба 57х3,5', quantity: 10, price: 2_000 });
    const entry = (await inject(t, 'POST', '/api/cart', buyer, { tmcId: item.id, quantity: 4 })).json();
    const ordered = (await inject(t, 'POST', `/api/cart/${entry.id}/order`, buyer)).json();
    expect((await inject(t, 'PUT', `/api/billing/invoices/${ordered.invoice.id}/paid`, admin)).statusCode).toBe(200);

    // Only an administrator may use it, even in tests.
    expect((await inject(t, 'POST', `/api/testing/cart/${entry.id}/end-term`, buyer)).statusCode).toBe(403);
    expect((await inject(t, 'POST', `/api/testing/cart/${entry.id}/end-term`, null)).statusCode).toBe(401);

    const res = await inject(t, 'POST', `/api/testing/cart/${entry.id}/end-term`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ concluded: 1 });
    const after = (await inject(t, 'GET', `/api/cart/${entry.id}`, buyer)).json();
    expect(after).toMatchObject({ status: 'concluded', termEndsAt: null });
    expect(after.events.at(-1)).toMatchObject({ event: 'concluded', actor: 'system' });
    const [goods] = await t.database.db.select({ quantity: tmc.quantity }).from(tmc).where(eq(tmc.id, item.id));
    expect(Number(goods!.quantity)).toBe(6);

    // A finished entry has no term to end.
    expect((await inject(t, 'POST', `/api/testing/cart/${entry.id}/end-term`, admin)).statusCode).toBe(404);
  });

  it('does not exist without TEST_CONTROLS', async () => {
    const other = await buildUser(plain.database.db, { role: 'ADMIN', permission: 'L1' });
    const res = await inject(plain, 'POST', '/api/testing/cart/00000000-0000-4000-8000-000000000000/end-term', other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error?.code).not.toBe('cart_entry_not_found');
  });
});
