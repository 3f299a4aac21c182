// The supplier's cabinet: who may open it (every caller of the access matrix), the goods with their
// counters, and the bulk actions (all or nothing).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, tmc } from '../../db/schema/tmc.ts';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { createAccessMatrix, describeAccess, type AccessMatrix, type Principal } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, randomEmail, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { holdGoods } from '../cart/cart-test-factories.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let matrix: AccessMatrix;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

/** Who opens a seller's cabinet (issue 12): its own representative and its curator; nobody else. */
const READERS: Principal[] = ['ownRep', 'L4own'];
const OWNER: Principal[] = ['ownRep'];
const code = () => matrix.seller.sellerCode;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describeAccess(
  () => matrix,
  [
    { name: 'GET /api/cabinet/{code}', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/cabinet/${code()}`, h) },
    { name: 'GET /api/cabinet/{code}/goods', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/cabinet/${code()}/goods`, h) },
    {
      name: 'POST /api/cabinet/{code}/goods/bulk',
      allowed: OWNER,
      allowedStatus: 200,
      call: async (h) => {
        const item = await buildGoods(t.database.db, { sellerId: matrix.seller.id });
        return inject('POST', `/api/cabinet/${code()}/goods/bulk`, h, { action: 'price', ids: [item.id], percent: 10 });
      },
    },
    { name: 'GET /api/cabinet/{code}/report', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/cabinet/${code()}/report?start=2026-01-01&end=2026-01-31`, h) },
    { name: 'GET /api/cabinet/{code}/report.xlsx', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/cabinet/${code()}/report.xlsx?start=2026-01-01&end=2026-01-31`, h) },
    { name: 'GET /api/cabinet/{code}/settings', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/cabinet/${code()}/settings`, h) },
    {
      name: 'POST /api/cabinet/{code}/representatives',
      allowed: OWNER,
      allowedStatus: 201,
      call: (h) => inject('POST', `/api/cabinet/${code()}/representatives`, h, { email: randomEmail('invited') }),
    },
    {
      name: 'PUT /api/cabinet/{code}/mail-preferences',
      allowed: OWNER,
      allowedStatus: 200,
      call: (h) => inject('PUT', `/api/cabinet/${code()}/mail-preferences`, h, { interest: true, deals: true }),
    },
  ],
);

describe('mailing preferences', () => {
  it("a representative turns off the interest mails: a hold then mails the curator but not the seller's addresses; deal steps still go", async () => {
    const db = t.database.db;
    const curator = await buildUser(db, { role: 'ADMIN', permission: 'L4' });
    const seller = await buildSeller(db, { curatorId: curator.id, email: randomEmail('sklad') });
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const buyer = await buildUser(db, { inn: randomInn(), title: 'ООО «Покупатель»' });
    const mailsTo = async (email: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()))).map((m) => m.text);

    expect((await inject('GET', `/api/cabinet/${seller.sellerCode}/settings`, rep.headers)).json()).toMatchObject({
      mailPreferences: { interest: true, deals: true },
      canChangeMail: true,
    });
    const saved = await inject('PUT', `/api/cabinet/${seller.sellerCode}/mail-preferences`, rep.headers, { interest: false, deals: true });
    expect(saved.json()).toEqual({ interest: false, deals: true });
    // The curator reads the choice and may not change it; a half-filled body is a 400.
    expect((await inject('GET', `/api/cabinet/${seller.sellerCode}/settings`, curator.headers)).json()).toMatchObject({
      mailPreferences: { interest: false, deals: true },
      canChangeMail: false,
    });
    expect((await inject('PUT', `/api/cabinet/${seller.sellerCode}/mail-preferences`, curator.headers, { interest: true, deals: true })).statusCode).toBe(403);
    expect((await inject('PUT', `/api/cabinet/${seller.sellerCode}/mail-preferences`, rep.headers, { interest: true })).statusCode).toBe(400);

    const item = await buildGoods(db, { sellerId: seller.id, name: 'Фланец стальной 4242' });
    const held = await inject('POST', '/api/cart', buyer.headers, { tmcId: item.id });
    expect(held.statusCode, held.body).toBe(201);
    expect((await mailsTo(curator.email)).some((m) => m.includes('Фланец стальной 4242'))).toBe(true);
    expect(await mailsTo(rep.email)).toEqual([]);
    expect(await mailsTo(seller.email!)).toEqual([]);

    // Deal steps are still wanted: the buyer's cancellation reaches the representative and the seller's mail.
    expect((await inject('POST', `/api/cart/${held.json().id}/cancel`, buyer.headers, {})).statusCode).toBe(200);
    expect((await mailsTo(rep.email)).filter((m) => m.includes('Фланец стальной 4242'))).toHaveLength(1);
    expect((await mailsTo(seller.email!)).filter((m) => m.includes('отменил резерв'))).toHaveLength(1);
  });
});

describe('settings', () => {
  it('shows the requisites read-only and the representatives, the first one main; only the main one invites', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db, { kpp: '770101001', region: '71' });
    const main = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const settings = await inject('GET', `/api/cabinet/${seller.sellerCode}/settings`, main.headers);
    expect(settings.json()).toMatchObject({ requisites: { title: seller.title, inn: seller.inn, kpp: '770101001', region: '71' }, canInvite: true });

    const invited = await inject('POST', `/api/cabinet/${seller.sellerCode}/representatives`, main.headers, { email: 'Zakupki@Example.ru' });
    expect(invited.statusCode).toBe(201);
    const [row] = await db.select().from(users).where(eq(users.id, invited.json().id));
    expect(row).toMatchObject({ sellerId: seller.id, roleId: 2, permission: 'STANDART', passwordHash: null });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, row!.email));
    expect(mail).toBeTruthy();

    const after = (await inject('GET', `/api/cabinet/${seller.sellerCode}/settings`, main.headers)).json();
    expect(after.representatives.map((r: { main: boolean; active: boolean }) => [r.main, r.active])).toEqual([
      [true, false],
      [false, false],
    ]);

    // The invited one opens the cabinet but may not invite; an address already taken is refused in Russian.
    const second = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const notMain = await inject('POST', `/api/cabinet/${seller.sellerCode}/representatives`, second.headers, { email: randomEmail() });
    expect(notMain.statusCode).toBe(403);
    expect(notMain.json().error.message).toBe('Приглашать представителей может только основной представитель поставщика');
    const taken = await inject('POST', `/api/cabinet/${seller.sellerCode}/representatives`, main.headers, { email: 'zakupki@example.ru' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Пользователь с такой эл. почтой уже существует');
    const bad = await inject('POST', `/api/cabinet/${seller.sellerCode}/representatives`, main.headers, { email: 'не почта' });
    expect(bad.json().error.fields.email).toBe('Неверный формат почты');
  });
});

describe('the cabinet', () => {
  it('says who the caller is: the representative owns, the curator reads', async () => {
    const own = await inject('GET', `/api/cabinet/${code()}`, matrix.users.ownRep.headers);
    expect(own.json()).toMatchObject({ sellerCode: code(), title: matrix.seller.title, mode: 'owner' });
    const curator = await inject('GET', `/api/cabinet/${code()}`, matrix.users.L4own.headers);
    expect(curator.json()).toMatchObject({ mode: 'curator' });
  });

  it('refuses in Russian, and a malformed code is a 400', async () => {
    const other = await inject('GET', `/api/cabinet/${matrix.otherSeller.sellerCode}`, matrix.users.ownRep.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Нет доступа к кабинету этого поставщика');
    const bad = await inject('GET', '/api/cabinet/12ab', matrix.users.ownRep.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.sellerCode).toBe('Код поставщика должен состоять из 6 цифр');
  });

  it('lists every status of own goods with the rejection reason, favourites and holds', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const published = await buildGoods(db, { sellerId: seller.id, name: 'Кабель ВВГнг 3х2,5' });
    await buildGoods(db, { sellerId: seller.id, name: 'Отвод 90°', status: 'rejected', rejectReason: 'Нет фото' });
    await buildGoods(db, { sellerId: matrix.otherSeller.id, name: 'Чужой товар' });
    const buyers = [await buildUser(db), await buildUser(db)];
    await db.insert(favourites).values(buyers.map((b) => ({ userId: b.id, tmcId: published.id })));
    await holdGoods(db, { tmcId: published.id, buyerId: buyers[0]!.id, sellerId: seller.id, status: 'cancelled' });
    await holdGoods(db, { tmcId: published.id, buyerId: buyers[1]!.id, sellerId: seller.id });

    const res = await inject('GET', `/api/cabinet/${seller.sellerCode}/goods`, rep.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    const byName = Object.fromEntries(body.items.map((i: { name: string }) => [i.name, i]));
    expect(byName['Кабель ВВГнг 3х2,5']).toMatchObject({ status: 'published', favourites: 2, holds: 2, heldNow: true });
    expect(byName['Отвод 90°']).toMatchObject({ status: 'rejected', rejectReason: 'Нет фото', favourites: 0, holds: 0, heldNow: false });

    const rejected = await inject('GET', `/api/cabinet/${seller.sellerCode}/goods?status=rejected`, rep.headers);
    expect(rejected.json().items.map((i: { name: string }) => i.name)).toEqual(['Отвод 90°']);
    const found = await inject('GET', `/api/cabinet/${seller.sellerCode}/goods?q=${encodeURIComponent('ввг')}`, rep.headers);
    expect(found.json().items.map((i: { name: string }) => i.name)).toEqual(['Кабель ВВГнг 3х2,5']);
  });
});

describe('bulk actions', () => {
  async function sellerWithRep() {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    return { db, seller, rep, bulk: (payload: Record<string, unknown>) => inject('POST', `/api/cabinet/${seller.sellerCode}/goods/bulk`, rep.headers, payload) };
  }
  const rows = async (ids: number[]) => t.database.db.select().from(tmc).where(inArray(tmc.id, ids));

  it('changes prices by a percentage, rounded to kopecks, without moderation', async () => {
    const { db, seller, bulk } = await sellerWithRep();
    const a = await buildGoods(db, { sellerId: seller.id, price: 100 });
    const b = await buildGoods(db, { sellerId: seller.id, price: 33.33 });
    const res = await bulk({ action: 'price', ids: [a.id, b.id], percent: -15 });
    expect(res.json()).toEqual({ changed: 2, archived: 0 });
    const after = await rows([a.id, b.id]);
    expect(after.map((r) => [Number(r.price), r.status]).sort()).toEqual([[28.33, 'published'], [85, 'published']].sort());
  });

  it('takes goods down out of the common base', async () => {
    const { db, seller, bulk } = await sellerWithRep();
    const a = await buildGoods(db, { sellerId: seller.id });
    expect((await bulk({ action: 'take-down', ids: [a.id] })).statusCode).toBe(200);
    expect((await rows([a.id]))[0]!.status).toBe('archived');
  });

  it('deletes goods, archiving those deals refer to', async () => {
    const { db, seller, bulk } = await sellerWithRep();
    const plain = await buildGoods(db, { sellerId: seller.id });
    const dealt = await buildGoods(db, { sellerId: seller.id });
    await holdGoods(db, { tmcId: dealt.id, buyerId: (await buildUser(db)).id, sellerId: seller.id, status: 'concluded' });
    const res = await bulk({ action: 'delete', ids: [plain.id, dealt.id] });
    expect(res.json()).toEqual({ changed: 2, archived: 1 });
    const left = await rows([plain.id, dealt.id]);
    expect(left.map((r) => [r.id, r.status])).toEqual([[dealt.id, 'archived']]);
  });

  it('changes nothing when one item is held, is another seller\'s, or the new price is too high', async () => {
    const { db, seller, bulk } = await sellerWithRep();
    const free = await buildGoods(db, { sellerId: seller.id, price: 10 });
    const held = await buildGoods(db, { sellerId: seller.id });
    await holdGoods(db, { tmcId: held.id, buyerId: (await buildUser(db)).id, sellerId: seller.id });
    const conflict = await bulk({ action: 'delete', ids: [free.id, held.id] });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.message).toBe('Среди выбранных есть позиции в резерве у покупателя');

    const foreign = await buildGoods(db, { sellerId: matrix.otherSeller.id });
    const refused = await bulk({ action: 'take-down', ids: [free.id, foreign.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.ids).toBe('Среди выбранных есть позиции другого поставщика или удалённые');

    const huge = await buildGoods(db, { sellerId: seller.id, price: 900_000_000_000 });
    const tooHigh = await bulk({ action: 'price', ids: [free.id, huge.id], percent: 200 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields.percent).toBe('После изменения цена превысит допустимую');

    const after = await rows([free.id, held.id, foreign.id, huge.id]);
    expect(after.map((r) => [r.id, r.status, Number(r.price)]).sort()).toEqual(
      [
        [free.id, 'published', 10],
        [held.id, 'published', 450],
        [foreign.id, 'published', 450],
        [huge.id, 'published', 900_000_000_000],
      ].sort(),
    );
  });

  it('explains a bad request in Russian', async () => {
    const { bulk } = await sellerWithRep();
    const empty = await bulk({ action: 'price', ids: [], percent: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ ids: 'Выберите позиции', percent: 'Процент не может быть равен нулю' });
  });

  it('is refused to the curator, who only reads', async () => {
    const item = await buildGoods(t.database.db, { sellerId: matrix.seller.id });
    const res = await inject('POST', `/api/cabinet/${code()}/goods/bulk`, matrix.users.L4own.headers, { action: 'take-down', ids: [item.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Куратор может только просматривать данные поставщика');
    const [row] = await t.database.db.select().from(tmc).where(eq(tmc.id, item.id));
    expect(row!.status).toBe('published');
  });
});

describe('demand analytics and the report', () => {
  it('counts views once per visitor and day, off the request path, search appearances, texts, unmet searches and favourites', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db, { region: '71' });
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const run = Date.now().toString(36);
    const item = await buildGoods(db, { sellerId: seller.id, name: `Задвижка чугунная ${run}`, region: '71' });
    const view = (aid?: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/tmc/${item.id}`, headers: { ...headers, ...(aid ? { cookie: `aid=${aid}` } : {}) } });
    for (const aid of ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', undefined]) expect((await view(aid)).statusCode).toBe(200);
    await view('00000000-0000-4000-8000-00000000000c', rep.headers); // the supplier's own look is not demand
    // Nothing is written while the request is answered: the counts arrive with the flush.
    const before = await inject('GET', `/api/cabinet/${seller.sellerCode}/goods`, rep.headers);
    expect(before.json().items[0].views).toBe(0);

    await t.app.inject({ method: 'GET', url: `/api/tmc/search?q=${encodeURIComponent(`задвижка ${run}`)}` });
    await t.app.inject({ method: 'GET', url: `/api/tmc/search?q=${encodeURIComponent(`кран шаровый ${run}`)}&region=71` });
    const buyer = await buildUser(db);
    expect((await t.app.inject({ method: 'POST', url: `/api/tmc/favourites/${item.id}`, headers: buyer.headers })).statusCode).toBe(204);
    await t.app.services.analytics.flush();

    const goods = await inject('GET', `/api/cabinet/${seller.sellerCode}/goods`, rep.headers);
    expect(goods.json().items[0]).toMatchObject({ views: 2, favourites: 1 });
    // The same visitor on the same day again adds nothing, even in a later flush.
    await view('00000000-0000-4000-8000-00000000000b');
    await t.app.services.analytics.flush();

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    const report = (await inject('GET', `/api/cabinet/${seller.sellerCode}/report?start=${today}&end=${today}`, rep.headers)).json();
    expect(report.totals).toEqual({ views: 2, searchHits: 1, favourites: 1, holds: 0, deals: 0 });
    expect(report.days).toEqual([{ day: today, views: 2, searchHits: 1, favourites: 1, holds: 0, deals: 0 }]);
    expect(report.items[0]).toMatchObject({ id: item.id, views: 2, searchHits: 1 });
    expect(report.searches).toEqual([{ query: `задвижка ${run}`, hits: 1 }]);
    expect(report.unmet).toEqual([{ query: `кран шаровый ${run}`, region: '71', count: 1 }]);
  });

  it('gives every day of the period with holds and deals, and the same as XLSX', async () => {
    const db = t.database.db;
    const seller = await buildSeller(db);
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: seller.id });
    const item = await buildGoods(db, { sellerId: seller.id });
    await holdGoods(db, { tmcId: item.id, buyerId: (await buildUser(db)).id, sellerId: seller.id, status: 'concluded' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() - 6 * 86_400_000));
    const report = (await inject('GET', `/api/cabinet/${seller.sellerCode}/report?start=${start}&end=${today}`, rep.headers)).json();
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)).toMatchObject({ day: today, holds: 1, deals: 1 });
    expect(report.totals).toMatchObject({ holds: 1, deals: 1, views: 0 });

    const xlsx = await inject('GET', `/api/cabinet/${seller.sellerCode}/report.xlsx?start=${start}&end=${today}`, rep.headers);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(String(xlsx.headers['content-disposition'])).toContain('attachment');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['По дням', 'Товары', 'Запросы с вашими товарами', 'Не нашли в ваших регионах']);
    const days = book.getWorksheet('По дням')!;
    expect(days.getRow(1).values).toEqual([undefined, 'День', 'Просмотры', 'Показы в поиске', 'В избранное', 'Резервы', 'Сделки']);
    expect(days.getRow(9).getCell(1).value).toBe('Итого');
    expect(days.getRow(9).getCell(5).value).toBe(1);
  });

  it('refuses a reversed or too long period in Russian', async () => {
    const reversed = await inject('GET', `/api/cabinet/${code()}/report?start=2026-02-01&end=2026-01-01`, matrix.users.ownRep.headers);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.end).toBe('Начало периода позже конца');
    const long = await inject('GET', `/api/cabinet/${code()}/report?start=2024-01-01&end=2026-01-01`, matrix.users.ownRep.headers);
    expect(long.json().error.fields.end).toBe('Период отчёта — не более 366 дней');
  });
});
