// The demo sellers' tiers (issue 15): each seller gets a tier that fits the goods it holds, with room to
// spare (a seller fills at most half of its limit), and a period that is running. Premium sellers, whose
// business cards the landing page shows, and sellers too big for GOLD get tiers without a limit.
import { parseTierAmount, parseTierValidity, tierPeriodEnd, type SellerTariff } from '@tmc/shared/seller-tiers';
import { demoPriceRow } from './demo-price-list.ts';
import type { Random } from './random.ts';

export interface DemoTier {
  sellerCode: string;
  tariff: SellerTariff;
  startedAt: Date | null;
  endsAt: Date | null;
}

/** Limited tiers, smallest first: a seller gets the first whose limit is at least twice its goods. */
const LIMITED: readonly SellerTariff[] = ['one-off', 'silver', 'gold'];
/** Unlimited tiers, taken in turn (the first premium seller's is PLATINUM). */
const UNLIMITED: readonly SellerTariff[] = ['platinum', 'exclusive', 'rent'];

export function demoTiers(
  sellers: ReadonlyArray<{ sellerCode: string; premium: boolean; deleted: boolean }>,
  goods: ReadonlyMap<string, number>,
  corporationCodes: ReadonlySet<string>,
  now: Date,
  rand: Random,
): DemoTier[] {
  let unlimited = 0;
  return sellers.map((s) => {
    if (s.deleted) return { sellerCode: s.sellerCode, tariff: 'free', startedAt: null, endsAt: null };
    const held = goods.get(s.sellerCode) ?? 0;
    let tariff: SellerTariff | undefined = s.premium ? undefined : LIMITED.find((t) => 2 * held <= (parseTierAmount(demoPriceRow(t)?.amount) ?? Infinity));
    if (!tariff) tariff = corporationCodes.has(s.sellerCode) && !s.premium ? 'corporation' : UNLIMITED[unlimited++ % UNLIMITED.length]!;
    if (held <= 7 && !s.premium) tariff = 'free';
    // A period begun 5 to 40 days ago: well inside every tier's validity.
    const startedAt = tariff === 'free' ? null : new Date(now.getTime() - rand.int(5, 40) * 86_400_000);
    const validity = parseTierValidity(demoPriceRow(tariff)?.validityPeriod);
    const endsAt = startedAt && validity ? tierPeriodEnd(startedAt, validity) : null;
    return { sellerCode: s.sellerCode, tariff, startedAt, endsAt };
  });
}
