import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

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
