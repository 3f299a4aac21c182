import { z } from 'zod';
import { sellerCodeSchema } from './seller-code.ts';
import { text } from './text.ts';

/**
 * Corporations (specification, sections 3 and 7) under /api/corporations (DESIGN.md section 3): groups of
 * sellers whose goods are shown together. Who may call what:
 *
 *   GET    /list                    ADMIN L1/L2   -> { items: CorporationAdminItem[] } (blocked too)
 *   GET    /list/unblocked          anyone        -> { items: Corporation[] } (the 'Корпорации' dropdown)
 *   POST   /add                     ADMIN L1/L2   corporationInputSchema -> 201 CorporationDetails
 *   PUT    /update                  ADMIN L1/L2   corporationUpdateSchema -> CorporationDetails
 *   DELETE /delete?id               ADMIN L1/L2   -> 204
 *   GET    /search?q                anyone        -> { items: Corporation[] } (unblocked, title contains q)
 *   GET    /{id}                    anyone for an unblocked one; L1/L2 any -> CorporationDetails
 *   GET    /{id}/sellers            as /{id}      -> { items: CorporationSeller[] }
 *   GET    /{id}/suggestions        as /{id}      the goods search's filters and page -> the goods page
 *                                   (its sellers' published goods, newest first: the search with corporation_id)
 *
 * A malformed id is 400 'Неверный идентификатор корпорации'; each change by an administrator is logged.
 */

export const CORPORATION_LIMITS = { title: 200, sellers: 500, searchQuery: 100 } as const;

export const CORPORATION_MESSAGES = {
  id: 'Неверный идентификатор корпорации',
  titleRequired: 'Название корпорации обязательно',
  titleTooLong: `Не более ${CORPORATION_LIMITS.title} символов`,
  titleTaken: 'Корпорация с таким названием уже есть',
  notFound: 'Корпорация не найдена',
  sellersTooMany: `Не более ${CORPORATION_LIMITS.sellers} поставщиков`,
  sellerUnknown: 'Нет поставщика с кодом',
} as const;

export const corporationSchema = z.object({ id: text(), title: text() });
export type Corporation = z.infer<typeof corporationSchema>;

export const corporationIdSchema = z.uuid({ error: CORPORATION_MESSAGES.id });
export const corporationParamsSchema = z.object({ id: corporationIdSchema });
export const corporationIdQuerySchema = z.object({ id: corporationIdSchema });
export const corporationSearchQuerySchema = z.object({ q: text().trim().max(CORPORATION_LIMITS.searchQuery).default('') });

export const corporationSellerSchema = z.object({
  sellerCode: text(),
  title: text(),
  region: text().nullable(),
  premium: z.boolean(),
});
export type CorporationSeller = z.infer<typeof corporationSellerSchema>;

export const corporationDetailsSchema = z.object({
  id: text(),
  title: text(),
  blocked: z.boolean(),
  sellers: z.array(corporationSellerSchema),
});
export type CorporationDetails = z.infer<typeof corporationDetailsSchema>;

export const corporationAdminItemSchema = z.object({
  id: text(),
  title: text(),
  blocked: z.boolean(),
  sellersCount: z.number().int(),
});
export type CorporationAdminItem = z.infer<typeof corporationAdminItemSchema>;

const title = text({ error: CORPORATION_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: CORPORATION_MESSAGES.titleRequired })
  .max(CORPORATION_LIMITS.title, { error: CORPORATION_MESSAGES.titleTooLong });

export const corporationInputSchema = z.object({
  title,
  blocked: z.boolean().default(false),
  /** The sellers it groups, by code; the list replaces the previous one. */
  sellerCodes: z.array(sellerCodeSchema).max(CORPORATION_LIMITS.sellers, { error: CORPORATION_MESSAGES.sellersTooMany }).default([]),
});
export type CorporationInput = z.input<typeof corporationInputSchema>;
export type CorporationData = z.output<typeof corporationInputSchema>;

export const corporationUpdateSchema = corporationInputSchema.extend({ id: corporationIdSchema });
export type CorporationUpdateInput = z.input<typeof corporationUpdateSchema>;

export const corporationListSchema = z.object({ items: z.array(corporationSchema) });
export const corporationAdminListSchema = z.object({ items: z.array(corporationAdminItemSchema) });
export const corporationSellersSchema = z.object({ items: z.array(corporationSellerSchema) });
