// Nothing an administrator does is untraceable (issue 11, item 8; DESIGN.md section 12). Every write route
// that only administrators may call — found from the routes themselves: its guard lets an ADMIN through and
// refuses buyers and representatives — is listed below with a call that succeeds, and each call must leave
// its row in the action log with the administrator as the actor. A new route of that kind fails the first
// test until it is listed here (and writes its row), or is listed among the reads that are sent by POST.
// Routes that others may call too, where an administrator acts on someone else's account, are listed as well.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AuditAction } from '@tmc/shared/audit-schemas';
import type { Principal } from '@tmc/shared/roles';
import { auditLog } from './db/schema/audit.ts';
import { servicePrices, serviceGroups } from './db/schema/price-list.ts';
import { runningLines } from './db/schema/running-line.ts';
import { corporations } from './db/schema/sellers.ts';
import { subscriptions } from './db/schema/subscriptions.ts';
import { buildSeller, buildUser, randomEmail, randomInn, type BuiltUser } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { buildGoods } from './modules/tmc/tmc-test-factories.ts';
import { sentFields } from './modules/audit/audit-requests.ts';

let t: TestApp;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
});
afterAll(async () => t.close());

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function sellerWithRep() {
  const seller = await buildSeller(db(), { title: `ООО «Журнал ${unique()}»` });
  const rep = await buildUser(db(), { role: 'REPRESENTATIVE', sellerId: seller.id });
  return { seller, rep };
}

/** A route and the action-log row its successful call must leave. */
interface Audited {
  action: AuditAction;
  run: () => Promise<LightMyRequestResponse>;
}

const AUDITED: Record<string, Audited> = {
  'POST /api/admin-panel/user/allow-placement': {
    action: 'user.allow-placement',
    run: async () => call('POST', '/api/admin-panel/user/allow-placement', { id: (await buildUser(db())).id, allowed: true }),
  },
  'POST /api/admin-panel/day-slogan/update': {
    action: 'content.day-slogan',
    run: () => call('POST', '/api/admin-panel/day-slogan/update', { daySlogan: `Слоган ${unique()}` }),
  },
  'POST /api/admin-panel/seller/create': {
    action: 'seller.create',
    run: () => call('POST', '/api/admin-panel/seller/create', { title: `ООО «Новый ${unique()}»`, inn: randomInn(), email: randomEmail('rep') }),
  },
  'PUT /api/admin-panel/seller/update': {
    action: 'seller.update',
    run: async () => {
      const { seller } = await sellerWithRep();
      return call('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: `${seller.title} изм.`, inn: seller.inn, email: randomEmail('s') });
    },
  },
  'PUT /api/admin-panel/seller/end-condition': {
    action: 'seller.end-condition',
    run: async () => call('PUT', `/api/admin-panel/seller/end-condition?sellerCode=${(await sellerWithRep()).seller.sellerCode}`, { endConditionAt: '2020-01-01' }),
  },
  'PUT /api/admin-panel/seller/trusted': {
    action: 'seller.trusted',
    run: async () => call('PUT', `/api/admin-panel/seller/trusted?sellerCode=${(await sellerWithRep()).seller.sellerCode}`, { trusted: true }),
  },
  'PUT /api/admin-panel/block/:username': {
    action: 'seller.block',
    run: async () => call('PUT', `/api/admin-panel/block/${(await sellerWithRep()).seller.sellerCode}`, { reason: 'Проверка журнала' }),
  },
  'PUT /api/admin-panel/unblock/:username': {
    action: 'seller.unblock',
    run: async () => {
      const seller = await buildSeller(db(), { blocked: true, blockReason: 'x' });
      return call('PUT', `/api/admin-panel/unblock/${seller.sellerCode}`);
    },
  },
  'DELETE /api/admin-panel/delete': {
    action: 'seller.delete',
    run: async () => call('DELETE', `/api/admin-panel/delete?sellerCode=${(await sellerWithRep()).seller.sellerCode}`),
  },
  'POST /api/admin-panel/add-premium': {
    action: 'seller.premium-add',
    run: async () => call('POST', `/api/admin-panel/add-premium?sellerCode=${(await sellerWithRep()).seller.sellerCode}`, { start: '2026-01-01', end: '2026-12-31' }),
  },
  'POST /api/admin-panel/remove-premium': {
    action: 'seller.premium-remove',
    run: async () => {
      const seller = await buildSeller(db(), { premiumStart: '2026-01-01', premiumEnd: '2026-12-31' });
      return call('POST', `/api/admin-panel/remove-premium?sellerCode=${seller.sellerCode}`);
    },
  },
  'POST /api/admin-panel/seller/input': {
    // The link's use is the entry, logged as the administrator's when the link is exchanged for a session.
    action: 'seller.input',
    run: async () => {
      const link = (await call('POST', `/api/admin-panel/seller/input?sellerCode=${(await sellerWithRep()).seller.sellerCode}`)).json();
      return t.app.inject({ method: 'POST', url: '/api/auth/seller-input', payload: { token: link.token } });
    },
  },
  'POST /api/admin-panel/curators/create': {
    action: 'user.create',
    run: () => call('POST', '/api/admin-panel/curators/create', { username: `curator-${unique()}`, email: randomEmail('curator') }),
  },
  'POST /api/admin-panel/dispetcher/create/': {
    action: 'user.create',
    run: () => call('POST', '/api/admin-panel/dispetcher/create/', { username: `disp-${unique()}`, email: randomEmail('disp') }),
  },
  'PUT /api/services': {
    action: 'price-list.update',
    run: async () => {
      const [group] = await db().insert(serviceGroups).values({ name: 'Размещение ТМЦ', position: 0 }).returning();
      const [row] = await db()
        .insert(servicePrices)
        .values({ groupId: group!.id, tier: 'gold', amount: 'до 2000', sumTmc: 'до 50 000 000', price: 40000, validityPeriod: 'бессрочно', position: 0 })
        .returning();
      return call('PUT', '/api/services', { id: row!.id, price: 41000, validityPeriod: 'бессрочно' });
    },
  },
  'POST /api/running/line/add': {
    action: 'running-line.add',
    run: () => call('POST', '/api/running/line/add', { type: 'main', text: `Новости ${unique()}` }),
  },
  'DELETE /api/running/line/:id': {
    action: 'running-line.remove',
    run: async () => {
      const [line] = await db().insert(runningLines).values({ type: 'main', text: 'Старая строка' }).returning();
      return call('DELETE', `/api/running/line/${line!.id}`);
    },
  },
  'POST /api/corporations/add': {
    action: 'corporation.create',
    run: () => call('POST', '/api/corporations/add', { title: `Корпорация ${unique()}` }),
  },
  'PUT /api/corporations/update': {
    action: 'corporation.update',
    run: async () => {
      const [c] = await db().insert(corporations).values({ title: `Корпорация ${unique()}` }).returning();
      return call('PUT', '/api/corporations/update', { id: c!.id, title: `Корпорация ${unique()}` });
    },
  },
  'DELETE /api/corporations/delete': {
    action: 'corporation.delete',
    run: async () => {
      const [c] = await db().insert(corporations).values({ title: `Корпорация ${unique()}` }).returning();
      return call('DELETE', `/api/corporations/delete?id=${c!.id}`);
    },
  },
  'PUT /api/tmc/admin/:id/publish': {
    action: 'tmc.publish',
    run: async () => call('PUT', `/api/tmc/admin/${(await buildGoods(db(), { sellerId: (await sellerWithRep()).seller.id, status: 'moderation' })).id}/publish`),
  },
  'PUT /api/tmc/admin/:id/reject': {
    action: 'tmc.reject',
    run: async () =>
      call('PUT', `/api/tmc/admin/${(await buildGoods(db(), { sellerId: (await sellerWithRep()).seller.id, status: 'moderation' })).id}/reject`, { reason: 'Нет фото' }),
  },
  'PUT /api/tmc/admin/:id/reviewed': {
    action: 'tmc.review',
    run: async () => call('PUT', `/api/tmc/admin/${(await buildGoods(db(), { sellerId: (await sellerWithRep()).seller.id, postModeration: true })).id}/reviewed`),
  },
  'PUT /api/billing/invoices/:id/paid': {
    action: 'invoice.paid',
    run: async () => {
      const { seller } = await sellerWithRep();
      const buyer = await buildUser(db(), { inn: randomInn(), title: 'ООО «Покупатель»' });
      const goods = await buildGoods(db(), { sellerId: seller.id });
      const entry = (await call('POST', '/api/cart', { tmcId: goods.id }, buyer.headers)).json();
      const order = (await call('POST', `/api/cart/${entry.id}/order`, undefined, buyer.headers)).json();
      return call('PUT', `/api/billing/invoices/${order.invoice.id}/paid`);
    },
  },
  'POST /api/blog/admin/posts': {
    action: 'blog.create',
    run: () => call('POST', '/api/blog/admin/posts', { title: `Статья ${unique()}`, bodyMd: 'Текст статьи', published: true }),
  },
  'PUT /api/blog/admin/posts/:id': {
    action: 'blog.update',
    run: async () => {
      const post = (await call('POST', '/api/blog/admin/posts', { title: `Статья ${unique()}`, bodyMd: 'Текст', published: false })).json();
      return call('PUT', `/api/blog/admin/posts/${post.id}`, { title: post.title, bodyMd: 'Новый текст', published: true });
    },
  },
  'DELETE /api/blog/admin/posts/:id': {
    action: 'blog.delete',
    run: async () => {
      const post = (await call('POST', '/api/blog/admin/posts', { title: `Статья ${unique()}`, bodyMd: 'Текст', published: false })).json();
      return call('DELETE', `/api/blog/admin/posts/${post.id}`);
    },
  },
  'PUT /api/reviews/:id/status': {
    action: 'review.status',
    run: async () => {
      const author = await buildUser(db());
      const review = (await call('POST', '/api/reviews', { text: 'Удобный поиск по остаткам', rating: 5 }, author.headers)).json();
      return call('PUT', `/api/reviews/${review.id}/status`, { status: 'approved' });
    },
  },
  'PUT /api/tiers/admin/sellers/:sellerCode': {
    action: 'seller.tier',
    run: async () => call('PUT', `/api/tiers/admin/sellers/${(await sellerWithRep()).seller.sellerCode}`, { tariff: 'gold', endsAt: null }),
  },
  'PUT /api/subscriptions/admin/:userId': {
    action: 'subscription.update',
    run: async () => {
      const buyer = await buildUser(db());
      await db().insert(subscriptions).values({ userId: buyer.id, type: 'up_to_10', startedAt: new Date(), expiredAt: new Date(Date.now() + 86_400_000) });
      return call('PUT', `/api/subscriptions/admin/${buyer.id}`, { type: 'up_to_50', expiredAt: '2099-12-31' });
    },
  },
};

/** Administrators' calls on routes others may call too, where the administrator acts on someone else. */
const AUDITED_ALSO: Record<string, Audited> = {
  'PUT /api/admin-panel/user/update?id': {
    action: 'user.update',
    run: async () => call('PUT', `/api/admin-panel/user/update?id=${(await buildUser(db())).id}`, { comment: 'Звонил, просил счёт' }),
  },
};

/** Admin-only routes sent by POST that only read: nothing changes, so nothing is logged. */
const READS_BY_POST = new Set(['POST /api/admin-panel/information', 'POST /api/admin-panel/information/xlsx', 'POST /api/request/list']);

const caller = (role: Principal['role'], permission: Principal['permission']): Principal => ({ role, permission });
const OTHERS = [caller('BUYER', 'STANDART'), caller('REPRESENTATIVE', 'STANDART')];
const ADMINS = (['L1', 'L2', 'L3', 'L4'] as const).map((level) => caller('ADMIN', level));

describe('the action log covers every administrator-only write', () => {
  it('lists every such route here, and nothing that is not one', () => {
    const adminOnlyWrites = t.app.routeGuards
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'GET' && r.access !== null)
      .filter((r) => ADMINS.some((p) => r.access!(p)) && !OTHERS.some((p) => r.access!(p)))
      .map((r) => `${r.method} ${r.url}`);
    expect(adminOnlyWrites.length).toBeGreaterThan(25);
    expect([...new Set(adminOnlyWrites)].sort()).toEqual([...Object.keys(AUDITED), ...READS_BY_POST].sort());
  });

  it.each(Object.entries({ ...AUDITED, ...AUDITED_ALSO }))('%s writes its row with the administrator as the actor', async (_route, { action, run }) => {
    const rows = async () => (await db().select({ n: count() }).from(auditLog).where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, action))))[0]!.n;
    const before = await rows();
    const res = await run();
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await rows()).toBe(before + 1);
  });
});

describe("an administrator's edit of another user", () => {
  it('is logged with the fields it changed, before and after, and an edit that changes nothing is not', async () => {
    const user = await buildUser(db(), { inn: randomInn(), title: 'ООО «Старое»' });
    const res = await call('PUT', `/api/admin-panel/user/update?id=${user.id}`, { title: 'ООО «Новое»', comment: 'Сменили название', enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    const log = await db().select().from(auditLog).where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.update')));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      targetLabel: user.email,
      before: { title: 'ООО «Старое»', comment: null },
      after: { title: 'ООО «Новое»', comment: 'Сменили название' },
    });
    // `enabled` was sent as it was: not a change, not in the row.
    expect(log[0]!.after).not.toHaveProperty('enabled');

    await call('PUT', `/api/admin-panel/user/update?id=${user.id}`, { comment: 'Сменили название' });
    expect(await db().select().from(auditLog).where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.update')))).toHaveLength(1);

    // A user's edit of its own profile is not an administrator's action.
    await call('PUT', '/api/admin-panel/user/update', { title: 'ООО «Своё»' }, user.headers);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, user.id))).toHaveLength(1);
  });
});

describe('writes with no row of their own', () => {
  const goods = (name: string) => ({ name, unit: '796', quantity: 4, price: 1500, vat: '20', region: '77', year: 2023 });
  const rowsOf = (action: AuditAction, targetId: string) =>
    db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it("an administrator's call on a route others may call too is logged with the route and the fields sent, a representative's is not", async () => {
    const { seller, rep } = await sellerWithRep();
    const name = `Задвижка журнал ${unique()}`;
    const placed = await call('POST', '/api/tmc/save', { ...goods(name), sellerCode: seller.sellerCode });
    expect(placed.statusCode, placed.body).toBe(201);
    const rows = (await rowsOf('request.write', 'POST /api/tmc/save')).filter((r) => r.after?.['name'] === name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'request', targetLabel: '/api/tmc/save' });
    expect(rows[0]!.after).toMatchObject({ status: 201, sellerCode: seller.sellerCode, price: 1500 });

    const own = `Задвижка своя ${unique()}`;
    expect((await call('POST', '/api/tmc/save', goods(own), rep.headers)).statusCode).toBe(201);
    expect((await rowsOf('request.write', 'POST /api/tmc/save')).filter((r) => r.after?.['name'] === own)).toHaveLength(0);
  });

  it('a refused call, a sign-out and a route that writes its own row leave no generic row', async () => {
    const before = (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, 'request')))[0]!.n;
    expect((await call('POST', '/api/tmc/save', { ...goods('Без поставщика'), sellerCode: '000000' })).statusCode).toBeGreaterThanOrEqual(400);
    const other = await buildUser(db(), { role: 'ADMIN', permission: 'L2' });
    expect((await call('POST', '/api/auth/logout', undefined, other.headers)).statusCode).toBe(204);
    expect((await call('POST', '/api/admin-panel/day-slogan/update', { daySlogan: `Слоган ${unique()}` })).statusCode).toBe(200);
    expect((await db().select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, 'request')))[0]!.n).toBe(before);
  });

  it("everything done in a seller's cabinet after 'Войти' is logged as the administrator's, secrets hidden", async () => {
    const { seller, rep } = await sellerWithRep();
    const link = (await call('POST', `/api/admin-panel/seller/input?sellerCode=${seller.sellerCode}`)).json();
    const session = (await t.app.inject({ method: 'POST', url: '/api/auth/seller-input', payload: { token: link.token } })).json();
    const entered = { authorization: `Bearer ${session.token}` };
    const res = await call('PUT', `/api/cabinet/${seller.sellerCode}/mail-preferences`, { interest: false, deals: true }, entered);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsOf('request.as-seller', 'PUT /api/cabinet/:sellerCode/mail-preferences');
    expect(row).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetLabel: `/api/cabinet/${seller.sellerCode}/mail-preferences` });
    expect(row!.after).toEqual({ status: 200, asUser: rep.email, interest: false, deals: true });
  });

  it('keeps the fields sent small and without secrets', () => {
    expect(sentFields({ password: 'x', newToken: 'y', name: 'а'.repeat(250), ids: [1, 2], words: ['a', 'b'], nested: { a: 1 }, n: 5, ok: true, none: null })).toEqual({
      password: '***',
      newToken: '***',
      name: `${'а'.repeat(200)}…`,
      ids: [1, 2],
      words: '[2]',
      nested: '{…}',
      n: 5,
      ok: true,
      none: null,
    });
    expect(sentFields(undefined)).toBeNull();
    expect(sentFields(Buffer.from('x'))).toBeNull();
  });
});
