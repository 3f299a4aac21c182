import { z } from 'zod';
import { emailField } from './account-schemas.ts';
import { periodSchema } from './period.ts';
import { pagedSchema } from './lists.ts';
import { bankDetailsSchema } from './profile.ts';
import { text } from './text.ts';
import { sellerCodeSchema } from './seller-code.ts';
import { TMC_LIMITS, TMC_STATUSES } from './tmc-schemas.ts';

/**
 * The supplier's cabinet API (issue 12), under /api/cabinet/{sellerCode}. Who: the seller's own
 * representatives (REPRESENTATIVE whose users.seller_id is the seller) read and change; the seller's
 * curator (ADMIN L4 whose id is sellers.curator_id) only reads; everyone else is refused (401 without a
 * session, 403 with one), administrators included: they have the admin module's seller pages.
 *
 *   GET  /{code}                 owner, curator  -> CabinetSummary (the seller, the caller's mode)
 *   GET  /{code}/goods           owner, curator  cabinetGoodsQuerySchema -> CabinetGoodsPage (with views, favourites, holds)
 *   POST /{code}/goods/bulk      owner           cabinetBulkInputSchema -> CabinetBulkResult (all or nothing)
 *   GET  /{code}/settings        owner, curator  -> CabinetSettings (requisites, representatives)
 *   GET  /{code}/report          owner, curator  cabinetReportQuerySchema -> CabinetReport (demand analytics)
 *   GET  /{code}/report.xlsx     owner, curator  the same as a spreadsheet (attachment)
 *   POST /{code}/representatives the main representative   cabinetInviteSchema -> 201 CabinetRepresentative
 *                                (a password-creation mail goes to the address)
 *   PUT  /{code}/mail-preferences owner          cabinetMailPreferencesSchema -> CabinetMailPreferences
 */

export const CABINET_MODES = ['owner', 'curator'] as const;
export type CabinetMode = (typeof CABINET_MODES)[number];

export const CABINET_MESSAGES = {
  noAccess: 'Нет доступа к кабинету этого поставщика',
  sellerNotFound: 'Поставщик не найден',
  readOnly: 'Куратор может только просматривать данные поставщика',
  idsRequired: 'Выберите позиции',
  idsTooMany: 'Не более 500 позиций за раз',
  notOwnGoods: 'Среди выбранных есть позиции другого поставщика или удалённые',
  percentRequired: 'Укажите процент изменения цены',
  percentRange: 'Процент — от −99 до 1000',
  percentZero: 'Процент не может быть равен нулю',
  priceTooHigh: 'После изменения цена превысит допустимую',
  reserved: 'Среди выбранных есть позиции в резерве у покупателя',
  notMain: 'Приглашать представителей может только основной представитель поставщика',
  emailRequired: 'Укажите эл. почту',
  emailFormat: 'Неверный формат почты',
} as const;

export const cabinetParamsSchema = z.object({ sellerCode: sellerCodeSchema });

export const cabinetSummarySchema = z.object({
  sellerCode: text(),
  title: text(),
  shortName: text().nullable(),
  region: text().nullable(),
  premium: z.boolean(),
  blocked: z.boolean(),
  /** A trusted seller's new and edited goods are published at once (post-moderation). */
  trusted: z.boolean(),
  /** 'owner': the seller's representative; 'curator': reads only. */
  mode: z.enum(CABINET_MODES),
});
export type CabinetSummary = z.infer<typeof cabinetSummarySchema>;

export const cabinetGoodsQuerySchema = z.object({
  status: z.enum(TMC_STATUSES).optional(),
  q: text().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type CabinetGoodsQuery = z.infer<typeof cabinetGoodsQuerySchema>;

export const cabinetGoodsItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  stockNumber: text().nullable(),
  status: z.enum(TMC_STATUSES),
  rejectReason: text().nullable(),
  quantity: z.number(),
  unit: text(),
  price: z.number(),
  publishedAt: text().nullable(),
  updatedAt: text(),
  /** Views of the item page, each visitor once a day (since the analytics began). */
  views: z.number().int(),
  /** Buyers who have it in their favourites now. */
  favourites: z.number().int(),
  /** Holds by buyers ever (each reservation), and whether a buyer holds it now. */
  holds: z.number().int(),
  heldNow: z.boolean(),
});
export type CabinetGoodsItem = z.infer<typeof cabinetGoodsItemSchema>;
export const cabinetGoodsPageSchema = pagedSchema(cabinetGoodsItemSchema);
export type CabinetGoodsPage = z.infer<typeof cabinetGoodsPageSchema>;

export const CABINET_BULK_ACTIONS = ['take-down', 'delete', 'price'] as const;
export type CabinetBulkAction = (typeof CABINET_BULK_ACTIONS)[number];
export const CABINET_BULK_LIMIT = 500;

const bulkIds = z
  .array(z.number().int().positive(), { error: CABINET_MESSAGES.idsRequired })
  .min(1, { error: CABINET_MESSAGES.idsRequired })
  .max(CABINET_BULK_LIMIT, { error: CABINET_MESSAGES.idsTooMany });

/**
 * A bulk action on own goods: take down (out of the common base, to 'archived'), delete (goods with past
 * deals are archived instead), or change the price by a percentage (rounded to kopecks; no moderation).
 */
export const cabinetBulkInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('take-down'), ids: bulkIds }),
  z.object({ action: z.literal('delete'), ids: bulkIds }),
  z.object({
    action: z.literal('price'),
    ids: bulkIds,
    percent: z
      .number({ error: CABINET_MESSAGES.percentRequired })
      .min(-99, { error: CABINET_MESSAGES.percentRange })
      .max(1000, { error: CABINET_MESSAGES.percentRange })
      .refine((p) => p !== 0, { error: CABINET_MESSAGES.percentZero }),
  }),
]);
export type CabinetBulkInput = z.infer<typeof cabinetBulkInputSchema>;

export const cabinetBulkResultSchema = z.object({
  /** Goods changed (taken down, repriced, deleted or archived). */
  changed: z.number().int(),
  /** Of the deleted, those archived because deals refer to them. */
  archived: z.number().int(),
});
export type CabinetBulkResult = z.infer<typeof cabinetBulkResultSchema>;

/** The largest price after a change (numeric(14,2)). */
export const CABINET_PRICE_MAX = TMC_LIMITS.priceMax;

// ---------------------------------------------------------------------------------------------
// Settings

/** The seller's requisites as the cabinet shows them (the representative reads them; L1/L2 edit them in the admin module). */
export const cabinetRequisitesSchema = z.object({
  title: text(),
  shortName: text().nullable(),
  legalEntity: text().nullable(),
  inn: text(),
  kpp: text().nullable(),
  ogrn: text().nullable(),
  bankDetails: bankDetailsSchema.nullable(),
  region: text().nullable(),
  lastName: text().nullable(),
  firstName: text().nullable(),
  middleName: text().nullable(),
  position: text().nullable(),
  phoneNumber: text().nullable(),
  email: text().nullable(),
  tariff: text(),
  premiumStart: text().nullable(),
  premiumEnd: text().nullable(),
  endConditionAt: text().nullable(),
});
export type CabinetRequisites = z.infer<typeof cabinetRequisitesSchema>;

export const cabinetRepresentativeSchema = z.object({
  id: text(),
  email: text(),
  name: text().nullable(),
  /** The first representative (created with the seller): the one who may invite others. */
  main: z.boolean(),
  /** False until the invited person has set a password by the mail's link. */
  active: z.boolean(),
  createdAt: text(),
});
export type CabinetRepresentative = z.infer<typeof cabinetRepresentativeSchema>;

/**
 * What the platform mails to the seller's addresses (its representatives and its e-mail). The curator is
 * mailed regardless (it supports the deals), and so is the buyer; mail about accounts always goes.
 */
export const cabinetMailPreferencesSchema = z.object({
  /** A buyer reserved its goods ('покупатель заинтересован') or asked for the whole nomenclature. */
  interest: z.boolean(),
  /** The steps of deals: order, payment, outcome, cancellation, expiry. */
  deals: z.boolean(),
});
export type CabinetMailPreferences = z.infer<typeof cabinetMailPreferencesSchema>;

export const cabinetSettingsSchema = z.object({
  requisites: cabinetRequisitesSchema,
  mailPreferences: cabinetMailPreferencesSchema,
  representatives: z.array(cabinetRepresentativeSchema),
  /** Whether the caller may invite (the main representative). */
  canInvite: z.boolean(),
  /** Whether the caller may change the mailing preferences (a representative; the curator only reads). */
  canChangeMail: z.boolean(),
});
export type CabinetSettings = z.infer<typeof cabinetSettingsSchema>;

export const cabinetInviteSchema = z.object({
  email: emailField({ required: CABINET_MESSAGES.emailRequired, format: CABINET_MESSAGES.emailFormat }),
});
export type CabinetInviteInput = z.input<typeof cabinetInviteSchema>;

// ---------------------------------------------------------------------------------------------
// Report (demand analytics)

/** GET /{code}/report?start&end (Moscow days, both included; at most 366 days) and /{code}/report.xlsx. */
export const CABINET_REPORT_MAX_DAYS = 366;
export const CABINET_REPORT_MESSAGES = { tooLong: `Период отчёта — не более ${CABINET_REPORT_MAX_DAYS} дней` } as const;

export const cabinetReportTotalsSchema = z.object({
  views: z.number().int(),
  searchHits: z.number().int(),
  favourites: z.number().int(),
  holds: z.number().int(),
  deals: z.number().int(),
});
export type CabinetReportTotals = z.infer<typeof cabinetReportTotalsSchema>;

export const cabinetReportSchema = z.object({
  start: text(),
  end: text(),
  totals: cabinetReportTotalsSchema,
  /** Every day of the period, empty days as zeros. */
  days: z.array(cabinetReportTotalsSchema.extend({ day: text() })),
  /** The goods with any demand in the period, most viewed first (at most 200). */
  items: z.array(cabinetReportTotalsSchema.extend({ id: z.number().int(), name: text() })),
  /** Texts whose searches showed its goods, most frequent first (at most 50). */
  searches: z.array(z.object({ query: text(), hits: z.number().int() })),
  /** Searches in its regions that found nothing, most frequent first (at most 50). */
  unmet: z.array(z.object({ query: text(), region: text(), count: z.number().int() })),
});
export type CabinetReport = z.infer<typeof cabinetReportSchema>;

export const cabinetReportQuerySchema = periodSchema.refine(
  (v) => (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000 < CABINET_REPORT_MAX_DAYS,
  { error: CABINET_REPORT_MESSAGES.tooLong, path: ['end'] },
);
