import { z } from 'zod';
import { text } from './text.ts';
import { REGIONS, UNITS, VAT_RATE_VALUES, type Region, type Unit, type VatRateOption } from './dictionaries.ts';
import { pagedSchema } from './lists.ts';
import { SELLER_CODE_MESSAGE, sellerCodeSchema } from './seller-code.ts';
import { TMC_LIMITS, TMC_STATUSES } from './tmc-constants.ts';

/**
 * The goods (tmc) API contract: bodies and responses, Russian texts and status names (specification
 * sections 3, 4 and 7; DESIGN.md section 5). The query parameters of the lists are in
 * tmc-search-schemas.ts; the holds of buyers (reservation states, the goods buyers hold) in
 * cart-schemas.ts. The server validates with these schemas and the web's forms resolve with them.
 *
 * Endpoints (all under /api/tmc; "supplier" = REPRESENTATIVE of a seller (users.seller_id) or ADMIN L1/L2;
 * "curator" = ADMIN L4, limited to the sellers whose curator it is; everyone else gets 401/403):
 *
 *   GET    /search                          anyone       tmcSearchQuerySchema (tmc-search-schemas.ts) -> TmcSearchPage (published only)
 *   GET    /premium-sellers/search          anyone       same, only goods of currently premium sellers
 *   GET    /latest/search                   anyone       same, only goods published on the previous Moscow day
 *   GET    /admin/search                    ADMIN L1/L2 (all sellers), L4 (its sellers)
 *                                                        tmcAdminSearchQuerySchema -> TmcOwnSearchPage (every status)
 *   PUT    /admin/{id}/publish              ADMIN L1/L2  -> TmcDetails (status 'published')
 *   PUT    /admin/{id}/reject               ADMIN L1/L2  tmcRejectInputSchema -> TmcDetails (status 'rejected'; takes a
 *                                                        published item down, one of the post-moderation list too)
 *   GET    /admin/post-moderation           ADMIN L1/L2  tmcPostModerationQuerySchema -> TmcOwnSearchPage: goods a trusted
 *                                                        seller published at once that no administrator looked at yet
 *   PUT    /admin/{id}/reviewed             ADMIN L1/L2  -> TmcDetails (stays published, leaves the post-moderation list)
 *   GET    /suggestions?q=                  anyone       tmcSuggestionsQuerySchema -> TmcSuggestions
 *   GET    /dictionaries                    anyone       -> TmcDictionaries
 *   GET    /seller/inventory                REPRESENTATIVE (always its own seller), ADMIN L1/L2 (seller_code, or every
 *                                           seller without it), ADMIN L4 (one of its sellers, or all of them)
 *                                                        tmcInventoryQuerySchema -> TmcOwnSearchPage
 *   GET    /seller/reserve                  same as inventory
 *                                                        tmcInventoryQuerySchema -> HeldGoodsPage (cart-schemas.ts)
 *   POST   /save                            supplier     tmcCreateInputSchema -> 201 TmcDetails (status 'moderation';
 *                                                        'published' at once for a trusted seller, sellers.trusted)
 *   PUT    /update                          supplier     tmcUpdateInputSchema -> TmcDetails (back to 'moderation';
 *                                                        published again at once for a trusted seller)
 *   DELETE /{id}                            supplier     -> 204 (409 tmc_reserved while a buyer holds it)
 *   GET    /{id}                            anyone for a published item not held by another buyer;
 *                                           the owner supplier, ADMIN L1/L2 and its curator for any status
 *                                                        -> TmcDetails
 *   GET    /additional-attributes/{id}      as GET /{id} -> TmcAttributes
 *   PUT    /additional-attributes/{id}      supplier     tmcAttributesInputSchema -> TmcAttributes (back to 'moderation')
 *   POST   /{id}/photos                     supplier     multipart/form-data, one file in field 'file'
 *                                                        -> 201 TmcPhoto (back to 'moderation')
 *   DELETE /{id}/photos/{photoId}           supplier     -> 204
 *   GET    /photos/{file}                   anyone       the image bytes (image/webp), Cache-Control: public, max-age=31536000, immutable
 *   GET    /incomeExpense/{id}              owner supplier, ADMIN L1/L2, its curator
 *                                                        pageQuerySchema -> TmcMovementPage
 *   POST   /incomeExpense/{id}              supplier     tmcMovementInputSchema -> 201 TmcMovementResult
 *   GET    /favourites                      BUYER        pageQuerySchema -> TmcSearchPage (total exact)
 *   POST   /favourites/{id}                 BUYER        -> 204 (404 when the item is not visible to the buyer)
 *   DELETE /favourites/{id}                 BUYER        -> 204
 *
 * "supplier" on a given item: a REPRESENTATIVE only for its own seller's goods (403 otherwise),
 * ADMIN L1/L2 for any goods. A curator sees and changes nothing but reads (403 on every change).
 * Errors have the usual shape { error: { code, message, fields?, requestId } }; a malformed query or
 * body is 400 'validation_error' with a Russian text per field in `fields`.
 */

// Statuses, limits and photo types live in tmc-constants.ts (no zod, for the web's first load).
export { TMC_LIMITS, TMC_PHOTO_TYPES, TMC_STATUS_LABELS, TMC_STATUSES, type TmcStatus } from './tmc-constants.ts';

export const TMC_MESSAGES = {
  nameRequired: 'Наименование обязательно',
  nameTooShort: `Наименование должно содержать не менее ${TMC_LIMITS.nameMin} символов`,
  nameTooLong: `Наименование должно содержать не более ${TMC_LIMITS.nameMax} символов`,
  descriptionTooLong: `Описание должно содержать не более ${TMC_LIMITS.descriptionMax} символов`,
  stockNumberTooLong: `Складской номер должен содержать не более ${TMC_LIMITS.stockNumberMax} символов`,
  unitRequired: 'Единица измерения обязательна',
  unitUnknown: 'Неизвестная единица измерения',
  quantityRequired: 'Количество обязательно',
  quantityInvalid: 'Количество должно быть числом от 0 с не более чем 3 знаками после запятой',
  priceRequired: 'Цена обязательна',
  priceInvalid: 'Цена должна быть числом от 0 с не более чем 2 знаками после запятой',
  vatRequired: 'Ставка НДС обязательна',
  vatUnknown: 'Неизвестная ставка НДС',
  yearInvalid: `Год выпуска должен быть от ${TMC_LIMITS.yearMin} до текущего`,
  regionRequired: 'Регион обязателен',
  regionUnknown: 'Неизвестный регион',
  sellerCodeInvalid: SELLER_CODE_MESSAGE,
  sellerCodeRequired: 'Укажите код поставщика',
  attributesTooMany: `Не более ${TMC_LIMITS.attributesMax} дополнительных характеристик`,
  attributeInvalid: `Название характеристики до ${TMC_LIMITS.attributeKeyMax} символов, значение до ${TMC_LIMITS.attributeValueMax}`,
  rejectReasonRequired: 'Укажите причину отклонения',
  rejectReasonTooLong: `Причина должна содержать не более ${TMC_LIMITS.rejectReasonMax} символов`,
  movementDeltaInvalid: 'Укажите ненулевое количество прихода или расхода',
  movementReasonRequired: 'Укажите основание движения',
  movementReasonTooLong: `Основание движения должно содержать не более ${TMC_LIMITS.movementReasonMax} символов`,
  // search parameters
  queryTooLong: `Запрос должен содержать не более ${TMC_LIMITS.queryMax} символов`,
  pageInvalid: `Номер страницы должен быть целым числом от 0 до ${TMC_LIMITS.pageMax}`,
  sizeInvalid: `Размер страницы должен быть целым числом от 1 до ${TMC_LIMITS.pageSizeMax}`,
  pageTooDeep: 'Слишком далёкая страница: уточните запрос',
  priceFilterInvalid: 'Цена должна быть неотрицательным числом',
  priceRangeInvalid: 'Цена «до» не может быть меньше цены «от»',
  yearFilterInvalid: 'Год должен быть целым числом от 1900 до 2100',
  dateInvalid: 'Дата должна быть в формате ГГГГ-ММ-ДД',
  dateRangeInvalid: 'Дата «по» не может быть раньше даты «с»',
  corporationInvalid: 'Неверный идентификатор корпорации',
  sellerOrCorporation: 'Укажите поставщика или корпорацию, но не обоих сразу',
  statusUnknown: 'Неизвестный статус',
  suggestionsQueryInvalid: `Запрос подсказок должен содержать от ${TMC_LIMITS.suggestionsMin} до ${TMC_LIMITS.queryMax} символов`,
  // errors of the endpoints (error.message; codes in TMC_ERROR_CODES)
  notFound: 'Позиция не найдена',
  notOwner: 'Эта позиция принадлежит другому поставщику',
  noSeller: 'Учётная запись не привязана к поставщику',
  sellerNotFound: 'Поставщик не найден',
  reserved: 'Позицию держит покупатель: её нельзя удалить, пока резерв не снят',
  notInModeration: 'Позиция не ожидает модерации',
  notInPostModeration: 'Позиция не ожидает проверки после публикации',
  stockNegative: 'Остаток не может стать отрицательным',
  photoType: 'Допустимы только изображения JPEG, PNG или WebP',
  photoTooLarge: 'Файл больше 10 МБ',
  photoPixels: 'Изображение больше 25 мегапикселей: уменьшите его, например до 6000 × 4000',
  photoMissing: 'Выберите файл изображения',
  photosTooMany: `У позиции может быть не более ${TMC_LIMITS.photosMax} фотографий`,
  photoNotFound: 'Фотография не найдена',
} as const;

export const TMC_ERROR_CODES = {
  notFound: 'not_found',
  notOwner: 'forbidden',
  noSeller: 'no_seller',
  sellerNotFound: 'seller_not_found',
  reserved: 'tmc_reserved',
  notInModeration: 'tmc_not_in_moderation',
  notInPostModeration: 'tmc_not_in_post_moderation',
  stockNegative: 'stock_negative',
  photoType: 'photo_type',
  photoTooLarge: 'payload_too_large',
  photoPixels: 'photo_pixels',
  photoMissing: 'photo_missing',
  photosTooMany: 'photos_too_many',
} as const;

// ---------------------------------------------------------------------------------------------
// Field schemas (shared by bodies and forms)

/** Codes a goods field may take (the dictionaries'), for the bodies here and the search query's filters. */
export const unitCodes: ReadonlySet<string> = new Set(UNITS.map((u: Unit) => u.code));
export const regionCodes: ReadonlySet<string> = new Set(REGIONS.map((r: Region) => r.code));
export const vatValues: ReadonlySet<string> = new Set<string>(VAT_RATE_VALUES);

/** Number of decimals of a finite number as written in JSON (1.5 -> 1, 2 -> 0). */
function decimals(n: number): number {
  const s = String(n);
  if (s.includes('e')) return 99;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

const currentYear = (): number => new Date().getFullYear();

export const tmcNameSchema = text({ error: TMC_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TMC_MESSAGES.nameRequired })
  .min(TMC_LIMITS.nameMin, { error: TMC_MESSAGES.nameTooShort })
  .max(TMC_LIMITS.nameMax, { error: TMC_MESSAGES.nameTooLong });

export const tmcUnitSchema = text({ error: TMC_MESSAGES.unitRequired })
  .min(1, { error: TMC_MESSAGES.unitRequired })
  .refine((v) => unitCodes.has(v), { error: TMC_MESSAGES.unitUnknown });

export const tmcVatSchema = text({ error: TMC_MESSAGES.vatRequired })
  .min(1, { error: TMC_MESSAGES.vatRequired })
  .refine((v) => vatValues.has(v), { error: TMC_MESSAGES.vatUnknown });

export const tmcRegionSchema = text({ error: TMC_MESSAGES.regionRequired })
  .min(1, { error: TMC_MESSAGES.regionRequired })
  .refine((v) => regionCodes.has(v), { error: TMC_MESSAGES.regionUnknown });

export const tmcAttributesSchema = z
  .record(
    text().trim().min(1, { error: TMC_MESSAGES.attributeInvalid }).max(TMC_LIMITS.attributeKeyMax, { error: TMC_MESSAGES.attributeInvalid }),
    text().trim().max(TMC_LIMITS.attributeValueMax, { error: TMC_MESSAGES.attributeInvalid }),
  )
  .refine((r) => Object.keys(r).length <= TMC_LIMITS.attributesMax, { error: TMC_MESSAGES.attributesTooMany });

/** Blank text is stored as null. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------
// Create / update (POST save, PUT update)

export const tmcCreateInputSchema = z.object({
  name: tmcNameSchema,
  description: optionalText(TMC_LIMITS.descriptionMax, TMC_MESSAGES.descriptionTooLong),
  stockNumber: optionalText(TMC_LIMITS.stockNumberMax, TMC_MESSAGES.stockNumberTooLong),
  unit: tmcUnitSchema,
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? TMC_MESSAGES.quantityRequired : TMC_MESSAGES.quantityInvalid) })
    .min(0, { error: TMC_MESSAGES.quantityInvalid })
    .max(TMC_LIMITS.quantityMax, { error: TMC_MESSAGES.quantityInvalid })
    .refine((n) => decimals(n) <= 3, { error: TMC_MESSAGES.quantityInvalid }),
  price: z
    .number({ error: (issue) => (issue.input === undefined ? TMC_MESSAGES.priceRequired : TMC_MESSAGES.priceInvalid) })
    .min(0, { error: TMC_MESSAGES.priceInvalid })
    .max(TMC_LIMITS.priceMax, { error: TMC_MESSAGES.priceInvalid })
    .refine((n) => decimals(n) <= 2, { error: TMC_MESSAGES.priceInvalid }),
  vat: tmcVatSchema,
  year: z
    .number({ error: TMC_MESSAGES.yearInvalid })
    .int({ error: TMC_MESSAGES.yearInvalid })
    .min(TMC_LIMITS.yearMin, { error: TMC_MESSAGES.yearInvalid })
    .refine((y) => y <= currentYear(), { error: TMC_MESSAGES.yearInvalid })
    .nullish()
    .transform((v) => v ?? null),
  region: tmcRegionSchema,
  attributes: tmcAttributesSchema.optional(),
  /** Required when an administrator places goods for a seller; a REPRESENTATIVE's own seller is implied and this is ignored. */
  sellerCode: sellerCodeSchema.optional(),
});
export type TmcCreateInput = z.input<typeof tmcCreateInputSchema>;
export type TmcCreateData = z.output<typeof tmcCreateInputSchema>;

/** PUT update: the whole item again plus its id (a partial update is not offered). */
export const tmcUpdateInputSchema = tmcCreateInputSchema.omit({ sellerCode: true }).extend({
  id: z.number().int().positive(),
});
export type TmcUpdateInput = z.input<typeof tmcUpdateInputSchema>;
export type TmcUpdateData = z.output<typeof tmcUpdateInputSchema>;

export const tmcAttributesInputSchema = z.object({ attributes: tmcAttributesSchema });
export type TmcAttributesInput = z.infer<typeof tmcAttributesInputSchema>;
export const tmcAttributesResponseSchema = z.object({ id: z.number().int(), attributes: z.record(text(), text()) });
export type TmcAttributes = z.infer<typeof tmcAttributesResponseSchema>;

export const tmcRejectInputSchema = z.object({
  reason: text({ error: TMC_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, { error: TMC_MESSAGES.rejectReasonRequired })
    .max(TMC_LIMITS.rejectReasonMax, { error: TMC_MESSAGES.rejectReasonTooLong }),
});
export type TmcRejectInput = z.infer<typeof tmcRejectInputSchema>;

/** POST incomeExpense/{id}: a positive delta is an income, a negative one an expense. */
export const tmcMovementInputSchema = z.object({
  delta: z
    .number({ error: TMC_MESSAGES.movementDeltaInvalid })
    .refine((n) => n !== 0 && Math.abs(n) <= TMC_LIMITS.quantityMax && decimals(n) <= 3, { error: TMC_MESSAGES.movementDeltaInvalid }),
  reason: text({ error: TMC_MESSAGES.movementReasonRequired })
    .trim()
    .min(1, { error: TMC_MESSAGES.movementReasonRequired })
    .max(TMC_LIMITS.movementReasonMax, { error: TMC_MESSAGES.movementReasonTooLong }),
});
export type TmcMovementInput = z.infer<typeof tmcMovementInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const tmcPhotoSchema = z.object({
  id: text().uuid(),
  /** WebP, at most 1600 px on the long side: GET /api/tmc/photos/{file}. */
  url: text(),
  /** WebP, 320 px on the long side. */
  thumbUrl: text(),
  position: z.number().int(),
});
export type TmcPhoto = z.infer<typeof tmcPhotoSchema>;

/** A row of a search page (and of favourites). Dates are ISO 8601 strings. */
export const tmcListItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  stockNumber: text().nullable(),
  /** A UNITS code. */
  unit: text(),
  quantity: z.number(),
  price: z.number(),
  /** A VAT_RATE_VALUES value. */
  vat: text(),
  year: z.number().int().nullable(),
  /** A REGIONS code. */
  region: text().nullable(),
  sellerCode: text(),
  sellerTitle: text(),
  /** The first photo's thumbnail, or null. */
  thumbUrl: text().nullable(),
  /** A GOODS_CATEGORIES id (goods-categories.ts): its illustration stands in for a missing photo. */
  category: z.number().int(),
  publishedAt: text().nullable(),
  createdAt: text(),
  /** The signed-in buyer holds this item (shown in red, specification section 4). */
  reservedByMe: z.boolean(),
  /** The signed-in buyer has it in favourites (false for everyone else). */
  favourite: z.boolean(),
});
export type TmcListItem = z.infer<typeof tmcListItemSchema>;

/** A row of the supplier's inventory and the admin queue: with the moderation state. */
export const tmcOwnListItemSchema = tmcListItemSchema.extend({
  status: z.enum(TMC_STATUSES),
  rejectReason: text().nullable(),
  /** Some buyer holds the item (reserved, ordered or paid). */
  reserved: z.boolean(),
  updatedAt: text(),
});
export type TmcOwnListItem = z.infer<typeof tmcOwnListItemSchema>;

const searchPageFields = {
  page: z.number().int(),
  size: z.number().int(),
  /** Exact when at most TMC_LIMITS.exactTotalLimit results; otherwise that limit with totalIsEstimate true: "more than". */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
};

export const tmcSearchPageSchema = z.object({ items: z.array(tmcListItemSchema), ...searchPageFields });
export type TmcSearchPage = z.infer<typeof tmcSearchPageSchema>;

export const tmcOwnSearchPageSchema = z.object({ items: z.array(tmcOwnListItemSchema), ...searchPageFields });
export type TmcOwnSearchPage = z.infer<typeof tmcOwnSearchPageSchema>;

export const tmcSellerInfoSchema = z.object({
  sellerCode: text(),
  title: text(),
  shortName: text().nullable(),
  region: text().nullable(),
  premium: z.boolean(),
});
export type TmcSellerInfo = z.infer<typeof tmcSellerInfoSchema>;

/** The item page (GET /{id}) and the answer of every change. */
export const tmcDetailsSchema = z.object({
  id: z.number().int(),
  name: text(),
  description: text().nullable(),
  stockNumber: text().nullable(),
  unit: text(),
  quantity: z.number(),
  price: z.number(),
  vat: text(),
  year: z.number().int().nullable(),
  region: text().nullable(),
  attributes: z.record(text(), text()),
  photos: z.array(tmcPhotoSchema),
  /** A GOODS_CATEGORIES id: its illustration stands in for a missing photo. */
  category: z.number().int(),
  seller: tmcSellerInfoSchema,
  status: z.enum(TMC_STATUSES),
  /** Set while rejected; shown to the supplier. */
  rejectReason: text().nullable(),
  publishedAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
  reservedByMe: z.boolean(),
  /** Some buyer holds it; only the owner supplier, administrators and the curator ever see true here. */
  reserved: z.boolean(),
  favourite: z.boolean(),
  /** The caller may edit it (owner supplier or ADMIN L1/L2). */
  editable: z.boolean(),
});
export type TmcDetails = z.infer<typeof tmcDetailsSchema>;

export const tmcMovementSchema = z.object({
  id: z.number().int(),
  delta: z.number(),
  reason: text(),
  createdAt: text(),
});
export type TmcMovement = z.infer<typeof tmcMovementSchema>;
export const tmcMovementPageSchema = pagedSchema(tmcMovementSchema).extend({ quantity: z.number() });
export type TmcMovementPage = z.infer<typeof tmcMovementPageSchema>;
export const tmcMovementResultSchema = z.object({ movement: tmcMovementSchema, quantity: z.number() });
export type TmcMovementResult = z.infer<typeof tmcMovementResultSchema>;

export const tmcSuggestionsSchema = z.object({ items: z.array(text()) });
export type TmcSuggestions = z.infer<typeof tmcSuggestionsSchema>;

export const tmcDictionariesSchema = z.object({
  units: z.array(z.object({ code: text(), name: text(), fullName: text(), okei: z.boolean() })),
  regions: z.array(z.object({ code: text(), name: text() })),
  vatRates: z.array(z.object({ value: text(), label: text() })),
  /** Years of manufacture offered, newest first. */
  years: z.array(z.number().int()),
});
export type TmcDictionaries = z.infer<typeof tmcDictionariesSchema>;
export type { Region, Unit, VatRateOption };

export const tmcIdParamsSchema = z.object({
  id: z.coerce.number({ error: TMC_MESSAGES.notFound }).int({ error: TMC_MESSAGES.notFound }).positive({ error: TMC_MESSAGES.notFound }).max(Number.MAX_SAFE_INTEGER, { error: TMC_MESSAGES.notFound }),
});
export type TmcIdParams = z.infer<typeof tmcIdParamsSchema>;

/** Photo URL of a stored file name (the server's GET /api/tmc/photos/{file}). */
export const tmcPhotoUrl = (file: string): string => `/api/tmc/photos/${file}`;
