import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Role } from '@tmc/shared/roles';
import { serviceGroups, servicePrices } from '../../db/schema/price-list.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let rowIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [second] = await db.insert(serviceGroups).values({ name: 'Аренда электронной торговой площадки', position: 1 }).returning();
  const [first] = await db.insert(serviceGroups).values({ name: 'Размещение ТМЦ на площадке', position: 0 }).returning();
  await db.insert(serviceGroups).values({ name: 'Пустая группа', position: 2 });
  const rows = await db
    .insert(servicePrices)
    .values([
      { groupId: first!.id, tier: 'free', amount: 'до 15', sumTmc: 'не ограничена', price: 0, validityPeriod: '6 месяцев', position: 0 },
      { groupId: first!.id, tier: 'gold', amount: 'до 2000', sumTmc: 'до 50 000 000', price: 40000, validityPeriod: 'бессрочно', position: 1 },
      { groupId: second!.id, tier: 'rent', amount: 'без ограничений', sumTmc: 'без ограничений', price: 120000, validityPeriod: '365 дней', position: 0 },
    ])
    .returning({ id: servicePrices.id });
  rowIds = rows.map((r) => r.id);
});
afterAll(async () => t.close());

const put = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/services', headers, payload: payload as object });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/services' })).json();

describe('GET /api/services', () => {
  it('is public and gives the groups in order with their rows in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Размещение ТМЦ на площадке', 'Аренда электронной торговой площадки', 'Пустая группа']);
    expect(groups[0].priceLists).toEqual([
      { id: rowIds[0], tier: 'free', amount: 'до 15', sumTmc: 'не ограничена', price: 0, validityPeriod: '6 месяцев' },
      { id: rowIds[1], tier: 'gold', amount: 'до 2000', sumTmc: 'до 50 000 000', price: 40000, validityPeriod: 'бессрочно' },
    ]);
    expect(groups[2].priceLists).toEqual([]);
  });
});

describe('PUT /api/services', () => {
  it('lets ADMIN L1 change one row’s price and validity (trimmed, kopecks kept)', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const res = await put(admin.headers, { id: rowIds[1], price: 45000.5, validityPeriod: '  24 месяца ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rowIds[1], price: 45000.5, validityPeriod: '24 месяца', amount: 'до 2000' });
    const groups = await list();
    expect(groups[0].priceLists[1]).toMatchObject({ price: 45000.5, validityPeriod: '24 месяца' });
    // The other rows are untouched.
    expect(groups[0].priceLists[0]).toMatchObject({ price: 0, validityPeriod: '6 месяцев' });
    expect(groups[1].priceLists[0]).toMatchObject({ price: 120000, validityPeriod: '365 дней' });
  });

  it('is refused to visitors (401) and to everyone else, ADMIN L2-L4 included (403)', async () => {
    expect((await put({}, { id: rowIds[0], price: 1, validityPeriod: 'x' })).statusCode).toBe(401);
    const others: Array<[Role, Permission]> = [
      ['ADMIN', 'L2'],
      ['ADMIN', 'L3'],
      ['ADMIN', 'L4'],
      ['REPRESENTATIVE', 'STANDART'],
      ['BUYER', 'STANDART'],
    ];
    for (const [role, permission] of others) {
      const user = await buildUser(t.database.db, { role, permission });
      const res = await put(user.headers, { id: rowIds[0], price: 999, validityPeriod: 'навсегда' });
      expect(res.statusCode, `${role} ${permission}`).toBe(403);
      expect(res.json().error.message).toBe('Недостаточно прав');
    }
    expect((await list())[0].priceLists[0]).toMatchObject({ price: 0, validityPeriod: '6 месяцев' });
  });

  it('validates the row with Russian messages and answers 404 for an unknown row', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const negative = await put(admin.headers, { id: rowIds[0], price: -1, validityPeriod: '1 год' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual({ price: 'Цена не может быть отрицательной' });
    const blank = await put(admin.headers, { id: rowIds[0], price: 10, validityPeriod: '   ' });
    expect(blank.json().error.fields).toEqual({ validityPeriod: 'Укажите срок действия' });
    const text = await put(admin.headers, { id: rowIds[0], price: '10', validityPeriod: '1 год' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.price).toBe('Цена должна быть числом');
    const long = await put(admin.headers, { id: rowIds[0], price: 10, validityPeriod: 'а'.repeat(101) });
    expect(long.json().error.fields).toEqual({ validityPeriod: 'Не более 100 символов' });
    const missing = await put(admin.headers, { id: 999999, price: 10, validityPeriod: '1 год' });
    expect(missing.statusCode).toBe(404);
    expect((await list())[0].priceLists[0]).toMatchObject({ price: 0, validityPeriod: '6 месяцев' });
  });
});
