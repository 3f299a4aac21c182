// The guarantees of 'Купить' held by the database, not only by code: run it on PostgreSQL
// (TEST_DATABASE_URL) for real concurrency, 25 connections for 25 buyers; on PGlite (one connection) the same
// checks run serially.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/cart.ts';
import { tmc } from '../../db/schema/tmc.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let buyers: BuiltUser[];
let sellerId: string;

beforeAll(async () => {
  t = await createTestApp({}, { pool: { max: 25 } });
  sellerId = (await buildSeller(t.database.db)).id;
  buyers = await Promise.all(Array.from({ length: 25 }, () => buildUser(t.database.db)));
});
afterAll(async () => t.close());

describe("'Купить' under concurrency", () => {
  it('25 buyers at once on one item, 4 rounds: exactly one hold each round, every other answer the 409', { timeout: 180_000 }, async () => {
    for (let round = 0; round < 4; round += 1) {
      const item = await buildGoods(t.database.db, { sellerId, quantity: 3 });
      const answers = await Promise.all(buyers.map((b) => t.app.inject({ method: 'POST', url: '/api/cart', headers: b.headers, payload: { tmcId: item.id } })));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(buyers.length - 1);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.message).toBe('Товар уже зарезервирован другим покупателем');
      const holds = await t.database.db.select().from(reservations).where(eq(reservations.tmcId, item.id));
      expect(holds).toHaveLength(1);
    }
  });

  it('the database itself refuses a second holder and a negative stock', async () => {
    const db = t.database.db;
    const item = await buildGoods(db, { sellerId, quantity: 1 });
    const hold = (buyerId: string) =>
      db.insert(reservations).values({ tmcId: item.id, buyerId, sellerId, quantity: 1, status: 'reserved', termEndsAt: new Date(Date.now() + 86_400_000) });
    await hold(buyers[0]!.id);
    await expect(hold(buyers[1]!.id)).rejects.toThrow();
    // A finished entry does not hold: a new hold is allowed after it.
    await db.update(reservations).set({ status: 'cancelled', termEndsAt: null }).where(eq(reservations.tmcId, item.id));
    await hold(buyers[1]!.id);
    await expect(db.update(tmc).set({ quantity: sql`${tmc.quantity} - 2` }).where(eq(tmc.id, item.id))).rejects.toThrow();
    // A holding state always has a term, a finished one never.
    await expect(db.update(reservations).set({ termEndsAt: null }).where(eq(reservations.tmcId, item.id))).rejects.toThrow();
  });
});
