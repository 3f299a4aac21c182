import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Small named settings, such as the day slogan. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Running-line tickers, by type (for example the landing page's line). */
export const runningLines = pgTable(
  'running_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('running_lines_type_idx').on(t.type, t.createdAt)],
);

/** The price list of services (tariff table): groups with rows. */
export const serviceGroups = pgTable('service_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  position: smallint('position').notNull().default(0),
});

export const servicePrices = pgTable(
  'service_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => serviceGroups.id, { onDelete: 'cascade' }),
    tier: text('tier'),
    /** Positions count, as text ('до 15', 'от 16 до 100'). */
    amount: text('amount'),
    sumTmc: text('sum_tmc'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    validityPeriod: text('validity_period'),
    position: smallint('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('service_prices_group_idx').on(t.groupId)],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role').notNull(),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('callback_requests_phone_check', sql`${t.phoneNumber} ~ '^[0-9]{11}$'`),
    index('callback_requests_created_idx').on(t.createdAt),
  ],
);

/** Page views and actions by anonymous id (cookie 'aid') and, when signed in, user. */
export const buyerLog = pgTable(
  'buyer_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    aid: text('aid').notNull(),
    method: text('method').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('buyer_log_created_idx').on(t.createdAt), index('buyer_log_aid_idx').on(t.aid, t.createdAt)],
);

export const blogPosts = pgTable('blog_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  bodyMd: text('body_md').notNull(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    rating: smallint('rating'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check('reviews_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
