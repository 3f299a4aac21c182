import { sql } from 'drizzle-orm';
import { CART_TERMS, DAY_MS } from '@tmc/shared/cart-schemas';
import type { Db } from '../../db/client.ts';

// The term sweeps of the cart (DESIGN.md section 10), each one set-based statement per batch, so a
// batch is one short transaction: due rows are claimed with FOR UPDATE SKIP LOCKED (two instances
// never take the same row), changed, and their history written in the same statement. Idempotent:
// a swept row is no longer due, so a second run finds nothing.
//
// - a hold (3 days) or an unpaid order (8 days) that ran out: cancelled, its invoice cancelled;
// - a paid deal whose 20 days ran out: concluded, the stock reduced by the held quantity (never below
//   zero), the item archived when nothing remains, a stock movement recorded;
// - a hold or an order whose term ends within 24 hours: the buyer is reminded once per term.

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Cancels up to `limit` holds and unpaid orders whose term ended by `now`; answers how many. */
export async function expireTerms(db: Db, now: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  const done = await rows<{ id: string }>(
    db,
    sql`with due as (
          select id, status, invoice_id from reservations
          where status in ('reserved','ordered') and term_ends_at <= ${at}::timestamptz
          order by term_ends_at limit ${limit} for update skip locked
        ),
        changed as (
          update reservations r set status = 'cancelled', term_ends_at = null, finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
            cancel_reason = case due.status when 'reserved' then 'Срок резерва истёк' else 'Счёт не оплачен в срок' end
          from due where r.id = due.id
          returning r.id, due.status as was, due.invoice_id
        ),
        invoices_cancelled as (
          update invoices i set status = 'cancelled', cancelled_at = ${at}::timestamptz
          from changed where i.id = changed.invoice_id and i.status = 'issued'
          returning i.id
        ),
        history as (
          insert into reservation_events (reservation_id, event, actor, note, created_at)
          select id, 'expired', 'system',
                 case was when 'reserved' then ${`срок резерва ${CART_TERMS.holdDays} дня`} else ${`счёт не оплачен за ${CART_TERMS.payDays} дней`} end,
                 ${at}::timestamptz
          from changed
          returning id
        )
        select id from changed`,
  );
  return done.length;
}

/** Concludes up to `limit` paid deals whose 20 days ended by `now`, reducing the stock; answers how many. */
export async function concludeDueDeals(db: Db, now: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  const done = await rows<{ id: string }>(
    db,
    sql`with due as (
          select r.id, r.tmc_id, least(r.quantity, t.quantity) as take
          from reservations r join tmc t on t.id = r.tmc_id
          where r.status = 'paid' and r.term_ends_at <= ${at}::timestamptz
          order by r.term_ends_at limit ${limit} for update of r skip locked
        ),
        changed as (
          update reservations r set status = 'concluded', term_ends_at = null, finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          from due where r.id = due.id
          returning r.id, r.tmc_id, due.take
        ),
        stock as (
          update tmc t set quantity = greatest(t.quantity - changed.take, 0), updated_at = ${at}::timestamptz,
            status = case when t.quantity - changed.take <= 0 and t.status = 'published' then 'archived' else t.status end
          from changed where t.id = changed.tmc_id
          returning t.id
        ),
        movements as (
          insert into tmc_movements (tmc_id, delta, reason, created_at)
          select tmc_id, -take, 'Сделка состоялась (срок сделки истёк)', ${at}::timestamptz from changed where take > 0
          returning id
        ),
        history as (
          insert into reservation_events (reservation_id, event, actor, note, created_at)
          select id, 'concluded', 'system', ${`срок сделки ${CART_TERMS.completeDays} дней истёк`}, ${at}::timestamptz from changed
          returning id
        )
        select id from changed`,
  );
  return done.length;
}

/** Marks up to `limit` holds and orders ending within the reminder window as reminded, with a history step; answers how many. */
export async function remindDue(db: Db, now: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + (CART_TERMS.reminderHours / 24) * DAY_MS).toISOString();
  const done = await rows<{ id: string }>(
    db,
    sql`with due as (
          select id, status, term_ends_at from reservations
          where status in ('reserved','ordered') and term_ends_at > ${at}::timestamptz and term_ends_at <= ${until}::timestamptz
            and reminded_for is distinct from term_ends_at
          order by term_ends_at limit ${limit} for update skip locked
        ),
        changed as (
          update reservations r set reminded_for = due.term_ends_at from due where r.id = due.id
          returning r.id, due.status as was
        ),
        history as (
          insert into reservation_events (reservation_id, event, actor, note, created_at)
          select id, 'reminded', 'system',
                 case was when 'reserved' then 'Закажите услугу площадки, иначе резерв будет снят.' else 'Оплатите счёт, иначе резерв будет снят.' end,
                 ${at}::timestamptz
          from changed
          returning id
        )
        select id from changed`,
  );
  return done.length;
}
