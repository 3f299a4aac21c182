import { index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

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
