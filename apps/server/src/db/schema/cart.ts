import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { tmc } from './tmc.ts';
import { users } from './users.ts';

/**
 * A buyer's hold on an item and the deal that follows (DESIGN.md section 5):
 * reserved -> ordered -> paid -> concluded, or cancelled. The partial unique index makes
 * two buyers holding the same item impossible.
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
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in ('reserved','ordered','paid','concluded','cancelled')`),
    check('reservations_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('reservations_one_holder_idx')
      .on(t.tmcId)
      .where(sql`${t.status} in ('reserved','ordered','paid')`),
    index('reservations_buyer_idx').on(t.buyerId),
    index('reservations_seller_idx').on(t.sellerId),
  ],
);
