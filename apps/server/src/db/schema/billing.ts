import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentLine, PartyRequisites, PayeeRequisites } from '../../modules/documents/document-types.ts';
import { createdAt } from './columns.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

/** Invoice numbers: one sequence, so two instances never give the same number. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1001 });

/**
 * Invoices (счёт на оплату) for platform services (DESIGN.md section 11): a buyer's deal service, a
 * keyword subscription, a supplier's tier. Everything printed is stored at issue (payer, payee, lines),
 * so an issued invoice renders the same later. `kind` + `subject_id` name what it pays for; the module
 * of that kind is told when an administrator marks it paid.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: text('status').notNull().default('issued'),
    kind: text('kind').notNull().default('deal'),
    subjectId: text('subject_id'),
    payer: jsonb('payer').$type<PartyRequisites>(),
    payee: jsonb('payee').$type<PayeeRequisites>(),
    lines: jsonb('lines').$type<DocumentLine[]>(),
    payUntil: timestamp('pay_until', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('invoices_status_check', sql`${t.status} in ('issued','paid','cancelled')`),
    check('invoices_kind_check', sql`${t.kind} in ('deal','subscription','tier')`),
    check('invoices_amount_check', sql`${t.amount} >= 0`),
    index('invoices_status_created_idx').on(t.status, t.createdAt),
    index('invoices_subject_idx').on(t.kind, t.subjectId),
  ],
);
