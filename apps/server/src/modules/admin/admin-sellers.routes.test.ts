import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUISITE_MESSAGES } from '@tmc/shared/requisites';
import { SELLER_CODE_MESSAGE } from '@tmc/shared/seller-code';
import { auditLog } from '../../db/schema/audit.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { buildSeller, buildUser, randomEmail, randomInn, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let admin: BuiltUser;
let curator: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
  curator = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L4', username: `curator-${Date.now()}` });
});
afterAll(async () => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const sellerCount = async () => (await t.database.db.select({ n: count() }).from(sellers))[0]!.n;
const auditOf = async (targetId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the seller lists', () => {
  it('lists every seller for L1 alphabetically with its state, filters by title prefix, and a curator sees only its own', async () => {
    const tag = `Ромашка${Date.now()}`;
    const own = await buildSeller(t.database.db, { title: `ООО «${tag} Юг»`, curatorId: curator.id, endConditionAt: '2020-01-01' });
    await buildSeller(t.database.db, { title: `АО «${tag} Север»`, blocked: true, blockReason: 'x' });
    await buildSeller(t.database.db, { title: `${tag} Запад`, deletedAt: new Date() });

    const all = await api('GET', `/api/admin-panel/sellers?q=${encodeURIComponent(tag.toLowerCase())}`);
    expect(all.statusCode).toBe(200);
    const items = all.json().items as Array<{ title: string; blocked: boolean; deletedAt: string | null; endConditionAt: string | null; curator: string | null }>;
    expect(items.map((s) => s.title)).toEqual([`${tag} Запад`, `АО «${tag} Север»`, `ООО «${tag} Юг»`].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(items.find((s) => s.title.includes('Север'))!.blocked).toBe(true);
    expect(items.find((s) => s.title.includes('Запад'))!.deletedAt).not.toBeNull();
    expect(items.find((s) => s.title.includes('Юг'))).toMatchObject({ endConditionAt: '2020-01-01', curator: expect.stringMatching(/^curator-/) });
    // The legal form and its quotes are skipped: "ооо ром…" and "ром…" both find "ООО «Ромашка…»".
    expect((await api('GET', `/api/admin-panel/sellers?q=${encodeURIComponent(`ооо ${tag}`)}`)).json().total).toBe(1);
    expect((await api('GET', `/api/admin-panel/sellers?q=${encodeURIComponent('машка')}`)).json().total).toBe(0);

    const mine = await api('GET', '/api/auth/curator/sellers', undefined, curator.headers);
    expect(mine.json().items.map((s: { sellerCode: string }) => s.sellerCode)).toEqual([own.sellerCode]);
  });
});

describe('creating a seller', () => {
  const body = () => ({
    title: 'ООО «Складские остатки»',
    inn: randomInn(),
    kpp: '770101001',
    email: randomEmail('rep'),
    phoneNumber: '+7 (916) 123-45-67',
    lastName: 'Иванов',
    firstName: 'Пётр',
    position: 'Директор',
    curator: curator.email,
  });

  it('creates the seller with a new six-digit code, its representative, a password mail, and a log row; the representative signs in after setting a password', async () => {
    const input = body();
    const res = await api('POST', '/api/admin-panel/seller/create', input);
    expect(res.statusCode, res.body).toBe(201);
    const seller = res.json();
    expect(seller.sellerCode).toMatch(/^[0-9]{6}$/);
    expect(seller).toMatchObject({ title: input.title, inn: input.inn, phoneNumber: '79161234567', username: input.email, curator: { id: curator.id }, editable: true });

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    const token = /\/account\/password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password: 'новый пароль 123' } });
    expect(signedIn.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: { authorization: `Bearer ${signedIn.json().token}` } });
    expect(profile.json()).toMatchObject({ role: { name: 'REPRESENTATIVE' }, sellerCode: seller.sellerCode });

    const log = await auditOf(seller.id);
    expect(log).toEqual([expect.objectContaining({ action: 'seller.create', actorId: admin.id })]);
  });

  it('takes a given code and refuses it when taken', async () => {
    const code = String(100000 + Math.floor(Math.random() * 899999));
    expect((await api('POST', '/api/admin-panel/seller/create', { ...body(), sellerCode: code })).json().sellerCode).toBe(code);
    const again = await api('POST', '/api/admin-panel/seller/create', { ...body(), sellerCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.sellerCode).toBe('Поставщик с таким кодом уже существует');
  });

  it.each([
    ['an ИНН with a wrong checksum', { inn: '7707083894' }, 'inn', REQUISITE_MESSAGES.inn.checksum],
    ['a seven-digit code', { sellerCode: '1234567' }, 'sellerCode', SELLER_CODE_MESSAGE],
    ['an unknown curator', { curator: 'nobody-here' }, 'curator', 'Куратор не найден'],
    ['a short phone', { phoneNumber: '+7 (916) 123' }, 'phoneNumber', 'Введите номер полностью: 11 цифр'],
    ['a bad КПП', { kpp: '12' }, 'kpp', REQUISITE_MESSAGES.kpp.length],
  ])('refuses %s with the field message and writes nothing', async (_name, change, field, message) => {
    const before = await sellerCount();
    const input = { ...body(), ...change };
    const res = await api('POST', '/api/admin-panel/seller/create', input);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await sellerCount()).toBe(before);
    expect(await t.database.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
  });
});

describe('blocking, unblocking, deleting', () => {
  async function sellerWithRep() {
    const seller = await buildSeller(t.database.db, { title: `ООО «Блок ${Date.now()}»` });
    const rep = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
    const goods = await buildGoods(t.database.db, { sellerId: seller.id, name: 'Швеллер 10П' });
    return { seller, rep, goods };
  }
  const inCommonBase = async (code: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/tmc/search?seller_code=${code}` })).json().items.length > 0;

  it("ends the representative's sessions at once, takes the goods out of the common base, and brings them back on unblock", async () => {
    const { seller, rep } = await sellerWithRep();
    expect(await inCommonBase(seller.sellerCode)).toBe(true);
    const res = await api('PUT', `/api/admin-panel/block/${encodeURIComponent(rep.email)}`, { reason: 'Недостоверные реквизиты' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: rep.headers })).statusCode).toBe(401);
    expect(await inCommonBase(seller.sellerCode)).toBe(false);
    expect((await api('GET', `/api/admin-panel/seller?sellerCode=${seller.sellerCode}`)).json()).toMatchObject({ blocked: true, blockReason: 'Недостоверные реквизиты' });
    expect((await api('PUT', `/api/admin-panel/block/${encodeURIComponent(rep.email)}`, { reason: 'ещё раз' })).statusCode).toBe(409);

    expect((await api('PUT', `/api/admin-panel/unblock/${seller.sellerCode}`)).statusCode).toBe(200);
    expect(await inCommonBase(seller.sellerCode)).toBe(true);
    expect((await auditOf(seller.id)).map((r) => r.action).sort()).toEqual(['seller.block', 'seller.unblock']);
  });

  it('refuses a 10,000-character reason and an empty one', async () => {
    const { rep } = await sellerWithRep();
    const long = await api('PUT', `/api/admin-panel/block/${encodeURIComponent(rep.email)}`, { reason: 'я'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.reason).toBe('Причина блокировки — не более 1000 символов');
    expect((await api('PUT', `/api/admin-panel/block/${encodeURIComponent(rep.email)}`, { reason: '  ' })).json().error.fields.reason).toBe('Укажите причину блокировки');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: rep.headers })).statusCode).toBe(200);
  });

  it('deletes a seller softly: its goods leave the base, the list shows it deleted', async () => {
    const { seller, rep } = await sellerWithRep();
    expect((await api('DELETE', `/api/admin-panel/delete?sellerCode=${seller.sellerCode}`)).statusCode).toBe(200);
    expect(await inCommonBase(seller.sellerCode)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: rep.headers })).statusCode).toBe(401);
    expect((await api('GET', `/api/admin-panel/seller?sellerCode=${seller.sellerCode}`)).json().deletedAt).not.toBeNull();
    expect((await api('DELETE', `/api/admin-panel/delete?sellerCode=${seller.sellerCode}`)).statusCode).toBe(409);
  });

  it("moves a deleted curator's sellers to the new curator, and asks for one when it is missing", async () => {
    const leaving = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L4', username: `leaving-${Date.now()}` });
    const next = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L4', username: `next-${Date.now()}` });
    const seller = await buildSeller(t.database.db, { curatorId: leaving.id });
    const missing = await api('DELETE', `/api/admin-panel/delete?username=${encodeURIComponent(leaving.email)}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.newCurator).toBe('Укажите куратора, которому передать поставщиков');
    const res = await api('DELETE', `/api/admin-panel/delete?username=${encodeURIComponent(leaving.email)}&newCurator=${encodeURIComponent(next.email)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [moved] = await t.database.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(moved!.curatorId).toBe(next.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: leaving.headers })).statusCode).toBe(401);
  });
});

describe('dates and premium', () => {
  it('sets an end date, and refuses a premium period that ends before it starts', async () => {
    const seller = await buildSeller(t.database.db);
    const res = await api('PUT', `/api/admin-panel/seller/end-condition?sellerCode=${seller.sellerCode}`, { endConditionAt: '2020-05-01' });
    expect(res.json().endConditionAt).toBe('2020-05-01');
    const bad = await api('POST', `/api/admin-panel/add-premium?sellerCode=${seller.sellerCode}`, { start: '2026-05-01', end: '2026-04-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.end).toBe('Начало периода позже конца');
    const good = await api('POST', `/api/admin-panel/add-premium?sellerCode=${seller.sellerCode}`, { start: '2026-04-01', end: '2026-05-01' });
    expect(good.json()).toMatchObject({ premiumStart: '2026-04-01', premiumEnd: '2026-05-01' });
    expect((await auditOf(seller.id)).map((r) => r.action).sort()).toEqual(['seller.end-condition', 'seller.premium-add']);
  });

  it('updates the card and logs only what changed', async () => {
    const seller = await buildSeller(t.database.db, { title: 'ООО «Было»', endConditionAt: '2021-01-01' });
    const res = await api('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: 'ООО «Стало»', inn: seller.inn, curator: curator.email });
    expect(res.statusCode, res.body).toBe(200);
    // The end date has its own action: an update without it leaves it as it was.
    expect(res.json().endConditionAt).toBe('2021-01-01');
    const [row] = await auditOf(seller.id);
    expect(row).toMatchObject({ action: 'seller.update', before: { title: 'ООО «Было»', curator: null }, after: { title: 'ООО «Стало»', curator: expect.stringMatching(/^curator-/) } });
  });
});

describe('curators and dispatchers', () => {
  it('creates a curator with a password mail; assigned to a seller, the curator signs in, sees the seller and can change nothing', async () => {
    const username = `kurator-${Date.now()}`;
    const email = randomEmail('kurator');
    const created = await api('POST', '/api/admin-panel/curators/create', { username, email, lastName: 'Соколова', firstName: 'Анна', phoneNumber: '+7 (903) 000-11-22' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ username, email, name: 'Соколова Анна', phoneNumber: '79030001122', sellers: 0 });
    const again = await api('POST', '/api/admin-panel/curators/create', { username, email: randomEmail('other') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.username).toBe('Пользователь с таким логином уже существует');

    const seller = await buildSeller(t.database.db);
    expect((await api('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: seller.title, inn: seller.inn, curator: username })).statusCode).toBe(200);
    const list = (await api('GET', '/api/admin-panel/curators/list')).json();
    expect(list.items.find((c: { username: string }) => c.username === username).sellers).toBe(1);

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /\/account\/password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const session = (await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password: 'пароль куратора 1' } })).json();
    const headers = { authorization: `Bearer ${session.token}` };
    const mine = await api('GET', '/api/auth/curator/sellers', undefined, headers);
    expect(mine.json().items.map((s: { sellerCode: string }) => s.sellerCode)).toEqual([seller.sellerCode]);
    expect((await api('GET', `/api/admin-panel/seller?sellerCode=${seller.sellerCode}`, undefined, headers)).json().editable).toBe(false);
    expect((await api('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: 'Нельзя', inn: seller.inn }, headers)).statusCode).toBe(403);
  });

  it('creates a dispatcher that can be assigned to a seller by id', async () => {
    const created = await api('POST', '/api/admin-panel/dispetcher/create/', { username: `disp-${Date.now()}`, email: randomEmail('disp') });
    expect(created.statusCode, created.body).toBe(201);
    const seller = await buildSeller(t.database.db);
    const res = await api('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: seller.title, inn: seller.inn, dispetcher: created.json().id });
    expect(res.json()).toMatchObject({ dispetcher: created.json().id, dispetcherUser: { username: created.json().username } });
    const unknown = await api('PUT', `/api/admin-panel/seller/update?sellerCode=${seller.sellerCode}`, { title: seller.title, inn: seller.inn, dispetcher: curator.id });
    expect(unknown.json().error.fields.dispetcher).toBe('Диспетчер не найден');
  });
});
