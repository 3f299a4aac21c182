import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Users' reviews of the platform, pending until an administrator approves or rejects them. */
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
