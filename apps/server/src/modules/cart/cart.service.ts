import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '@tmc/shared/account-schemas';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  CART_TERMS,
  CONSULTATION_HOURS,
  DAY_MS,
  DEAL_SERVICE,
  dealServiceFee,
  HOLDING_RESERVATION_STATUSES,
  type CartActor,
  type CartContacts,
  type CartEntry,
  type CartEvent,
  type CartPage,
  type ReservationStatus,
  type ReserveInput,
  type SellerDealsQuery,
} from '@tmc/shared/cart-schemas';
import type { InvoiceStatus } from '@tmc/shared/billing-schemas';
import type { Paged } from '@tmc/shared/lists';
import { OPERATOR } from '@tmc/shared/operator';
import { canManagePlatform, canUseCart, canViewSellerDeals, isCurator, isSellerUser } from '@tmc/shared/roles';
import { effectiveTariff } from '@tmc/shared/seller-tiers';
import { isVatRate, type VatRate } from '@tmc/shared/dictionaries';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/billing.ts';
import { reservationEvents, reservations } from '../../db/schema/cart.ts';
import { businessCards, sellers } from '../../db/schema/sellers.ts';
import { tmc, tmcMovements } from '../../db/schema/tmc.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset, type PageRequest } from '../../lib/paged.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { BillingService, InvoiceRow } from '../billing/billing.service.ts';
import { renderUpdPdf } from '../documents/upd-pdf.ts';
import { cartMail } from './cart-mail.ts';
import { concludeDueDeals, expireTerms, remindDue } from './cart-terms.ts';

/** A buyer's hold on one of the sellers' goods, as the supplier's list shows it. */
export interface SellerHold {
  reservationId: string;
  tmcId: number;
  status: ReservationStatus;
  quantity: number;
  reservedUntil: string | null;
  payUntil: string | null;
  completeUntil: string | null;
  createdAt: string;
  /** The buyer's organisation (or name). */
  buyerTitle: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reservation = typeof reservations.$inferSelect;

const HOLDING = [...HOLDING_RESERVATION_STATUSES];
const holdingSql = sql.raw(HOLDING.map((s) => `'${s}'`).join(','));

const entryNotFound = () => new AppError(CART_ERROR_CODES.entryNotFound, 404, CART_MESSAGES.entryNotFound);
const wrongState = () => AppError.conflict(CART_ERROR_CODES.wrongState, CART_MESSAGES.wrongState);

async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The organisation's name, else the person's. */
function partyTitle(u: { title: string | null; lastName: string | null; firstName: string | null; middleName?: string | null; email?: string }): string {
  return u.title?.trim() || [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email || '—';
}

const fmtQuantity = (q: number) => String(q).replace('.', ',');
const toKopecks = (roubles: number) => Math.round(roubles * 100);
const vatOf = (v: string): VatRate => (isVatRate(v) ? v : 'none');

/** Whether the administrator's consultation line works at this instant (Moscow working hours). */
export function consultationOpen(at: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', weekday: 'short', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  return !['Sat', 'Sun'].includes(weekday) && hour >= CONSULTATION_HOURS.from && hour < CONSULTATION_HOURS.to;
}

export interface CartServiceOptions {
  db: Db;
  billing: BillingService;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'supportPhone'>;
  log: FastifyBaseLogger;
}

/**
 * The cart: buyers' holds on goods and the deals that follow (DESIGN.md section 5, specification
 * section 4). 'Купить' holds an item under the partial unique index (one holder) and a share lock on the
 * goods row (the stock checked cannot change meanwhile); every step is a conditional change of state in
 * one transaction with its history row; the terms run out through the sweeps of cart-terms.ts (jobs).
 * Mail goes out after the commit from the history (`mailed_at`), and a job sends whatever was left.
 * Raw SQL of other modules uses hold-conditions.ts.
 */
export function createCartService({ db, billing, mailer, config, log }: CartServiceOptions) {
  const holding = inArray(reservations.status, HOLDING);
  const link = (path: string) => `${config.publicUrl ?? ''}${path}`;

  async function addEvent(tx: Tx | Db, reservationId: string, event: CartEvent, actor: CartActor, actorId: string | null, note: string | null, at: Date) {
    await tx.insert(reservationEvents).values({ reservationId, event, actor, actorId, note, createdAt: at });
  }

  // ---------------------------------------------------------------------------------------------
  // Reading entries

  const entryColumns = {
    r: reservations,
    tmcName: tmc.name,
    tmcStockNumber: tmc.stockNumber,
    tmcUnit: tmc.unit,
    tmcPrice: tmc.price,
    tmcVat: tmc.vat,
    tmcQuantity: tmc.quantity,
    sellerCode: sellers.sellerCode,
    sellerTitle: sellers.title,
    sellerTariff: sellers.tariff,
    sellerTariffEndsAt: sellers.tariffEndsAt,
    buyerTitle: users.title,
    buyerFirst: users.firstName,
    buyerLast: users.lastName,
    buyerEmail: users.email,
    invoiceNumber: invoices.number,
    invoiceAmount: invoices.amount,
    invoiceStatus: invoices.status,
    invoicePayUntil: invoices.payUntil,
  };

  function entriesQuery(where: SQL | undefined) {
    return db
      .select(entryColumns)
      .from(reservations)
      .innerJoin(tmc, eq(tmc.id, reservations.tmcId))
      .innerJoin(sellers, eq(sellers.id, reservations.sellerId))
      .innerJoin(users, eq(users.id, reservations.buyerId))
      .leftJoin(invoices, eq(invoices.id, reservations.invoiceId))
      .where(where);
  }
  type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

  /** The viewer's side of an entry: its buyer, the seller's people (representative, curator), an administrator. */
  async function sideOf(user: AuthUser, r: Pick<Reservation, 'buyerId' | 'sellerId'>, executor: Tx | Db = db): Promise<'buyer' | 'seller' | 'curator' | 'admin' | null> {
    if (r.buyerId === user.id) return 'buyer';
    if (isSellerUser(user) && user.sellerId === r.sellerId) return 'seller';
    if (canManagePlatform(user)) return 'admin';
    if (isCurator(user)) {
      const [s] = await executor.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.id, r.sellerId), eq(sellers.curatorId, user.id)));
      if (s) return 'curator';
    }
    return null;
  }

  async function toEntries(rows: EntryRow[], side: (r: Reservation) => 'buyer' | 'seller' | 'curator' | 'admin' | null): Promise<CartEntry[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.r.id);
    const events = await db
      .select({ e: reservationEvents, actorEmail: users.email })
      .from(reservationEvents)
      .leftJoin(users, eq(users.id, reservationEvents.actorId))
      .where(inArray(reservationEvents.reservationId, ids))
      .orderBy(asc(reservationEvents.id));
    const byEntry = new Map<string, CartEntry['events']>();
    for (const { e, actorEmail } of events) {
      const list = byEntry.get(e.reservationId) ?? [];
      list.push({ event: e.event as CartEvent, actor: e.actor as CartActor, actorName: actorEmail, note: e.note, at: e.createdAt.toISOString() });
      byEntry.set(e.reservationId, list);
    }
    const now = new Date();
    return rows.map((row) => {
      const r = row.r;
      const who = side(r);
      // The tier whose terms apply now (a PLATINUM period that ended offers no more).
      const tariff = effectiveTariff({ tariff: row.sellerTariff, endsAt: row.sellerTariffEndsAt }, now);
      const status = r.status as ReservationStatus;
      const finished = status === 'concluded' || status === 'cancelled';
      return {
        id: r.id,
        status,
        quantity: Number(r.quantity),
        termEndsAt: r.termEndsAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
        cancelReason: r.cancelReason,
        tmc: {
          id: r.tmcId,
          name: row.tmcName,
          stockNumber: row.tmcStockNumber,
          unit: row.tmcUnit,
          price: Number(r.price ?? row.tmcPrice),
          vat: row.tmcVat,
          quantity: Number(row.tmcQuantity),
        },
        seller: { sellerCode: row.sellerCode, title: row.sellerTitle, tariff },
        buyerTitle: partyTitle({ title: row.buyerTitle, lastName: row.buyerLast, firstName: row.buyerFirst, email: row.buyerEmail }),
        invoice:
          r.invoiceId && row.invoiceNumber
            ? {
                id: r.invoiceId,
                number: row.invoiceNumber,
                amount: Number(row.invoiceAmount),
                status: row.invoiceStatus as InvoiceStatus,
                payUntil: row.invoicePayUntil?.toISOString() ?? null,
              }
            : null,
        can: {
          order: who === 'buyer' && status === 'reserved',
          cancel: who === 'buyer' && !finished,
          outcome: (who === 'buyer' || who === 'seller') && status === 'paid',
          invoice: (who === 'buyer' || who === 'admin') && r.invoiceId !== null,
          upd: who !== null && (status === 'paid' || status === 'concluded'),
          nomenclature: who === 'buyer' && !finished && tariff === 'platinum',
        },
        events: byEntry.get(r.id) ?? [],
      };
    });
  }

  async function entryFor(user: AuthUser, id: string): Promise<{ entry: CartEntry; row: EntryRow; side: 'buyer' | 'seller' | 'curator' | 'admin' }> {
    const [row] = await entriesQuery(eq(reservations.id, id));
    if (!row) throw entryNotFound();
    const side = await sideOf(user, row.r);
    // Entry ids are random UUIDs: telling a stranger 'not yours' reveals nothing.
    if (!side) throw AppError.forbidden();
    const [entry] = await toEntries([row], () => side);
    return { entry: entry!, row, side };
  }

  // ---------------------------------------------------------------------------------------------
  // Mail

  /** Sends the mails of history steps not yet mailed (of one entry, or any), claiming them first so each goes once. */
  async function deliver(options: { reservationId?: string; limit?: number } = {}): Promise<number> {
    const limit = options.limit ?? 100;
    const claimed = await queryRows<{ id: number; reservation_id: string; event: CartEvent; note: string | null }>(
      db,
      sql`update reservation_events e set mailed_at = now()
          where e.id in (
            select id from reservation_events
            where mailed_at is null ${options.reservationId ? sql`and reservation_id = ${options.reservationId}` : sql``}
            order by id limit ${limit} for update skip locked
          )
          returning e.id, e.reservation_id, e.event, e.note`,
    );
    for (const e of claimed) {
      try {
        await mailEvent(e.reservation_id, e.event, e.note);
      } catch (error) {
        log.warn({ err: error, eventId: e.id }, 'cart: mail of a history step failed');
      }
    }
    return claimed.length;
  }

  async function mailEvent(reservationId: string, event: CartEvent, note: string | null): Promise<void> {
    const [row] = await entriesQuery(eq(reservations.id, reservationId));
    if (!row) return;
    const r = row.r;
    const facts = {
      event,
      goodsName: row.tmcName,
      quantity: fmtQuantity(Number(r.quantity)),
      buyerTitle: partyTitle({ title: row.buyerTitle, lastName: row.buyerLast, firstName: row.buyerFirst, email: row.buyerEmail }),
      sellerTitle: row.sellerTitle,
      termEndsAt: r.termEndsAt,
      note,
    };
    await mailer.send({ to: row.buyerEmail, ...cartMail({ ...facts, side: 'buyer', link: link('/cart') }) });
    if (event === 'reminded') return;
    // The seller's own addresses follow its mailing preferences (cabinet settings); its curator is always told.
    const preference = event === 'reserved' || event === 'nomenclature' ? sql`s.mail_interest` : sql`s.mail_deals`;
    const sellerPeople = await queryRows<{ email: string }>(
      db,
      sql`select u.email from users u join sellers s on s.id = u.seller_id where s.id = ${r.sellerId} and ${preference} and u.deleted_at is null and u.enabled
          union select s.email from sellers s where s.id = ${r.sellerId} and ${preference} and s.email is not null
          union select u.email from sellers s join users u on u.id = s.curator_id where s.id = ${r.sellerId} and u.deleted_at is null`,
    );
    const to = [...new Set(sellerPeople.map((p) => p.email.toLowerCase()))];
    for (const address of to) {
      await mailer.send({ to: address, ...cartMail({ ...facts, side: 'seller', link: link(`/sellers/${row.sellerCode}/deals`) }) });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Steps of the deal

  /** The deal is over with the goods sold: the stock falls by the held quantity (never below zero); nothing left, the item is archived. */
  async function reduceStock(tx: Tx, r: Reservation, reason: string, userId: string | null, at: Date): Promise<void> {
    const [goods] = await tx.select({ quantity: tmc.quantity, status: tmc.status }).from(tmc).where(eq(tmc.id, r.tmcId)).for('update');
    if (!goods) return;
    const take = Math.min(Number(r.quantity), Number(goods.quantity));
    const left = Math.round((Number(goods.quantity) - take) * 1000) / 1000;
    await tx
      .update(tmc)
      .set({ quantity: left, updatedAt: at, ...(left <= 0 && goods.status === 'published' ? { status: 'archived' } : {}) })
      .where(eq(tmc.id, r.tmcId));
    if (take > 0) await tx.insert(tmcMovements).values({ tmcId: r.tmcId, delta: -take, reason, userId, createdAt: at });
  }

  /**
   * One step of an entry: in one transaction the entry is locked, checked to be in one of `from`, changed
   * and its history written; the mails follow the commit.
   */
  async function step(
    user: AuthUser,
    id: string,
    sides: ReadonlyArray<'buyer' | 'seller'>,
    from: readonly ReservationStatus[],
    apply: (tx: Tx, r: Reservation, side: 'buyer' | 'seller') => Promise<void>,
  ): Promise<CartEntry> {
    await db.transaction(async (tx) => {
      const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!r) throw entryNotFound();
      // Inside the transaction: PGlite has one connection, and a query outside it would wait for it.
      const side = await sideOf(user, r, tx);
      if ((side !== 'buyer' && side !== 'seller') || !sides.includes(side)) throw AppError.forbidden();
      if (!from.includes(r.status as ReservationStatus)) throw wrongState();
      await apply(tx, r, side);
    });
    await deliver({ reservationId: id });
    return (await entryFor(user, id)).entry;
  }

  return {
    /** The buyer who holds the item now, or null. */
    async holderOf(tmcId: number): Promise<string | null> {
      const [r] = await db.select({ buyerId: reservations.buyerId }).from(reservations).where(and(eq(reservations.tmcId, tmcId), holding)).limit(1);
      return r?.buyerId ?? null;
    },

    /** Whether the item was ever reserved: its deals refer to it, so it is archived rather than deleted. */
    async hasDeals(tmcId: number): Promise<boolean> {
      const [history] = await db.select({ n: count() }).from(reservations).where(eq(reservations.tmcId, tmcId));
      return (history?.n ?? 0) > 0;
    },

    /** Holds on the goods of these sellers (every seller when undefined), newest first: one page and the total. */
    async sellerHolds(sellerIds: readonly string[] | undefined, query: PageRequest): Promise<Paged<SellerHold>> {
      const where = and(holding, sellerIds ? (sellerIds.length ? inArray(reservations.sellerId, [...sellerIds]) : sql`false`) : undefined);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ reservation: reservations, buyerTitle: users.title, buyerFirst: users.firstName, buyerLast: users.lastName })
          .from(reservations)
          .innerJoin(users, eq(users.id, reservations.buyerId))
          .where(where)
          .orderBy(desc(reservations.createdAt))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(reservations).where(where),
      ]);
      return paged(
        rows.map((r) => ({
          reservationId: r.reservation.id,
          tmcId: r.reservation.tmcId,
          status: r.reservation.status as ReservationStatus,
          quantity: Number(r.reservation.quantity),
          reservedUntil: r.reservation.reservedUntil?.toISOString() ?? null,
          payUntil: r.reservation.payUntil?.toISOString() ?? null,
          completeUntil: r.reservation.completeUntil?.toISOString() ?? null,
          createdAt: r.reservation.createdAt.toISOString(),
          buyerTitle: r.buyerTitle ?? ([r.buyerLast, r.buyerFirst].filter(Boolean).join(' ') || null),
        })),
        query,
        totalRow?.n ?? 0,
      );
    },

    /**
     * 'Купить': holds the item for 3 days. The goods row is share-locked (its stock and state cannot
     * change until the hold is written); the insert does nothing when another hold exists (the partial
     * unique index), which is then told apart: the caller's own hold or another buyer's.
     */
    async reserve(user: AuthUser, input: ReserveInput, now: Date = new Date()): Promise<CartEntry> {
      if (!canUseCart(user)) throw AppError.forbidden();
      const id = await db.transaction(async (tx) => {
        const [goods] = await queryRows<{
          id: number;
          seller_id: string;
          status: string;
          quantity: string;
          price: string;
          blocked: boolean;
          deleted_at: unknown;
          seller_inn: string;
        }>(
          tx,
          sql`select t.id, t.seller_id, t.status, t.quantity, t.price, s.blocked, s.deleted_at, s.inn as seller_inn
              from tmc t join sellers s on s.id = t.seller_id where t.id = ${input.tmcId} for share of t`,
        );
        if (!goods) throw new AppError(CART_ERROR_CODES.notFound, 404, CART_MESSAGES.notFound);
        if (goods.status === 'archived') throw AppError.conflict(CART_ERROR_CODES.archived, CART_MESSAGES.archived);
        if (goods.blocked || goods.deleted_at) throw AppError.conflict(CART_ERROR_CODES.sellerBlocked, CART_MESSAGES.sellerBlocked);
        if (goods.status !== 'published') throw AppError.conflict(CART_ERROR_CODES.notPublished, CART_MESSAGES.notPublished);
        if (user.sellerId === goods.seller_id) throw AppError.conflict(CART_ERROR_CODES.ownGoods, CART_MESSAGES.ownGoods);
        const [me] = await tx.select({ inn: users.inn }).from(users).where(eq(users.id, user.id));
        if (me?.inn && me.inn === goods.seller_inn) throw AppError.conflict(CART_ERROR_CODES.ownGoods, CART_MESSAGES.ownGoods);

        const stock = Number(goods.quantity);
        const quantity = input.quantity ?? stock;
        if (stock <= 0) throw AppError.conflict(CART_ERROR_CODES.outOfStock, CART_MESSAGES.outOfStock);
        if (quantity > stock) {
          throw AppError.validation({ quantity: CART_MESSAGES.quantityTooBig.replace('{available}', fmtQuantity(stock)) });
        }
        const until = new Date(now.getTime() + CART_TERMS.holdDays * DAY_MS).toISOString();
        const at = now.toISOString();
        const [inserted] = await queryRows<{ id: string }>(
          tx,
          sql`insert into reservations (tmc_id, buyer_id, seller_id, quantity, price, status, reserved_until, term_ends_at, created_at, updated_at)
              values (${goods.id}, ${user.id}, ${goods.seller_id}, ${quantity}, ${goods.price}, 'reserved', ${until}::timestamptz, ${until}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)
              on conflict (tmc_id) where status in (${holdingSql}) do nothing
              returning id`,
        );
        if (!inserted) {
          const [holder] = await tx.select({ buyerId: reservations.buyerId }).from(reservations).where(and(eq(reservations.tmcId, goods.id), holding));
          if (holder?.buyerId === user.id) throw AppError.conflict(CART_ERROR_CODES.alreadyMine, CART_MESSAGES.alreadyMine);
          throw AppError.conflict(CART_ERROR_CODES.heldByOther, CART_MESSAGES.heldByOther);
        }
        await addEvent(tx, inserted.id, 'reserved', 'buyer', user.id, null, now);
        return inserted.id;
      });
      await deliver({ reservationId: id });
      return (await entryFor(user, id)).entry;
    },

    /** The caller's cart: active entries first (the nearest term first), then finished ones, newest first. */
    async list(user: AuthUser, query: PageRequest): Promise<CartPage> {
      if (!canUseCart(user)) throw AppError.forbidden();
      const mine = eq(reservations.buyerId, user.id);
      const [rows, [total]] = await Promise.all([
        entriesQuery(mine)
          .orderBy(sql`(${reservations.termEndsAt} is null)`, asc(reservations.termEndsAt), desc(reservations.createdAt))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(reservations).where(mine),
      ]);
      return paged(await toEntries(rows, () => 'buyer'), query, total?.n ?? 0);
    },

    /** Active entries of the caller (the top bar's cart link). */
    async count(user: AuthUser): Promise<number> {
      if (!canUseCart(user)) return 0;
      const [row] = await db.select({ n: count() }).from(reservations).where(and(eq(reservations.buyerId, user.id), holding));
      return row?.n ?? 0;
    },

    async get(user: AuthUser, id: string): Promise<CartEntry> {
      return (await entryFor(user, id)).entry;
    },

    /** A seller's holds and deals, newest first: its representatives, its curator, administrators L1/L2. */
    async sellerDeals(user: AuthUser, query: SellerDealsQuery): Promise<CartPage> {
      if (!canViewSellerDeals(user)) throw AppError.forbidden();
      let sellerIds: string[] | null;
      if (isSellerUser(user)) {
        if (!user.sellerId) throw AppError.forbidden();
        sellerIds = [user.sellerId];
      } else if (isCurator(user)) {
        sellerIds = (await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.curatorId, user.id))).map((s) => s.id);
      } else sellerIds = null;
      if (query.seller_code) {
        const [s] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.sellerCode, query.seller_code));
        if (!s) throw AppError.notFound('Поставщик не найден');
        if (sellerIds && !sellerIds.includes(s.id)) throw AppError.forbidden();
        sellerIds = [s.id];
      }
      const where = and(
        sellerIds ? (sellerIds.length ? inArray(reservations.sellerId, sellerIds) : sql`false`) : undefined,
        query.status ? eq(reservations.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        entriesQuery(where).orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(query.size).offset(pageOffset(query)),
        db.select({ n: count() }).from(reservations).where(where),
      ]);
      const side = isSellerUser(user) ? 'seller' : isCurator(user) ? 'curator' : 'admin';
      return paged(await toEntries(rows, () => side), query, total?.n ?? 0);
    },

    /** The buyer orders the platform's service: full registration needed; an invoice is issued and the hold lasts 8 days. */
    async order(user: AuthUser, id: string, now: Date = new Date()): Promise<CartEntry> {
      return step(user, id, ['buyer'], ['reserved'], async (tx, r) => {
        const [me] = await tx.select().from(users).where(eq(users.id, user.id));
        const fields: Record<string, string> = {};
        if (!me?.inn?.trim()) fields['inn'] = CART_MESSAGES.innRequired;
        if (!me?.title?.trim()) fields['title'] = CART_MESSAGES.titleRequired;
        if (fields['inn']) throw new AppError(ACCOUNT_ERROR_CODES.emptyInn, 400, CART_MESSAGES.innRequired, fields);
        if (fields['title']) throw AppError.validation(fields, CART_MESSAGES.titleRequired);
        const [goods] = await tx.select({ name: tmc.name, price: tmc.price }).from(tmc).where(eq(tmc.id, r.tmcId));
        const amount = Number(r.price ?? goods?.price ?? 0) * Number(r.quantity);
        const fee = dealServiceFee(amount);
        const payUntil = new Date(now.getTime() + CART_TERMS.payDays * DAY_MS);
        const invoice = await billing.issue(tx, {
          kind: 'deal',
          subjectId: r.id,
          subject: `Услуга по сделке: ${goods?.name ?? ''}`.slice(0, 300),
          userId: user.id,
          sellerId: r.sellerId,
          payer: { name: me!.title!.trim(), inn: me!.inn!.trim(), phone: me!.phoneNumber ?? null },
          lines: [{ name: `${DEAL_SERVICE.name} (${goods?.name ?? ''}, ${fmtQuantity(Number(r.quantity))})`.slice(0, 500), unitCode: '876', quantity: 1, priceKopecks: fee * 100, vatRate: OPERATOR.vatRate }],
          payUntil,
          now,
        });
        await tx
          .update(reservations)
          .set({ status: 'ordered', payUntil, termEndsAt: payUntil, invoiceId: invoice.id, remindedFor: null, updatedAt: now })
          .where(eq(reservations.id, r.id));
        await addEvent(tx, r.id, 'ordered', 'buyer', user.id, `Счёт № ${invoice.number}`, now);
      });
    },

    /** Called by billing in the transaction that marks a deal's invoice paid: the deal's 20 days start. */
    async invoicePaid(tx: Tx, invoice: InvoiceRow, at: Date, actorId: string): Promise<() => Promise<void>> {
      const completeUntil = new Date(at.getTime() + CART_TERMS.completeDays * DAY_MS);
      const [r] = await tx
        .update(reservations)
        .set({ status: 'paid', completeUntil, termEndsAt: completeUntil, updatedAt: at })
        .where(and(eq(reservations.invoiceId, invoice.id), eq(reservations.status, 'ordered')))
        .returning({ id: reservations.id });
      if (r) await addEvent(tx, r.id, 'paid', 'admin', actorId, `Счёт № ${invoice.number}`, at);
      return async () => {
        if (r) await deliver({ reservationId: r.id });
      };
    },

    /** The buyer cancels at any time before the deal is concluded; the item returns to the common base. */
    async cancel(user: AuthUser, id: string, reason: string | undefined, now: Date = new Date()): Promise<CartEntry> {
      return step(user, id, ['buyer'], HOLDING, async (tx, r) => {
        await tx
          .update(reservations)
          .set({ status: 'cancelled', termEndsAt: null, finishedAt: now, cancelReason: reason || 'Отменено покупателем', updatedAt: now })
          .where(eq(reservations.id, r.id));
        if (r.invoiceId) await billing.cancel(tx, r.invoiceId, now);
        await addEvent(tx, r.id, 'cancelled', 'buyer', user.id, reason || null, now);
      });
    },

    /** Either side says whether the paid deal took place: yes concludes it (stock reduced), no cancels it. */
    async outcome(user: AuthUser, id: string, concluded: boolean, note: string | undefined, now: Date = new Date()): Promise<CartEntry> {
      return step(user, id, ['buyer', 'seller'], ['paid'], async (tx, r, side) => {
        if (concluded) {
          await reduceStock(tx, r, 'Сделка состоялась', user.id, now);
          await tx.update(reservations).set({ status: 'concluded', termEndsAt: null, finishedAt: now, updatedAt: now }).where(eq(reservations.id, r.id));
          await addEvent(tx, r.id, 'confirmed', side, user.id, note || null, now);
        } else {
          await tx
            .update(reservations)
            .set({ status: 'cancelled', termEndsAt: null, finishedAt: now, cancelReason: 'Сделка не состоялась', updatedAt: now })
            .where(eq(reservations.id, r.id));
          await addEvent(tx, r.id, 'refused', side, user.id, note || null, now);
        }
      });
    },

    /** PLATINUM suppliers: the buyer asks to see the supplier's whole nomenclature (tariff footnote). */
    async requestNomenclature(user: AuthUser, id: string, now: Date = new Date()): Promise<CartEntry> {
      return step(user, id, ['buyer'], HOLDING, async (tx, r) => {
        const [s] = await tx.select({ tariff: sellers.tariff, endsAt: sellers.tariffEndsAt }).from(sellers).where(eq(sellers.id, r.sellerId));
        // The tier whose terms apply now: a PLATINUM period that ended gives this no more (seller-tiers.ts).
        if (!s || effectiveTariff(s, now) !== 'platinum') throw AppError.conflict(CART_ERROR_CODES.wrongState, CART_MESSAGES.platinumOnly);
        await addEvent(tx, r.id, 'nomenclature', 'buyer', user.id, null, now);
      });
    },

    /** Contacts for the selected entry: the supplier (case 1), its curator's phone (case 2), the administrator's line. */
    async contacts(user: AuthUser, id: string, now: Date = new Date()): Promise<CartContacts> {
      const { row } = await entryFor(user, id);
      const [s] = await db
        .select({ seller: sellers, cardAddress: businessCards.address, cardPhone: businessCards.phoneNumber, cardEmail: businessCards.email })
        .from(sellers)
        .leftJoin(businessCards, eq(businessCards.sellerId, sellers.id))
        .where(eq(sellers.id, row.r.sellerId));
      const seller = s!.seller;
      const [curator] = seller.curatorId
        ? await db.select().from(users).where(and(eq(users.id, seller.curatorId), isNull(users.deletedAt)))
        : [];
      return {
        supplier: {
          title: seller.title,
          person: [seller.lastName, seller.firstName, seller.middleName].filter(Boolean).join(' ') || seller.contact || null,
          phone: seller.phoneNumber ?? s!.cardPhone ?? null,
          email: seller.email ?? s!.cardEmail ?? null,
          address: s!.cardAddress ?? null,
        },
        curator: curator
          ? { name: [curator.lastName, curator.firstName, curator.middleName].filter(Boolean).join(' ') || null, phone: curator.phoneNumber, email: curator.email }
          : null,
        admin: { phone: config.supportPhone, open: consultationOpen(now), hours: CONSULTATION_HOURS.label },
      };
    },

    /** The invoice PDF of an entry: its buyer and administrators. */
    async invoicePdf(user: AuthUser, id: string): Promise<{ number: string; pdf: Buffer }> {
      const { entry } = await entryFor(user, id);
      if (!entry.can.invoice || !entry.invoice) throw new AppError(CART_ERROR_CODES.noDocument, 409, CART_MESSAGES.invoiceNotYet);
      const invoice = await billing.get(entry.invoice.id);
      if (!invoice) throw new AppError(CART_ERROR_CODES.noDocument, 409, CART_MESSAGES.invoiceNotYet);
      return { number: invoice.number, pdf: await billing.pdf(invoice) };
    },

    /** The УПД of an entry (supplier to buyer), once the platform's service is paid. */
    async updPdf(user: AuthUser, id: string): Promise<{ number: string; pdf: Buffer }> {
      const { entry, row } = await entryFor(user, id);
      if (!entry.can.upd) throw new AppError(CART_ERROR_CODES.noDocument, 409, CART_MESSAGES.updNotYet);
      const [s] = await db
        .select({ seller: sellers, address: businessCards.address })
        .from(sellers)
        .leftJoin(businessCards, eq(businessCards.sellerId, sellers.id))
        .where(eq(sellers.id, row.r.sellerId));
      const [buyer] = await db.select().from(users).where(eq(users.id, row.r.buyerId));
      const seller = s!.seller;
      const number = `${row.r.tmcId}-${row.r.id.slice(0, 6).toUpperCase()}`;
      const pdf = await renderUpdPdf({
        number,
        date: row.r.finishedAt ?? new Date(),
        seller: {
          name: seller.legalEntity?.trim() || seller.title,
          inn: seller.inn,
          kpp: seller.kpp,
          address: s!.address ?? null,
          director: [seller.lastName, seller.firstName, seller.middleName].filter(Boolean).join(' ') || null,
        },
        buyer: { name: partyTitle(buyer!), inn: buyer!.inn ?? '', address: null },
        basis: entry.invoice ? `Резерв на площадке «ТМЦ Маркет» от ${row.r.createdAt.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })}` : null,
        lines: [
          {
            name: row.tmcName,
            code: String(row.r.tmcId),
            unitCode: row.tmcUnit,
            quantity: Number(row.r.quantity),
            priceKopecks: toKopecks(Number(row.r.price ?? row.tmcPrice)),
            vatRate: vatOf(row.tmcVat),
          },
        ],
      });
      return { number, pdf };
    },

    /** Term sweeps (the 'cart.sweep-terms' job): expired holds and orders, concluded deals, in batches. */
    async sweepTerms(now: Date, options: { batch?: number; signal?: AbortSignal; heartbeat?: () => Promise<void> } = {}) {
      const batch = options.batch ?? 1000;
      let expired = 0;
      let concluded = 0;
      for (;;) {
        options.signal?.throwIfAborted();
        const n = await expireTerms(db, now, batch);
        expired += n;
        if (n < batch) break;
        await options.heartbeat?.();
      }
      for (;;) {
        options.signal?.throwIfAborted();
        const n = await concludeDueDeals(db, now, batch);
        concluded += n;
        if (n < batch) break;
        await options.heartbeat?.();
      }
      return { expired, concluded };
    },

    /** Reminders 24 hours before a hold or a payment term ends (the 'cart.remind' job). */
    async remind(now: Date, options: { batch?: number; signal?: AbortSignal } = {}) {
      const batch = options.batch ?? 1000;
      let reminded = 0;
      for (;;) {
        options.signal?.throwIfAborted();
        const n = await remindDue(db, now, batch);
        reminded += n;
        if (n < batch) break;
      }
      return { reminded };
    },

    /**
     * Test controls only (TEST_CONTROLS, refused unless NODE_ENV=test; docs/decisions.md): the entry's current term
     * ends a moment before `now`, then the term sweep and its mail run as the job would, so a browser test sees the
     * 3-, 8- or 20-day rule act without waiting. The sweep itself is the production code, unchanged.
     */
    async endTermNow(id: string, now: Date = new Date()) {
      const [row] = await db
        .update(reservations)
        .set({ termEndsAt: new Date(now.getTime() - 1000) })
        .where(and(eq(reservations.id, id), inArray(reservations.status, HOLDING)))
        .returning({ id: reservations.id });
      if (!row) throw entryNotFound();
      const swept = await this.sweepTerms(now);
      await this.deliverPending();
      return swept;
    },

    /** Sends the mails of every history step not yet mailed (the 'cart.mail' job), in batches. */
    async deliverPending(options: { signal?: AbortSignal } = {}) {
      let sent = 0;
      for (;;) {
        options.signal?.throwIfAborted();
        const n = await deliver({ limit: 100 });
        sent += n;
        if (n < 100) break;
      }
      return { sent };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
