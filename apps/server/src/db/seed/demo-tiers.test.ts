import { describe, expect, it } from 'vitest';
import { parseTierAmount } from '@tmc/shared/seller-tiers';
import { generateSellers } from './demo-companies.ts';
import { generateGoods } from './demo-goods.ts';
import { demoPriceRow } from './demo-price-list.ts';
import { demoTiers } from './demo-tiers.ts';
import { createRandom } from './random.ts';

/** Goods per seller as the generator deals them out (the seed counts the same while inserting). */
function goodsPerSeller(sellers: ReturnType<typeof generateSellers>, items: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of generateGoods(createRandom(1), sellers.filter((s) => !s.deleted), items)) counts.set(g.sellerCode, (counts.get(g.sellerCode) ?? 0) + 1);
  return counts;
}

describe('demoTiers', () => {
  it.each([
    ['the demo data', 24, 2500],
    ['the benchmark generator', 300, 200_000],
  ])('gives every seller of %s a running tier whose limit is at least twice its goods', (_, sellerCount, items) => {
    const sellers = generateSellers(createRandom(20261122), sellerCount);
    const goods = goodsPerSeller(sellers, items);
    const now = new Date('2026-11-27T12:00:00Z');
    const tiers = demoTiers(sellers, goods, new Set(sellers.slice(3, 7).map((s) => s.sellerCode)), now, createRandom(2));
    for (const [i, tier] of tiers.entries()) {
      const seller = sellers[i]!;
      const held = goods.get(seller.sellerCode) ?? 0;
      const limit = tier.tariff === 'free' ? 15 : parseTierAmount(demoPriceRow(tier.tariff)?.amount);
      if (limit !== null) expect(2 * held, `${seller.title}: ${held} goods on ${tier.tariff}`).toBeLessThanOrEqual(limit);
      if (seller.premium && !seller.deleted) expect(limit).toBeNull();
      if (tier.endsAt) expect(tier.endsAt.getTime()).toBeGreaterThan(now.getTime());
      if (tier.tariff !== 'free') expect(tier.startedAt!.getTime()).toBeLessThan(now.getTime());
    }
    // The first premium seller (the import's browser test loads 10,000 rows into it) has PLATINUM.
    expect(tiers[sellers.findIndex((s) => s.premium && !s.deleted)]!.tariff).toBe('platinum');
    expect(new Set(tiers.map((t) => t.tariff)).size).toBeGreaterThanOrEqual(4);
  });
});
