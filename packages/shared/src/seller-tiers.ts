// Suppliers' tiers (issue 15; specification, sections 3 'Tier names', 4 'Tiers' and 9): the one rule of
// how many positions a seller may place, read by the goods form, the import and the cabinet. Zod-free,
// so the cabinet's first screen and the error texts need no schema code.
import { pluralRu } from './amount-in-words.ts';
import { formatNumber } from './number-format.ts';
import { TARIFF_LIMITS } from './tariff-limits.ts';

/** Tariffs a seller may be on: the free tier and the tier names of section 3 (sellers.tariff). */
export const SELLER_TARIFFS = ['free', 'one-off', 'silver', 'gold', 'platinum', 'rent', 'exclusive', 'corporation'] as const;
export type SellerTariff = (typeof SELLER_TARIFFS)[number];
export const SELLER_TARIFF_LABELS: Readonly<Record<SellerTariff, string>> = {
  free: 'Бесплатный',
  'one-off': 'Разовый',
  silver: 'Серебряный',
  gold: 'Золотой',
  platinum: 'Платиновый',
  rent: 'Аренда',
  exclusive: 'Эксклюзив',
  corporation: 'Корпорация',
};

/** The tiers bought by invoice (every one but the free tier); their price-list rows carry the same name in `tier`. */
export const PAID_TIERS = SELLER_TARIFFS.filter((t): t is Exclude<SellerTariff, 'free'> => t !== 'free');
export type PaidTier = (typeof PAID_TIERS)[number];

export const isSellerTariff = (value: string): value is SellerTariff => (SELLER_TARIFFS as readonly string[]).includes(value);
export const isPaidTier = (value: string): value is PaidTier => value !== 'free' && isSellerTariff(value);

/**
 * The positions count of a price-list row ('до 100', 'от 16 до 100', 'до 2 000') as a number: the last
 * number in it, the upper bound. Null when it names none ('без ограничений'): no limit.
 */
export function parseTierAmount(amount: string | null | undefined): number | null {
  const numbers = (amount ?? '').replace(/(\d)[\s\u00A0](?=\d{3}\b)/g, '$1').match(/\d+/g);
  if (!numbers) return null;
  const n = Number(numbers.at(-1));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A tier's period: calendar months, days, or no end. */
export type TierValidity = { kind: 'months'; n: number } | { kind: 'days'; n: number } | { kind: 'unlimited' };

/**
 * The validity of a price-list row as the administrator wrote it ('6 месяцев', '365 дней', '1 год, далее
 * на условиях GOLD', 'бессрочно'); null when it cannot be read (the tier is then not sold until it is fixed).
 */
export function parseTierValidity(text: string | null | undefined): TierValidity | null {
  const value = (text ?? '').toLowerCase().replaceAll('ё', 'е').trim();
  if (!value) return null;
  if (/^(бессрочн|без ограничени|не ограничен)/.test(value)) return { kind: 'unlimited' };
  const match = /(\d+)\s*(мес|год|года|лет|дн|день|дня|недел)/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 100 * 365) return null;
  const unit = match[2]!;
  if (unit.startsWith('мес')) return { kind: 'months', n };
  if (unit.startsWith('год') || unit === 'лет') return { kind: 'months', n: n * 12 };
  if (unit.startsWith('недел')) return { kind: 'days', n: n * 7 };
  return { kind: 'days', n };
}

/** The instant `months` calendar months after `from` (UTC), the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addCalendarMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The end of a period of this validity started at `from`; null: it does not end. */
export function tierPeriodEnd(from: Date, validity: TierValidity): Date | null {
  if (validity.kind === 'unlimited') return null;
  if (validity.kind === 'days') return new Date(from.getTime() + validity.n * 86_400_000);
  return addCalendarMonths(from, validity.n);
}

/** A seller's tier as stored: the tariff and the end of its period (null: open-ended). */
export interface StoredTier {
  tariff: string;
  endsAt: Date | string | null;
}

/**
 * The tier whose terms apply at `now`: the stored one while its period lasts; after it, EXCLUSIVE gives
 * GOLD terms (tariff footnote) and every other tier the free one. The expiry job writes the same change
 * down (tier-expiry.ts); this makes the rule exact between its runs.
 */
export function effectiveTariff(stored: StoredTier, now: Date): SellerTariff {
  const tariff = isSellerTariff(stored.tariff) ? stored.tariff : 'free';
  if (tariff === 'free' || stored.endsAt === null) return tariff;
  if (new Date(stored.endsAt).getTime() > now.getTime()) return tariff;
  return tariff === 'exclusive' ? 'gold' : 'free';
}

/** What a tier allows: positions placed within the last half year (the free tier) or held at once (paid tiers); null = no limit. */
export interface TierTerms {
  tariff: SellerTariff;
  limit: number | null;
  window: 'half-year' | 'held';
}

/** The free tier's terms (TARIFF_LIMITS: 15 positions per half year). */
export const FREE_TIER_TERMS: TierTerms = { tariff: 'free', limit: TARIFF_LIMITS.freePositions, window: 'half-year' };

/** The terms of a tier given its price-list row's positions count (the free tier's are the constants). */
export function tierTerms(tariff: SellerTariff, amount: string | null | undefined): TierTerms {
  if (tariff === 'free') return FREE_TIER_TERMS;
  return { tariff, limit: parseTierAmount(amount), window: 'held' };
}

/** The free tier counts goods placed since this instant: `now` less TARIFF_LIMITS.freeMonths calendar months. */
export function freeWindowStart(now: Date): Date {
  return addCalendarMonths(now, -TARIFF_LIMITS.freeMonths);
}

/**
 * Positions the seller may still place: the limit less the goods placed in the last half year (free
 * tier) or less the goods it holds (draft, moderation, published, rejected: paid tiers). Null = no limit.
 */
export function tierRoom(terms: TierTerms, counts: { placedInWindow: number; held: number }): number | null {
  if (terms.limit === null) return null;
  const used = terms.window === 'half-year' ? counts.placedInWindow : counts.held;
  return Math.max(0, terms.limit - used);
}

/** The goods statuses a paid tier's limit counts: everything the seller has placed and not archived or paused. */
export const HELD_STATUSES = ['draft', 'moderation', 'published', 'rejected'] as const;

// ---------------------------------------------------------------------------------------------
// Texts

const POSITION_FORMS = ['позицию', 'позиции', 'позиций'] as const;
const positions = (n: number): string => `${formatNumber(n)} ${pluralRu(n, POSITION_FORMS)}`;

/** The error code of a placement refused by the tier's limit (the web offers the tariff page with it). */
export const TIER_LIMIT_ERROR_CODE = 'tier_limit';

/** What the tier allows, said as the supplier reads it: 'Бесплатный тариф позволяет разместить 15 позиций за полгода'. */
export function tierAllowance(terms: TierTerms): string {
  if (terms.limit === null) return `Тариф «${SELLER_TARIFF_LABELS[terms.tariff]}» не ограничивает число позиций`;
  if (terms.window === 'half-year') return `Бесплатный тариф позволяет разместить ${positions(terms.limit)} за полгода`;
  return `Тариф «${SELLER_TARIFF_LABELS[terms.tariff]}» позволяет разместить до ${positions(terms.limit)}`;
}

/** The 16th placement on the free tier (or the 101st on 'до 100') refused: the limit, and the tariff page. */
export function tierLimitMessage(terms: TierTerms): string {
  const advice = terms.window === 'half-year' ? 'выберите платный тариф' : 'выберите тариф с большим числом позиций';
  return `${tierAllowance(terms)}, и лимит исчерпан. Чтобы разместить больше, ${advice} на странице «Тарифы»`;
}

/** The import's trial: how many of a file's new positions fit in the tier's room. */
export function tierImportMessage(terms: TierTerms, remaining: number, newRows: number): string {
  const room = remaining > 0 ? `сейчас можно добавить ещё ${positions(remaining)}` : 'лимит уже исчерпан';
  const advice = terms.window === 'half-year' ? 'выберите платный тариф' : 'выберите тариф с большим числом позиций';
  return (
    `${tierAllowance(terms)}: ${room}, а в файле новых — ${formatNumber(newRows)}. ` +
    `Загрузятся только первые ${formatNumber(Math.max(0, remaining))}; чтобы загрузить все, ${advice} на странице «Тарифы»`
  );
}

/** An import row past the room: its reason in the log. */
export function overTierReason(terms: TierTerms): string {
  return terms.window === 'half-year' ? 'сверх лимита бесплатного тарифа' : `сверх лимита тарифа «${SELLER_TARIFF_LABELS[terms.tariff]}»`;
}
