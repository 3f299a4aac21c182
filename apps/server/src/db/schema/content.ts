import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

// The content module's tables: the day slogan lives here. Each other module has its schema file
// (blog.ts, reviews.ts, callbacks.ts, buyer-log.ts, price-list.ts, running-line.ts).

/** Small named settings, such as the day slogan. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
