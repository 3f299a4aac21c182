import { z } from 'zod';
import { text } from './text.ts';
import { emailField, TEXT_LIMITS, usernameSchema } from './account-schemas.ts';
import { CALLBACK_PHONE_MESSAGES, PHONE_MAX_DIGITS, phoneDigits } from './phone-mask.ts';
import { bankDetailsSchema } from './profile.ts';
import { bankDetailsInputSchema, innSchema, kppSchema, ogrnSchema } from './requisites.ts';
import { isoDateSchema, PERIOD_MESSAGES } from './period.ts';
import { sellerCodeSchema } from './seller-code.ts';

/**
 * Administration of sellers (issue 11): the admin list, the seller card and its actions. The server
 * validates with these schemas and the web's forms resolve with them (STYLE.md: validation once).
 *
 * Endpoints (who may call each is the access test `admin-sellers.authorization.test.ts`):
 *   GET  /api/admin-panel/sellers                 ADMIN L1, L2, L3: every seller (adminSellerListSchema)
 *   GET  /api/auth/curator/sellers                ADMIN L4: the curator's own sellers (same shape)
 *   GET  /api/admin-panel/seller?sellerCode       L1, L2, L3, the seller's own curator: the card
 *   POST /api/admin-panel/seller/create           L1, L2: sellerCreateSchema -> the card (201)
 *   PUT  /api/admin-panel/seller/update?sellerCode L1, L2: sellerUpdateSchema -> the card
 *   PUT  /api/admin-panel/block/{username}        L1, L2: { reason } ; PUT .../unblock/{username}
 *   DELETE /api/admin-panel/delete?username|sellerCode[&newCurator]   L1, L2
 *   PUT  /api/admin-panel/seller/end-condition?sellerCode  L1, L2: { endConditionAt }
 *   PUT  /api/admin-panel/seller/trusted?sellerCode  L1, L2: { trusted } (ours: trusted sellers, issue 11 item 9)
 *   POST /api/admin-panel/add-premium?sellerCode  L1, L2: { start, end }; POST .../remove-premium?sellerCode
 */

// The tariffs and their names live with the tier rules (seller-tiers.ts).
import { SELLER_TARIFFS } from './seller-tiers.ts';
export { SELLER_TARIFF_LABELS, SELLER_TARIFFS, type SellerTariff } from './seller-tiers.ts';

export const ADMIN_SELLER_MESSAGES = {
  notFound: 'Поставщик не найден',
  userNotFound: 'Пользователь не найден',
  codeTaken: 'Поставщик с таким кодом уже существует',
  innTaken: 'Поставщик с таким ИНН уже существует',
  emailTaken: 'Пользователь с такой эл. почтой уже существует',
  curatorUnknown: 'Куратор не найден',
  dispetcherUnknown: 'Диспетчер не найден',
  titleRequired: 'Наименование обязательно',
  emailRequired: 'Электронная почта обязательна',
  emailFormat: 'Неверный формат почты',
  reasonRequired: 'Укажите причину блокировки',
  reasonTooLong: 'Причина блокировки — не более 1000 символов',
  phoneIncomplete: CALLBACK_PHONE_MESSAGES.incomplete,
  alreadyBlocked: 'Пользователь уже заблокирован',
  notBlocked: 'Пользователь не заблокирован',
  alreadyDeleted: 'Поставщик уже удалён',
  deleteTargetRequired: 'Укажите пользователя или код поставщика',
  selfAction: 'Это действие нельзя выполнить со своей учётной записью',
  newCuratorRequired: 'Укажите куратора, которому передать поставщиков',
  newCuratorSame: 'Новый куратор должен быть другим пользователем',
  premiumRequired: 'Укажите начало и конец премиум-периода',
} as const;
const M = ADMIN_SELLER_MESSAGES;

export const BLOCK_REASON_MAX = 1000;

const tooLong = (max: number) => `Не более ${max} символов`;
const limitedText = (max: number) => text().trim().max(max, { error: tooLong(max) });
/** Optional text: trimmed, '' and missing read as null. */
const optionalText = (max: number) =>
  limitedText(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** '' (a cleared form field) reads as null before the requisite's own checks. */
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Bank details with every field blank (an untouched form section) read as none. */
const blankObjectAsNull = (v: unknown) =>
  v && typeof v === 'object' && Object.values(v).every((x) => x === null || x === undefined || (typeof x === 'string' && x.trim() === '')) ? null : v;

/** A phone typed through the mask (+7 (916) 123-45-67) or as digits; stored as its 11 digits. */
export const sellerPhoneSchema = z.preprocess(
  blankAsNull,
  text()
    .max(TEXT_LIMITS.phoneNumber, { error: tooLong(TEXT_LIMITS.phoneNumber) })
    .transform(phoneDigits)
    .refine((d) => d.length === PHONE_MAX_DIGITS, { error: M.phoneIncomplete })
    .nullish(),
);

// ---------------------------------------------------------------------------------------------
// The list (both dropdown locations, the /admins list)

/** A seller as the admin list shows it: enough for the colour of section 4 and the prefix filter. */
export const adminSellerListItemSchema = z.object({
  sellerCode: text(),
  title: text(),
  inn: text(),
  blocked: z.boolean(),
  deletedAt: text().nullable(),
  /** yyyy-mm-dd */
  endConditionAt: text().nullable(),
  /** The curator's login name, or null. */
  curator: text().nullable(),
});
export type AdminSellerListItem = z.infer<typeof adminSellerListItemSchema>;

/** Every seller the caller may see, alphabetically; not paged (the dropdowns filter as one types). */
export const adminSellerListSchema = z.object({ items: z.array(adminSellerListItemSchema), total: z.number().int() });
export type AdminSellerList = z.infer<typeof adminSellerListSchema>;

export const adminSellerListQuerySchema = z.object({
  /** Title prefix, as the dropdown's search box filters (a legal form in front is skipped). */
  q: text().trim().max(200, { error: tooLong(200) }).optional(),
});

export const sellerCodeQuerySchema = z.object({ sellerCode: sellerCodeSchema });

// ---------------------------------------------------------------------------------------------
// The card

/** A person the card names (curator, dispatcher). */
export const sellerStaffSchema = z.object({ id: text(), username: text(), name: text().nullable() });

/** The seller of section 3 'Seller' with what administrators keep about it. */
export const adminSellerSchema = z.object({
  id: text(),
  sellerCode: text(),
  title: text(),
  shortName: text().nullable(),
  legalEntity: text().nullable(),
  inn: text(),
  kpp: text().nullable(),
  ogrn: text().nullable(),
  /** The settlement account (the same as bankDetails.bankAccount). */
  bankAccount: text().nullable(),
  bankDetails: bankDetailsSchema.nullable(),
  /** The representative's login name. */
  username: text().nullable(),
  lastName: text().nullable(),
  firstName: text().nullable(),
  middleName: text().nullable(),
  position: text().nullable(),
  phoneNumber: text().nullable(),
  email: text().nullable(),
  contact: text().nullable(),
  curator: sellerStaffSchema.nullable(),
  /** The dispatcher's id (the specification's spelling). */
  dispetcher: text().nullable(),
  dispetcherUser: sellerStaffSchema.nullable(),
  tariff: z.enum(SELLER_TARIFFS),
  premiumStart: text().nullable(),
  premiumEnd: text().nullable(),
  endConditionAt: text().nullable(),
  /** Its new and edited goods are published at once and checked after publication (post-moderation). */
  trusted: z.boolean(),
  blocked: z.boolean(),
  blockReason: text().nullable(),
  deletedAt: text().nullable(),
  createdAt: text(),
  /** Whether the caller may change it (L1, L2); the curator and L3 only look. */
  editable: z.boolean(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

const sellerFields = {
  title: text({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }).max(TEXT_LIMITS.title, { error: tooLong(TEXT_LIMITS.title) }),
  shortName: optionalText(200),
  legalEntity: optionalText(TEXT_LIMITS.title),
  inn: innSchema,
  kpp: z.preprocess(blankAsNull, kppSchema.nullish()),
  ogrn: z.preprocess(blankAsNull, ogrnSchema.nullish()),
  /** Full bank details when given (BIK and both accounts checked against it), else null. */
  bankDetails: z.preprocess(blankObjectAsNull, bankDetailsInputSchema.nullish()),
  lastName: optionalText(TEXT_LIMITS.name),
  firstName: optionalText(TEXT_LIMITS.name),
  middleName: optionalText(TEXT_LIMITS.name),
  position: optionalText(200),
  phoneNumber: sellerPhoneSchema,
  contact: optionalText(1000),
  /** The curator's login name; null: none. */
  curator: z.preprocess(blankAsNull, usernameSchema.nullish()),
  /** The dispatcher's id; null: none. */
  dispetcher: z.preprocess(blankAsNull, z.uuid({ error: M.dispetcherUnknown }).nullish()),
  // The tier is not a field of the card: it changes with its period (PUT /api/tiers/admin/sellers/{code}); a new seller starts free.
  endConditionAt: z.preprocess(blankAsNull, isoDateSchema.nullish()),
};

/**
 * POST /api/admin-panel/seller/create. `email` is the contact e-mail and the login of the
 * representative account created with the seller (a password-creation mail goes to it). Without
 * `sellerCode` a free six-digit code is generated.
 */
export const sellerCreateSchema = z.object({
  ...sellerFields,
  sellerCode: z.preprocess(blankAsNull, sellerCodeSchema.nullish()),
  email: emailField({ required: M.emailRequired, format: M.emailFormat }),
});
export type SellerCreateInput = z.input<typeof sellerCreateSchema>;
export type SellerCreate = z.output<typeof sellerCreateSchema>;

/** PUT /api/admin-panel/seller/update?sellerCode: the card's fields (the code and the login do not change here). */
export const sellerUpdateSchema = z.object({
  ...sellerFields,
  email: z.preprocess(blankAsNull, emailField({ required: M.emailRequired, format: M.emailFormat }).nullish()),
});
export type SellerUpdateInput = z.input<typeof sellerUpdateSchema>;
export type SellerUpdate = z.output<typeof sellerUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Actions

export const usernameParamsSchema = z.object({ username: text().trim().min(1).max(254) });

/** PUT /api/admin-panel/block/{username}. */
export const blockRequestSchema = z.object({
  reason: text({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(BLOCK_REASON_MAX, { error: M.reasonTooLong }),
});
export type BlockRequest = z.input<typeof blockRequestSchema>;

/** DELETE /api/admin-panel/delete: a user by login name, or a seller by code; `newCurator` when a curator is deleted. */
export const deleteQuerySchema = z
  .object({
    username: text().trim().min(1).max(254).optional(),
    sellerCode: sellerCodeSchema.optional(),
    newCurator: text().trim().min(1).max(254).optional(),
  })
  .refine((v) => v.username !== undefined || v.sellerCode !== undefined, { error: M.deleteTargetRequired, path: ['username'] });
export type DeleteQuery = z.output<typeof deleteQuerySchema>;

/** PUT /api/admin-panel/seller/end-condition?sellerCode: the end-of-conditions date, or null to clear it. */
export const endConditionRequestSchema = z.object({ endConditionAt: isoDateSchema.nullable() });

/** PUT /api/admin-panel/seller/trusted?sellerCode: whether the seller is trusted. */
export const trustedRequestSchema = z.object({ trusted: z.boolean({ error: 'Укажите, доверенный ли поставщик' }) });
export type TrustedRequest = z.infer<typeof trustedRequestSchema>;

/** POST /api/admin-panel/add-premium?sellerCode: the premium period, both days included. */
export const premiumPeriodSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .refine((v) => v.start <= v.end, { error: PERIOD_MESSAGES.endBeforeStart, path: ['end'] });
export type PremiumPeriod = z.infer<typeof premiumPeriodSchema>;

// ---------------------------------------------------------------------------------------------
// Curators (ADMIN L4) and dispatchers (ADMIN L3)
//   GET  /api/admin-panel/curators/list      L1, L2
//   POST /api/admin-panel/curators/create    L1, L2: staffCreateSchema -> the curator (201), password mail
//   GET  /api/admin-panel/dispetcher/list    L1, L2
//   POST /api/admin-panel/dispetcher/create/ L1, L2: staffCreateSchema -> the dispatcher (201), password mail

/** A curator or a dispatcher as the lists show it. */
export const staffListItemSchema = z.object({
  id: text(),
  username: text(),
  email: text(),
  name: text().nullable(),
  phoneNumber: text().nullable(),
  blocked: z.boolean(),
  /** How many sellers it curates (curators) or is assigned to (dispatchers). */
  sellers: z.number().int(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;
export const staffListSchema = z.object({ items: z.array(staffListItemSchema), total: z.number().int() });
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * A new curator or dispatcher: a login name (curators are addressed by it in paths, so no '/', '?', '#',
 * '%' or spaces), the e-mail the password-creation mail goes to, the name and the phone.
 */
export const staffCreateSchema = z.object({
  username: usernameSchema,
  email: emailField({ required: M.emailRequired, format: M.emailFormat }),
  lastName: optionalText(TEXT_LIMITS.name),
  firstName: optionalText(TEXT_LIMITS.name),
  middleName: optionalText(TEXT_LIMITS.name),
  phoneNumber: sellerPhoneSchema,
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffCreate = z.output<typeof staffCreateSchema>;

// ---------------------------------------------------------------------------------------------
// The information report: POST /api/admin-panel/information {start, end} (L1, L2); the same body to
// POST /api/admin-panel/information/xlsx answers the spreadsheet.

/** The figures of one Moscow day, and of the period (totals). */
export const INFORMATION_FIGURES = [
  'newSellers',
  'newBuyers',
  'placed',
  'published',
  'rejected',
  'searches',
  'zeroSearches',
  'reserved',
  'ordered',
  'paid',
  'concluded',
  'cancelled',
  'invoicesIssued',
  'invoicesPaid',
] as const;
export type InformationFigure = (typeof INFORMATION_FIGURES)[number];

export const INFORMATION_FIGURE_LABELS: Readonly<Record<InformationFigure, string>> = {
  newSellers: 'Новые поставщики',
  newBuyers: 'Новые покупатели',
  placed: 'Товаров размещено',
  published: 'Опубликовано',
  rejected: 'Отклонено',
  searches: 'Поисков',
  zeroSearches: 'Поисков без результата',
  reserved: 'Резервы',
  ordered: 'Заказаны',
  paid: 'Оплачены',
  concluded: 'Сделки заключены',
  cancelled: 'Отменены',
  invoicesIssued: 'Счетов выставлено',
  invoicesPaid: 'Счетов оплачено',
};

/** At most a year (and a leap day) per report. */
export const INFORMATION_MAX_DAYS = 366;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

export const informationRequestSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .refine((v) => v.start <= v.end, { error: PERIOD_MESSAGES.endBeforeStart, path: ['end'] })
  .refine((v) => dayNumber(v.end) - dayNumber(v.start) < INFORMATION_MAX_DAYS, { error: 'Период отчёта — не больше года', path: ['end'] });
export type InformationRequest = z.infer<typeof informationRequestSchema>;

const figuresShape = Object.fromEntries(INFORMATION_FIGURES.map((k) => [k, z.number().int()])) as Record<InformationFigure, z.ZodNumber>;
export const informationDaySchema = z.object({ day: text(), ...figuresShape });
export type InformationDay = z.infer<typeof informationDaySchema>;
export const informationReportSchema = z.object({
  start: text(),
  end: text(),
  days: z.array(informationDaySchema),
  totals: z.object(figuresShape),
});
export type InformationReport = z.infer<typeof informationReportSchema>;
