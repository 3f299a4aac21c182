import { OPERATOR } from '@tmc/shared/operator';
import { hasAdminLevel, isCurator, isSellerUser } from '@tmc/shared/roles';
import {
  effectiveTariff,
  freeWindowStart,
  isPaidTier,
  PAID_TIERS,
  parseTierAmount,
  parseTierValidity,
  SELLER_TARIFF_LABELS,
  tierPeriodEnd,
  tierRoom,
  tierTerms,
  type PaidTier,
  type SellerTariff,
} from '@tmc/shared/seller-tiers';
import {
  TIER_MESSAGES,
  type AdminTierPage,
  type AdminTierQuery,
  type AdminTierRow,
  type AdminTierUpdate,
  type SellerTier,
  type TierOrder,
  type TierOrderInput,
  type TierPrice,
} from '@tmc/shared/tier-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { paged } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BillingService, InvoiceRow } from '../billing/billing.service.ts';
import type { PriceListService, TierPriceRow } from '../price-list/price-list.service.ts';
import type { TierRules } from './tier-rules.ts';
import {
  endedTiers,
  findTierOrder,
  insertTierOrder,
  isActiveSeller,
  lockTierOrder,
  pausedCount,
  sellerOrders,
  sellerTierByCode,
  sellerTierById,
  setOrderInvoice,
  setOrderPeriod,
  setSellerTier,
  tierListPage,
  type SellerTierRow,
  type TierOrderRow,
} from './tiers.repository.ts';

const DAY_MS = 86_400_000;
/** A tier's invoice is payable for this many days (as a deal's service and a subscription). */
const PAY_DAYS = 8;
/** Sellers whose period ended, handled per transaction of the expiry job. */
const EXPIRY_BATCH = 50;

type Mode = SellerTier['mode'];

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
const asTariff = (value: string): SellerTariff => (value in SELLER_TARIFF_LABELS ? (value as SellerTariff) : 'free');

function toOrder(row: TierOrderRow, number: string | null, status: string | null): TierOrder {
  return {
    id: row.id,
    tariff: row.tariff as PaidTier,
    price: Number(row.price),
    validityPeriod: row.validityPeriod,
    createdAt: row.createdAt.toISOString(),
    invoiceNumber: number,
    invoiceStatus: (status as TierOrder['invoiceStatus']) ?? null,
    periodFrom: iso(row.periodFrom),
    periodTo: iso(row.periodTo),
  };
}

/** The invoice's line and subject for a tier: 'Тариф «Разовый»: до 100 позиций, 6 месяцев'. */
function orderWording(tariff: PaidTier, price: TierPriceRow): { subject: string; line: string } {
  const terms = [price.amount ? `${price.amount} позиций` : null, price.validityPeriod].filter(Boolean).join(', ');
  const subject = `Тариф «${SELLER_TARIFF_LABELS[tariff]}»${terms ? `: ${terms}` : ''}`;
  return { subject, line: `${price.groupName}: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`.slice(0, 500) };
}

export interface TiersServiceOptions {
  db: Db;
  billing: BillingService;
  priceList: PriceListService;
  audit: AuditService;
  rules: TierRules;
}

/**
 * Suppliers' tiers (issue 15): a representative orders a tier by invoice (billing, kind 'tier'); the
 * invoice paid starts it, or extends the same tier from its end; an administrator (L1, L2) sets one
 * directly; the expiry job returns a seller whose period ended to the free tier (EXCLUSIVE to GOLD). Each
 * change makes the seller's published goods fit the new terms (tier-rules.ts) in the same transaction.
 */
export function createTiersService({ db, billing, priceList, audit, rules }: TiersServiceOptions) {
  /** Who the caller is to the seller: its representative, its curator, or an administrator who reads sellers (L1-L3). */
  function modeOf(user: AuthUser, seller: SellerTierRow): Mode {
    if (isSellerUser(user) && user.sellerId === seller.id) return 'owner';
    if (isCurator(user) && seller.curatorId === user.id) return 'curator';
    if (hasAdminLevel(user, 'L1', 'L2', 'L3')) return 'admin';
    throw AppError.forbidden();
  }

  async function sellerFor(user: AuthUser, sellerCode: string): Promise<{ seller: SellerTierRow; mode: Mode }> {
    // Buyers never see a seller's tier: refused before the look-up, so a code's existence is not told.
    if (!isSellerUser(user) && !isCurator(user) && !hasAdminLevel(user, 'L1', 'L2', 'L3')) throw AppError.forbidden();
    const seller = await sellerTierByCode(db, sellerCode);
    if (!seller) {
      if (isSellerUser(user) || isCurator(user)) throw AppError.forbidden();
      throw AppError.notFound(TIER_MESSAGES.sellerNotFound);
    }
    return { seller, mode: modeOf(user, seller) };
  }

  async function paidPrices(conn: Db = db): Promise<Map<string, TierPriceRow>> {
    return priceList.byTiers(PAID_TIERS, conn);
  }

  /** Limits of every paid tier from the price list (for lists of many sellers). */
  function limitOf(tariff: SellerTariff, prices: Map<string, TierPriceRow>): number | null {
    return tierTerms(tariff, prices.get(tariff)?.amount ?? null).limit;
  }

  /**
   * A tier change with its goods made to fit, in the caller's transaction, recorded in the action log
   * (`actor` null: the platform's own, the expiry job).
   */
  async function changeTier(
    tx: Db,
    seller: SellerTierRow,
    next: { tariff: SellerTariff; startedAt: Date | null; endsAt: Date | null },
    at: Date,
    actor: AuditActor | null,
    note: Record<string, unknown> = {},
  ): Promise<{ paused: number; restored: number }> {
    await setSellerTier(tx, seller.id, next);
    const terms = await rules.termsAt(tx, { tariff: next.tariff, endsAt: next.endsAt }, at);
    const moved = await rules.fitGoods(tx, seller.id, terms);
    await audit.record(tx, {
      actor,
      action: 'seller.tier',
      targetType: 'seller',
      targetId: seller.id,
      targetLabel: seller.title,
      before: { tariff: seller.tariff, startedAt: iso(seller.tariffStartedAt), endsAt: iso(seller.tariffEndsAt) },
      after: { tariff: next.tariff, startedAt: iso(next.startedAt), endsAt: iso(next.endsAt), ...note, ...(moved.paused ? { paused: moved.paused } : {}), ...(moved.restored ? { restored: moved.restored } : {}) },
    });
    return moved;
  }

  async function orders(sellerId: string): Promise<TierOrder[]> {
    return (await sellerOrders(db, sellerId)).map((r) => toOrder(r.order, r.number, r.status));
  }

  return {
    /** The paid tiers of the price list with their terms (public: the /tariff page shows the same rows). */
    async prices(): Promise<TierPrice[]> {
      const rows = await paidPrices();
      return PAID_TIERS.flatMap((tariff) => {
        const row = rows.get(tariff);
        if (!row) return [];
        return [
          {
            tariff,
            groupName: row.groupName,
            amount: row.amount,
            limit: parseTierAmount(row.amount),
            sumTmc: row.sumTmc,
            price: row.price,
            validityPeriod: row.validityPeriod,
            orderable: row.price !== null && row.price > 0 && parseTierValidity(row.validityPeriod) !== null,
          },
        ];
      });
    },

    /** The seller's tier, its period, what is used of its limit and the orders. */
    async state(user: AuthUser, sellerCode: string, now: Date = new Date()): Promise<SellerTier> {
      const { seller, mode } = await sellerFor(user, sellerCode);
      const stored = { tariff: seller.tariff, endsAt: seller.tariffEndsAt };
      const effective = effectiveTariff(stored, now);
      const terms = await rules.termsAt(db, stored, now);
      const used = await rules.used(db, seller.id, terms, now);
      const running = seller.tariffEndsAt !== null && seller.tariffEndsAt.getTime() > now.getTime() && seller.tariff !== 'free';
      return {
        sellerCode: seller.sellerCode,
        title: seller.title,
        tariff: asTariff(seller.tariff),
        effective,
        startedAt: iso(seller.tariffStartedAt),
        endsAt: iso(seller.tariffEndsAt),
        then: running ? (seller.tariff === 'exclusive' ? 'gold' : 'free') : null,
        limit: terms.limit,
        window: terms.window,
        used,
        room: tierRoom(terms, { placedInWindow: used, held: used }),
        paused: await pausedCount(db, seller.id),
        mode,
        orders: await orders(seller.id),
      };
    },

    /** A representative orders a tier: an invoice at the price-list price; nothing changes until it is paid. */
    async order(user: AuthUser, sellerCode: string, input: TierOrderInput, now: Date = new Date()): Promise<TierOrder> {
      const { seller, mode } = await sellerFor(user, sellerCode);
      if (mode !== 'owner') throw AppError.forbidden();
      if (!isActiveSeller(seller)) throw AppError.conflict('seller_inactive', TIER_MESSAGES.sellerInactive);
      const price = (await paidPrices()).get(input.tier);
      if (!price || price.price === null || price.price <= 0) throw AppError.conflict('tier_no_price', TIER_MESSAGES.noPrice);
      if (!price.validityPeriod || parseTierValidity(price.validityPeriod) === null) throw AppError.conflict('tier_validity_unknown', TIER_MESSAGES.validityUnknown);
      const payerName = (seller.legalEntity?.trim() || seller.title).trim();
      if (!payerName || !seller.inn.trim()) throw AppError.conflict('tier_requisites', TIER_MESSAGES.requisitesRequired);
      const amount = price.price;
      const validityPeriod = price.validityPeriod;
      const wording = orderWording(input.tier, price);
      const orderId = await db.transaction(async (tx) => {
        const order = await insertTierOrder(tx, {
          sellerId: seller.id,
          tariff: input.tier,
          amount: price.amount,
          validityPeriod,
          price: amount,
          orderedBy: user.id,
          createdAt: now,
        });
        const invoice = await billing.issue(tx, {
          kind: 'tier',
          subjectId: order.id,
          subject: wording.subject,
          userId: user.id,
          sellerId: seller.id,
          payer: { name: payerName, inn: seller.inn.trim(), kpp: seller.kpp ?? null, phone: seller.phoneNumber ?? null },
          lines: [{ name: wording.line, unitCode: '876', quantity: 1, priceKopecks: Math.round(amount * 100), vatRate: OPERATOR.vatRate }],
          payUntil: new Date(now.getTime() + PAY_DAYS * DAY_MS),
          now,
        });
        await setOrderInvoice(tx, order.id, invoice.id);
        return order.id;
      });
      return (await orders(seller.id)).find((o) => o.id === orderId)!;
    },

    /** The invoice of an order, for the seller's representatives, its curator and administrators L1, L2. */
    async orderInvoice(user: AuthUser, orderId: string): Promise<InvoiceRow> {
      const order = await findTierOrder(db, orderId);
      const seller = order ? await sellerTierById(db, order.sellerId) : null;
      const invoice = order?.invoiceId ? await billing.get(order.invoiceId) : null;
      if (!order || !seller || !invoice) throw AppError.notFound(TIER_MESSAGES.orderNotFound);
      const mine = isSellerUser(user) && user.sellerId === seller.id;
      const curated = isCurator(user) && seller.curatorId === user.id;
      if (!mine && !curated && !hasAdminLevel(user, 'L1', 'L2')) throw AppError.forbidden();
      return invoice;
    },

    invoicePdf: (invoice: InvoiceRow) => billing.pdf(invoice),

    /**
     * Called by billing in the transaction that marks a tier's invoice paid: the same tier still running is
     * extended from its end (renewal); any other starts at the payment. The goods are made to fit at once:
     * goods kept out over a former limit come back while the new tier has room.
     */
    async invoicePaid(tx: Db, invoice: InvoiceRow, at: Date, actor: AuditActor): Promise<void> {
      if (!invoice.subjectId) return;
      const order = await lockTierOrder(tx, invoice.subjectId);
      if (!order || order.periodFrom) return;
      const seller = await sellerTierById(tx, order.sellerId, true);
      if (!seller) return;
      const tariff = order.tariff as PaidTier;
      // Read when ordered; the price list may have changed since, the invoice has not.
      const validity = parseTierValidity(order.validityPeriod) ?? { kind: 'unlimited' as const };
      const running = seller.tariff === tariff && effectiveTariff({ tariff: seller.tariff, endsAt: seller.tariffEndsAt }, at) === tariff;
      const from = running && seller.tariffEndsAt ? seller.tariffEndsAt : at;
      // A running open-ended tier stays open-ended.
      const to = running && !seller.tariffEndsAt ? null : tierPeriodEnd(from, validity);
      await changeTier(tx, seller, { tariff, startedAt: running ? (seller.tariffStartedAt ?? at) : at, endsAt: to }, at, actor, { invoice: invoice.number });
      await setOrderPeriod(tx, order.id, from, to);
    },

    /** Every seller's tier for administrators, with what each uses of its limit. */
    async adminList(query: AdminTierQuery, now: Date = new Date()): Promise<AdminTierPage> {
      const prices = await paidPrices();
      const { rows, total } = await tierListPage(db, { tariff: query.tariff, state: query.state, q: query.q, now, windowStart: freeWindowStart(now) }, query);
      const items: AdminTierRow[] = rows.map((r) => {
        const effective = effectiveTariff({ tariff: r.tariff, endsAt: r.tariffEndsAt }, now);
        return {
          sellerCode: r.sellerCode,
          title: r.title,
          inn: r.inn,
          tariff: asTariff(r.tariff),
          effective,
          startedAt: iso(r.tariffStartedAt),
          endsAt: iso(r.tariffEndsAt),
          limit: limitOf(effective, prices),
          used: Number(effective === 'free' ? r.placed : r.held),
          paused: Number(r.paused),
          blocked: r.blocked,
          deleted: r.deletedAt !== null,
        };
      });
      return paged(items, query, total);
    },

    /**
     * An administrator (L1, L2) sets a seller's tier and the last day of its period (Moscow, included), or
     * none; recorded in the action log. The goods are made to fit the new terms at once.
     */
    async adminSet(actor: AuditActor, sellerCode: string, input: AdminTierUpdate, now: Date = new Date()): Promise<AdminTierRow> {
      const endsAt = input.endsAt ? moscowMidnightInstant(addDays(input.endsAt, 1)) : null;
      if (endsAt && endsAt.getTime() <= now.getTime()) throw AppError.validation({ endsAt: TIER_MESSAGES.endsAtPast }, TIER_MESSAGES.endsAtPast);
      await db.transaction(async (tx) => {
        const found = await sellerTierByCode(tx, sellerCode);
        if (!found) throw AppError.notFound(TIER_MESSAGES.sellerNotFound);
        const seller = (await sellerTierById(tx, found.id, true))!;
        const same = seller.tariff === input.tariff;
        // The free tier's start marks a return from a paid one (the list's 'ended'); a paid tier's, its period.
        const startedAt = input.tariff === 'free' ? (same ? seller.tariffStartedAt : isPaidTier(seller.tariff) ? now : null) : same ? (seller.tariffStartedAt ?? now) : now;
        await changeTier(tx, seller, { tariff: input.tariff, startedAt, endsAt }, now, actor);
      });
      const page = await this.adminList({ state: 'all', q: sellerCode, page: 0, size: 100 }, now);
      return page.items.find((r) => r.sellerCode === sellerCode)!;
    },

    /**
     * The expiry job's pass at `now`: every seller whose paid period ended goes to the free tier, EXCLUSIVE
     * to GOLD terms (open-ended), its goods made to fit; one transaction per seller, so a run cut short
     * leaves each seller either done or untouched, and a second run finds nothing to do.
     */
    async expire(now: Date, control: { signal?: AbortSignal } = {}): Promise<number> {
      let changed = 0;
      for (;;) {
        if (control.signal?.aborted) throw new Error('tier expiry stopped');
        const batch = await endedTiers(db, now, EXPIRY_BATCH);
        if (batch.length === 0) return changed;
        for (const { id } of batch) {
          await db.transaction(async (tx) => {
            const seller = await sellerTierById(tx, id, true);
            if (!seller || seller.tariff === 'free' || !seller.tariffEndsAt || seller.tariffEndsAt.getTime() > now.getTime()) return;
            const next = effectiveTariff({ tariff: seller.tariff, endsAt: seller.tariffEndsAt }, now);
            await changeTier(tx, seller, { tariff: next, startedAt: seller.tariffEndsAt, endsAt: null }, now, null);
            changed += 1;
          });
        }
      }
    },
  };
}
export type TiersService = ReturnType<typeof createTiersService>;
