import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES } from '@tmc/shared/account-schemas';
import { CART_MESSAGES } from '@tmc/shared/cart-schemas';
import { OPERATOR } from '@tmc/shared/operator';
import { isBuyer } from '@tmc/shared/roles';
import { addCalendarMonths } from '@tmc/shared/seller-tiers';
import {
  SUBSCRIPTION_DURATION_LABELS,
  SUBSCRIPTION_DURATION_MONTHS,
  SUBSCRIPTION_DURATIONS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_WORD_LIMITS,
  subscriptionPriceTier,
  subscriptionWordsError,
  SUBSCRIPTION_ADMIN_MESSAGES,
  type ActiveSubscription,
  type AdminSubscription,
  type AdminSubscriptionPage,
  type AdminSubscriptionQuery,
  type AdminSubscriptionUpdate,
  type SubscriptionDuration,
  type SubscriptionOrder,
  type SubscriptionPayInput,
  type SubscriptionPrice,
  type SubscriptionType,
  type SubscriptionWordsInput,
} from '@tmc/shared/subscription-schemas';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import { subscriptionOrders, subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { paged } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BillingService, InvoiceRow } from '../billing/billing.service.ts';
import type { PriceListService } from '../price-list/price-list.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
/** An invoice for a subscription is payable for this many days (as a deal's service). */
const PAY_DAYS = 8;

type SubscriptionRow = typeof subscriptions.$inferSelect;

const isActive = (row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow & { expiredAt: Date; startedAt: Date } =>
  Boolean(row?.expiredAt && row.startedAt && row.expiredAt.getTime() > now.getTime());

function toActive(row: SubscriptionRow & { expiredAt: Date; startedAt: Date }): ActiveSubscription {
  const type = row.type as SubscriptionType;
  return {
    type,
    words: row.words,
    wordLimit: SUBSCRIPTION_WORD_LIMITS[type],
    startedAt: row.startedAt.toISOString(),
    expiredAt: row.expiredAt.toISOString(),
    digestEnabled: row.digestOffAt === null,
  };
}

/**
 * Keyword subscriptions (issue 15): a buyer orders one by invoice (billing, kind 'subscription'), the
 * invoice paid starts the period or extends it from its end, and the buyer keeps up to 10 or 50 item
 * names for the weekly digest (subscription-digest.ts).
 */
export function createSubscriptionsService({ db, billing, priceList, audit }: { db: Db; billing: BillingService; priceList: PriceListService; audit: AuditService }) {
  function requireBuyer(user: AuthUser): void {
    if (!isBuyer(user)) throw AppError.forbidden();
  }

  async function rowOf(userId: string, conn: Db | Tx = db): Promise<SubscriptionRow | undefined> {
    const [row] = await conn.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  }

  async function prices(): Promise<SubscriptionPrice[]> {
    const all = SUBSCRIPTION_DURATIONS.flatMap((duration) => SUBSCRIPTION_TYPES.map((type) => ({ duration, type })));
    const found = await priceList.byTiers(all.map((p) => subscriptionPriceTier(p.duration, p.type)));
    return all.map((p) => ({ ...p, price: found.get(subscriptionPriceTier(p.duration, p.type))?.price ?? null }));
  }

  return {
    prices,

    /** The buyer orders a subscription: an invoice at the price-list price; nothing changes until it is paid. */
    async pay(user: AuthUser, input: SubscriptionPayInput, now: Date = new Date()): Promise<SubscriptionOrder> {
      requireBuyer(user);
      const price = (await prices()).find((p) => p.duration === input.duration && p.type === input.type)?.price ?? null;
      if (price === null || price <= 0) throw AppError.conflict('subscription_no_price', SUBSCRIPTION_MESSAGES.noPrice);
      const orderId = await db.transaction(async (tx) => {
        const [me] = await tx.select().from(users).where(eq(users.id, user.id));
        if (!me?.inn?.trim()) throw new AppError(ACCOUNT_ERROR_CODES.emptyInn, 400, CART_MESSAGES.innRequired, { inn: CART_MESSAGES.innRequired });
        if (!me.title?.trim()) throw AppError.validation({ title: CART_MESSAGES.titleRequired }, CART_MESSAGES.titleRequired);
        const [order] = await tx.insert(subscriptionOrders).values({ userId: user.id, duration: input.duration, type: input.type, createdAt: now }).returning();
        const name = `Подписка на новые поступления ТМЦ по ключевым словам: ${SUBSCRIPTION_TYPE_LABELS[input.type].toLowerCase()}, срок — ${SUBSCRIPTION_DURATION_LABELS[input.duration].toLowerCase()}`;
        const invoice = await billing.issue(tx, {
          kind: 'subscription',
          subjectId: order!.id,
          subject: `Подписка: ${SUBSCRIPTION_TYPE_LABELS[input.type].toLowerCase()}, ${SUBSCRIPTION_DURATION_LABELS[input.duration].toLowerCase()}`,
          userId: user.id,
          payer: { name: me.title.trim(), inn: me.inn.trim(), phone: me.phoneNumber ?? null },
          lines: [{ name, unitCode: '876', quantity: 1, priceKopecks: Math.round(price * 100), vatRate: OPERATOR.vatRate }],
          payUntil: new Date(now.getTime() + PAY_DAYS * DAY_MS),
          now,
        });
        await tx.update(subscriptionOrders).set({ invoiceId: invoice.id }).where(eq(subscriptionOrders.id, order!.id));
        return order!.id;
      });
      const order = (await this.orders(user)).find((o) => o.id === orderId);
      return order!;
    },

    /** The buyer's purchases, newest first, with their invoices. */
    async orders(user: AuthUser): Promise<SubscriptionOrder[]> {
      requireBuyer(user);
      const rows = await db
        .select({ order: subscriptionOrders, number: invoices.number, status: invoices.status, amount: invoices.amount })
        .from(subscriptionOrders)
        .leftJoin(invoices, eq(invoices.id, subscriptionOrders.invoiceId))
        .where(eq(subscriptionOrders.userId, user.id))
        .orderBy(desc(subscriptionOrders.createdAt), desc(subscriptionOrders.id))
        .limit(50);
      return rows.map((r) => ({
        id: r.order.id,
        duration: r.order.duration as SubscriptionDuration,
        type: r.order.type as SubscriptionType,
        createdAt: r.order.createdAt.toISOString(),
        invoiceNumber: r.number,
        invoiceStatus: (r.status as SubscriptionOrder['invoiceStatus']) ?? null,
        amount: r.amount === null ? null : Number(r.amount),
        periodFrom: r.order.periodFrom?.toISOString() ?? null,
        periodTo: r.order.periodTo?.toISOString() ?? null,
      }));
    },

    /** The invoice of one of the buyer's own orders (for its PDF). */
    async orderInvoice(user: AuthUser, orderId: string): Promise<InvoiceRow> {
      requireBuyer(user);
      const [order] = await db
        .select()
        .from(subscriptionOrders)
        .where(and(eq(subscriptionOrders.id, orderId), eq(subscriptionOrders.userId, user.id)));
      const invoice = order?.invoiceId ? await billing.get(order.invoiceId) : null;
      if (!invoice) throw AppError.notFound(SUBSCRIPTION_MESSAGES.orderNotFound);
      return invoice;
    },

    invoicePdf: (invoice: InvoiceRow) => billing.pdf(invoice),

    /** The digest's unsubscribe link, without signing in: the token is the subscription's secret. */
    async unsubscribe(token: string, now: Date = new Date()): Promise<void> {
      const [row] = await db
        .update(subscriptions)
        .set({ digestOffAt: sql`coalesce(${subscriptions.digestOffAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(subscriptions.digestToken, token))
        .returning({ id: subscriptions.id });
      if (!row) throw AppError.notFound(SUBSCRIPTION_MESSAGES.unsubscribeInvalid);
    },

    /** The subscription while its period lasts, else null. Anyone signed in may ask (the top bar does); only buyers have one. */
    async active(user: AuthUser, now: Date = new Date()): Promise<ActiveSubscription | null> {
      const row = await rowOf(user.id);
      return isActive(row, now) ? toActive(row) : null;
    },

    /** The buyer's words, normalized by the schema, within its type's limit; saving them turns the digest back on. */
    async setWords(user: AuthUser, input: SubscriptionWordsInput, now: Date = new Date()): Promise<ActiveSubscription> {
      requireBuyer(user);
      const row = await rowOf(user.id);
      if (!isActive(row, now)) throw AppError.conflict('subscription_not_active', SUBSCRIPTION_MESSAGES.notActive);
      const tooMany = subscriptionWordsError(input.words, row.type as SubscriptionType);
      if (tooMany) throw AppError.validation({ words: tooMany }, tooMany);
      const [saved] = await db.update(subscriptions).set({ words: input.words, digestOffAt: null }).where(eq(subscriptions.id, row.id)).returning();
      return toActive(saved as SubscriptionRow & { expiredAt: Date; startedAt: Date });
    },

    /** Every buyer's subscription for administrators (L1, L2): active, expired or all, by e-mail, organisation or ИНН. */
    async adminList(query: AdminSubscriptionQuery, now: Date = new Date()): Promise<AdminSubscriptionPage> {
      const at = now.toISOString();
      const q = query.q?.replace(/[%_\\]/g, (c) => `\\${c}`);
      const where: SQL | undefined = and(
        query.state === 'active' ? and(lte(subscriptions.startedAt, now), gt(subscriptions.expiredAt, now)) : undefined,
        query.state === 'expired' ? sql`(${subscriptions.expiredAt} is null or ${subscriptions.expiredAt} <= ${at}::timestamptz)` : undefined,
        q ? or(ilike(users.email, `%${q}%`), ilike(users.title, `%${q}%`), ilike(users.inn, `${q}%`)) : undefined,
        isNull(users.deletedAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ s: subscriptions, email: users.email, title: users.title, inn: users.inn })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(where)
          .orderBy(asc(subscriptions.expiredAt), asc(users.email))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(where),
      ]);
      const items: AdminSubscription[] = rows.map(({ s: row, email, title, inn }) => ({
        userId: row.userId,
        email,
        title,
        inn,
        type: row.type as SubscriptionType,
        wordLimit: SUBSCRIPTION_WORD_LIMITS[row.type as SubscriptionType],
        words: row.words,
        startedAt: row.startedAt?.toISOString() ?? null,
        expiredAt: row.expiredAt?.toISOString() ?? null,
        active: isActive(row, now),
        digestEnabled: row.digestOffAt === null,
        lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
      }));
      return paged(items, query, total?.n ?? 0);
    },

    /**
     * An administrator (L1, L2) changes a buyer's subscription: its type (a smaller one keeps the first words
     * that fit) and its last day (Moscow, included; a day already past ends it). Recorded in the action log.
     */
    async adminUpdate(actor: AuditActor, userId: string, input: AdminSubscriptionUpdate, now: Date = new Date()): Promise<AdminSubscription> {
      const expiredAt = moscowMidnightInstant(addDays(input.expiredAt, 1));
      const email = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
        if (!row) throw AppError.notFound(SUBSCRIPTION_ADMIN_MESSAGES.notFound);
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        await tx
          .update(subscriptions)
          .set({
            type: input.type,
            words: row.words.slice(0, SUBSCRIPTION_WORD_LIMITS[input.type]),
            expiredAt,
            startedAt: row.startedAt ?? now,
          })
          .where(eq(subscriptions.id, row.id));
        await audit.record(tx, {
          actor,
          action: 'subscription.update',
          targetType: 'subscription',
          targetId: row.id,
          targetLabel: owner?.email ?? null,
          before: { type: row.type, expiredAt: row.expiredAt?.toISOString() ?? null },
          after: { type: input.type, expiredAt: expiredAt.toISOString() },
        });
        return owner?.email ?? '';
      });
      const page = await this.adminList({ state: 'all', q: email, page: 0, size: 100 }, now);
      return page.items.find((i) => i.userId === userId)!;
    },

    /**
     * Called by billing in the transaction that marks a subscription's invoice paid: the period starts at
     * the payment, or at the end of a period still running (a renewal); the type becomes the one paid for
     * (a smaller one keeps the first words that fit).
     */
    async invoicePaid(tx: Tx, invoice: InvoiceRow, at: Date): Promise<void> {
      if (!invoice.subjectId) return;
      const [order] = await tx.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, invoice.subjectId)).for('update');
      if (!order || order.periodFrom) return;
      const type = order.type as SubscriptionType;
      const months = SUBSCRIPTION_DURATION_MONTHS[order.duration as SubscriptionDuration];
      const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, order.userId)).for('update');
      const running = isActive(current, at);
      const from = running ? current.expiredAt : at;
      const to = addCalendarMonths(from, months);
      if (current) {
        await tx
          .update(subscriptions)
          .set({
            type,
            words: current.words.slice(0, SUBSCRIPTION_WORD_LIMITS[type]),
            startedAt: running ? current.startedAt : at,
            expiredAt: to,
          })
          .where(eq(subscriptions.id, current.id));
      } else {
        await tx.insert(subscriptions).values({ userId: order.userId, type, startedAt: at, expiredAt: to });
      }
      await tx.update(subscriptionOrders).set({ periodFrom: from, periodTo: to }).where(eq(subscriptionOrders.id, order.id));
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
