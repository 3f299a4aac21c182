import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ADMIN_MESSAGES, SUBSCRIPTION_MESSAGES } from '@tmc/shared/subscription-schemas';
import { auditLog } from '../../db/schema/audit.ts';
import { invoices } from '../../db/schema/billing.ts';
import { createAccessMatrix, describeAccess, SIGNED_IN, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addCalendarMonths } from '@tmc/shared/seller-tiers';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const fullBuyer = () => buildUser(t.database.db, { inn: randomInn(), title: 'ООО «Подписчик»' });

/** A buyer with a paid subscription (the invoice marked paid at `at`). */
async function subscribed(type: 'up_to_10' | 'up_to_50' = 'up_to_10', at = new Date()) {
  const buyer = await fullBuyer();
  const order = (await inject('POST', '/api/subscriptions/pay', buyer.headers, { duration: 'month', type })).json();
  await payOrder(order.id, at);
  return buyer;
}

async function payOrder(orderId: string, at: Date) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.subjectId, orderId));
  const admin = matrix.users.L1;
  return t.app.services.billing.markPaid({ id: admin.id, email: admin.email }, invoice!.id, at);
}

describe('POST /api/subscriptions/pay', () => {
  it('issues an invoice at the price-list price and changes nothing until it is paid', async () => {
    const buyer = await fullBuyer();
    const res = await inject('POST', '/api/subscriptions/pay', buyer.headers, { duration: 'quarter', type: 'up_to_50' });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ duration: 'quarter', type: 'up_to_50', invoiceStatus: 'issued', amount: 3600, periodFrom: null });
    expect(order.invoiceNumber).toMatch(/^\d+$/);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.subjectId, order.id));
    expect(invoice).toMatchObject({ kind: 'subscription', userId: buyer.id, status: 'issued', amount: 3600 });
    expect((await inject('GET', '/api/subscriptions/active', buyer.headers)).json()).toBeNull();
    const pdf = await inject('GET', `/api/subscriptions/orders/${order.id}/invoice`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another buyer cannot read this order's invoice.
    expect((await inject('GET', `/api/subscriptions/orders/${order.id}/invoice`, (await fullBuyer()).headers)).statusCode).toBe(404);
  });

  it('refuses a wrong duration or type with Russian messages, and a buyer without ИНН with empty_inn', async () => {
    const buyer = await fullBuyer();
    const bad = await inject('POST', '/api/subscriptions/pay', buyer.headers, { duration: 'week', type: 'up_to_20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ duration: SUBSCRIPTION_MESSAGES.durationRequired, type: SUBSCRIPTION_MESSAGES.typeRequired });
    const quick = await buildUser(t.database.db);
    const noInn = await inject('POST', '/api/subscriptions/pay', quick.headers, { duration: 'month', type: 'up_to_10' });
    expect(noInn.statusCode).toBe(400);
    expect(noInn.json().error.code).toBe('empty_inn');
  });

  it('gives the prices of the price list (rows the migration adds, ADMIN L1 edits them)', async () => {
    const res = await inject('GET', '/api/subscriptions/prices', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ duration: 'year', type: 'up_to_10', price: 4000 });
    expect(res.json()).toHaveLength(6);
  });
});

describe('paying the invoice', () => {
  it('starts the period at the payment; GET active answers expiredAt', async () => {
    const buyer = await fullBuyer();
    const order = (await inject('POST', '/api/subscriptions/pay', buyer.headers, { duration: 'month', type: 'up_to_10' })).json();
    const paidAt = new Date();
    await payOrder(order.id, paidAt);
    const active = (await inject('GET', '/api/subscriptions/active', buyer.headers)).json();
    expect(active).toMatchObject({ type: 'up_to_10', words: [], wordLimit: 10, digestEnabled: true });
    expect(active.expiredAt).toBe(addCalendarMonths(paidAt, 1).toISOString());
    const [listed] = (await inject('GET', '/api/subscriptions/orders', buyer.headers)).json();
    expect(listed).toMatchObject({ invoiceStatus: 'paid', periodFrom: paidAt.toISOString(), periodTo: addCalendarMonths(paidAt, 1).toISOString() });
  });

  it('extends a running period from its end (renewal), and starts afresh after it ended (injected clock)', async () => {
    const buyer = await fullBuyer();
    const first = new Date('2026-01-31T10:00:00Z');
    const pay = async (duration: string, type: string, at: Date) => {
      const order = (await inject('POST', '/api/subscriptions/pay', buyer.headers, { duration, type })).json();
      await payOrder(order.id, at);
    };
    const s = t.app.services.subscriptions;
    const user = { id: buyer.id, email: buyer.email, role: 'BUYER' as const, permission: 'STANDART' as const, sellerId: null, sessionId: 'x' };
    await pay('month', 'up_to_10', first);
    expect((await s.active(user, first))?.expiredAt).toBe('2026-02-28T10:00:00.000Z');
    // Renewed ten days before the end: a quarter from the end date, not from the payment.
    await pay('quarter', 'up_to_50', new Date('2026-02-18T10:00:00Z'));
    const renewed = await s.active(user, new Date('2026-03-01T00:00:00Z'));
    expect(renewed).toMatchObject({ expiredAt: '2026-05-28T10:00:00.000Z', startedAt: first.toISOString(), type: 'up_to_50' });
    // After the end there is no active subscription...
    expect(await s.active(user, new Date('2026-05-28T10:00:01Z'))).toBeNull();
    // ...and a payment then starts a new period at the payment.
    await pay('month', 'up_to_10', new Date('2026-07-01T00:00:00Z'));
    expect(await s.active(user, new Date('2026-07-02T00:00:00Z'))).toMatchObject({ startedAt: '2026-07-01T00:00:00.000Z', expiredAt: '2026-08-01T00:00:00.000Z' });
  });
});

describe('PUT /api/subscriptions/active', () => {
  it('keeps the words trimmed, without empty ones and repeats', async () => {
    const buyer = await subscribed();
    const res = await inject('PUT', '/api/subscriptions/active', buyer.headers, { words: ['  Труба  стальная ', '', 'труба стальная', 'Ёлка', 'елка', '   ', 'Кабель'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().words).toEqual(['Труба стальная', 'Ёлка', 'Кабель']);
    expect((await inject('GET', '/api/subscriptions/active', buyer.headers)).json().words).toEqual(['Труба стальная', 'Ёлка', 'Кабель']);
  });

  it('refuses more words than the type allows with the limit in the message (10, then 50)', async () => {
    const small = await subscribed('up_to_10');
    const eleven = Array.from({ length: 11 }, (_, i) => `Товар ${i + 1}`);
    const res = await inject('PUT', '/api/subscriptions/active', small.headers, { words: eleven });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.words).toBe(SUBSCRIPTION_MESSAGES.tooMany(10));
    expect(res.json().error.fields.words).toContain('не более 10 наименований');
    // Duplicates do not count towards the limit.
    expect((await inject('PUT', '/api/subscriptions/active', small.headers, { words: [...eleven.slice(0, 10), 'товар 1'] })).statusCode).toBe(200);
    const big = await subscribed('up_to_50');
    const fifty = Array.from({ length: 50 }, (_, i) => `Товар ${i + 1}`);
    expect((await inject('PUT', '/api/subscriptions/active', big.headers, { words: fifty })).statusCode).toBe(200);
    const over = await inject('PUT', '/api/subscriptions/active', big.headers, { words: [...fifty, 'Ещё один'] });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields.words).toBe(SUBSCRIPTION_MESSAGES.tooMany(50));
  });

  it('refuses words without an active subscription, and a word longer than 100 characters', async () => {
    const buyer = await fullBuyer();
    const none = await inject('PUT', '/api/subscriptions/active', buyer.headers, { words: ['Труба'] });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(SUBSCRIPTION_MESSAGES.notActive);
    const long = await inject('PUT', '/api/subscriptions/active', (await subscribed()).headers, { words: ['я'.repeat(101)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.words).toBe(SUBSCRIPTION_MESSAGES.wordTooLong);
  });
});

// Who may call what (testing/access-matrix.ts): subscriptions are the buyer's; the top bar of anyone
// signed in asks for the active one (null for those who cannot have one).
describe('administrators', () => {
  it('list subscriptions, active or expired, found by e-mail, organisation or ИНН', async () => {
    const active = await subscribed('up_to_50');
    const old = await subscribed('up_to_10', new Date('2025-01-10T09:00:00Z'));
    const L1 = matrix.users.L1.headers;
    const list = (query: string) => inject('GET', `/api/subscriptions/admin?${query}`, L1).then((r) => r.json());
    const found = await list(`q=${encodeURIComponent(active.email)}`);
    expect(found).toMatchObject({ total: 1, items: [{ userId: active.id, email: active.email, title: 'ООО «Подписчик»', type: 'up_to_50', wordLimit: 50, active: true, digestEnabled: true }] });
    expect((await list(`q=${encodeURIComponent(old.email)}`)).total).toBe(0);
    expect(await list(`state=expired&q=${encodeURIComponent(old.email)}`)).toMatchObject({ total: 1, items: [{ active: false, expiredAt: '2025-02-10T09:00:00.000Z' }] });
    expect((await list(`state=all&q=${encodeURIComponent('Подписчик')}&size=100`)).total).toBeGreaterThanOrEqual(2);
    expect((await inject('GET', '/api/subscriptions/admin?state=never', L1)).statusCode).toBe(400);
  });

  it('change the type and the last day (the first words kept), recorded in the action log; a past day ends it', async () => {
    const buyer = await subscribed('up_to_50');
    await inject('PUT', '/api/subscriptions/active', buyer.headers, { words: Array.from({ length: 12 }, (_, i) => `Слово ${i + 1}`) });
    const L1 = matrix.users.L1;
    const res = await inject('PUT', `/api/subscriptions/admin/${buyer.id}`, L1.headers, { type: 'up_to_10', expiredAt: '2099-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    // The last day is included: the subscription ends at midnight after it, Moscow time.
    expect(res.json()).toMatchObject({ type: 'up_to_10', wordLimit: 10, expiredAt: '2099-12-31T21:00:00.000Z', active: true });
    expect(res.json().words).toEqual(Array.from({ length: 10 }, (_, i) => `Слово ${i + 1}`));
    const [log] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'subscription.update'), eq(auditLog.targetLabel, buyer.email)));
    expect(log).toMatchObject({ actorEmail: L1.email, before: { type: 'up_to_50' }, after: { type: 'up_to_10', expiredAt: '2099-12-31T21:00:00.000Z' } });
    // The buyer sees it at once.
    expect((await inject('GET', '/api/subscriptions/active', buyer.headers)).json()).toMatchObject({ type: 'up_to_10', expiredAt: '2099-12-31T21:00:00.000Z' });

    const ended = await inject('PUT', `/api/subscriptions/admin/${buyer.id}`, L1.headers, { type: 'up_to_10', expiredAt: '2020-01-01' });
    expect(ended.json()).toMatchObject({ active: false });
    expect((await inject('GET', '/api/subscriptions/active', buyer.headers)).json()).toBeNull();

    const none = await inject('PUT', `/api/subscriptions/admin/${(await fullBuyer()).id}`, L1.headers, { type: 'up_to_10', expiredAt: '2099-01-01' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(SUBSCRIPTION_ADMIN_MESSAGES.notFound);
    const bad = await inject('PUT', `/api/subscriptions/admin/${buyer.id}`, L1.headers, { type: 'up_to_20', expiredAt: 'завтра' });
    expect(bad.json().error.fields).toMatchObject({ type: SUBSCRIPTION_MESSAGES.typeRequired, expiredAt: SUBSCRIPTION_ADMIN_MESSAGES.expiredAtRequired });
  });
});

describeAccess(
  () => matrix,
  [
    { name: 'GET /api/subscriptions/prices', allowed: ['anonymous', ...SIGNED_IN], allowedStatus: 200, call: (h) => inject('GET', '/api/subscriptions/prices', h) },
    { name: 'GET /api/subscriptions/active', allowed: SIGNED_IN, allowedStatus: 200, call: (h) => inject('GET', '/api/subscriptions/active', h) },
    { name: 'POST /api/subscriptions/pay', allowed: ['buyer'], call: (h) => inject('POST', '/api/subscriptions/pay', h, { duration: 'month', type: 'up_to_10' }) },
    { name: 'PUT /api/subscriptions/active', allowed: ['buyer'], allowedStatus: 409, call: (h) => inject('PUT', '/api/subscriptions/active', h, { words: ['Труба'] }) },
    { name: 'GET /api/subscriptions/orders', allowed: ['buyer'], allowedStatus: 200, call: (h) => inject('GET', '/api/subscriptions/orders', h) },
    { name: 'GET /api/subscriptions/admin', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => inject('GET', '/api/subscriptions/admin', h) },
    {
      name: 'PUT /api/subscriptions/admin/{userId}',
      allowed: ['L1', 'L2'],
      allowedStatus: 200,
      call: async (h) => inject('PUT', `/api/subscriptions/admin/${(await subscribed()).id}`, h, { type: 'up_to_50', expiredAt: '2099-06-30' }),
    },
    {
      name: 'GET /api/subscriptions/orders/{id}/invoice',
      allowed: ['buyer'],
      allowedStatus: 404,
      call: (h) => inject('GET', '/api/subscriptions/orders/00000000-0000-4000-8000-000000000000/invoice', h),
    },
  ],
);
