import { z } from 'zod';
import { text } from './text.ts';
import { pagedSchema } from './lists.ts';
import { tmcListItemSchema } from './tmc-schemas.ts';

/**
 * The holds of buyers: the states of a reservation and the deal that follows it (DESIGN.md section 5),
 * and the supplier's list of its goods that buyers hold (GET /api/tmc/seller/reserve, the
 * specification's path). The cart module (apps/server/src/modules/cart) owns them.
 */

/** Reservation states (DESIGN.md section 5); an item with one of the first three is held. */
export const RESERVATION_STATUSES = ['reserved', 'ordered', 'paid', 'concluded', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const HOLDING_RESERVATION_STATUSES = ['reserved', 'ordered', 'paid'] as const satisfies readonly ReservationStatus[];

export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  reserved: 'Зарезервировано',
  ordered: 'Ожидает оплаты услуги',
  paid: 'Услуга оплачена',
  concluded: 'Сделка завершена',
  cancelled: 'Отменено',
};

/** A row of GET /api/tmc/seller/reserve: own goods that a buyer holds, with the hold's terms. */
export const heldGoodsItemSchema = z.object({
  reservationId: text().uuid(),
  status: z.enum(RESERVATION_STATUSES),
  quantity: z.number(),
  reservedUntil: text().nullable(),
  payUntil: text().nullable(),
  completeUntil: text().nullable(),
  createdAt: text(),
  /** The buyer's organisation (or name), so the supplier sees who is interested; contacts come with the deal. */
  buyerTitle: text().nullable(),
  tmc: tmcListItemSchema,
});
export type HeldGoodsItem = z.infer<typeof heldGoodsItemSchema>;
export const heldGoodsPageSchema = pagedSchema(heldGoodsItemSchema);
export type HeldGoodsPage = z.infer<typeof heldGoodsPageSchema>;

// ---------------------------------------------------------------------------------------------
// The cart and the deal (issue 13): terms, texts, requests and answers.

/** The terms of the specification (sections 4 and 9), in days, and the reminder before a term ends. */
export const CART_TERMS = {
  /** 'Купить' holds the goods for 3 days. */
  holdDays: 3,
  /** The platform service must be paid within 8 days of the order, or the reservation is cancelled. */
  payDays: 8,
  /** After payment the deal has 20 days; with no word by then it is deemed concluded. */
  completeDays: 20,
  /** A mail to the buyer this long before a hold or a payment term ends (beyond the specification). */
  reminderHours: 24,
} as const;

export const DAY_MS = 86_400_000;

/** The platform's service to the buyer of a deal (an invoice line), VAT included, in roubles. */
export const DEAL_SERVICE = {
  name: 'Информационно-консультационные услуги по сделке на площадке «ТМЦ Маркет»',
  /** The service fee is this share of the reserved goods' amount, within the bounds below. */
  percent: 1,
  minRoubles: 1000,
  maxRoubles: 50000,
} as const;

/** The fee of the deal service for goods worth `amountRoubles` (VAT included), whole roubles. */
export function dealServiceFee(amountRoubles: number): number {
  const share = Math.round((amountRoubles * DEAL_SERVICE.percent) / 100);
  return Math.min(DEAL_SERVICE.maxRoubles, Math.max(DEAL_SERVICE.minRoubles, share));
}

export const CART_MESSAGES = {
  heldByOther: 'Товар уже зарезервирован другим покупателем',
  alreadyMine: 'Товар уже в вашей корзине',
  notFound: 'Товар не найден: он удалён поставщиком',
  archived: 'Товар удалён поставщиком и больше не продаётся',
  sellerBlocked: 'Поставщик заблокирован или удалён: товар нельзя зарезервировать',
  notPublished: 'Товар не опубликован: его нельзя зарезервировать',
  ownGoods: 'Нельзя зарезервировать собственный товар',
  outOfStock: 'Товара нет в наличии',
  quantityTooBig: 'Количество больше остатка: доступно {available}',
  quantityPositive: 'Количество должно быть больше нуля',
  entryNotFound: 'Запись корзины не найдена',
  wrongState: 'Это действие недоступно в текущем состоянии записи',
  innRequired: 'ИНН должен быть заполнен обязательно',
  fillInn: 'Заполнить ИНН',
  titleRequired: 'Укажите наименование организации в профиле',
  updNotYet: 'УПД формируется после оплаты услуги площадки',
  invoiceNotYet: 'Счёт выставляется после заказа услуги площадки',
  platinumOnly: 'Запросить всю номенклатуру можно у поставщиков на тарифе PLATINUM',
} as const;

export const CART_ERROR_CODES = {
  heldByOther: 'tmc_reserved_by_other',
  alreadyMine: 'already_in_cart',
  notFound: 'tmc_not_found',
  archived: 'tmc_archived',
  sellerBlocked: 'seller_blocked',
  notPublished: 'tmc_not_published',
  ownGoods: 'own_tmc',
  outOfStock: 'out_of_stock',
  entryNotFound: 'cart_entry_not_found',
  wrongState: 'cart_wrong_state',
  emptyInn: 'empty_inn',
  noDocument: 'document_not_available',
} as const;

/** POST /api/cart: 'Купить' with a quantity (all of the stock when left out). */
export const reserveInputSchema = z.object({
  tmcId: z.number().int().positive(),
  quantity: z
    .number()
    .positive(CART_MESSAGES.quantityPositive)
    .max(99_999_999_999)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Не более трёх знаков после запятой')
    .optional(),
});
export type ReserveInput = z.infer<typeof reserveInputSchema>;

/** POST /api/cart/{id}/cancel. */
export const cancelInputSchema = z.object({ reason: text().trim().max(500).optional() });
/** POST /api/cart/{id}/outcome: 'сделка состоялась' (true) or 'не состоялась' (false). */
export const outcomeInputSchema = z.object({ concluded: z.boolean(), note: text().trim().max(500).optional() });

/** Who did a step of an entry's history. */
export const CART_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type CartActor = (typeof CART_ACTORS)[number];

export const CART_EVENTS = ['reserved', 'ordered', 'paid', 'confirmed', 'refused', 'concluded', 'cancelled', 'expired', 'reminded', 'nomenclature'] as const;
export type CartEvent = (typeof CART_EVENTS)[number];

export const CART_EVENT_LABELS: Readonly<Record<CartEvent, string>> = {
  reserved: 'Товар зарезервирован',
  ordered: 'Заказана услуга площадки, выставлен счёт',
  paid: 'Счёт оплачен, начался срок сделки',
  confirmed: 'Сделка подтверждена',
  refused: 'Сделка не состоялась',
  concluded: 'Сделка считается состоявшейся: срок истёк',
  cancelled: 'Резерв отменён',
  expired: 'Резерв снят: срок истёк',
  reminded: 'Напоминание о сроке отправлено',
  nomenclature: 'Запрошена вся номенклатура поставщика',
};

export const CART_ACTOR_LABELS: Readonly<Record<CartActor, string>> = {
  buyer: 'Покупатель',
  seller: 'Поставщик',
  admin: 'Администратор',
  system: 'Площадка',
};

/** The supplier's view of a state: 'покупатель заинтересован' while the goods are only held. */
export const SELLER_RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  reserved: 'Покупатель заинтересован',
  ordered: 'Покупатель заказал услугу, ждёт оплаты',
  paid: 'Идёт сделка',
  concluded: 'Сделка состоялась',
  cancelled: 'Отменено',
};

export const cartEventSchema = z.object({
  event: z.enum(CART_EVENTS),
  actor: z.enum(CART_ACTORS),
  /** Who exactly (e-mail of the person), when a person did it. */
  actorName: text().nullable(),
  note: text().nullable(),
  at: text(),
});
export type CartEventItem = z.infer<typeof cartEventSchema>;

/** A cart entry: the hold, its goods as they are now, the current term and the documents available. */
export const cartEntrySchema = z.object({
  id: text().uuid(),
  status: z.enum(RESERVATION_STATUSES),
  quantity: z.number(),
  /** The end of the current term (hold, payment or deal), null once finished. */
  termEndsAt: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
  cancelReason: text().nullable(),
  tmc: z.object({
    id: z.number().int(),
    name: text(),
    stockNumber: text().nullable(),
    unit: text(),
    price: z.number(),
    vat: text(),
    /** The stock now. */
    quantity: z.number(),
  }),
  seller: z.object({ sellerCode: text(), title: text(), tariff: text() }),
  buyerTitle: text().nullable(),
  invoice: z
    .object({ id: text().uuid(), number: text(), amount: z.number(), status: z.enum(['issued', 'paid', 'cancelled']), payUntil: text().nullable() })
    .nullable(),
  /** What the caller may do now. */
  can: z.object({ order: z.boolean(), cancel: z.boolean(), outcome: z.boolean(), invoice: z.boolean(), upd: z.boolean(), nomenclature: z.boolean() }),
  events: z.array(cartEventSchema),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;
export const cartPageSchema = pagedSchema(cartEntrySchema);
export type CartPage = z.infer<typeof cartPageSchema>;

/** GET /api/cart/count: active entries, for the top bar's cart link. */
export const cartCountSchema = z.object({ count: z.number().int() });

/** The contacts of a selected entry (specification section 4: case 1 the supplier, case 2 with the curator). */
export const cartContactsSchema = z.object({
  supplier: z.object({
    title: text(),
    person: text().nullable(),
    phone: text().nullable(),
    email: text().nullable(),
    address: text().nullable(),
  }),
  curator: z.object({ name: text().nullable(), phone: text().nullable(), email: text() }).nullable(),
  admin: z.object({
    phone: text(),
    /** Whether the consultation line works now (Moscow working hours). */
    open: z.boolean(),
    hours: text(),
  }),
});
export type CartContacts = z.infer<typeof cartContactsSchema>;

/** Moscow working hours of the administrator's consultation line: Monday to Friday. */
export const CONSULTATION_HOURS = { from: 9, to: 18, label: 'пн–пт, 9:00–18:00 (МСК)' } as const;

/** GET /api/cart/seller/deals: a seller's holds and deals (the supplier's cabinet 'deals'). */
export const sellerDealsQuerySchema = z.object({
  seller_code: text().regex(/^\d{6}$/).optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type SellerDealsQuery = z.infer<typeof sellerDealsQuerySchema>;
