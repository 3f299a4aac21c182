import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitTotalsSchema } from '@tmc/shared/stat';
import type { Db } from '../../db/client.ts';
import { buyerLog } from '../../db/schema/content.ts';

/**
 * Visit totals: distinct anonymous ids since the start of the UTC day, month and year
 * (the specification puts the monthly rule in UTC: on the 1st, monthly equals daily).
 */
export const statRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/visits',
    { schema: { tags: ['stat'], summary: 'Посещения за день, месяц и год', response: { 200: visitTotalsSchema } } },
    async () => {
      const day = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
      const month = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
      const year = sql`date_trunc('year', now() at time zone 'UTC') at time zone 'UTC'`;
      const rows = await db
        .select({
          totalDailyVisits: sql<number>`count(distinct ${buyerLog.aid}) filter (where ${buyerLog.createdAt} >= ${day})`.mapWith(Number),
          totalMonthlyVisits: sql<number>`count(distinct ${buyerLog.aid}) filter (where ${buyerLog.createdAt} >= ${month})`.mapWith(Number),
          totalAnnualVisits: sql<number>`count(distinct ${buyerLog.aid})`.mapWith(Number),
        })
        .from(buyerLog)
        .where(sql`${buyerLog.createdAt} >= ${year}`);
      return rows[0] ?? { totalDailyVisits: 0, totalMonthlyVisits: 0, totalAnnualVisits: 0 };
    },
  );
};
