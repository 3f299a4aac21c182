import { and, eq, gte, isNull, lte, type Placeholder, type SQL } from 'drizzle-orm';
import { sellers } from '../../db/schema/sellers.ts';

// The sellers module's rules as SQL conditions over the sellers table, the one place where they are
// written: the sellers list, the goods' item page and the goods search all use these.

/** An active seller: neither blocked nor deleted. Only active sellers' goods are in the common base. */
export const activeSeller: SQL = and(eq(sellers.blocked, false), isNull(sellers.deletedAt))!;

/**
 * A premium seller on a Moscow date (yyyy-mm-dd): active, and its premium period
 * (premium_start..premium_end, both included) covers the date; a placeholder in a prepared statement.
 */
export function premiumSellerOn(date: string | Placeholder): SQL {
  return and(activeSeller, lte(sellers.premiumStart, date), gte(sellers.premiumEnd, date))!;
}
