// Suppliers' tiers end to end through the API (issue 15): the free tier's 15 positions per half year, a
// tier bought by invoice and paid, renewal from the end, the end of a paid period (goods over the limit
// leave the common base and come back on renewal), EXCLUSIVE's fall to GOLD terms, the administrators'
// list and direct setting. Time rules run on an injected clock.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_LIMIT_ERROR_CODE, tierLimitMessage, FREE_TIER_TERMS } from '@tmc/shared/seller-tiers';
import { TIER_MESSAGES } from '@tmc/shared/tier-schemas';
import { tmcCreateInputSchema } from '@tmc/shared/tmc-schemas';
import { auditLog } from '../../db/schema/audit.ts';
import { invoices } from '../../db/schema/billing.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { tmc } from '../../db/schema/tmc.ts';
import { buildSeller, buildTierPriceList, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let admin: BuiltUser;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await buildTierPriceList(db());
  admin = await buildUser(db(), { role: 'ADMIN', permission: 'L1' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function supplier(values: Partial<typeof sellers.$inferInsert> = {}) {
  const seller = await buildSeller(db(), { region: '77', ...values });
  const rep = await buildUser(db(), { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
  return { seller, rep };
}

/** The representative as the services see a signed-in user. */
const asUser = (rep: BuiltUser, sellerId: string): AuthUser => ({ id: rep.id, email: rep.email, role: 'REPRESENTATIVE', permission: 'STANDART', sellerId, sessionId: 'test' });

const goods = (i: number) => ({ name: `Подшипник 62${String(i).padStart(2, '0')}-2RS`, unit: '796', quantity: 10, price: 150, vat: '20', region: '77' });
const place = (rep: BuiltUser, i: number) => inject('POST', '/api/tmc/save', rep.headers, goods(i));

/** Orders a tier as the representative and marks its invoice paid at `at`. */
async function buy(rep: BuiltUser, sellerCode: string, tier: string, at: Date) {
  const order = await inject('POST', `/api/tiers/sellers/${sellerCode}/orders`, rep.headers, { tier });
  expect(order.statusCode, order.body).toBe(201);
  const [invoice] = await db().select().from(invoices).where(eq(invoices.subjectId, order.json().id));
  await t.app.services.billing.markPaid({ id: admin.id, email: admin.email }, invoice!.id, at);
  return { order: order.json(), invoice: invoice! };
}

const sellerRow = async (id: string) => (await db().select().from(sellers).where(eq(sellers.id, id)))[0]!;
const statuses = async (sellerId: string) => {
  const rows = await db().select({ status: tmc.status }).from(tmc).where(eq(tmc.sellerId, sellerId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};
const publicCount = async (sellerCode: string) => (await inject('GET', `/api/tmc/search?seller_code=${sellerCode}&size=100`, {})).json().total as number;

describe('the free tier', () => {
  it('takes 15 placements and refuses the 16th with the limit named and the tariff page offered', async () => {
    const { seller, rep } = await supplier();
    for (let i = 1; i <= 15; i++) expect((await place(rep, i)).statusCode).toBe(201);
    const refused = await place(rep, 16);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: TIER_LIMIT_ERROR_CODE, message: tierLimitMessage(FREE_TIER_TERMS) });
    expect(refused.json().error.message).toContain('15 позиций за полгода');
    expect(refused.json().error.message).toContain('«Тарифы»');
    expect((await db().select().from(tmc).where(eq(tmc.sellerId, seller.id))).length).toBe(15);
    // The cabinet says the same.
    const state = (await inject('GET', `/api/tiers/sellers/${seller.sellerCode}`, rep.headers)).json();
    expect(state).toMatchObject({ tariff: 'free', effective: 'free', limit: 15, window: 'half-year', used: 15, room: 0, mode: 'owner' });
  });

  it('counts only the last half year (injected clock): goods placed more than six months ago free their places', async () => {
    const { seller, rep } = await supplier();
    const now = new Date();
    // Placed seven months ago and still published: outside the window.
    for (let i = 0; i < 15; i++) await buildGoods(db(), { sellerId: seller.id, createdAt: new Date(now.getTime() - 213 * DAY) });
    const tmcService = t.app.services.tmc;
    const user = asUser(rep, seller.id);
    const input = (i: number) => tmcCreateInputSchema.parse(goods(i));
    for (let i = 1; i <= 15; i++) await tmcService.create(user, input(i), now);
    await expect(tmcService.create(user, input(16), now)).rejects.toMatchObject({ code: TIER_LIMIT_ERROR_CODE });
    // Five months on, the fifteen are still inside the half year; six months and a day on, they are not.
    await expect(tmcService.create(user, input(17), new Date(now.getTime() + 150 * DAY))).rejects.toMatchObject({ code: TIER_LIMIT_ERROR_CODE });
    const later = await tmcService.create(user, input(18), new Date(now.getTime() + 185 * DAY));
    expect(later.status).toBe('moderation');
  });
});

describe('a tier bought by invoice', () => {
  it('issues an invoice to the seller at the price-list price and changes nothing until an administrator marks it paid', async () => {
    const { seller, rep } = await supplier({ legalEntity: 'Общество с ограниченной ответственностью «Склад»', kpp: '770101001' });
    for (let i = 1; i <= 15; i++) await place(rep, i);
    const res = await inject('POST', `/api/tiers/sellers/${seller.sellerCode}/orders`, rep.headers, { tier: 'one-off' });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ tariff: 'one-off', price: 5000, validityPeriod: '6 месяцев', invoiceStatus: 'issued', periodFrom: null });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.subjectId, order.id));
    expect(invoice).toMatchObject({ kind: 'tier', sellerId: seller.id, userId: rep.id, status: 'issued', amount: 5000, subject: 'Тариф «Разовый»: до 100 позиций, 6 месяцев' });
    expect(invoice!.payer).toMatchObject({ name: 'Общество с ограниченной ответственностью «Склад»', inn: seller.inn, kpp: '770101001' });
    expect((await place(rep, 16)).statusCode).toBe(409);
    const pdf = await inject('GET', `/api/tiers/orders/${order.id}/invoice`, rep.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const paidAt = new Date();
    await t.app.services.billing.markPaid({ id: admin.id, email: admin.email }, invoice!.id, paidAt);
    const row = await sellerRow(seller.id);
    expect(row.tariff).toBe('one-off');
    expect(row.tariffStartedAt?.toISOString()).toBe(paidAt.toISOString());
    const sixMonths = new Date(paidAt);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(Math.abs(row.tariffEndsAt!.getTime() - sixMonths.getTime())).toBeLessThan(4 * DAY);
    expect((await place(rep, 16)).statusCode).toBe(201);
    const state = (await inject('GET', `/api/tiers/sellers/${seller.sellerCode}`, rep.headers)).json();
    expect(state).toMatchObject({ tariff: 'one-off', limit: 100, window: 'held', used: 16, room: 84, then: 'free' });
    expect(state.orders[0]).toMatchObject({ invoiceStatus: 'paid', periodFrom: paidAt.toISOString() });
    const [log] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'seller.tier'), eq(auditLog.targetId, seller.id))).orderBy(desc(auditLog.createdAt));
    expect(log).toMatchObject({ actorEmail: admin.email, before: { tariff: 'free' }, after: { tariff: 'one-off', invoice: invoice!.number } });
  });

  it('extends the same tier from its end when renewed early, and starts another tier at its payment', async () => {
    const { seller, rep } = await supplier();
    const start = new Date('2026-01-10T09:00:00Z');
    await buy(rep, seller.sellerCode, 'one-off', start);
    expect((await sellerRow(seller.id)).tariffEndsAt?.toISOString()).toBe('2026-07-10T09:00:00.000Z');
    const renewal = await buy(rep, seller.sellerCode, 'one-off', new Date('2026-06-01T09:00:00Z'));
    const renewed = await sellerRow(seller.id);
    expect(renewed.tariffEndsAt?.toISOString()).toBe('2027-01-10T09:00:00.000Z');
    expect(renewed.tariffStartedAt?.toISOString()).toBe(start.toISOString());
    const state = (await inject('GET', `/api/tiers/sellers/${seller.sellerCode}`, rep.headers)).json();
    expect(state.orders.find((o: { id: string }) => o.id === renewal.order.id)).toMatchObject({ periodFrom: '2026-07-10T09:00:00.000Z', periodTo: '2027-01-10T09:00:00.000Z' });
    // Another tier starts when paid (12 months of SILVER from then).
    await buy(rep, seller.sellerCode, 'silver', new Date('2026-08-01T09:00:00Z'));
    expect(await sellerRow(seller.id)).toMatchObject({ tariff: 'silver', tariffStartedAt: new Date('2026-08-01T09:00:00Z'), tariffEndsAt: new Date('2027-08-01T09:00:00Z') });
    // An invoice paid twice changes nothing the second time (billing refuses it).
    await expect(t.app.services.billing.markPaid({ id: admin.id, email: admin.email }, renewal.invoice.id)).rejects.toMatchObject({ status: 409 });
  });

  it('refuses the free tier, an unknown tier, a tier without a price and a blocked seller, with Russian messages', async () => {
    const { seller, rep } = await supplier();
    const free = await inject('POST', `/api/tiers/sellers/${seller.sellerCode}/orders`, rep.headers, { tier: 'free' });
    expect(free.statusCode).toBe(400);
    expect(free.json().error.fields.tier).toBe(TIER_MESSAGES.tierRequired);
    expect((await inject('POST', `/api/tiers/sellers/${seller.sellerCode}/orders`, rep.headers, { tier: 'diamond' })).statusCode).toBe(400);
    const blocked = await supplier({ blocked: true });
    const refused = await inject('POST', `/api/tiers/sellers/${blocked.seller.sellerCode}/orders`, blocked.rep.headers, { tier: 'silver' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TIER_MESSAGES.sellerInactive);
    // Another seller's code: refused.
    expect((await inject('POST', `/api/tiers/sellers/${blocked.seller.sellerCode}/orders`, rep.headers, { tier: 'silver' })).statusCode).toBe(403);
  });
});

describe('the end of a paid period (injected clock, the expiry job)', () => {
  it('returns the seller to the free tier without losing goods: those over 15 leave the common base and come back on renewal', async () => {
    const { seller, rep } = await supplier();
    const paidAt = new Date(Date.now() - 200 * DAY);
    await buy(rep, seller.sellerCode, 'one-off', paidAt);
    for (let i = 0; i < 40; i++) await buildGoods(db(), { sellerId: seller.id, name: `Кабель ВВГнг 3х${i + 1}`, publishedAt: new Date(paidAt.getTime() + i * 60_000) });
    const end = (await sellerRow(seller.id)).tariffEndsAt!;
    expect(await publicCount(seller.sellerCode)).toBe(40);

    // Before the end nothing happens; after it, the job changes the tier and pauses 25 goods. (The job runs
    // every five minutes: each call here is in a slot of its own.)
    await t.app.services.jobs.runDue(new Date(end.getTime() - 10 * 60_000), { only: ['tiers.expire'] });
    expect((await sellerRow(seller.id)).tariff).toBe('one-off');
    const after = new Date(end.getTime() + 5 * 60_000);
    await t.app.services.jobs.runDue(after, { only: ['tiers.expire'] });
    expect(await sellerRow(seller.id)).toMatchObject({ tariff: 'free', tariffEndsAt: null, tariffStartedAt: end });
    expect(await statuses(seller.id)).toEqual({ published: 15, paused: 25 });
    expect(await publicCount(seller.sellerCode)).toBe(15);
    // The fifteen most recently published stay.
    const shown = (await inject('GET', `/api/tmc/search?seller_code=${seller.sellerCode}&size=100`, {})).json().items.map((i: { name: string }) => i.name);
    expect(shown).toContain('Кабель ВВГнг 3х40');
    expect(shown).not.toContain('Кабель ВВГнг 3х25');
    const [log] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'seller.tier'), eq(auditLog.targetId, seller.id))).orderBy(desc(auditLog.createdAt));
    expect(log).toMatchObject({ actorId: null, after: { tariff: 'free', paused: 25 } });

    // A second run, later, changes nothing.
    const runs = await t.app.services.jobs.runDue(new Date(after.getTime() + 10 * 60_000), { only: ['tiers.expire'] });
    expect(runs.map((r) => r.outcome)).toEqual(['done']);
    expect(await statuses(seller.id)).toEqual({ published: 15, paused: 25 });
    const state = (await inject('GET', `/api/tiers/sellers/${seller.sellerCode}`, rep.headers)).json();
    expect(state).toMatchObject({ tariff: 'free', paused: 25 });

    // Renewal brings them back.
    await buy(rep, seller.sellerCode, 'one-off', new Date());
    expect(await statuses(seller.id)).toEqual({ published: 40 });
    expect(await publicCount(seller.sellerCode)).toBe(40);
  });

  it('gives EXCLUSIVE the GOLD terms after its year, open-ended, with GOLD\'s limit', async () => {
    const { seller, rep } = await supplier();
    const paidAt = new Date('2025-03-01T09:00:00Z');
    await buy(rep, seller.sellerCode, 'exclusive', paidAt);
    expect(await sellerRow(seller.id)).toMatchObject({ tariff: 'exclusive', tariffEndsAt: new Date('2026-03-01T09:00:00Z') });
    const state = await t.app.services.tiers.state(asUser(rep, seller.id), seller.sellerCode, new Date('2026-02-28T09:00:00Z'));
    expect(state).toMatchObject({ effective: 'exclusive', limit: null, then: 'gold' });
    const yearOn = new Date('2026-03-01T09:05:00Z');
    const fallen = await t.app.services.tiers.state(asUser(rep, seller.id), seller.sellerCode, yearOn);
    expect(fallen).toMatchObject({ tariff: 'exclusive', effective: 'gold', limit: 2000 });
    await t.app.services.tiers.expire(yearOn);
    expect(await sellerRow(seller.id)).toMatchObject({ tariff: 'gold', tariffStartedAt: new Date('2026-03-01T09:00:00Z'), tariffEndsAt: null });
    // A second pass at the same instant has nothing left to do.
    expect(await t.app.services.tiers.expire(yearOn)).toBe(0);
  });
});

describe('administrators', () => {
  it('set a tier with the last day of its period, recorded in the action log; a past date and a dated free tier are refused', async () => {
    const { seller, rep } = await supplier();
    for (let i = 0; i < 20; i++) await buildGoods(db(), { sellerId: seller.id, status: 'paused', publishedAt: new Date(Date.now() - i * 60_000) });
    const future = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);
    const res = await inject('PUT', `/api/tiers/admin/sellers/${seller.sellerCode}`, admin.headers, { tariff: 'silver', endsAt: future });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sellerCode: seller.sellerCode, tariff: 'silver', effective: 'silver', limit: 500, paused: 0, used: 20 });
    // The period ends at the end of that Moscow day.
    expect(res.json().endsAt).toBe(new Date(`${future}T21:00:00.000Z`).toISOString());
    expect(await statuses(seller.id)).toEqual({ published: 20 });
    const [log] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'seller.tier'), eq(auditLog.targetId, seller.id))).orderBy(desc(auditLog.createdAt));
    expect(log).toMatchObject({ actorEmail: admin.email, before: { tariff: 'free' }, after: { tariff: 'silver', restored: 20 } });

    const past = await inject('PUT', `/api/tiers/admin/sellers/${seller.sellerCode}`, admin.headers, { tariff: 'gold', endsAt: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.endsAt).toBe(TIER_MESSAGES.endsAtPast);
    const datedFree = await inject('PUT', `/api/tiers/admin/sellers/${seller.sellerCode}`, admin.headers, { tariff: 'free', endsAt: future });
    expect(datedFree.statusCode).toBe(400);
    expect(datedFree.json().error.fields.endsAt).toBe(TIER_MESSAGES.endsAtFree);
    expect((await inject('PUT', '/api/tiers/admin/sellers/999999', admin.headers, { tariff: 'gold', endsAt: null })).statusCode).toBe(404);

    // Back to free: fifteen stay in the common base.
    const free = await inject('PUT', `/api/tiers/admin/sellers/${seller.sellerCode}`, admin.headers, { tariff: 'free', endsAt: null });
    expect(free.json()).toMatchObject({ tariff: 'free', paused: 5, limit: 15 });
    expect((await inject('GET', `/api/tiers/sellers/${seller.sellerCode}`, rep.headers)).json()).toMatchObject({ tariff: 'free', paused: 5 });
  });

  it('list every seller with its tier, filtered by tier, by a period ending within 30 days and by name or code', async () => {
    const soon = await supplier({ title: 'ООО «Тарифы Скоро»', tariff: 'silver', tariffStartedAt: new Date(), tariffEndsAt: new Date(Date.now() + 10 * DAY) });
    const later = await supplier({ title: 'ООО «Тарифы Позже»', tariff: 'silver', tariffStartedAt: new Date(), tariffEndsAt: new Date(Date.now() + 100 * DAY) });
    const bySilver = (await inject('GET', '/api/tiers/admin/sellers?tariff=silver&q=Тарифы&size=100', admin.headers)).json();
    expect(bySilver.items.map((r: { sellerCode: string }) => r.sellerCode).sort()).toEqual([soon.seller.sellerCode, later.seller.sellerCode].sort());
    const ending = (await inject('GET', '/api/tiers/admin/sellers?state=ending&q=Тарифы', admin.headers)).json();
    expect(ending.items.map((r: { sellerCode: string }) => r.sellerCode)).toEqual([soon.seller.sellerCode]);
    const byCode = (await inject('GET', `/api/tiers/admin/sellers?q=${later.seller.sellerCode}`, admin.headers)).json();
    expect(byCode).toMatchObject({ total: 1, items: [{ title: 'ООО «Тарифы Позже»', tariff: 'silver', limit: 500 }] });
    expect((await inject('GET', '/api/tiers/admin/sellers?tariff=diamond', admin.headers)).statusCode).toBe(400);
  });
});

describe('prices', () => {
  it('lists the paid tiers of the price list with their limits, for everyone', async () => {
    const res = await inject('GET', '/api/tiers/prices', {});
    expect(res.statusCode).toBe(200);
    const byTier = new Map(res.json().map((p: { tariff: string }) => [p.tariff, p]));
    expect(byTier.get('one-off')).toMatchObject({ amount: 'до 100', limit: 100, price: 5000, validityPeriod: '6 месяцев', orderable: true });
    expect(byTier.get('platinum')).toMatchObject({ limit: null, orderable: true });
    expect(byTier.has('free' as never)).toBe(false);
  });
});
