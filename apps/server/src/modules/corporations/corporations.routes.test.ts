// Corporations: who may call each endpoint (every caller of the access matrix), the administrators'
// changes with their log, the public page's data (sellers, suggestions newest first), and bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { corporations } from '../../db/schema/sellers.ts';
import { createAccessMatrix, describeAccess, EVERYONE, PLATFORM_ADMINS, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let matrix: AccessMatrix;
let shown: string;
let hidden: string;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
  const [a, b] = await t.database.db
    .insert(corporations)
    .values([{ title: 'Металлоинвест Групп' }, { title: 'Блокированная корпорация', blocked: true }])
    .returning();
  shown = a!.id;
  hidden = b!.id;
});
afterAll(async () => t.close());

let counter = 0;
const fresh = () => `Корпорация ${Date.now()}-${++counter}`;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describeAccess(
  () => matrix,
  [
    { name: 'GET list/unblocked', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', '/api/corporations/list/unblocked', h) },
    { name: 'GET list', allowed: PLATFORM_ADMINS, allowedStatus: 200, call: (h) => inject('GET', '/api/corporations/list', h) },
    { name: 'GET search', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', '/api/corporations/search?q=метал', h) },
    { name: 'POST add', allowed: PLATFORM_ADMINS, allowedStatus: 201, call: (h) => inject('POST', '/api/corporations/add', h, { title: fresh() }) },
    {
      name: 'PUT update',
      allowed: PLATFORM_ADMINS,
      allowedStatus: 200,
      call: async (h) => {
        const [c] = await t.database.db.insert(corporations).values({ title: fresh() }).returning();
        return inject('PUT', '/api/corporations/update', h, { id: c!.id, title: fresh() });
      },
    },
    {
      name: 'DELETE delete?id',
      allowed: PLATFORM_ADMINS,
      allowedStatus: 204,
      call: async (h) => {
        const [c] = await t.database.db.insert(corporations).values({ title: fresh() }).returning();
        return inject('DELETE', `/api/corporations/delete?id=${c!.id}`, h);
      },
    },
    { name: 'GET /{id}', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', `/api/corporations/${shown}`, h) },
    { name: 'GET /{id}/sellers', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', `/api/corporations/${shown}/sellers`, h) },
    { name: 'GET /{id}/suggestions', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', `/api/corporations/${shown}/suggestions`, h) },
    { name: 'GET /{id} of a blocked one', allowed: PLATFORM_ADMINS, refused: 'hidden', call: (h) => inject('GET', `/api/corporations/${hidden}`, h) },
  ],
);

describe('corporations', () => {
  it('an administrator creates one with sellers, edits and blocks it, each change logged; blocked ones leave the dropdown', async () => {
    const db = t.database.db;
    const s1 = await buildSeller(db, { title: 'АО «Первый»' });
    const s2 = await buildSeller(db, { title: 'ООО «Второй»' });
    const admin = matrix.users.L2.headers;
    const created = await inject('POST', '/api/corporations/add', admin, { title: '  Уралхолдинг  ', sellerCodes: [s1.sellerCode, s2.sellerCode] });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ title: 'Уралхолдинг', blocked: false });
    expect(created.json().sellers.map((s: { title: string }) => s.title)).toEqual(['АО «Первый»', 'ООО «Второй»']);

    const taken = await inject('POST', '/api/corporations/add', admin, { title: 'Уралхолдинг' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Корпорация с таким названием уже есть');

    const blocked = await inject('PUT', '/api/corporations/update', admin, { id, title: 'Уралхолдинг', blocked: true, sellerCodes: [s2.sellerCode] });
    expect(blocked.json().sellers.map((s: { title: string }) => s.title)).toEqual(['ООО «Второй»']);
    const dropdown = (await inject('GET', '/api/corporations/list/unblocked')).json().items.map((c: { id: string }) => c.id);
    expect(dropdown).not.toContain(id);
    expect((await inject('GET', `/api/corporations/${id}`)).statusCode).toBe(404);

    const log = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(log.map((r) => r.action).sort()).toEqual(['corporation.create', 'corporation.update']);
    const update = log.find((r) => r.action === 'corporation.update')!;
    expect(update.before).toMatchObject({ blocked: false, sellerCodes: [s1.sellerCode, s2.sellerCode].sort() });
    expect(update.after).toMatchObject({ blocked: true, sellerCodes: [s2.sellerCode] });

    expect((await inject('DELETE', `/api/corporations/delete?id=${id}`, admin)).statusCode).toBe(204);
    expect(await db.select().from(corporations).where(eq(corporations.id, id))).toEqual([]);
  });

  it("suggests its sellers' published goods, newest first, with the goods filters and pages", async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const outsider = await buildSeller(db);
    const made = await inject('POST', '/api/corporations/add', matrix.users.L1.headers, { title: fresh(), sellerCodes: [seller.sellerCode] });
    const id = made.json().id;
    await buildGoods(db, { sellerId: seller.id, name: 'Швеллер 10П', publishedAt: new Date(Date.now() - 86_400_000), region: '66' });
    await buildGoods(db, { sellerId: seller.id, name: 'Уголок 50х50', publishedAt: new Date(), region: '77' });
    await buildGoods(db, { sellerId: seller.id, name: 'Черновик', status: 'moderation' });
    await buildGoods(db, { sellerId: outsider.id, name: 'Чужой уголок' });
    const all = await inject('GET', `/api/corporations/${id}/suggestions`);
    expect(all.json().items.map((i: { name: string }) => i.name)).toEqual(['Уголок 50х50', 'Швеллер 10П']);
    const filtered = await inject('GET', `/api/corporations/${id}/suggestions?region=66`);
    expect(filtered.json().items.map((i: { name: string }) => i.name)).toEqual(['Швеллер 10П']);
    const second = await inject('GET', `/api/corporations/${id}/suggestions?size=1&page=1`);
    expect(second.json()).toMatchObject({ page: 1, size: 1, total: 2 });
    expect(second.json().items.map((i: { name: string }) => i.name)).toEqual(['Швеллер 10П']);
    const found = await inject('GET', `/api/corporations/search?q=${encodeURIComponent(made.json().title.slice(0, 10))}`);
    expect(found.json().items.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('refuses a corporation id that is not a UUID, an empty title and an unknown seller in Russian, writing nothing', async () => {
    for (const url of ['/api/corporations/42', '/api/corporations/abc/suggestions', '/api/corporations/abc/sellers']) {
      const res = await inject('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields.id).toBe('Неверный идентификатор корпорации');
    }
    const admin = matrix.users.L1.headers;
    const del = await inject('DELETE', '/api/corporations/delete?id=42', admin);
    expect(del.json().error.fields.id).toBe('Неверный идентификатор корпорации');
    const upd = await inject('PUT', '/api/corporations/update', admin, { id: 'not-a-uuid', title: 'x' });
    expect(upd.json().error.fields.id).toBe('Неверный идентификатор корпорации');
    const before = (await t.database.db.select().from(corporations)).length;
    const empty = await inject('POST', '/api/corporations/add', admin, { title: '   ' });
    expect(empty.json().error.fields.title).toBe('Название корпорации обязательно');
    const unknown = await inject('POST', '/api/corporations/add', admin, { title: fresh(), sellerCodes: ['000001'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.sellerCodes).toBe('Нет поставщика с кодом 000001');
    expect((await t.database.db.select().from(corporations)).length).toBe(before);
  });
});
