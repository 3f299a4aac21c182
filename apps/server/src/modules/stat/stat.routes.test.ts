import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerLog } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/stat/visits', () => {
  it('counts distinct anonymous ids since the start of the UTC day, month and year', async () => {
    const db = t.database.db;
    const startOfDay = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
    const startOfMonth = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
    const startOfYear = sql`date_trunc('year', now() at time zone 'UTC') at time zone 'UTC'`;
    await db.insert(buyerLog).values([
      { aid: 'today-1', method: 'stat', createdAt: sql`${startOfDay} + interval '1 second'` },
      { aid: 'today-1', method: 'about', createdAt: sql`${startOfDay} + interval '2 seconds'` },
      { aid: 'today-2', method: 'stat', createdAt: sql`${startOfDay} + interval '3 seconds'` },
      // The first second of the month is in the month (and, on the 1st, in the day too).
      { aid: 'month-1', method: 'stat', createdAt: sql`${startOfMonth}` },
      { aid: 'year-1', method: 'stat', createdAt: sql`${startOfYear}` },
      { aid: 'last-year', method: 'stat', createdAt: sql`${startOfYear} - interval '1 second'` },
    ] as never);
    const res = await t.app.inject({ method: 'GET', url: '/api/stat/visits' });
    expect(res.statusCode).toBe(200);
    const { totalDailyVisits, totalMonthlyVisits, totalAnnualVisits } = res.json();
    const now = new Date();
    const firstOfMonth = now.getUTCDate() === 1;
    const january = now.getUTCMonth() === 0;
    // On the 1st the month's first second is today; in January the year's first second is this month.
    expect(totalDailyVisits).toBe(2 + (firstOfMonth ? 1 : 0) + (firstOfMonth && january ? 1 : 0));
    expect(totalMonthlyVisits).toBe(january ? 4 : 3);
    expect(totalAnnualVisits).toBe(4);
    if (firstOfMonth) expect(totalMonthlyVisits).toBe(totalDailyVisits);
  });
});
