import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_ROLES } from '@tmc/shared/callback-schemas';
import { callbackRequests } from '../../db/schema/callbacks.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const testEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', WEB_DIST_DIR: '/nonexistent-web-dist' };

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  // A high per-address limit here; the limit itself is tested with its own app below.
  t = await createTestApp({ RATE_LIMIT_CALLBACK_MAX: '1000' });
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

const send = (payload: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/request/send', payload: payload as object, remoteAddress });
const list = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/request/list', headers, payload: payload as object });
const moscowToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

describe('GET /api/request/roles/list', () => {
  it('answers the role names to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/request/roles/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Покупатель', 'Продавец', 'Куратор']);
  });
});

describe('POST /api/request/send', () => {
  it('stores the phone as digits only with the role, for a visitor', async () => {
    const res = await send({ phoneNumber: '+7 (916) 123-45-67', role: 'Продавец' });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(callbackRequests).where(sql`${callbackRequests.role} = 'Продавец'`);
    expect(rows.map((r) => r.phoneNumber)).toContain('79161234567');
    expect(rows.every((r) => /^\d{11}$/.test(r.phoneNumber))).toBe(true);
  });

  it('refuses an empty phone with the specification text, and stores nothing', async () => {
    const before = await t.database.db.$count(callbackRequests);
    const res = await send({ phoneNumber: '', role: 'Покупатель' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message: 'Заполните верно поля', fields: { phoneNumber: 'Телефон обязателен' } });
    const missing = await send({ role: 'Покупатель' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.phoneNumber).toBe('Телефон обязателен');
    expect(await t.database.db.$count(callbackRequests)).toBe(before);
  });

  it('refuses a short or long number and a role not in the list', async () => {
    expect((await send({ phoneNumber: '7916123', role: 'Покупатель' })).json().error.fields.phoneNumber).toBe('Введите номер полностью: 11 цифр');
    expect((await send({ phoneNumber: '791612345678', role: 'Покупатель' })).statusCode).toBe(400);
    const role = await send({ phoneNumber: '79161234567', role: 'Директор' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.fields.role).toBe('Выберите роль из списка');
  });

  it('limits requests per client address with a Russian 429', async () => {
    // A second app with a limit of 2 on this file's database.
    const limited = await buildApp({ config: loadConfig({ ...testEnv, RATE_LIMIT_CALLBACK_MAX: '2' }), database: t.database });
    try {
      const post = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/api/request/send', payload: { phoneNumber: '79161234567', role: CALLBACK_ROLES[0] }, remoteAddress });
      expect((await post('198.51.100.1')).statusCode).toBe(201);
      expect((await post('198.51.100.1')).statusCode).toBe(201);
      const third = await post('198.51.100.1');
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatchObject({ code: 'too_many_requests', message: 'Слишком много запросов, попробуйте позже' });
      // Another address is counted on its own.
      expect((await post('198.51.100.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/request/list', () => {
  it('lists the callbacks of a Moscow day range to ADMIN L1, L2 and L3', async () => {
    await send({ phoneNumber: '79035550011', role: 'Куратор' });
    const today = moscowToday();
    for (const permission of ['L1', 'L2', 'L3'] as const) {
      const admin = await buildUser(t.database.db, { role: 'ADMIN', permission });
      const res = await list(admin.headers, { start: today, end: today });
      expect(res.statusCode, permission).toBe(200);
      expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ phoneNumber: '79035550011', role: 'Куратор' })]));
    }
  });

  it('leaves out days outside the range', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    await t.database.db.insert(callbackRequests).values({ phoneNumber: '79990000001', role: 'Покупатель', createdAt: new Date('2024-03-10T20:30:00Z') });
    // 20:30 UTC on 10 March is 23:30 in Moscow: the 10th, not the 11th.
    const day10 = await list(admin.headers, { start: '2024-03-10', end: '2024-03-10' });
    expect(day10.json().map((r: { phoneNumber: string }) => r.phoneNumber)).toEqual(['79990000001']);
    const day11 = await list(admin.headers, { start: '2024-03-11', end: '2024-03-12' });
    expect(day11.json()).toEqual([]);
  });

  it('rejects malformed or reversed dates', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L3' });
    expect((await list(admin.headers, { start: 'вчера', end: '2024-01-01' })).statusCode).toBe(400);
    const reversed = await list(admin.headers, { start: '2024-02-01', end: '2024-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.end).toBe('Начало периода позже конца');
  });
});

describe('the callback list: ADMIN L1, L2, L3; visitors 401, curators, sellers and buyers 403', () => {
  describeAccess(() => matrix, [
    {
      name: 'POST /api/request/list',
      allowed: ['L1', 'L2', 'L3'],
      call: (headers) => list(headers, { start: moscowToday(), end: moscowToday() }),
    },
  ]);
});
