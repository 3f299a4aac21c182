import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Keyword subscription to new goods: a weekly e-mail (specification, sections 1 and 3). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    duration: text('duration').notNull(),
    type: text('type').notNull(),
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('pending_payment'),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscriptions_duration_check', sql`${t.duration} in ('month','quarter','year')`),
    check('subscriptions_type_check', sql`${t.type} in ('up_to_10','up_to_50')`),
    check('subscriptions_status_check', sql`${t.status} in ('pending_payment','active','expired','cancelled')`),
    index('subscriptions_user_idx').on(t.userId),
  ],
);
