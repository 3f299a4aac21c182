// The cart through the API: 'Купить' and its refusals, what other buyers see, the deal's steps with
// the invoice and the УПД, the terms with an injected clock, the reminders and the mails.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CART_TERMS, DAY_MS } from '@tmc/shared/cart-schemas';
import { reservationEvents, reservations } from '../../db/schema/cart.ts';
import { invoices } from '../../db/schema/billing.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { tmc, tmcMovements } from '../../db/schema/tmc.ts';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { buildSeller, buildUser, randomInn, type BuiltUser } from '../../testing/factories.ts';
import { decodeQrCode, pdfText, renderPdfPage } from '../../testing/pdf-inspection.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let curator: BuiltUser;
let seller: Awaited<ReturnType<typeof buildSeller>>;
let rep: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await buildUser(db, { role: 'ADMIN', permission: 'L2' });
  curator = await buildUser(db, { role: 'ADMIN', permission: 'L4' });
  seller = await buildSeller(db, { curatorId: curator.id, email: `sklad-${Date.now()}@example.ru`, phoneNumber: '+7 (495) 111-22-33', kpp: '772501001' });
  rep = await buildUser(db, { role: 'REPRESENTATIVE', sellerId: seller.id });
});
afterAll(async () => t.close());

const db = () => t.database.db;
const fullBuyer = () => buildUser(db(), { inn: randomInn(), title: `ООО «Покупатель ${Math.random().toString(36).slice(2, 7)}»` });
const goods = (values: Partial<Parameters<typeof buildGoods>[1]> = {}) => buildGoods(db(), { sellerId: seller.id, name: 'Задвижка 30с41нж Ду100', quantity: 12, price: 15_000, vat: '20', unit: '796', ...values });

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, user: BuiltUser | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
const reserve = (user: BuiltUser, tmcId: number, quantity?: number) => inject('POST', '/api/cart', user, quantity === undefined ? { tmcId } : { tmcId, quantity });
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase())).orderBy(desc(mailOutbox.createdAt));

describe("'Купить'", () => {
  it('holds all of the stock by default for 3 days, red to its holder, hidden from every other buyer', async () => {
    const item = await goods({ name: 'Задвижка скрытая 4711' });
    const buyer = await fullBuyer();
    const other = await fullBuyer();
    const before = Date.now();
    const res = await reserve(buyer, item.id);
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({ status: 'reserved', quantity: 12, tmc: { id: item.id }, can: { order: true, cancel: true, outcome: false } });
    const term = Date.parse(entry.termEndsAt) - before;
    expect(term).toBeGreaterThanOrEqual(CART_TERMS.holdDays * DAY_MS - 1000);
    expect(term).toBeLessThan(CART_TERMS.holdDays * DAY_MS + 60_000);
    expect(entry.events).toEqual([expect.objectContaining({ event: 'reserved', actor: 'buyer', actorName: buyer.email })]);

    // The holder sees it flagged; another buyer, a visitor do not find it anywhere.
    const mine = await inject('GET', `/api/tmc/search?q=${encodeURIComponent('4711')}`, buyer);
    expect(mine.json().items).toEqual([expect.objectContaining({ id: item.id, reservedByMe: true })]);
    expect((await inject('GET', `/api/tmc/${item.id}`, buyer)).json()).toMatchObject({ reservedByMe: true });
    for (const viewer of [other, null]) {
      expect((await inject('GET', `/api/tmc/search?q=${encodeURIComponent('4711')}`, viewer)).json().items).toEqual([]);
      expect((await inject('GET', `/api/tmc/${item.id}`, viewer)).statusCode).toBe(404);
      expect((await inject('GET', `/api/tmc/search?seller_code=${seller.sellerCode}&q=4711`, viewer)).json().items).toEqual([]);
    }
    // The supplier and its curator are told by mail; the buyer gets a copy.
    expect((await mailsTo(seller.email!))[0]).toMatchObject({ subject: expect.stringContaining('Товар зарезервирован') });
    expect((await mailsTo(seller.email!))[0]!.text).toContain('Покупатель заинтересован');
    expect((await mailsTo(curator.email)).some((m) => m.text.includes('Задвижка скрытая 4711'))).toBe(true);
    expect((await mailsTo(rep.email)).some((m) => m.text.includes('Задвижка скрытая 4711'))).toBe(true);
    expect((await mailsTo(buyer.email))[0]!.text).toContain('Резерв действует 3 дня');
  });

  it('a second buyer gets 409 with the specification-style text; the holder pressing again is told it is already in the cart', async () => {
    const item = await goods();
    const [a, b] = [await fullBuyer(), await fullBuyer()];
    expect((await reserve(a, item.id, 2)).statusCode).toBe(201);
    const second = await reserve(b, item.id, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'tmc_reserved_by_other', message: 'Товар уже зарезервирован другим покупателем' });
    const again = await reserve(a, item.id);
    expect(again.json().error).toMatchObject({ code: 'already_in_cart', message: CART_MESSAGES.alreadyMine });
  });

  it('takes a quantity up to the stock and refuses more, and refuses goods out of stock', async () => {
    const item = await goods({ quantity: 5 });
    const buyer = await fullBuyer();
    const tooMany = await reserve(buyer, item.id, 6);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.quantity).toBe('Количество больше остатка: доступно 5');
    expect((await reserve(buyer, item.id, 2.5)).json()).toMatchObject({ quantity: 2.5 });
    const empty = await goods({ quantity: 0 });
    expect((await reserve(buyer, empty.id)).json().error).toMatchObject({ code: 'out_of_stock', message: 'Товара нет в наличии' });
  });

  it('refuses deleted, archived, unpublished, blocked-seller and own goods, each with its own message', async () => {
    const buyer = await fullBuyer();
    const missing = await reserve(buyer, 987_654_321);
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, CART_MESSAGES.notFound]);
    const archived = await goods({ status: 'archived' });
    expect((await reserve(buyer, archived.id)).json().error.message).toBe(CART_MESSAGES.archived);
    const inModeration = await goods({ status: 'moderation' });
    expect((await reserve(buyer, inModeration.id)).json().error.message).toBe(CART_MESSAGES.notPublished);
    const blockedSeller = await buildSeller(db(), { blocked: true });
    const ofBlocked = await buildGoods(db(), { sellerId: blockedSeller.id });
    expect((await reserve(buyer, ofBlocked.id)).json().error.message).toBe(CART_MESSAGES.sellerBlocked);
    // Own goods: the supplier's own representative, or a buyer of the same organisation (ИНН).
    const own = await goods();
    const ownRep = await reserve(rep, own.id);
    expect([ownRep.statusCode, ownRep.json().error.message]).toEqual([409, 'Нельзя зарезервировать собственный товар']);
    const sameOrg = await buildUser(db(), { inn: seller.inn, title: seller.title });
    expect((await reserve(sameOrg, own.id)).json().error.code).toBe('own_tmc');
    // A representative may buy another supplier's goods (B2B).
    const otherSeller = await buildSeller(db());
    expect((await reserve(rep, (await buildGoods(db(), { sellerId: otherSeller.id })).id)).statusCode).toBe(201);
  });
});

describe('the deal', () => {
  it('ordering needs the buyer ИНН: "ИНН должен быть заполнен обязательно"', async () => {
    const quick = await buildUser(db());
    const entry = (await reserve(quick, (await goods()).id)).json();
    const res = await inject('POST', `/api/cart/${entry.id}/order`, quick);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'empty_inn', message: 'ИНН должен быть заполнен обязательно', fields: { inn: 'ИНН должен быть заполнен обязательно' } });
  });

  it('order -> invoice (PDF with the QR) -> 8 days -> paid by an administrator -> 20 days -> confirmed: stock reduced, УПД', async () => {
    const item = await goods({ name: 'Кран шаровой 11б27п Ду50', quantity: 10, price: 2_000 });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, item.id, 4)).json();
    const orderedAt = Date.now();
    const ordered = await inject('POST', `/api/cart/${entry.id}/order`, buyer);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const o = ordered.json();
    expect(o).toMatchObject({ status: 'ordered', invoice: { status: 'issued', amount: 1000 }, can: { invoice: true, order: false } });
    expect(Date.parse(o.termEndsAt) - orderedAt).toBeGreaterThan(CART_TERMS.payDays * DAY_MS - 60_000);
    // УПД is not yet available.
    expect((await inject('GET', `/api/cart/${entry.id}/upd`, buyer)).statusCode).toBe(409);

    const invoicePdf = await inject('GET', `/api/cart/${entry.id}/invoice`, buyer);
    expect(invoicePdf.statusCode).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    const pdf = invoicePdf.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain(`Счёт на оплату № ${o.invoice.number}`);
    expect(text).toContain('Информационно-консультационные услуги по сделке');
    expect(text).toContain('Одна тысяча рублей 00 копеек');
    const qr = decodeQrCode(renderPdfPage(pdf, 1, 100));
    expect(qr).toMatch(/^ST00012\|Name=ООО «ТМЦ Маркет»\|PersonalAcc=40702810930000012345\|/);
    expect(qr).toContain('|Sum=100000|');

    // The administrator marks it paid: the deal's 20 days start, recorded in the action log.
    const paid = await inject('PUT', `/api/billing/invoices/${o.invoice.id}/paid`, admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidBy: admin.email });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'invoice.paid'), eq(auditLog.targetId, o.invoice.id)));
    expect(audit).toMatchObject({ actorEmail: admin.email });
    const p = (await inject('GET', `/api/cart/${entry.id}`, buyer)).json();
    expect(p).toMatchObject({ status: 'paid', can: { outcome: true, upd: true } });
    expect(Date.parse(p.termEndsAt) - Date.now()).toBeGreaterThan(CART_TERMS.completeDays * DAY_MS - 60_000);
    expect((await inject('PUT', `/api/billing/invoices/${o.invoice.id}/paid`, admin)).statusCode).toBe(409);

    const upd = await inject('GET', `/api/cart/${entry.id}/upd`, rep);
    expect(upd.statusCode).toBe(200);
    const updText = pdfText(upd.rawPayload);
    expect(updText).toContain('Кран шаровой 11б27п Ду50');
    expect(updText).toContain('Статус: 1');

    // The supplier confirms: concluded, stock 10 - 4.
    const confirmed = await inject('POST', `/api/cart/${entry.id}/outcome`, rep, { concluded: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'concluded', tmc: { quantity: 6 } });
    expect(confirmed.json().events.map((e: { event: string }) => e.event)).toEqual(['reserved', 'ordered', 'paid', 'confirmed']);
    expect(confirmed.json().events.at(-1)).toMatchObject({ actor: 'seller', actorName: rep.email });
    const [movement] = await db().select().from(tmcMovements).where(eq(tmcMovements.tmcId, item.id)).orderBy(desc(tmcMovements.id));
    expect(movement).toMatchObject({ delta: -4 });
    // Stock remains: back in the common base for everyone.
    expect((await inject('GET', `/api/tmc/${item.id}`, null)).statusCode).toBe(200);
    expect((await mailsTo(buyer.email)).map((m) => m.subject.split(':')[0])).toEqual(
      expect.arrayContaining(['Товар зарезервирован', 'Заказана услуга площадки, выставлен счёт', 'Счёт оплачен, начался срок сделки', 'Сделка подтверждена']),
    );
  });

  it('the buyer cancels at any time before conclusion: the invoice is cancelled and the item is back in search', async () => {
    const item = await goods({ name: 'Фланец отменённый 8812' });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, item.id)).json();
    await inject('POST', `/api/cart/${entry.id}/order`, buyer);
    const cancelled = await inject('POST', `/api/cart/${entry.id}/cancel`, buyer, { reason: 'Нашли дешевле' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Нашли дешевле', invoice: { status: 'cancelled' }, can: { cancel: false } });
    expect((await inject('GET', '/api/tmc/search?q=8812', null)).json().items).toEqual([expect.objectContaining({ id: item.id })]);
    expect((await inject('POST', `/api/cart/${entry.id}/cancel`, buyer)).json().error.code).toBe('cart_wrong_state');
    // Another buyer and the supplier may not cancel someone's entry.
    const other = await fullBuyer();
    const entry2 = (await reserve(buyer, item.id)).json();
    expect((await inject('POST', `/api/cart/${entry2.id}/cancel`, other)).statusCode).toBe(403);
  });

  it('a "не состоялась" from either side cancels the paid deal without touching the stock', async () => {
    const item = await goods({ quantity: 3 });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, item.id)).json();
    const o = (await inject('POST', `/api/cart/${entry.id}/order`, buyer)).json();
    await inject('PUT', `/api/billing/invoices/${o.invoice.id}/paid`, admin);
    const refused = await inject('POST', `/api/cart/${entry.id}/outcome`, buyer, { concluded: false, note: 'Не договорились о доставке' });
    expect(refused.json()).toMatchObject({ status: 'cancelled', tmc: { quantity: 3 } });
    expect(refused.json().events.at(-1)).toMatchObject({ event: 'refused', actor: 'buyer', note: 'Не договорились о доставке' });
  });
});

describe('the terms, with an injected clock', () => {
  it('a hold ends after 3 days, an unpaid order after 8, a paid deal concludes after 20 with the stock reduced; a second run changes nothing', async () => {
    const [holdItem, orderItem, dealItem] = [await goods({ quantity: 7 }), await goods({ quantity: 7 }), await goods({ quantity: 7 })];
    const buyer = await fullBuyer();
    const hold = (await reserve(buyer, holdItem.id)).json();
    const order = (await reserve(buyer, orderItem.id)).json();
    const o = (await inject('POST', `/api/cart/${order.id}/order`, buyer)).json();
    const deal = (await reserve(buyer, dealItem.id, 5)).json();
    const d = (await inject('POST', `/api/cart/${deal.id}/order`, buyer)).json();
    await inject('PUT', `/api/billing/invoices/${d.invoice.id}/paid`, admin);
    const jobs = t.app.services.jobs;
    const status = async (id: string) => (await inject('GET', `/api/cart/${id}`, buyer)).json();
    const holdEnds = Date.parse(hold.termEndsAt);
    const payEnds = Date.parse(o.termEndsAt);
    const dealEnds = Date.parse((await status(deal.id)).termEndsAt);
    expect(holdEnds - Date.parse(hold.createdAt)).toBe(3 * DAY_MS);
    expect(dealEnds - Date.now()).toBeGreaterThan(20 * DAY_MS - 60_000);

    await jobs.runDue(new Date(holdEnds - 2 * 60_000));
    expect((await status(hold.id)).status).toBe('reserved');
    await jobs.runDue(new Date(holdEnds + 2 * 60_000));
    expect(await status(hold.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Срок резерва истёк' });
    expect((await status(hold.id)).events.at(-1)).toMatchObject({ event: 'expired', actor: 'system' });
    expect((await status(order.id)).status).toBe('ordered');

    await jobs.runDue(new Date(payEnds - 2 * 60_000));
    expect((await status(order.id)).status).toBe('ordered');
    await jobs.runDue(new Date(payEnds + 2 * 60_000));
    expect(await status(order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Счёт не оплачен в срок', invoice: { status: 'cancelled' } });
    const [inv] = await db().select().from(invoices).where(eq(invoices.id, o.invoice.id));
    expect(inv!.status).toBe('cancelled');
    expect((await status(deal.id)).status).toBe('paid');

    await jobs.runDue(new Date(dealEnds - 2 * 60_000));
    expect((await status(deal.id)).status).toBe('paid');
    await jobs.runDue(new Date(dealEnds + 2 * 60_000));
    const concluded = await status(deal.id);
    expect(concluded).toMatchObject({ status: 'concluded', tmc: { quantity: 2 } });
    expect(concluded.events.at(-1)).toMatchObject({ event: 'concluded', actor: 'system' });
    // Idempotent: the sweep again (another slot) changes nothing.
    await jobs.runDue(new Date(dealEnds + DAY_MS));
    expect((await db().select().from(tmc).where(eq(tmc.id, dealItem.id)))[0]!.quantity).toBe(2);
    expect((await status(deal.id)).events.filter((e: { event: string }) => e.event === 'concluded')).toHaveLength(1);
    const mails = await mailsTo(seller.email!);
    expect(mails.some((m) => m.subject.startsWith('Сделка считается состоявшейся'))).toBe(true);
  });

  it('the whole stock sold: the item leaves the common base (archived)', async () => {
    const item = await goods({ quantity: 2 });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, item.id)).json();
    const o = (await inject('POST', `/api/cart/${entry.id}/order`, buyer)).json();
    await inject('PUT', `/api/billing/invoices/${o.invoice.id}/paid`, admin);
    await t.app.services.cart.sweepTerms(new Date(Date.now() + 21 * DAY_MS));
    const [row] = await db().select().from(tmc).where(eq(tmc.id, item.id));
    expect(row).toMatchObject({ quantity: 0, status: 'archived' });
  });

  it('reminds the buyer once, 24 hours before a hold ends', async () => {
    const item = await goods({ name: 'Отвод напоминание 5521' });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, item.id)).json();
    const cart = t.app.services.cart;
    const end = Date.parse(entry.termEndsAt);
    await cart.remind(new Date(end - 25 * 3_600_000));
    await cart.deliverPending();
    expect((await mailsTo(buyer.email)).filter((m) => m.subject.startsWith('Напоминание'))).toHaveLength(0);
    await cart.remind(new Date(end - 23 * 3_600_000));
    await cart.remind(new Date(end - 22 * 3_600_000));
    await cart.deliverPending();
    const reminders = (await mailsTo(buyer.email)).filter((m) => m.subject.startsWith('Напоминание'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Отвод напоминание 5521');
    // Only the buyer is reminded.
    expect((await mailsTo(seller.email!)).some((m) => m.subject.startsWith('Напоминание') && m.text.includes('5521'))).toBe(false);
  });
});

describe('contacts, seller deals and the count', () => {
  it('shows the supplier, the curator phone and the administrator line; the seller sees its deals; the top bar count', async () => {
    await db().update(users).set({ phoneNumber: '+7 (916) 000-11-22', lastName: 'Кураторов' }).where(eq(users.id, curator.id));
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, (await goods()).id)).json();
    const contacts = (await inject('GET', `/api/cart/${entry.id}/contacts`, buyer)).json();
    expect(contacts).toMatchObject({
      supplier: { title: seller.title, phone: '+7 (495) 111-22-33', email: seller.email },
      curator: { phone: '+7 (916) 000-11-22', email: curator.email },
      admin: { phone: t.config.supportPhone, hours: 'пн–пт, 9:00–18:00 (МСК)' },
    });
    expect((await inject('GET', '/api/cart/count', buyer)).json()).toEqual({ count: 1 });
    const deals = (await inject('GET', '/api/cart/seller/deals', rep)).json();
    expect(deals.items.some((e: { id: string }) => e.id === entry.id)).toBe(true);
    const curated = (await inject('GET', `/api/cart/seller/deals?seller_code=${seller.sellerCode}&status=reserved`, curator)).json();
    expect(curated.items.map((e: { id: string }) => e.id)).toContain(entry.id);
    // The curator reads, never acts.
    expect((await inject('POST', `/api/cart/${entry.id}/cancel`, curator)).statusCode).toBe(403);
  });

  it('PLATINUM suppliers: the buyer may ask for the whole nomenclature; others are refused', async () => {
    const platinum = await buildSeller(db(), { tariff: 'platinum', email: `pt-${Date.now()}@example.ru` });
    const buyer = await fullBuyer();
    const entry = (await reserve(buyer, (await buildGoods(db(), { sellerId: platinum.id })).id)).json();
    expect(entry.can.nomenclature).toBe(true);
    const asked = await inject('POST', `/api/cart/${entry.id}/nomenclature`, buyer);
    expect(asked.json().events.at(-1)).toMatchObject({ event: 'nomenclature' });
    expect((await mailsTo(platinum.email!)).some((m) => m.text.includes('всю номенклатуру'))).toBe(true);
    const free = (await reserve(buyer, (await goods()).id)).json();
    expect(free.can.nomenclature).toBe(false);
    expect((await inject('POST', `/api/cart/${free.id}/nomenclature`, buyer)).json().error.message).toBe(CART_MESSAGES.platinumOnly);
  });
});

// Unused imports guard (kept for clarity of the tables these tests read).
void [reservations, reservationEvents, sellers, like];
