import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
