import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moscowDate } from '../../lib/moscow-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = (offsetDays: number) => moscowDate(new Date(Date.now() + offsetDays * 86_400_000));

describe('GET /api/auth/premium-sellers', () => {
  it('lists sellers whose premium period covers today, with business cards, sorted by title', async () => {
    const db = t.database.db;
    await buildSeller(db, { title: 'ООО «Бета»', premiumStart: day(-10), premiumEnd: day(10), withCard: true });
    await buildSeller(db, { title: 'АО «Альфа»', premiumStart: day(-1), premiumEnd: day(0), withCard: true });
    await buildSeller(db, { title: 'ООО «Просрочен»', premiumStart: day(-30), premiumEnd: day(-1) });
    await buildSeller(db, { title: 'ООО «Будущий»', premiumStart: day(1), premiumEnd: day(30) });
    await buildSeller(db, { title: 'ООО «Обычный»' });
    await buildSeller(db, { title: 'ООО «Удалён»', premiumStart: day(-1), premiumEnd: day(1), deletedAt: new Date() });
    await buildSeller(db, { title: 'ООО «Заблокирован»', premiumStart: day(-1), premiumEnd: day(1), blocked: true });

    const res = await t.app.inject({ method: 'GET', url: '/api/auth/premium-sellers?page=0&size=1000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((s: { title: string }) => s.title)).toEqual(['АО «Альфа»', 'ООО «Бета»']);
    expect(body).toMatchObject({ page: 0, size: 1000, total: 2 });
    expect(body.items[0].businessCard).toMatchObject({ title: 'АО «Альфа»', address: 'г. Москва, ул. Складская, д. 1' });
    expect(body.items[0].sellerCode).toMatch(/^\d{6}$/);

    const second = await t.app.inject({ method: 'GET', url: '/api/auth/premium-sellers?page=1&size=1' });
    expect(second.json().items.map((s: { title: string }) => s.title)).toEqual(['ООО «Бета»']);
  });

  it('rejects a bad page size in Russian', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/premium-sellers?page=-1&size=5000' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['page', 'size']));
  });
});
