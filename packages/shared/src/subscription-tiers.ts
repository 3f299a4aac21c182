// Zod-free, so the public tariff page can tell the buyers' subscription prices from the suppliers' tariff.

/** Price-list rows (service_prices.tier) of the keyword subscription start with this: 'subscription-month-10'. */
export const SUBSCRIPTION_TIER_PREFIX = 'subscription-';

export function isSubscriptionTier(tier: string | null | undefined): boolean {
  return Boolean(tier?.startsWith(SUBSCRIPTION_TIER_PREFIX));
}
