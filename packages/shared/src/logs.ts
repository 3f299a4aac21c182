import { z } from 'zod';
import { text } from './text.ts';
import { pagedSchema } from './lists.ts';

/** A page key or an action name: short, Latin lower case, digits, '-', '_' or '.' ('about', 'sell-product'). */
export const BUYER_LOG_METHOD_MAX = 50;
export const buyerLogMethodSchema = text()
  .trim()
  .min(1, 'Не указан метод')
  .max(BUYER_LOG_METHOD_MAX, `Не более ${BUYER_LOG_METHOD_MAX} символов`)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Метод: латинские строчные буквы, цифры, точка, дефис или подчёркивание');

/** The anonymous visitor id (cookie 'aid'): a UUID the server issues. */
export const anonymousIdSchema = z.uuid('Неверный идентификатор посетителя');

/** POST /api/auth/buyer-log?aid&method. aid is optional: the cookie, when present, wins. */
export const buyerLogRequestQuerySchema = z.object({
  aid: anonymousIdSchema.optional(),
  method: buyerLogMethodSchema,
});
export type BuyerLogRequestQuery = z.infer<typeof buyerLogRequestQuerySchema>;

export const buyerLogEntrySchema = z.object({
  id: z.number().int(),
  aid: text(),
  method: text(),
  userId: text().nullable(),
  userEmail: text().nullable(),
  createdAt: text(),
});
export type BuyerLogEntry = z.infer<typeof buyerLogEntrySchema>;
export const buyerLogPageSchema = pagedSchema(buyerLogEntrySchema);
export type BuyerLogPage = z.infer<typeof buyerLogPageSchema>;

/** One method on one UTC day: page views and distinct visitors. */
export const buyerLogAggregatedItemSchema = z.object({
  day: text(),
  method: text(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type BuyerLogAggregatedItem = z.infer<typeof buyerLogAggregatedItemSchema>;
export const buyerLogAggregatedPageSchema = pagedSchema(buyerLogAggregatedItemSchema);
export type BuyerLogAggregatedPage = z.infer<typeof buyerLogAggregatedPageSchema>;

/** Visits (distinct anonymous ids) and page views per UTC day, for the chart. */
export const buyerLogDailyItemSchema = z.object({
  day: text(),
  visits: z.number().int(),
  views: z.number().int(),
});
export type BuyerLogDailyItem = z.infer<typeof buyerLogDailyItemSchema>;

export const BUYER_LOG_CHART_DAYS_MAX = 366;
export const buyerLogDailyQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(BUYER_LOG_CHART_DAYS_MAX).default(30),
});
export const buyerLogDailySchema = z.object({ items: z.array(buyerLogDailyItemSchema) });
export type BuyerLogDaily = z.infer<typeof buyerLogDailySchema>;

/** Filters of the admin log pages; `method` narrows to one page key. */
export const buyerLogListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
  method: buyerLogMethodSchema.optional(),
});
export type BuyerLogListQuery = z.infer<typeof buyerLogListQuerySchema>;
