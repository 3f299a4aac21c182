// People lists for administrators (issue 11, item 6): who may read them (access matrix: ADMIN L1-L3 the
// lists and the card, L1/L2 the roles and permissions), which accounts each list holds, paging and search.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, randomInn, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const STAFF = ['L1', 'L2', 'L3'] as const;

describeAccess(
  () => matrix,
  [
    ...(['buyers', 'simplebuyers', 'placebuyers', 'sellers'] as const).map((list) => ({
      name: `GET /api/auth/${list}`,
      allowed: STAFF,
      allowedStatus: 200,
      call: (h: Record<string, string>) => get(`/api/auth/${list}?page=0&size=5`, h),
    })),
    { name: 'GET /api/admin-panel/user?id', allowed: STAFF, allowedStatus: 200, call: (h) => get(`/api/admin-panel/user?id=${matrix.users.buyer.id}`, h) },
    { name: 'GET /api/admin-panel/roles', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => get('/api/admin-panel/roles', h) },
    { name: 'GET /api/admin-panel/permissions-list', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => get('/api/admin-panel/permissions-list', h) },
  ],
);

describe('the people lists', () => {
  it('holds in each list the accounts the specification names, searched and paged', async () => {
    const tag = `people${Date.now().toString(36)}`;
    const quick = await buildUser(t.database.db, { email: `${tag}-quick@example.ru` });
    const full = await buildUser(t.database.db, { email: `${tag}-full@example.ru`, title: 'ООО «Покупатель»', inn: randomInn() });
    await t.database.db.update(users).set({ placementAllowed: true }).where(eq(users.id, full.id));
    const seller = await buildSeller(t.database.db, { title: `ООО «${tag} Склад»` });
    const rep = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id, email: `${tag}-rep@example.ru` });
    const gone = await buildUser(t.database.db, { email: `${tag}-gone@example.ru` });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const ids = async (list: string, q = tag) => ((await get(`/api/auth/${list}?q=${q}`)).json().items as Array<{ id: string }>).map((p) => p.id).sort();
    expect(await ids('buyers')).toEqual([quick.id, full.id].sort());
    expect(await ids('simplebuyers')).toEqual([quick.id]);
    expect(await ids('placebuyers')).toEqual([full.id]);
    expect(await ids('sellers')).toEqual([rep.id]);
    // The seller's title finds its representative; search ignores case.
    expect(await ids('sellers', encodeURIComponent(`${tag.toUpperCase()} СКЛАД`))).toEqual([rep.id]);

    const page0 = (await get(`/api/auth/buyers?q=${tag}&page=0&size=1`)).json();
    const page1 = (await get(`/api/auth/buyers?q=${tag}&page=1&size=1`)).json();
    expect([page0.total, page0.items.length, page1.items.length]).toEqual([2, 1, 1]);
    expect(page0.items[0].id).not.toBe(page1.items[0].id);

    const card = (await get(`/api/admin-panel/user?id=${rep.id}`)).json();
    expect(card).toMatchObject({ email: rep.email, role: 'REPRESENTATIVE', sellerCode: seller.sellerCode, simple: false });
    expect((await get(`/api/admin-panel/user?id=${quick.id}`)).json().simple).toBe(true);
    // Administrators' accounts and deleted ones have no card here.
    expect((await get(`/api/admin-panel/user?id=${admin.id}`)).statusCode).toBe(404);
    expect((await get(`/api/admin-panel/user?id=${gone.id}`)).statusCode).toBe(404);
  });

  it('refuses bad paging and a long search in Russian', async () => {
    expect((await get('/api/auth/buyers?size=1000')).statusCode).toBe(400);
    const long = await get(`/api/auth/buyers?q=${'я'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Не более 100 символов');
    expect((await get('/api/admin-panel/user?id=nope')).json().error.fields.id).toBe('Неверный идентификатор пользователя');
    const roles = (await get('/api/admin-panel/roles')).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['ADMIN', 'REPRESENTATIVE', 'BUYER']);
    expect((await get('/api/admin-panel/permissions-list')).json()).toContainEqual({ name: 'L4', title: 'Куратор' });
  });
});
