import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerLog } from '../../db/schema/buyer-log.ts';
import { searchLog, tmc } from '../../db/schema/tmc.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createStatService } from './stat.service.ts';

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

describe('GET /api/stat/top10', () => {
  it('gives the four top lists from the published goods and the searches, with the visit totals', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const item = (name: string, quantity: number, price: number, status = 'published') => ({
      sellerId: seller.id,
      name,
      unit: '796',
      quantity,
      price,
      vat: '20',
      status,
    });
    await db.insert(tmc).values([
      // 'Труба' three positions (names grouped without regard to case and spaces), 30 pieces, 3 000 ₽.
      item('Труба стальная 57х3', 10, 100),
      item('ТРУБА СТАЛЬНАЯ 57Х3 ', 10, 100),
      item('труба стальная 57х3', 10, 100),
      // 'Кабель' two positions, the most pieces (1 000) and the largest sum (1 000 × 50 = 50 000 ₽).
      item('Кабель ВВГ 3х2,5', 600, 50),
      item('Кабель ВВГ 3х2,5', 400, 50),
      // One expensive position: the second sum.
      item('Подшипник 6205', 2, 10_000.5),
      // Not published: never counted.
      item('Задвижка чугунная', 5000, 1_000_000, 'moderation'),
      item('Задвижка чугунная', 5000, 1_000_000, 'archived'),
    ]);
    // Twelve different names with one position each: only ten rows come back.
    await db.insert(tmc).values(Array.from({ length: 12 }, (_, i) => item(`Болт М${i + 10}`, 1, 1)));

    // Each search by its own visitor and finding goods (stat-defacement.test.ts covers who and what counts).
    const visitor = () => crypto.randomUUID();
    await db.insert(searchLog).values([
      { query: 'труба', aid: visitor(), resultCount: 3 },
      { query: 'Труба', aid: visitor(), resultCount: 3 },
      { query: ' Труба ', aid: visitor(), resultCount: 3 },
      { query: 'кабель', aid: visitor(), resultCount: 2 },
      { query: 'кабель', aid: visitor(), resultCount: 2 },
      { query: 'подшипник', aid: visitor(), resultCount: 1 },
      { query: '   ', aid: visitor(), resultCount: 1 },
      // Older than the popular-search window.
      { query: 'задвижка', aid: visitor(), resultCount: 1, createdAt: sql`now() - interval '31 days'` },
      { query: 'задвижка', aid: visitor(), resultCount: 1, createdAt: sql`now() - interval '31 days'` },
      { query: 'задвижка', aid: visitor(), resultCount: 1, createdAt: sql`now() - interval '31 days'` },
      { query: 'задвижка', aid: visitor(), resultCount: 1, createdAt: sql`now() - interval '31 days'` },
    ] as never);

    const res = await t.app.inject({ method: 'GET', url: '/api/stat/top10' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.searchRequests).toEqual([
      { title: 'Труба', value: 3 },
      { title: 'кабель', value: 2 },
      { title: 'подшипник', value: 1 },
    ]);
    expect(body.countRequests).toHaveLength(10);
    expect(body.countRequests.slice(0, 2)).toEqual([
      { title: 'труба стальная 57х3', value: 3 },
      { title: 'кабель ввг 3х2,5', value: 2 },
    ]);
    expect(body.countRequests.map((r: { title: string }) => r.title)).not.toContain('задвижка чугунная');
    expect(body.countInStoreRequests.slice(0, 3)).toEqual([
      { title: 'кабель ввг 3х2,5', value: 1000 },
      { title: 'труба стальная 57х3', value: 30 },
      { title: 'подшипник 6205', value: 2 },
    ]);
    expect(body.sumInStoreRequests.slice(0, 3)).toEqual([
      { title: 'кабель ввг 3х2,5', value: 50_000 },
      { title: 'подшипник 6205', value: 20_001 },
      { title: 'труба стальная 57х3', value: 3000 },
    ]);
    expect(body.sumInStoreRequests).toHaveLength(10);
    const visits = (await t.app.inject({ method: 'GET', url: '/api/stat/visits' })).json();
    expect(body).toMatchObject(visits);
  });
});

describe('top10 cache', () => {
  it('serves the lists from the cache for five minutes; a service without a cache sees new goods at once', async () => {
    const db = t.database.db;
    const before = (await t.app.inject({ method: 'GET', url: '/api/stat/top10' })).json();
    const seller = await buildSeller(db);
    await db.insert(tmc).values(
      Array.from({ length: 5 }, () => ({ sellerId: seller.id, name: 'Швеллер 10П', unit: '796', quantity: 1, price: 1, vat: '20', status: 'published' })),
    );
    const cached = (await t.app.inject({ method: 'GET', url: '/api/stat/top10' })).json();
    expect(cached.countRequests).toEqual(before.countRequests);

    const fresh = await createStatService({ db, cacheMs: 0, visitsCacheMs: 0 }).top10();
    expect(fresh.countRequests[0]).toEqual({ title: 'швеллер 10п', value: 5 });
  });
});
