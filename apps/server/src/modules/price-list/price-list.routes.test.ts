import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceGroups, servicePrices } from '../../db/schema/price-list.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
let rowIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
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
/** The groups this file made: the migrations add the keyword subscription's group (issue 15), at the end. */
const SUBSCRIPTION_GROUP = 'Подписка покупателя на новые поступления по ключевым словам';
const own = (g: { name: string }) => g.name !== SUBSCRIPTION_GROUP;
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/services' })).json().filter(own);

describe('GET /api/services', () => {
  it('is public and gives the groups in order with their rows in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const groups = res.json().filter(own);
    expect(res.json().at(-1).name).toBe(SUBSCRIPTION_GROUP);
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

describe('editing the price list: ADMIN L1 only; visitors 401, everyone else, ADMIN L2-L4 included, 403', () => {
  /** A row of its own for each call; a refused edit leaves it as it was. */
  async function editRow(headers: Record<string, string>) {
    const db = t.database.db;
    const [group] = await db.insert(serviceGroups).values({ name: 'Проверка прав', position: 9 }).returning();
    const [row] = await db.insert(servicePrices).values({ groupId: group!.id, tier: 'free', price: 0, validityPeriod: '6 месяцев' }).returning();
    const res = await put(headers, { id: row!.id, price: 999, validityPeriod: 'навсегда' });
    if (res.statusCode === 403) expect(res.json().error.message).toBe('Недостаточно прав');
    if (res.statusCode >= 400) {
      const shown = (await list()).find((g: { id: number }) => g.id === group!.id).priceLists[0];
      expect(shown).toMatchObject({ price: 0, validityPeriod: '6 месяцев' });
    }
    return res;
  }

  describeAccess(() => matrix, [{ name: 'PUT /api/services', allowed: ['L1'], call: editRow }]);
});
