import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { createdAt, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { tmc } from './tmc.ts';
import { users } from './users.ts';

/**
 * A buyer's hold on an item and the deal that follows (DESIGN.md section 5):
 * reserved -> ordered -> paid -> concluded, or cancelled. The partial unique index makes
 * two buyers holding the same item impossible; `term_ends_at` is the end of the current term
 * (hold 3 days, payment 8 days, deal 20 days), which the sweeps read through their partial index.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tmcId: bigint('tmc_id', { mode: 'number' })
      .notNull()
      .references(() => tmc.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    status: text('status').notNull().default('reserved'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    payUntil: timestamp('pay_until', { withTimezone: true }),
    completeUntil: timestamp('complete_until', { withTimezone: true }),
    /** The end of the current term; null once the entry is concluded or cancelled. */
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }),
    /** The term end the buyer was last reminded of (one reminder per term). */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The goods' price per unit when held (the documents print it). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in ('reserved','ordered','paid','concluded','cancelled')`),
    check('reservations_quantity_check', sql`${t.quantity} > 0`),
    check('reservations_term_check', sql`(${t.status} in ('reserved','ordered','paid')) = (${t.termEndsAt} is not null)`),
    uniqueIndex('reservations_one_holder_idx')
      .on(t.tmcId)
      .where(sql`${t.status} in ('reserved','ordered','paid')`),
    index('reservations_buyer_idx').on(t.buyerId, t.createdAt),
    index('reservations_seller_idx').on(t.sellerId, t.createdAt),
    index('reservations_term_idx')
      .on(t.termEndsAt)
      .where(sql`${t.status} in ('reserved','ordered','paid')`),
  ],
);

/** The history of a cart entry: every step with who did it; `mailed_at` once both sides were told. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('reservation_events_actor_check', sql`${t.actor} in ('buyer','seller','admin','system')`),
    index('reservation_events_entry_idx').on(t.reservationId, t.id),
    index('reservation_events_unmailed_idx').on(t.createdAt).where(sql`${t.mailedAt} is null`),
  ],
);
