import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { createdAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/**
 * A supplier's purchase of a tier (issue 15): the price-list row's terms as they were when ordered, and
 * its invoice (billing, kind 'tier', subject_id = this id). Paying the invoice starts the tier, or extends
 * the same tier from its end; the period it bought is written here.
 */
export const tierOrders = pgTable(
  'tier_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    tariff: text('tariff').notNull(),
    /** The price-list row's positions count and validity when ordered ('до 100', '6 месяцев'). */
    amount: text('amount'),
    validityPeriod: text('validity_period').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    orderedBy: uuid('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The period this purchase paid for, set when its invoice is paid (period_to null: open-ended). */
    periodFrom: timestamp('period_from', { withTimezone: true }),
    periodTo: timestamp('period_to', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tier_orders_tariff_check', sql`${t.tariff} in ('one-off','silver','gold','platinum','rent','exclusive','corporation')`),
    index('tier_orders_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
