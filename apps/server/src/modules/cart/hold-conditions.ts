import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { HOLDING_RESERVATION_STATUSES } from '@tmc/shared/cart-schemas';

// The cart module's conditions for other modules' raw SQL: the goods search composes them into its
// statements (a hold hides an item from other buyers, specification section 4), so the reservations
// table is read only through the cart module. The text is the same as written inline before, so the
// plans of the search do not change.

/** The states in which a buyer holds an item, as an SQL list. */
const HOLDING = sql.raw(HOLDING_RESERVATION_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * Ids of the goods some buyer holds, other than `exceptBuyerId` (any buyer when null): for `id not in (...)`.
 * The buyer may be a placeholder of a prepared statement.
 */
export function heldGoodsIds(exceptBuyerId: string | Placeholder | null): SQL {
  return exceptBuyerId
    ? sql`select r.tmc_id from reservations r where r.status in (${HOLDING}) and r.buyer_id <> ${exceptBuyerId}`
    : sql`select r.tmc_id from reservations r where r.status in (${HOLDING})`;
}

/** True when some buyer holds the goods whose id is `goodsId`. */
export function isHeld(goodsId: SQL): SQL {
  return sql`exists (select 1 from reservations r where r.tmc_id = ${goodsId} and r.status in (${HOLDING}))`;
}

/** The buyer who holds the goods whose id is `goodsId`, or null (at most one holds it at a time). */
export function holderOf(goodsId: SQL): SQL {
  return sql`(select r.buyer_id from reservations r where r.tmc_id = ${goodsId} and r.status in (${HOLDING}) limit 1)`;
}

/** True when this buyer holds the goods whose id is `goodsId`. */
export function isHeldBy(goodsId: SQL, buyerId: string | Placeholder): SQL {
  return sql`exists (select 1 from reservations r where r.tmc_id = ${goodsId} and r.status in (${HOLDING}) and r.buyer_id = ${buyerId})`;
}

/** How many holds (reservations in any state) the goods whose id is `goodsId` ever had. */
export function holdsEver(goodsId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from reservations r where r.tmc_id = ${goodsId})`;
}

/** True when the goods whose id is `goodsId` ever had a hold: its deals refer to it. */
export function hadHolds(goodsId: SQL): SQL {
  return sql`exists (select 1 from reservations r where r.tmc_id = ${goodsId})`;
}
