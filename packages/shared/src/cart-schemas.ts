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
