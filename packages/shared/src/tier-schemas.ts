import { z } from 'zod';
import { INVOICE_STATUSES } from './billing-schemas.ts';
import { pagedSchema } from './lists.ts';
import { isoDateSchema } from './period.ts';
import { sellerCodeSchema } from './seller-code.ts';
import { PAID_TIERS, SELLER_TARIFFS } from './seller-tiers.ts';
import { text } from './text.ts';

/**
 * Suppliers' tiers over the API (issue 15). The rules are in seller-tiers.ts.
 *
 * Endpoints (who may call each is the access test `tiers-authorization.test.ts`):
 *   GET  /api/tiers/prices                          everyone: the tiers of the price list with their terms
 *   GET  /api/tiers/sellers/{sellerCode}            the seller's representatives, its curator, ADMIN L1-L3: tier, period, room, orders
 *   POST /api/tiers/sellers/{sellerCode}/orders     the seller's representatives: { tier } -> an order with its invoice (201)
 *   GET  /api/tiers/orders/{id}/invoice             the seller's representatives, its curator, ADMIN L1, L2: the invoice PDF
 *   GET  /api/tiers/admin/sellers                   ADMIN L1, L2: every seller's tier, filtered and paged
 *   PUT  /api/tiers/admin/sellers/{sellerCode}      ADMIN L1, L2: { tariff, endsAt } (the action log records it)
 */

export const TIER_MESSAGES = {
  tierRequired: 'Выберите тариф',
  tariffUnknown: 'Неизвестный тариф',
  noPrice: 'Цена этого тарифа не указана в прайс-листе: обратитесь к администратору',
  validityUnknown: 'Срок этого тарифа в прайс-листе не распознан: обратитесь к администратору',
  sellerNotFound: 'Поставщик не найден',
  orderNotFound: 'Заказ тарифа не найден',
  sellerInactive: 'Поставщик заблокирован или удалён: тариф не оформляется',
  requisitesRequired: 'Для счёта нужны наименование и ИНН поставщика: обратитесь к куратору или администратору',
  endsAtPast: 'Дата окончания не может быть раньше сегодняшней',
  endsAtFree: 'У бесплатного тарифа нет даты окончания',
} as const;

/** A paid tier of the price list with what it allows. */
export const tierPriceSchema = z.object({
  tariff: z.enum(PAID_TIERS),
  /** The price list's general service ('Размещение ТМЦ на площадке'). */
  groupName: text(),
  amount: text().nullable(),
  /** Positions allowed at once (parsed from `amount`); null: no limit. */
  limit: z.number().int().nullable(),
  sumTmc: text().nullable(),
  price: z.number().nullable(),
  validityPeriod: text().nullable(),
  /** Whether it can be ordered now: a price above zero and a validity that can be read. */
  orderable: z.boolean(),
});
export type TierPrice = z.infer<typeof tierPriceSchema>;
export const tierPricesSchema = z.array(tierPriceSchema);

/** A purchase of a tier with its invoice's state. */
export const tierOrderSchema = z.object({
  id: text().uuid(),
  tariff: z.enum(PAID_TIERS),
  price: z.number(),
  validityPeriod: text(),
  createdAt: text(),
  invoiceNumber: text().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES).nullable(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
});
export type TierOrder = z.infer<typeof tierOrderSchema>;

/** GET /api/tiers/sellers/{sellerCode}: the seller's tier and how much of it is used. */
export const sellerTierSchema = z.object({
  sellerCode: text(),
  title: text(),
  /** The tier as stored. */
  tariff: z.enum(SELLER_TARIFFS),
  /** The tier whose terms apply now (EXCLUSIVE after its year: GOLD; a paid tier after its end: free). */
  effective: z.enum(SELLER_TARIFFS),
  startedAt: text().nullable(),
  endsAt: text().nullable(),
  /** What comes after the period: 'gold' for EXCLUSIVE, else 'free'; null when nothing ends. */
  then: z.enum(SELLER_TARIFFS).nullable(),
  limit: z.number().int().nullable(),
  window: z.enum(['half-year', 'held']),
  /** Positions counted against the limit (placed in the half year, or held). */
  used: z.number().int(),
  /** Positions that may still be placed; null: no limit. */
  room: z.number().int().nullable(),
  /** Published goods kept out of the common base over the limit (back on renewal). */
  paused: z.number().int(),
  /** 'owner': a representative, who may order; 'curator' and 'admin' only read. */
  mode: z.enum(['owner', 'curator', 'admin']),
  orders: z.array(tierOrderSchema),
});
export type SellerTier = z.infer<typeof sellerTierSchema>;

/** POST /api/tiers/sellers/{sellerCode}/orders. */
export const tierOrderInputSchema = z.object({
  tier: z.enum(PAID_TIERS, { error: TIER_MESSAGES.tierRequired }),
});
export type TierOrderInput = z.infer<typeof tierOrderInputSchema>;

export const tierSellerParamsSchema = z.object({ sellerCode: sellerCodeSchema });

export const TIER_LIST_STATES = ['all', 'paid', 'ending', 'ended'] as const;
export type TierListState = (typeof TIER_LIST_STATES)[number];
export const TIER_LIST_STATE_LABELS: Readonly<Record<TierListState, string>> = {
  all: 'Все',
  paid: 'Платные',
  ending: 'Заканчиваются за 30 дней',
  ended: 'Вернулись на бесплатный',
};

/** GET /api/tiers/admin/sellers. */
export const adminTierQuerySchema = z.object({
  tariff: z.enum(SELLER_TARIFFS, { error: TIER_MESSAGES.tariffUnknown }).optional(),
  state: z.enum(TIER_LIST_STATES).default('all'),
  /** Title or seller code, a beginning. */
  q: text().trim().max(100, 'Не более 100 символов').optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminTierQuery = z.infer<typeof adminTierQuerySchema>;

export const adminTierRowSchema = z.object({
  sellerCode: text(),
  title: text(),
  inn: text(),
  tariff: z.enum(SELLER_TARIFFS),
  effective: z.enum(SELLER_TARIFFS),
  startedAt: text().nullable(),
  endsAt: text().nullable(),
  limit: z.number().int().nullable(),
  used: z.number().int(),
  paused: z.number().int(),
  blocked: z.boolean(),
  deleted: z.boolean(),
});
export type AdminTierRow = z.infer<typeof adminTierRowSchema>;
export const adminTierPageSchema = pagedSchema(adminTierRowSchema);
export type AdminTierPage = z.infer<typeof adminTierPageSchema>;

/**
 * PUT /api/tiers/admin/sellers/{sellerCode}: the tier and the last day of its period (Moscow date,
 * included), or null for an open-ended one; the free tier has none.
 */
export const adminTierUpdateSchema = z
  .object({
    tariff: z.enum(SELLER_TARIFFS, { error: TIER_MESSAGES.tariffUnknown }),
    endsAt: isoDateSchema.nullable(),
  })
  .refine((v) => v.tariff !== 'free' || v.endsAt === null, { error: TIER_MESSAGES.endsAtFree, path: ['endsAt'] });
export type AdminTierUpdate = z.infer<typeof adminTierUpdateSchema>;
