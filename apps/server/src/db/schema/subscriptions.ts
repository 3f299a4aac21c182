import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './billing.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Keyword subscription to new goods: a weekly e-mail (specification, sections 1 and 3). One row per
 * user: its words and the paid period; active while `expired_at` is ahead. Each purchase is a
 * `subscription_orders` row with its invoice; paying one starts or extends this row's period.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    words: text('words').array().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** Set by the digest's unsubscribe link (no digest until the buyer saves the words again). */
    digestOffAt: timestamp('digest_off_at', { withTimezone: true }),
    /** The secret of the unsubscribe link: random, so the link works without signing in and cannot be guessed. */
    digestToken: text('digest_token').notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_digest_token_unique').on(t.digestToken), check('subscriptions_type_check', sql`${t.type} in ('up_to_10','up_to_50')`), uniqueIndex('subscriptions_user_unique').on(t.userId)],
);

/** A purchase of a keyword subscription: its invoice (billing, kind 'subscription', subject_id = this id). */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    duration: text('duration').notNull(),
    type: text('type').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** The period this purchase paid for, set when its invoice is paid. */
    periodFrom: timestamp('period_from', { withTimezone: true }),
    periodTo: timestamp('period_to', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_orders_duration_check', sql`${t.duration} in ('month','quarter','year')`),
    check('subscription_orders_type_check', sql`${t.type} in ('up_to_10','up_to_50')`),
    index('subscription_orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The weekly digest, one row per subscription and week (the Monday of the Moscow week): the key makes a
 * second run, or a second instance, send nothing. `state`: 'sent', 'empty' (no matches, no mail),
 * 'failed' (retried by the next run until it sends).
 */
export const subscriptionDigests = pgTable(
  'subscription_digests',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    matches: integer('matches').notNull().default(0),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.week] }), check('subscription_digests_state_check', sql`${t.state} in ('sending','sent','empty','failed')`)],
);
