import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  INVOICE_EXPORT_MAX,
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  type Invoice,
  type InvoiceFilter,
  type InvoiceKind,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceStatus,
} from '@tmc/shared/billing-schemas';
import type { Db } from '../../db/client.ts';
import { invoiceNumberSeq, invoices } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { computeDocument } from '../documents/document-lines.ts';
import type { DocumentLine, PartyRequisites } from '../documents/document-types.ts';
import { renderInvoicePdf } from '../documents/invoice-pdf.ts';
import { operatorPayee } from '../documents/operator-payee.ts';
import { writeXlsx } from '../documents/xlsx.ts';

// Billing (DESIGN.md section 11): every invoice for a platform service, whoever asked for it. A module
// issues an invoice inside its own transaction (`issue(tx, ...)`), registers what happens when one of
// its kind is paid (`onPaid(kind, handler)`, called in the transaction that marks it paid), and cancels
// it when its purpose lapses (`cancel(tx, ...)`). Everything printed is stored at issue, so the PDF of
// an issued invoice renders the same whatever changes later.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction. */
export type DbOrTx = Db | Tx;

export type InvoiceRow = typeof invoices.$inferSelect;

export interface IssueInvoice {
  kind: InvoiceKind;
  /** What it pays for, in the asking module's terms (a cart entry's id). */
  subjectId: string;
  /** The subject line of lists ('Услуга по сделке: Труба 57х3'). */
  subject: string;
  userId: string | null;
  sellerId?: string | null;
  payer: PartyRequisites;
  lines: DocumentLine[];
  payUntil: Date | null;
  now: Date;
}

/** Called in the transaction that marks an invoice of this kind paid; may answer what to do after the commit (mail). */
export type PaidHandler = (tx: Tx, invoice: InvoiceRow, context: { at: Date; actor: AuditActor }) => Promise<void | (() => Promise<void>)>;

function toInvoice(row: InvoiceRow, paidByEmail: string | null, payerEmail: string | null): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    status: row.status as InvoiceStatus,
    subject: row.subject,
    amount: Number(row.amount),
    payerName: row.payer?.name ?? '—',
    payerInn: row.payer?.inn ?? null,
    payerEmail,
    createdAt: row.createdAt.toISOString(),
    payUntil: row.payUntil?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidBy: paidByEmail,
  };
}

/** The list's filters as a condition: state, kind, number or payer, and the Moscow days of issue. */
function filterWhere(filter: InvoiceFilter): SQL | undefined {
  const q = filter.q?.replace(/[%_\\]/g, (c) => `\\${c}`);
  return and(
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    q ? or(ilike(invoices.number, `${q}%`), sql`${invoices.payer}->>'inn' like ${`${q}%`}`, sql`${invoices.payer}->>'name' ilike ${`%${q}%`}`) : undefined,
    filter.from ? gte(invoices.createdAt, moscowMidnightInstant(filter.from)) : undefined,
    filter.to ? lt(invoices.createdAt, moscowMidnightInstant(addDays(filter.to, 1))) : undefined,
  );
}

export function createBillingService({ db, audit }: { db: Db; audit: AuditService }) {
  const handlers = new Map<InvoiceKind, PaidHandler>();

  async function listRows(where: SQL | undefined, query: { page: number; size: number }) {
    const payer = sql`(select u.email from users u where u.id = ${invoices.userId})`;
    const [rows, [total]] = await Promise.all([
      db
        .select({ invoice: invoices, paidBy: users.email, payerEmail: sql<string | null>`${payer}` })
        .from(invoices)
        .leftJoin(users, eq(users.id, invoices.paidBy))
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(query.size)
        .offset(pageOffset(query)),
      db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { rows: rows.map((r) => toInvoice(r.invoice, r.paidBy, r.payerEmail)), total: total?.n ?? 0 };
  }

  return {
    /** Registers what a module does when an invoice of its kind is paid (build-services.ts). */
    onPaid(kind: InvoiceKind, handler: PaidHandler): void {
      handlers.set(kind, handler);
    },

    /** A new invoice in the caller's transaction: the next number, the operator as payee, the amount from the lines. */
    async issue(tx: DbOrTx, input: IssueInvoice): Promise<InvoiceRow> {
      const totals = computeDocument(input.lines);
      const [seq] = await tx.select({ n: sql<string>`nextval(${sql.raw(`'${invoiceNumberSeq.seqName}'`)})` }).from(sql`(select 1) as one`);
      const [row] = await tx
        .insert(invoices)
        .values({
          number: String(seq!.n),
          kind: input.kind,
          subjectId: input.subjectId,
          subject: input.subject,
          userId: input.userId,
          sellerId: input.sellerId ?? null,
          payer: input.payer,
          payee: operatorPayee(),
          lines: input.lines,
          amount: totals.totalKopecks / 100,
          payUntil: input.payUntil,
          createdAt: input.now,
        })
        .returning();
      return row!;
    },

    /** Cancels an issued invoice (its purpose lapsed); a paid one stays paid. */
    async cancel(tx: DbOrTx, id: string, at: Date): Promise<void> {
      await tx.update(invoices).set({ status: 'cancelled', cancelledAt: at }).where(and(eq(invoices.id, id), eq(invoices.status, 'issued')));
    },

    /** An administrator marks an invoice paid: recorded in the action log, and its module is told, in one transaction. */
    async markPaid(actor: AuditActor & { id: string }, id: string, at: Date = new Date()): Promise<Invoice> {
      let afterCommit: (() => Promise<void>) | null = null;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!before) throw AppError.notFound(BILLING_MESSAGES.notFound);
        if (before.status !== 'issued') throw AppError.conflict('invoice_not_issued', BILLING_MESSAGES.notIssued);
        const [paid] = await tx.update(invoices).set({ status: 'paid', paidAt: at, paidBy: actor.id }).where(eq(invoices.id, id)).returning();
        await audit.record(tx, {
          actor,
          action: 'invoice.paid',
          targetType: 'invoice',
          targetId: id,
          targetLabel: `Счёт № ${before.number}`,
          before: { status: before.status },
          after: { status: 'paid', paidAt: at.toISOString() },
        });
        afterCommit = (await handlers.get(before.kind as InvoiceKind)?.(tx, paid!, { at, actor })) ?? null;
        return paid!;
      });
      if (afterCommit) await (afterCommit as () => Promise<void>)();
      const [one] = (await listRows(eq(invoices.id, row.id), { page: 0, size: 1 })).rows;
      return one!;
    },

    async list(query: InvoiceListQuery): Promise<InvoicePage> {
      const { rows, total } = await listRows(filterWhere(query), query);
      return paged(rows, query, total);
    },

    /**
     * The filtered invoices as an XLSX file, newest first (at most INVOICE_EXPORT_MAX rows), through
     * modules/documents writeXlsx: values only, a payer's text that could start a formula neutralised.
     */
    async xlsx(filter: InvoiceFilter): Promise<Buffer> {
      const { rows } = await listRows(filterWhere(filter), { page: 0, size: INVOICE_EXPORT_MAX });
      const date = (v: string | null) => (v ? new Date(v) : null);
      return writeXlsx([
        {
          name: 'Счета',
          columns: [
            { header: 'Номер' },
            { header: 'Выставлен', format: 'datetime' },
            { header: 'Вид' },
            { header: 'Назначение', width: 50 },
            { header: 'Плательщик', width: 40 },
            { header: 'ИНН плательщика' },
            { header: 'Эл. почта' },
            { header: 'Сумма, руб.', format: 'money' },
            { header: 'Состояние' },
            { header: 'Оплатить до', format: 'datetime' },
            { header: 'Оплачен', format: 'datetime' },
            { header: 'Отметил оплату' },
          ],
          rows: rows.map((i) => [
            i.number,
            date(i.createdAt),
            INVOICE_KIND_LABELS[i.kind],
            i.subject,
            i.payerName,
            i.payerInn,
            i.payerEmail,
            i.amount,
            INVOICE_STATUS_LABELS[i.status],
            date(i.payUntil),
            date(i.paidAt),
            i.paidBy,
          ]),
        },
      ]);
    },

    async get(id: string): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** The invoice's PDF, rendered from what was stored at issue. */
    async pdf(row: InvoiceRow): Promise<Buffer> {
      return renderInvoicePdf({
        number: row.number,
        date: row.createdAt,
        payUntil: row.payUntil,
        supplier: row.payee ?? operatorPayee(),
        buyer: row.payer ?? { name: '—', inn: '' },
        basis: row.subject,
        lines: row.lines ?? [],
      });
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
