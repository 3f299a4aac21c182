import { z } from 'zod';
import { text } from './text.ts';
import { pagedSchema } from './lists.ts';
import { isoDateSchema, PERIOD_MESSAGES } from './period.ts';

/**
 * Invoices (счёт на оплату) for the platform's services: a buyer's deal service today, keyword
 * subscriptions and suppliers' tiers later (DESIGN.md section 11). The billing module
 * (apps/server/src/modules/billing) issues them; an administrator (L1, L2) marks them paid at
 * /admins/invoices, and the module that asked for the invoice is told.
 */

export const INVOICE_STATUSES = ['issued', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  issued: 'Выставлен',
  paid: 'Оплачен',
  cancelled: 'Аннулирован',
};

/** What an invoice is for: the module told on payment. */
export const INVOICE_KINDS = ['deal', 'subscription', 'tier'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = {
  deal: 'Услуга по сделке',
  subscription: 'Подписка',
  tier: 'Тариф поставщика',
};

export const BILLING_MESSAGES = {
  notFound: 'Счёт не найден',
  notIssued: 'Счёт уже оплачен или аннулирован',
} as const;

export const invoiceSchema = z.object({
  id: text().uuid(),
  number: text(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  subject: text(),
  amount: z.number(),
  payerName: text(),
  payerInn: text().nullable(),
  payerEmail: text().nullable(),
  createdAt: text(),
  payUntil: text().nullable(),
  paidAt: text().nullable(),
  paidBy: text().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pagedSchema(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

const invoiceFilterFields = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'Неизвестный вид счёта' }).optional(),
  /** Number or payer's name / ИНН, a beginning. */
  q: text().trim().max(100).optional(),
  /** Issued on these Moscow days, both included. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
const periodInOrder = (v: { from?: string | undefined; to?: string | undefined }) => !v.from || !v.to || v.from <= v.to;

/** The filters of the invoices' list and of its XLSX export (GET /api/billing/invoices/xlsx). */
export const invoiceFilterSchema = invoiceFilterFields.refine(periodInOrder, { error: PERIOD_MESSAGES.endBeforeStart, path: ['to'] });
export type InvoiceFilter = z.infer<typeof invoiceFilterSchema>;

export const invoiceListQuerySchema = invoiceFilterFields
  .extend({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(periodInOrder, { error: PERIOD_MESSAGES.endBeforeStart, path: ['to'] });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Rows an XLSX export holds at most (newest first): a narrower filter gives the rest. */
export const INVOICE_EXPORT_MAX = 50_000;
