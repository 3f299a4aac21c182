// The tariff price list of the demo data (specification, section 2 'Tariff page' and section 4 'Tiers'):
// the seed writes it, and the demo sellers' tiers take their limits and periods from it.

export interface DemoPriceRow {
  tier: string;
  amount: string;
  sumTmc: string;
  price: number | null;
  validityPeriod: string;
}

export const DEMO_PRICE_LIST: ReadonlyArray<{ name: string; rows: readonly DemoPriceRow[] }> = [
  {
    name: 'Размещение ТМЦ на площадке',
    rows: [
      { tier: 'free', amount: 'до 15', sumTmc: 'не ограничена', price: 0, validityPeriod: '6 месяцев' },
      { tier: 'one-off', amount: 'до 100', sumTmc: 'до 1 000 000', price: 5000, validityPeriod: '6 месяцев' },
      { tier: 'silver', amount: 'до 500', sumTmc: 'до 10 000 000', price: 15000, validityPeriod: '12 месяцев' },
      { tier: 'gold', amount: 'до 2000', sumTmc: 'до 50 000 000', price: 40000, validityPeriod: 'бессрочно' },
      { tier: 'platinum', amount: 'без ограничений', sumTmc: 'без ограничений', price: 90000, validityPeriod: 'бессрочно' },
    ],
  },
  {
    name: 'Аренда электронной торговой площадки',
    rows: [{ tier: 'rent', amount: 'без ограничений', sumTmc: 'без ограничений', price: 120000, validityPeriod: '365 дней' }],
  },
  {
    name: 'Эксклюзивное размещение',
    rows: [{ tier: 'exclusive', amount: 'без ограничений', sumTmc: 'без ограничений', price: 150000, validityPeriod: '1 год, далее на условиях GOLD' }],
  },
  {
    name: 'Корпоративный тариф',
    rows: [{ tier: 'corporation', amount: 'без ограничений', sumTmc: 'без ограничений', price: 30000, validityPeriod: '12 месяцев, за каждого поставщика' }],
  },
];

/** The demo price list's row of a tier. */
export function demoPriceRow(tier: string): DemoPriceRow | undefined {
  return DEMO_PRICE_LIST.flatMap((g) => g.rows).find((r) => r.tier === tier);
}
