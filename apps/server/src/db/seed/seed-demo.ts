import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { siteSettings } from '../schema/content.ts';
import { serviceGroups, servicePrices } from '../schema/price-list.ts';
import { runningLines } from '../schema/running-line.ts';
import { businessCards, corporationSellers, corporations, sellers } from '../schema/sellers.ts';
import { ROLE_IDS, users } from '../schema/users.ts';
import { generateCorporations, generateCurators, generateSellers, type SellerSeed } from './demo-companies.ts';
import { generateGoods, type GoodsSeed } from './demo-goods.ts';
import { DEMO_PRICE_LIST } from './demo-price-list.ts';
import { demoTiers } from './demo-tiers.ts';
import { insertPublishedGoods } from './insert-goods.ts';
import { createRandom } from './random.ts';

export interface SeedOptions {
  items: number;
  sellers?: number;
  seed?: number;
  log?: (message: string) => void;
}

/** The default random seed: the same demo companies on every machine. */
export const DEMO_SEED = 20261122;
const DEMO_SELLERS = 24;

/**
 * The demo sellers as seedDemoData creates them (the first draws of the seeded random), so browser
 * tests can name a demo seller's representative without reading the database.
 */
export function demoSellerSeeds(seed = DEMO_SEED, count = DEMO_SELLERS): SellerSeed[] {
  return generateSellers(createRandom(seed), count);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo data for an empty platform: sellers with checksum-valid requisites, premium business cards,
 * curators, a dispatcher, corporations, published goods, the slogan, a ticker and the tariff price list.
 * Does nothing (returns false) when sellers already exist, so restarts keep the data as it is.
 */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<boolean> {
  const { db } = database;
  const existing = await db.select({ n: count() }).from(sellers);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const log = options.log ?? (() => {});
  const rand = createRandom(options.seed ?? DEMO_SEED);

  // Same draws as demoSellerSeeds(): the sellers come first from the seeded random.
  const sellerSeeds = generateSellers(rand, options.sellers ?? DEMO_SELLERS);
  const curatorSeeds = generateCurators(rand, 3);

  const curatorIds = await db.transaction(async (tx) => {
    const curators = await tx
      .insert(users)
      .values(
        curatorSeeds.map((c) => ({
          email: c.email,
          username: c.email,
          roleId: ROLE_IDS.ADMIN,
          permission: 'L4',
          firstName: c.firstName,
          middleName: c.middleName,
          lastName: c.lastName,
          phoneNumber: c.phoneNumber,
          title: 'Куратор',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    const dispatcher = createRandom(7);
    const [d] = generateCurators(dispatcher, 1);
    await tx
      .insert(users)
      .values({
        email: 'dispatcher@tmc-market.ru',
        username: 'dispatcher@tmc-market.ru',
        roleId: ROLE_IDS.ADMIN,
        permission: 'L3',
        firstName: d!.firstName,
        middleName: d!.middleName,
        lastName: d!.lastName,
        phoneNumber: d!.phoneNumber,
        title: 'Диспетчер',
      })
      .onConflictDoNothing();
    return curators.map((c) => c.id);
  });

  const sellerIds = new Map<string, string>();
  const corporationCodes = new Set<string>();
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(sellers)
      .values(
        sellerSeeds.map((s: SellerSeed, i) => ({
          sellerCode: s.sellerCode,
          title: s.title,
          shortName: s.shortName,
          legalEntity: s.legalEntity,
          inn: s.inn,
          kpp: s.kpp,
          ogrn: s.ogrn,
          bankDetails: s.bankDetails,
          lastName: s.lastName,
          firstName: s.firstName,
          middleName: s.middleName,
          position: s.position,
          phoneNumber: s.phoneNumber,
          email: s.email,
          contact: `${s.lastName} ${s.firstName} ${s.middleName}, ${s.position}`,
          region: s.region,
          curatorId: curatorIds.length ? curatorIds[i % curatorIds.length] : null,
          premiumStart: s.premium ? isoDay(-30) : null,
          premiumEnd: s.premium ? isoDay(335) : null,
          endConditionAt: s.endConditionAt,
          deletedAt: s.deleted ? new Date() : null,
        })),
      )
      .returning({ id: sellers.id, sellerCode: sellers.sellerCode });
    for (const r of rows) sellerIds.set(r.sellerCode, r.id);
    // Each working seller's contact person has a supplier account (REPRESENTATIVE) without a password:
    // they set one through the recovery mail, as a real supplier would after the platform creates them.
    const representatives = sellerSeeds.filter((s) => !s.deleted);
    if (representatives.length) {
      await tx
        .insert(users)
        .values(
          representatives.map((s) => ({
            email: s.email,
            username: s.email,
            roleId: ROLE_IDS.REPRESENTATIVE,
            permission: 'STANDART',
            title: s.title,
            firstName: s.firstName,
            middleName: s.middleName,
            lastName: s.lastName,
            phoneNumber: s.phoneNumber,
            sellerId: sellerIds.get(s.sellerCode)!,
            placementAllowed: true,
          })),
        )
        .onConflictDoNothing();
    }
    const cards = sellerSeeds.filter((s) => s.businessCard);
    if (cards.length) {
      await tx.insert(businessCards).values(cards.map((s) => ({ sellerId: sellerIds.get(s.sellerCode)!, photoPath: null, ...s.businessCard! })));
    }
    for (const corp of generateCorporations(rand, sellerSeeds, 2)) {
      for (const code of corp.sellerCodes) corporationCodes.add(code);
      const [c] = await tx.insert(corporations).values({ title: corp.title }).returning({ id: corporations.id });
      await tx.insert(corporationSellers).values(corp.sellerCodes.map((code) => ({ corporationId: c!.id, sellerId: sellerIds.get(code)! })));
    }
    await tx.insert(siteSettings).values({ key: 'day_slogan', value: 'Складские излишки предприятий — быстро, прозрачно, по всей России' }).onConflictDoNothing();
    await tx.insert(runningLines).values([
      { type: 'main', text: 'Новые поступления ежедневно: металлопрокат, кабель, трубы, подшипники и другие ТМЦ' },
      { type: 'main', text: 'Бесплатное размещение до 15 позиций на полгода' },
    ]);
    await seedPriceList(tx);
  });
  log(`Поставщиков: ${sellerSeeds.length}, кураторов: ${curatorIds.length}`);

  const active = sellerSeeds.filter((s) => !s.deleted);
  const goodsPerSeller = new Map<string, number>();
  function* counted(goods: Iterable<GoodsSeed>): Generator<GoodsSeed> {
    for (const g of goods) {
      goodsPerSeller.set(g.sellerCode, (goodsPerSeller.get(g.sellerCode) ?? 0) + 1);
      yield g;
    }
  }
  const inserted = await insertPublishedGoods(db, counted(generateGoods(rand, active, options.items)), {
    sellerIds,
    spreadDays: 60,
    total: options.items,
    random: rand.next,
    onProgress: (n) => {
      if (n % 100_000 === 0) log(`Товаров: ${n} из ${options.items}`);
    },
  });
  // Tiers that fit the goods each seller holds (a random of their own: the draws above stay as they were).
  const tiers = demoTiers(sellerSeeds, goodsPerSeller, corporationCodes, new Date(), createRandom((options.seed ?? DEMO_SEED) + 1));
  await db.transaction(async (tx) => {
    for (const tier of tiers) {
      if (tier.tariff === 'free') continue;
      await tx
        .update(sellers)
        .set({ tariff: tier.tariff, tariffStartedAt: tier.startedAt, tariffEndsAt: tier.endsAt })
        .where(eq(sellers.id, sellerIds.get(tier.sellerCode)!));
    }
  });
  log(`Тарифы: ${[...new Set(tiers.map((t) => t.tariff))].map((t) => `${t} ${tiers.filter((x) => x.tariff === t).length}`).join(', ')}`);
  // VACUUM as well as ANALYZE: a freshly loaded table has no visibility map and no hint bits yet, so the
  // first reads would write every page back (as autovacuum would later do); benchmarks measure a settled base.
  await db.execute(sql`VACUUM (ANALYZE) tmc`);
  log(`Товаров опубликовано: ${inserted}`);
  return true;
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** The tariff price list (demo-price-list.ts). */
async function seedPriceList(tx: Tx) {
  for (const [gi, g] of DEMO_PRICE_LIST.entries()) {
    const [group] = await tx.insert(serviceGroups).values({ name: g.name, position: gi }).returning({ id: serviceGroups.id });
    await tx.insert(servicePrices).values(g.rows.map((r, i) => ({ ...r, groupId: group!.id, position: i })));
  }
}
