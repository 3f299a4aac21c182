import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidInn, isValidKpp, isValidOgrn } from '@tmc/shared/requisites';
import { parseTierAmount } from '@tmc/shared/seller-tiers';
import { REGIONS, UNITS, VAT_RATES } from '@tmc/shared/dictionaries';
import type { Database } from '../client.ts';
import { businessCards, corporationSellers, corporations, sellers } from '../schema/sellers.ts';
import { servicePrices } from '../schema/price-list.ts';
import { tmc } from '../schema/tmc.ts';
import { users } from '../schema/users.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { demoSellerSeeds, seedDemoData } from './seed-demo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('seedDemoData', () => {
  it('fills an empty database with realistic, valid demo data', async () => {
    expect(await seedDemoData(database, { items: 2000 })).toBe(true);
    const db = database.db;

    const allSellers = await db.select().from(sellers);
    expect(allSellers.length).toBeGreaterThanOrEqual(20);
    for (const s of allSellers) {
      expect(s.sellerCode).toMatch(/^\d{6}$/);
      expect(isValidInn(s.inn), s.inn).toBe(true);
      expect(isValidKpp(s.kpp ?? ''), s.kpp ?? '').toBe(true);
      expect(isValidOgrn(s.ogrn ?? ''), s.ogrn ?? '').toBe(true);
      expect(s.title).toMatch(/[«»]/);
    }
    expect(allSellers.some((s) => s.premiumStart)).toBe(true);
    expect((await db.select({ n: count() }).from(businessCards))[0]!.n).toBeGreaterThan(0);

    const [corp] = await db.select({ n: count() }).from(corporations);
    expect(corp!.n).toBeGreaterThanOrEqual(1);
    expect((await db.select({ n: count() }).from(corporationSellers))[0]!.n).toBeGreaterThanOrEqual(3);

    const curators = await db.select().from(users).where(eq(users.permission, 'L4'));
    expect(curators.length).toBeGreaterThanOrEqual(1);
    expect(allSellers.filter((s) => s.curatorId).length).toBe(allSellers.length);

    // Each working seller has its representative's account, as demoSellerSeeds() names them.
    const representatives = await db.select().from(users).where(eq(users.roleId, 2));
    const working = demoSellerSeeds().filter((s) => !s.deleted);
    expect(representatives.map((u) => u.email).sort()).toEqual(working.map((s) => s.email).sort());
    for (const u of representatives) {
      expect(u.sellerId).toBe(allSellers.find((s) => s.email === u.email)!.id);
      expect(u.passwordHash).toBeNull();
    }

    const [published] = await db.select({ n: count() }).from(tmc).where(eq(tmc.status, 'published'));
    expect(published!.n).toBe(2000);
    const sample = await db.select().from(tmc).limit(200);
    const units = new Set(UNITS.map((u) => u.code));
    const regions = new Set(REGIONS.map((r) => r.code));
    const vats = new Set(VAT_RATES.map((v) => v.value));
    for (const item of sample) {
      expect(units.has(item.unit), item.unit).toBe(true);
      expect(regions.has(item.region ?? ''), item.region ?? '').toBe(true);
      expect(vats.has(item.vat as never), item.vat).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(item.name).toMatch(/[А-Яа-яЁё]/);
    }
    const [distinct] = await db.select({ n: sql<number>`count(distinct ${tmc.name})`.mapWith(Number) }).from(tmc);
    expect(distinct!.n).toBeGreaterThan(500);

    // Every seller's tier fits the goods it holds with room to spare (issue 15), periods running; premium sellers
    // have tiers without a limit (the import's browser test loads 10,000 rows into the first of them).
    const prices = await db.select({ tier: servicePrices.tier, amount: servicePrices.amount }).from(servicePrices);
    const limitOf = (tariff: string) => (tariff === 'free' ? 15 : parseTierAmount(prices.find((p) => p.tier === tariff)?.amount));
    const held = await db.select({ sellerId: tmc.sellerId, n: count() }).from(tmc).groupBy(tmc.sellerId);
    const now = Date.now();
    for (const s of allSellers) {
      const n = held.find((h) => h.sellerId === s.id)?.n ?? 0;
      const limit = limitOf(s.tariff);
      if (limit !== null && limit !== undefined) expect(2 * n, `${s.title}: ${n} goods on ${s.tariff}`).toBeLessThanOrEqual(limit);
      if (s.premiumStart) expect(limit, s.title).toBeNull();
      if (s.tariffEndsAt) expect(s.tariffEndsAt.getTime()).toBeGreaterThan(now);
      if (s.tariff !== 'free') expect(s.tariffStartedAt!.getTime()).toBeLessThan(now);
    }
    expect(new Set(allSellers.map((s) => s.tariff)).size).toBeGreaterThanOrEqual(3);

    // Russian full text works on the seeded names: a word form finds its other forms.
    const [found] = await db
      .select({ n: count() })
      .from(tmc)
      .where(sql`${tmc.search} @@ plainto_tsquery('russian', 'трубы')`);
    expect(found!.n).toBeGreaterThan(0);
  });

  it('does nothing on a database that already has sellers', async () => {
    const before = (await database.db.select({ n: count() }).from(tmc))[0]!.n;
    expect(await seedDemoData(database, { items: 100 })).toBe(false);
    expect((await database.db.select({ n: count() }).from(tmc))[0]!.n).toBe(before);
  });
});
