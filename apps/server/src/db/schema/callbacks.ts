import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** Callback requests of the callback form (phone as 11 digits, role, client address). */
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
