import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { serviceGroups, servicePrices } from '../../db/schema/price-list.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let matrix: AccessMatrix;
let chief: BuiltUser;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
  chief = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
});
afterAll(async () => t.close());

const log = (query: string, headers = chief.headers) => t.app.inject({ method: 'GET', url: `/api/admin-panel/audit${query}`, headers });

describeAccess(() => matrix, [
  { name: 'GET /api/admin-panel/audit', allowed: ['L1'], allowedStatus: 200, call: (headers) => t.app.inject({ method: 'GET', url: '/api/admin-panel/audit', headers }) },
]);

describe('the action log', () => {
  it('records a moderator publishing, rejecting and taking down goods, with who, what and the states before and after', async () => {
    const seller = await buildSeller(t.database.db);
    const waiting = await buildGoods(t.database.db, { sellerId: seller.id, status: 'moderation', name: 'Кабель ВВГнг 3х2,5' });
    const published = await buildGoods(t.database.db, { sellerId: seller.id, name: 'Задвижка 30с41нж' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${waiting.id}/publish`, headers: admin.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${published.id}/reject`, headers: admin.headers, payload: { reason: 'Нет фото' } })).statusCode,
    ).toBe(200);

    const res = await log(`?targetType=tmc&targetId=${waiting.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'tmc.publish',
        targetType: 'tmc',
        targetId: String(waiting.id),
        targetLabel: 'Кабель ВВГнг 3х2,5',
        before: { status: 'moderation', rejectReason: null },
        after: { status: 'published', rejectReason: null },
      }),
    ]);
    const takeDown = (await log(`?action=tmc.take-down&targetId=${published.id}`)).json();
    expect(takeDown.items).toHaveLength(1);
    expect(takeDown.items[0]).toMatchObject({ before: { status: 'published' }, after: { status: 'rejected', rejectReason: 'Нет фото' } });
  });

  it('records nothing when the action is refused', async () => {
    const seller = await buildSeller(t.database.db);
    const rejected = await buildGoods(t.database.db, { sellerId: seller.id, status: 'rejected', rejectReason: 'Дубль' });
    // Only goods in moderation or published can be rejected: 409, and no row in the log.
    const res = await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${rejected.id}/reject`, headers: admin.headers, payload: { reason: 'Ещё раз' } });
    expect(res.statusCode).toBe(409);
    expect((await log(`?targetType=tmc&targetId=${rejected.id}`)).json().total).toBe(0);
  });

  it('records a price change of the chief administrator', async () => {
    const db = t.database.db;
    const [group] = await db.insert(serviceGroups).values({ name: 'Размещение', position: 0 }).returning();
    const [row] = await db.insert(servicePrices).values({ groupId: group!.id, tier: 'gold', amount: 'до 2000', sumTmc: '—', price: 40000, validityPeriod: 'бессрочно', position: 0 }).returning();
    const res = await t.app.inject({ method: 'PUT', url: '/api/services', headers: chief.headers, payload: { id: row!.id, price: 45000, validityPeriod: '12 месяцев' } });
    expect(res.statusCode).toBe(200);
    const entries = (await log(`?action=price-list.update&targetId=${row!.id}`)).json().items;
    expect(entries).toEqual([
      expect.objectContaining({ actorEmail: chief.email, before: { price: 40000, validityPeriod: 'бессрочно' }, after: { price: 45000, validityPeriod: '12 месяцев' } }),
    ]);
  });

  it('filters by actor prefix and by Moscow days, newest first, in pages from 0', async () => {
    const db = t.database.db;
    const actor = await buildUser(db, { role: 'ADMIN', permission: 'L2', email: `filter-${Date.now()}@example.ru` });
    await db.insert(auditLog).values([
      { actorId: actor.id, actorEmail: actor.email, action: 'seller.block', targetType: 'seller', targetId: 'a', createdAt: new Date('2026-03-01T20:59:00Z') }, // 23:59 Moscow, 1 March
      { actorId: actor.id, actorEmail: actor.email, action: 'seller.unblock', targetType: 'seller', targetId: 'a', createdAt: new Date('2026-03-01T21:01:00Z') }, // 00:01 Moscow, 2 March
      { actorId: actor.id, actorEmail: actor.email, action: 'seller.block', targetType: 'seller', targetId: 'a', createdAt: new Date('2026-03-03T09:00:00Z') },
    ]);
    const march2 = (await log(`?actor=filter-&from=2026-03-02&to=2026-03-02`)).json();
    expect(march2.items.map((e: { action: string }) => e.action)).toEqual(['seller.unblock']);
    const all = (await log(`?actor=${encodeURIComponent(actor.email.toUpperCase())}&size=2`)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((e: { createdAt: string }) => e.createdAt)).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-01T21:01:00.000Z']);
    const second = (await log(`?actor=${encodeURIComponent(actor.email)}&size=2&page=1`)).json();
    expect(second.items).toHaveLength(1);
    // A prefix's own wildcard characters are taken literally.
    expect((await log(`?actor=%25`)).json().total).toBe(0);
  });

  it('refuses bad filters with Russian messages', async () => {
    const reversed = await log('?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBe('Начало периода позже конца');
    const unknown = await log('?action=drop.table');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.action).toBe('Неизвестное действие');
  });
});
