import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Permission, Role } from '@tmc/shared/roles';
import { buyerLog } from '../../db/schema/buyer-log.ts';
import { createAccessMatrix, describeAccess, PLATFORM_ADMINS, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moscowDate } from '../../lib/moscow-time.ts';
import { newAnonymousId, nextDayBoundary } from './anonymous-id.ts';
import { BUYER_LOG_RATE_LIMIT } from './logs.routes.ts';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

interface InjectOptions {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  remoteAddress?: string;
}

const log = (query: string, { headers = {}, cookies, remoteAddress = '10.0.0.1' }: InjectOptions = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/buyer-log?${query}`, headers, ...(cookies ? { cookies } : {}), remoteAddress });

async function rowsOf(aid: string) {
  return t.database.db.select().from(buyerLog).where(sql`${buyerLog.aid} = ${aid}`);
}

describe('POST /api/auth/buyer-log', () => {
  it('issues an HttpOnly aid cookie until the next UTC midnight and stores the page view', async () => {
    const before = new Date();
    const res = await log('method=stat');
    const after = new Date();
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'aid');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Lax');
    // The test may straddle midnight: the expiry is the boundary after one of the two moments.
    expect([nextDayBoundary(before).getTime(), nextDayBoundary(after).getTime()]).toContain(cookie!.expires!.getTime());
    const rows = await rowsOf(cookie!.value);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'stat', userId: null });
  });

  it('keeps today’s cookie (no new cookie) and records the signed-in user', async () => {
    const first = await log('method=about');
    const aid = first.cookies.find((c) => c.name === 'aid')!.value;
    const buyer = await buildUser(t.database.db);
    const second = await log('method=contacts', { cookies: { aid }, headers: buyer.headers });
    expect(second.statusCode).toBe(204);
    expect(second.cookies.find((c) => c.name === 'aid')).toBeUndefined();
    const rows = await rowsOf(aid);
    expect(rows.map((r) => [r.method, r.userId]).sort()).toEqual([
      ['about', null],
      ['contacts', buyer.id],
    ]);
  });

  it('replaces an id of an earlier day or a foreign id with a new one', async () => {
    const yesterday = newAnonymousId(new Date(Date.now() - 86_400_000 - 1000));
    const res = await log('method=rules', { cookies: { aid: yesterday } });
    const fresh = res.cookies.find((c) => c.name === 'aid')!.value;
    expect(fresh).not.toBe(yesterday);
    expect(await rowsOf(yesterday)).toHaveLength(0);
    expect(await rowsOf(fresh)).toHaveLength(1);

    const foreign = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const res2 = await log(`method=rules&aid=${foreign}`);
    expect(res2.cookies.find((c) => c.name === 'aid')!.value).not.toBe(foreign);
  });

  it('expires at the UTC day boundary and gives a new id after it (fixed clock)', async () => {
    // Only Date is faked: the server's timers and the database keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-14T23:59:59.500Z'));
      const evening = await log('method=stat');
      const cookie = evening.cookies.find((c) => c.name === 'aid')!;
      expect(cookie.expires!.toISOString()).toBe('2026-03-15T00:00:00.000Z');
      // Still the same day: the cookie is kept.
      const again = await log('method=about', { cookies: { aid: cookie.value } });
      expect(again.cookies.find((c) => c.name === 'aid')).toBeUndefined();

      // A client that sends the cookie after midnight gets a new id, until the next midnight.
      vi.setSystemTime(new Date('2026-03-15T00:00:00.001Z'));
      const morning = await log('method=stat', { cookies: { aid: cookie.value } });
      const next = morning.cookies.find((c) => c.name === 'aid')!;
      expect(next.value).not.toBe(cookie.value);
      expect(next.expires!.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes today’s id from the query when there is no cookie', async () => {
    const aid = newAnonymousId(new Date());
    const res = await log(`aid=${aid}&method=eula`);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'aid')!.value).toBe(aid);
    expect(await rowsOf(aid)).toHaveLength(1);
  });

  it('validates the method and the aid', async () => {
    for (const query of ['', 'method=', 'method=Главная', `method=${'a'.repeat(51)}`, 'method=a%20b', 'method=stat&aid=not-a-uuid']) {
      const res = await log(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
    const ok = await log('method=sell-product');
    expect(ok.statusCode).toBe(204);
  });

  it('limits the calls per address with a Russian 429', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < BUYER_LOG_RATE_LIMIT.max; i += 1) {
      const res = await log('method=stat', { remoteAddress });
      expect(res.statusCode).toBe(204);
    }
    const refused = await log('method=stat', { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Слишком много запросов, попробуйте позже');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await log('method=stat', { remoteAddress: '10.9.9.10' })).statusCode).toBe(204);
  });
});

describe('administrators’ buyer log', () => {
  const admins: Array<[Role, Permission]> = [
    ['ADMIN', 'L1'],
    ['ADMIN', 'L2'],
  ];
  it('lists the log newest first with paging, and aggregates it by Moscow day and method', async () => {
    const db = t.database.db;
    const user = await buildUser(t.database.db, { email: 'logged-buyer@example.ru' });
    const today = sql`date_trunc('day', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow'`;
    await db.insert(buyerLog).values([
      { aid: 'agg-a', method: 'agg-page', createdAt: sql`${today} + interval '1 minute'` },
      { aid: 'agg-a', method: 'agg-page', createdAt: sql`${today} + interval '2 minutes'` },
      { aid: 'agg-b', method: 'agg-page', userId: user.id, createdAt: sql`${today} + interval '3 minutes'` },
      { aid: 'agg-c', method: 'agg-page', createdAt: sql`${today} - interval '1 minute'` },
      { aid: 'agg-c', method: 'agg-other', createdAt: sql`${today} - interval '2 minutes'` },
    ] as never);

    for (const [role, permission] of admins) {
      const admin = await buildUser(db, { role, permission });
      const page0 = await t.app.inject({ method: 'GET', url: '/api/admin-panel/buyer-log?method=agg-page&size=2', headers: admin.headers });
      expect(page0.statusCode).toBe(200);
      const body0 = page0.json();
      expect(body0).toMatchObject({ page: 0, size: 2, total: 4 });
      expect(body0.items.map((i: { aid: string }) => i.aid)).toEqual(['agg-b', 'agg-a']);
      expect(body0.items[0]).toMatchObject({ method: 'agg-page', userId: user.id, userEmail: 'logged-buyer@example.ru' });
      const page1 = await t.app.inject({ method: 'GET', url: '/api/admin-panel/buyer-log?method=agg-page&size=2&page=1', headers: admin.headers });
      expect(page1.json().items.map((i: { aid: string }) => i.aid)).toEqual(['agg-a', 'agg-c']);

      const agg = await t.app.inject({ method: 'GET', url: '/api/admin-panel/buyer-log/aggregated?method=agg-page', headers: admin.headers });
      expect(agg.statusCode).toBe(200);
      const todayText = moscowDate();
      const items = agg.json().items as Array<{ day: string; method: string; views: number; visitors: number }>;
      expect(agg.json().total).toBe(2);
      expect(items[0]).toMatchObject({ method: 'agg-page', views: 3, visitors: 2 });
      expect(items[1]).toMatchObject({ method: 'agg-page', views: 1, visitors: 1 });
      const yesterdayText = moscowDate(new Date(Date.now() - 86_400_000));
      expect(items.map((i) => i.day)).toEqual([todayText, yesterdayText]);
    }
  });

  it('gives visits and views per day for the chart, with empty days as zeros', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-panel/buyer-log/daily?days=7', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ day: string; visits: number; views: number }>;
    expect(items).toHaveLength(7);
    expect(items[6]!.day).toBe(moscowDate());
    const days = items.map((i) => i.day);
    expect([...days].sort()).toEqual(days);
    // Every view logged in this file so far is today's or yesterday's; the rest are zeros.
    expect(items.slice(0, 5).every((i) => i.views === 0 && i.visits === 0)).toBe(true);
    const total = items.reduce((sum, i) => sum + i.views, 0);
    const inDb = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(buyerLog).where(sql`${buyerLog.createdAt} >= date_trunc('day', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow' - interval '6 days'`);
    expect(total).toBe(inDb[0]!.n);
    expect(items[6]!.visits).toBeGreaterThan(0);
    expect(items[6]!.visits).toBeLessThanOrEqual(items[6]!.views);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin-panel/buyer-log/daily?days=0', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the administrators\' views of the log: ADMIN L1 and L2; visitors 401, L3, L4, representatives and buyers 403', () => {
  describeAccess(
    () => matrix,
    ['/api/admin-panel/buyer-log', '/api/admin-panel/buyer-log/aggregated', '/api/admin-panel/buyer-log/daily'].map((url) => ({
      name: `GET ${url}`,
      allowed: PLATFORM_ADMINS,
      call: (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers }),
    })),
  );
});
