import { z } from 'zod';
import { emailField } from './account-schemas.ts';
import { sellerPhoneSchema } from './admin-sellers.ts';
import { sellerCodeSchema } from './seller-code.ts';
import { text } from './text.ts';

/**
 * Business cards (specification, sections 3 and 7), under /api/auth/business-card. `{id}` is the seller
 * code: a card belongs to one seller.
 *
 *   POST /                    the seller's own representative while the seller is premium; ADMIN L1/L2 for
 *                             any seller   businessCardInputSchema -> BusinessCard (created or replaced)
 *   GET  /{sellerCode}        anyone for a premium seller's card; the owner, its curator and L1/L2 always
 *                             -> BusinessCard (404 otherwise)
 *   POST /sellerCodes         anyone   { sellerCodes: [...] } -> BusinessCard[] of those premium sellers
 *   GET  /all                 ADMIN L1/L2   -> every card (BusinessCard[]), premium or not
 *   POST /{sellerCode}/addPhoto  as POST /   multipart, one file in 'file' (JPEG, PNG, WebP up to 10 MB,
 *                             re-encoded as WebP like goods photos) -> BusinessCard
 *   GET  /photos/{file}       anyone   the image (WebP), cached for ever
 */

export const BUSINESS_CARD_LIMITS = {
  title: 200,
  address: 500,
  website: 300,
  about: 5000,
  sellerCodes: 1000,
} as const;

const tooLong = (max: number) => `Не более ${max} символов`;

export const BUSINESS_CARD_MESSAGES = {
  titleRequired: 'Название обязательно',
  website: 'Укажите адрес сайта, например https://example.ru',
  emailFormat: 'Неверный формат почты',
  notPremium: 'Визитная карточка доступна поставщикам с премиум-статусом',
  notFound: 'Визитная карточка не найдена',
  noAccess: 'Изменять визитную карточку может представитель поставщика или администратор',
  sellerNotFound: 'Поставщик не найден',
  photoType: 'Допустимы только изображения JPEG, PNG или WebP',
  photoMissing: 'Приложите файл фотографии',
  photoTooLarge: 'Файл больше 10 МБ',
  photoPixels: 'Изображение больше 25 мегапикселей: уменьшите его, например до 6000 × 4000',
  cardFirst: 'Сначала сохраните визитную карточку',
} as const;

export const BUSINESS_CARD_ERROR_CODES = {
  notPremium: 'not_premium',
  photoType: 'photo_type',
  photoMissing: 'photo_missing',
  photoTooLarge: 'payload_too_large',
  photoPixels: 'photo_pixels',
} as const;

/** Optional text: trimmed, '' and missing read as null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** A host name of letters (any alphabet: .рф), digits and hyphens, with a dot. */
const HOST = /^(?=.{4,253}$)([\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/**
 * The site's address as typed ('example.ru', 'www.example.ru/catalog', 'https://…'): without a scheme
 * https:// is assumed; only http and https with a proper host name are taken. Answers null otherwise.
 */
export function normaliseWebsite(value: string): string | null {
  const typed = value.trim();
  if (!typed || /\s/.test(typed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed);
  if (hasScheme && !/^https?:\/\//i.test(typed)) return null;
  const withScheme = hasScheme ? typed : `https://${typed}`;
  try {
    const url = new URL(withScheme);
    if (url.username || url.password) return null;
  } catch {
    return null;
  }
  const host = withScheme.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? '';
  return HOST.test(host) ? withScheme : null;
}

const websiteSchema = text()
  .trim()
  .max(BUSINESS_CARD_LIMITS.website, { error: tooLong(BUSINESS_CARD_LIMITS.website) })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const url = normaliseWebsite(v);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: BUSINESS_CARD_MESSAGES.website });
      return z.NEVER;
    }
    return url;
  });

export const businessCardInputSchema = z.object({
  sellerCode: sellerCodeSchema,
  title: text({ error: BUSINESS_CARD_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: BUSINESS_CARD_MESSAGES.titleRequired })
    .max(BUSINESS_CARD_LIMITS.title, { error: tooLong(BUSINESS_CARD_LIMITS.title) }),
  address: optionalText(BUSINESS_CARD_LIMITS.address),
  phoneNumber: sellerPhoneSchema.transform((v) => v ?? null),
  website: websiteSchema,
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    emailField({ required: BUSINESS_CARD_MESSAGES.emailFormat, format: BUSINESS_CARD_MESSAGES.emailFormat })
      .nullish()
      .transform((v) => v ?? null),
  ),
  aboutSeller: optionalText(BUSINESS_CARD_LIMITS.about),
  aboutTmc: optionalText(BUSINESS_CARD_LIMITS.about),
  aboutDelivery: optionalText(BUSINESS_CARD_LIMITS.about),
});
export type BusinessCardInput = z.input<typeof businessCardInputSchema>;
export type BusinessCardData = z.output<typeof businessCardInputSchema>;

export const businessCardParamsSchema = z.object({ id: sellerCodeSchema });

export const businessCardSellerCodesSchema = z.object({
  sellerCodes: z.array(sellerCodeSchema).max(BUSINESS_CARD_LIMITS.sellerCodes, { error: `Не более ${BUSINESS_CARD_LIMITS.sellerCodes} кодов` }),
});

/** Where a stored card photo is served. */
export const businessCardPhotoUrl = (file: string): string => `/api/auth/business-card/photos/${file}`;
