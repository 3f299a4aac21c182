import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BuyerLogAggregatedPage, BuyerLogDaily, BuyerLogListQuery, BuyerLogPage } from '@tmc/shared/logs';
import type { Db } from '../../db/client.ts';
import { buyerLog } from '../../db/schema/buyer-log.ts';
import { users } from '../../db/schema/users.ts';
import { moscowDate } from '../../lib/moscow-time.ts';
import { paged, pageOffset } from '../../lib/paged.ts';

/**
 * The Moscow day of a row, as the administrators' log pages show days (issue 16, item 7; business
 * dates are Moscow dates, DESIGN.md section 3). The public visit counters stay on UTC days (specification).
 */
const moscowDay = sql`(${buyerLog.createdAt} at time zone 'Europe/Moscow')::date`;

export function createLogsService({ db }: { db: Db }) {
  return {
    async record(entry: { aid: string; method: string; userId: string | null }): Promise<void> {
      await db.insert(buyerLog).values(entry);
    },

    /** The log itself, newest first. */
    async list(query: BuyerLogListQuery): Promise<BuyerLogPage> {
      const { method } = query;
      const where = method ? eq(buyerLog.method, method) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: buyerLog.id,
            aid: buyerLog.aid,
            method: buyerLog.method,
            userId: buyerLog.userId,
            userEmail: users.email,
            createdAt: buyerLog.createdAt,
          })
          .from(buyerLog)
          .leftJoin(users, eq(users.id, buyerLog.userId))
          .where(where)
          .orderBy(desc(buyerLog.createdAt), desc(buyerLog.id))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(buyerLog).where(where),
      ]);
      return paged(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        query,
        totals[0]?.total ?? 0,
      );
    },

    /** Page views and distinct visitors per Moscow day and method, newest day first. */
    async aggregated(query: BuyerLogListQuery): Promise<BuyerLogAggregatedPage> {
      const { method } = query;
      const where = method ? eq(buyerLog.method, method) : undefined;
      const groups = db
        .select({
          day: sql<string>`${moscowDay}::text`.as('day'),
          method: buyerLog.method,
          views: sql<number>`count(*)::int`.as('views'),
          visitors: sql<number>`count(distinct ${buyerLog.aid})::int`.as('visitors'),
        })
        .from(buyerLog)
        .where(where)
        .groupBy(moscowDay, buyerLog.method)
        .as('groups');
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(groups)
          .orderBy(desc(groups.day), desc(groups.views), groups.method)
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(groups),
      ]);
      return paged(rows, query, totals[0]?.total ?? 0);
    },

    /** Visits (distinct ids) and page views for each of the last `days` Moscow days, today included, oldest first. */
    async daily(days: number): Promise<BuyerLogDaily> {
      const today = sql`(now() at time zone 'Europe/Moscow')::date`;
      const since = sql`${today} - ${days - 1}::int`;
      const rows = await db
        .select({
          day: sql<string>`${moscowDay}::text`,
          visits: sql<number>`count(distinct ${buyerLog.aid})::int`,
          views: sql<number>`count(*)::int`,
        })
        .from(buyerLog)
        .where(and(sql`${buyerLog.createdAt} >= (${since})::timestamp at time zone 'Europe/Moscow'`))
        .groupBy(moscowDay);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const items: BuyerLogDaily['items'] = [];
      const [year, month, date] = moscowDate().split('-').map(Number) as [number, number, number];
      for (let i = days - 1; i >= 0; i -= 1) {
        const day = new Date(Date.UTC(year, month - 1, date - i)).toISOString().slice(0, 10);
        const row = byDay.get(day);
        items.push({ day, visits: row?.visits ?? 0, views: row?.views ?? 0 });
      }
      return { items };
    },
  };
}
export type LogsService = ReturnType<typeof createLogsService>;
