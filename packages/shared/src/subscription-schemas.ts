import { z } from 'zod';
import { pagedSchema } from './lists.ts';
import { text } from './text.ts';
import { SUBSCRIPTION_TIER_PREFIX } from './subscription-tiers.ts';

/**
 * Keyword subscription to new goods (specification, sections 1, 3, 7 'Notification subscriptions' and
 * 9): a buyer pays by invoice for a month, a quarter or a year, for up to 10 or up to 50 item names, and
 * gets a weekly e-mail of new goods with those names.
 */

export const SUBSCRIPTION_DURATIONS = ['month', 'quarter', 'year'] as const;
export type SubscriptionDuration = (typeof SUBSCRIPTION_DURATIONS)[number];

export const SUBSCRIPTION_TYPES = ['up_to_10', 'up_to_50'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Months each duration adds to the period. */
export const SUBSCRIPTION_DURATION_MONTHS: Readonly<Record<SubscriptionDuration, number>> = { month: 1, quarter: 3, year: 12 };

/** How many item names each type allows. */
export const SUBSCRIPTION_WORD_LIMITS: Readonly<Record<SubscriptionType, number>> = { up_to_10: 10, up_to_50: 50 };

export const SUBSCRIPTION_DURATION_LABELS: Readonly<Record<SubscriptionDuration, string>> = { month: 'Месяц', quarter: 'Квартал', year: 'Год' };
export const SUBSCRIPTION_TYPE_LABELS: Readonly<Record<SubscriptionType, string>> = { up_to_10: 'До 10 наименований', up_to_50: 'До 50 наименований' };

/** The price-list row (service_prices.tier) that prices a duration and type: 'subscription-month-10'. */
export function subscriptionPriceTier(duration: SubscriptionDuration, type: SubscriptionType): string {
  return `${SUBSCRIPTION_TIER_PREFIX}${duration}-${SUBSCRIPTION_WORD_LIMITS[type]}`;
}

/** The longest item name kept (a goods name is at most 300 characters; a search word much shorter). */
export const SUBSCRIPTION_WORD_MAX = 100;

export const SUBSCRIPTION_MESSAGES = {
  durationRequired: 'Выберите срок подписки: месяц, квартал или год',
  typeRequired: 'Выберите тариф: до 10 или до 50 наименований',
  noPrice: 'Цена этой подписки не указана в прайс-листе: обратитесь к администратору',
  notActive: 'Нет действующей подписки: оплатите подписку, чтобы выбрать наименования',
  tooMany: (limit: number) =>
    `Ваша подписка позволяет не более ${limit} наименований: удалите лишние${limit < 50 ? ' или оформите подписку до 50 наименований' : ''}`,
  wordTooLong: `Наименование не длиннее ${SUBSCRIPTION_WORD_MAX} символов`,
  wordsRequired: 'Укажите список наименований',
  orderNotFound: 'Заказ подписки не найден',
  unsubscribeInvalid: 'Ссылка для отписки недействительна',
} as const;

/**
 * The words as kept: each trimmed with inner spaces collapsed, empty ones and repeats (ignoring case
 * and ё/е) dropped, in the order given. The server and the form both use it.
 */
export function normalizeSubscriptionWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/\s+/g, ' ').trim();
    if (!word) continue;
    const key = word.toLowerCase().replaceAll('ё', 'е');
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}

/** POST /api/subscriptions/pay. */
export const subscriptionPayInputSchema = z.object({
  duration: z.enum(SUBSCRIPTION_DURATIONS, { error: SUBSCRIPTION_MESSAGES.durationRequired }),
  type: z.enum(SUBSCRIPTION_TYPES, { error: SUBSCRIPTION_MESSAGES.typeRequired }),
});
export type SubscriptionPayInput = z.infer<typeof subscriptionPayInputSchema>;

/** PUT /api/subscriptions/active: the words, normalized (the limit of the subscription's type is the server's check). */
export const subscriptionWordsInputSchema = z.object({
  words: z
    .array(text().max(SUBSCRIPTION_WORD_MAX * 4, SUBSCRIPTION_MESSAGES.wordTooLong), { error: SUBSCRIPTION_MESSAGES.wordsRequired })
    .max(500, SUBSCRIPTION_MESSAGES.tooMany(SUBSCRIPTION_WORD_LIMITS.up_to_50))
    .transform(normalizeSubscriptionWords)
    .refine((words) => words.every((w) => w.length <= SUBSCRIPTION_WORD_MAX), SUBSCRIPTION_MESSAGES.wordTooLong),
});
export type SubscriptionWordsInput = z.output<typeof subscriptionWordsInputSchema>;

/** POST /api/subscriptions/unsubscribe: the token of the digest's link. */
export const subscriptionUnsubscribeInputSchema = z.object({
  token: text({ error: SUBSCRIPTION_MESSAGES.unsubscribeInvalid }).regex(/^[0-9a-f]{64}$/, SUBSCRIPTION_MESSAGES.unsubscribeInvalid),
});

/** Checks the words against a type's limit: the message, or null when they fit. */
export function subscriptionWordsError(words: readonly string[], type: SubscriptionType): string | null {
  const limit = SUBSCRIPTION_WORD_LIMITS[type];
  return words.length > limit ? SUBSCRIPTION_MESSAGES.tooMany(limit) : null;
}

/** GET /api/subscriptions/active: the subscription while its period lasts, else null. */
export const activeSubscriptionSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  words: z.array(text()),
  wordLimit: z.number().int(),
  startedAt: text(),
  expiredAt: text(),
  /** False after the unsubscribe link: no digest until the buyer turns it back on by saving the words. */
  digestEnabled: z.boolean(),
});
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;
export const activeSubscriptionResponseSchema = activeSubscriptionSchema.nullable();

/** A price of the price list for one duration and type. */
export const subscriptionPriceSchema = z.object({
  duration: z.enum(SUBSCRIPTION_DURATIONS),
  type: z.enum(SUBSCRIPTION_TYPES),
  price: z.number().nullable(),
});
export type SubscriptionPrice = z.infer<typeof subscriptionPriceSchema>;
export const subscriptionPricesSchema = z.array(subscriptionPriceSchema);

/** A purchase with its invoice's state (the buyer's list on /subscription/keyword). */
export const subscriptionOrderSchema = z.object({
  id: text().uuid(),
  duration: z.enum(SUBSCRIPTION_DURATIONS),
  type: z.enum(SUBSCRIPTION_TYPES),
  createdAt: text(),
  invoiceNumber: text().nullable(),
  invoiceStatus: z.enum(['issued', 'paid', 'cancelled']).nullable(),
  amount: z.number().nullable(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;
export const subscriptionOrdersSchema = z.array(subscriptionOrderSchema);

// ---------------------------------------------------------------------------------------------
// Administrators (issue 15, item 4): every buyer's subscription, and a change of its type or end.
//   GET /api/subscriptions/admin?state&q&page&size     ADMIN L1, L2
//   PUT /api/subscriptions/admin/{userId}              ADMIN L1, L2: { type, expiredAt } (the action log records it)

export const SUBSCRIPTION_LIST_STATES = ['active', 'expired', 'all'] as const;
export type SubscriptionListState = (typeof SUBSCRIPTION_LIST_STATES)[number];
export const SUBSCRIPTION_LIST_STATE_LABELS: Readonly<Record<SubscriptionListState, string>> = {
  active: 'Действующие',
  expired: 'Закончившиеся',
  all: 'Все',
};

export const SUBSCRIPTION_ADMIN_MESSAGES = {
  notFound: 'У этого покупателя нет подписки',
  expiredAtRequired: 'Укажите последний день подписки',
} as const;

export const adminSubscriptionQuerySchema = z.object({
  state: z.enum(SUBSCRIPTION_LIST_STATES).default('active'),
  /** E-mail, organisation or ИНН, a part of it. */
  q: text().trim().max(100, 'Не более 100 символов').optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuerySchema>;

export const adminSubscriptionSchema = z.object({
  userId: text().uuid(),
  email: text(),
  title: text().nullable(),
  inn: text().nullable(),
  type: z.enum(SUBSCRIPTION_TYPES),
  wordLimit: z.number().int(),
  words: z.array(text()),
  startedAt: text().nullable(),
  expiredAt: text().nullable(),
  active: z.boolean(),
  digestEnabled: z.boolean(),
  lastDigestAt: text().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionPageSchema = pagedSchema(adminSubscriptionSchema);
export type AdminSubscriptionPage = z.infer<typeof adminSubscriptionPageSchema>;

/** The type and the last day of the subscription (Moscow date, included); a day already past ends it. */
export const adminSubscriptionUpdateSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES, { error: SUBSCRIPTION_MESSAGES.typeRequired }),
  expiredAt: z.iso.date({ error: SUBSCRIPTION_ADMIN_MESSAGES.expiredAtRequired }),
});
export type AdminSubscriptionUpdate = z.infer<typeof adminSubscriptionUpdateSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid('Неверный идентификатор') });
