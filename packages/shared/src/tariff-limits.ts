// The tariff's limits without zod: the /tariff page shows them in its first load, which services-schemas.ts
// (schemas the price editor uses) would fill with zod. services-schemas.ts re-exports them.

/** Tariff constants of the footnotes (specification, sections 4 'Tiers' and 9). */
export const TARIFF_LIMITS = {
  /** Free tier: positions placed... */
  freePositions: 15,
  /** ...for this many months (half a year). */
  freeMonths: 6,
  /** Lots site: lots free of charge. */
  lotsSiteLots: 3,
  /** Rental of the electronic trading place, days. */
  rentDays: 365,
  /** EXCLUSIVE services, years from placement; then GOLD terms. */
  exclusiveYears: 1,
} as const;
