// Trusted sellers and the post-moderation list (issue 11, item 9): an administrator marks a seller
// trusted on its card; the seller's new and edited goods (the form, a photo, an import) are published at
// once and wait in the post-moderation list, where an administrator takes one down with a reason (the
// supplier reads it, as a rejection) or leaves it published. Access: every new endpoint from both sides.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { tmc } from '../../db/schema/tmc.ts';
import { createAccessMatrix, describeAccess, PLATFORM_ADMINS, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { IMPORT_JOB } from '../import/import.service.ts';
import { buildGoods } from './tmc-test-factories.ts';

let t: TestApp;
let dataDir: string;
let matrix: AccessMatrix;
let admin: BuiltUser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-post-moderation-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  matrix = await createAccessMatrix(t.database.db);
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const goodsBody = (name: string) => ({ name, unit: '796', quantity: 4, price: 1500, vat: '20', region: '77', year: 2023 });

/** A seller with a representative; trusted through the admin API when asked. */
async function supplier(trusted: boolean) {
  const seller = await buildSeller(db(), { tariff: 'gold', region: '77' });
  const rep = await buildUser(db(), { role: 'REPRESENTATIVE', sellerId: seller.id });
  if (trusted) {
    const res = await api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${seller.sellerCode}`, admin.headers, { trusted: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { seller, rep };
}

const searchIds = async (text: string) => (await api('GET', `/api/tmc/search?q=${encodeURIComponent(text)}`, {})).json().items.map((i: { id: number }) => i.id) as number[];
const postModerationIds = async (sellerCode: string) =>
  (await api('GET', `/api/tmc/admin/post-moderation?seller_code=${sellerCode}`, admin.headers)).json().items.map((i: { id: number }) => i.id) as number[];
const row = async (id: number) => (await db().select().from(tmc).where(eq(tmc.id, id)))[0]!;

describe('marking a seller trusted', () => {
  it('is on the card, in the action log with before and after, and undone the same way', async () => {
    const { seller } = await supplier(false);
    const card = await api('GET', `/api/admin-panel/seller?sellerCode=${seller.sellerCode}`, admin.headers);
    expect(card.json().trusted).toBe(false);

    const on = await api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${seller.sellerCode}`, admin.headers, { trusted: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().trusted).toBe(true);
    // The same value again changes nothing and logs nothing.
    await api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${seller.sellerCode}`, admin.headers, { trusted: true });
    const off = await api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${seller.sellerCode}`, admin.headers, { trusted: false });
    expect(off.json().trusted).toBe(false);

    const log = await db().select().from(auditLog).where(and(eq(auditLog.targetId, seller.id), eq(auditLog.action, 'seller.trusted')));
    expect(log.map((r) => [r.actorId, r.before, r.after])).toEqual([
      [admin.id, { trusted: false }, { trusted: true }],
      [admin.id, { trusted: true }, { trusted: false }],
    ]);
  });

  it('refuses a missing value and an unknown seller in Russian', async () => {
    const bad = await api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${matrix.seller.sellerCode}`, admin.headers, { trusted: 'да' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.trusted).toBe('Укажите, доверенный ли поставщик');
    const missing = await api('PUT', '/api/admin-panel/seller/trusted?sellerCode=999999', admin.headers, { trusted: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Поставщик не найден');
  });
});

describe("a trusted seller's goods", () => {
  it('are published at once from the form, in search and in the post-moderation list; an untrusted seller\'s wait in moderation', async () => {
    const trusted = await supplier(true);
    const plain = await supplier(false);
    const tag = `Задвижка${Date.now()}`;

    const placed = await api('POST', '/api/tmc/save', trusted.rep.headers, goodsBody(`${tag} 30с41нж`));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'published', rejectReason: null });
    expect(placed.json().publishedAt).not.toBeNull();
    const waiting = await api('POST', '/api/tmc/save', plain.rep.headers, goodsBody(`${tag} 31с41нж`));
    expect(waiting.json().status).toBe('moderation');

    expect(await searchIds(tag)).toEqual([placed.json().id]);
    expect(await postModerationIds(trusted.seller.sellerCode)).toEqual([placed.json().id]);
    expect(await postModerationIds(plain.seller.sellerCode)).toEqual([]);
    // Nothing an administrator did: no action-log row for the publication.
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, String(placed.json().id)))).toEqual([]);
  });

  it('are published again at once when edited (a rejected one too), and an untrusted seller\'s edit goes back to moderation', async () => {
    const trusted = await supplier(true);
    const item = await buildGoods(db(), { sellerId: trusted.seller.id, name: 'Кран шаровой 50', status: 'rejected', rejectReason: 'Нет фото', publishedAt: null });
    const edited = await api('PUT', '/api/tmc/update', trusted.rep.headers, { id: item.id, ...goodsBody('Кран шаровой 50 с фото') });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'published', rejectReason: null });
    expect((await row(item.id)).postModeration).toBe(true);

    // An item left published by an administrator returns to the list when edited.
    expect((await api('PUT', `/api/tmc/admin/${item.id}/reviewed`, admin.headers)).statusCode).toBe(200);
    expect(await postModerationIds(trusted.seller.sellerCode)).toEqual([]);
    await api('PUT', `/api/tmc/additional-attributes/${item.id}`, trusted.rep.headers, { attributes: { Ду: '50' } });
    expect(await row(item.id)).toMatchObject({ status: 'published', postModeration: true });

    const plain = await supplier(false);
    const published = await buildGoods(db(), { sellerId: plain.seller.id, name: 'Кран шаровой 80' });
    const back = await api('PUT', '/api/tmc/update', plain.rep.headers, { id: published.id, ...goodsBody('Кран шаровой 80 новый') });
    expect(back.json().status).toBe('moderation');
    expect((await row(published.id)).postModeration).toBe(false);
  });

  it('are published again at once when a photo is added', async () => {
    const trusted = await supplier(true);
    const item = await buildGoods(db(), { sellerId: trusted.seller.id, name: 'Фланец 50-16' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } }).png().toBuffer();
    const boundary = 'trustedBoundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tmc/${item.id}/photos`,
      headers: { ...trusted.rep.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await row(item.id)).toMatchObject({ status: 'published', postModeration: true });
  });

  it('are published at once by an import, new rows and updated ones', async () => {
    const trusted = await supplier(true);
    const existing = await buildGoods(db(), { sellerId: trusted.seller.id, name: 'Старое', stockNumber: 'TR-2', status: 'rejected', rejectReason: 'Нет цены', publishedAt: null });
    const boundary = 'trustedImport';
    const csv = ['Наименование;Артикул;Ед. изм.;Количество;Цена;НДС;Регион', 'Подшипник 6301;TR-1;шт;3;120;20%;Москва', 'Подшипник 6302;TR-2;шт;5;130;20%;Москва'].join('\r\n');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goods.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(csv, 'utf8'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/import', headers: { ...trusted.rep.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const jobId = uploaded.json().jobId as string;
    expect((await api('POST', `/api/import/trial?jobId=${jobId}`, trusted.rep.headers)).statusCode).toBe(200);
    expect((await api('POST', `/api/import/run?jobId=${jobId}`, trusted.rep.headers)).statusCode).toBe(202);
    expect((await t.app.services.jobs.runDue(new Date(), { only: [IMPORT_JOB] })).map((r) => r.outcome)).toEqual(['done']);

    const goods = await db().select().from(tmc).where(eq(tmc.sellerId, trusted.seller.id));
    expect(goods.map((g) => [g.stockNumber, g.status, g.postModeration, g.publishedAt !== null, g.rejectReason]).sort()).toEqual([
      ['TR-1', 'published', true, true, null],
      ['TR-2', 'published', true, true, null],
    ]);
    expect(goods.find((g) => g.stockNumber === 'TR-2')!.id).toBe(existing.id);
    expect((await postModerationIds(trusted.seller.sellerCode)).sort()).toEqual(goods.map((g) => g.id).sort());
  });
});

describe('the post-moderation list', () => {
  it('takes an item down with a reason: it leaves search and the list, the supplier reads the reason, the log has it', async () => {
    const { seller, rep } = await supplier(true);
    const tag = `Швеллер${Date.now()}`;
    const id = (await api('POST', '/api/tmc/save', rep.headers, goodsBody(`${tag} 12П`))).json().id as number;
    expect(await searchIds(tag)).toEqual([id]);

    const down = await api('PUT', `/api/tmc/admin/${id}/reject`, admin.headers, { reason: 'Фото не соответствует товару' });
    expect(down.statusCode, down.body).toBe(200);
    expect(await searchIds(tag)).toEqual([]);
    expect(await postModerationIds(seller.sellerCode)).toEqual([]);
    const own = (await api('GET', `/api/tmc/seller/inventory?status=rejected`, rep.headers)).json().items;
    expect(own.map((i: { id: number; rejectReason: string }) => [i.id, i.rejectReason])).toEqual([[id, 'Фото не соответствует товару']]);

    const [log] = await db().select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    expect(log).toMatchObject({
      action: 'tmc.take-down',
      actorId: admin.id,
      before: { status: 'published', rejectReason: null, postModeration: true },
      after: { status: 'rejected', rejectReason: 'Фото не соответствует товару', postModeration: false },
    });
  });

  it('leaves a looked-at item published and out of the list, once; a second look is a 409 in Russian', async () => {
    const { seller, rep } = await supplier(true);
    const id = (await api('POST', '/api/tmc/save', rep.headers, goodsBody('Уголок 50х50'))).json().id as number;
    const ok = await api('PUT', `/api/tmc/admin/${id}/reviewed`, admin.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('published');
    expect(await postModerationIds(seller.sellerCode)).toEqual([]);
    const again = await api('PUT', `/api/tmc/admin/${id}/reviewed`, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Позиция не ожидает проверки после публикации');
    const log = await db().select().from(auditLog).where(and(eq(auditLog.targetId, String(id)), eq(auditLog.action, 'tmc.review')));
    expect(log).toHaveLength(1);
    expect(log[0]!.actorId).toBe(admin.id);
  });

  it('lists newest publication first, pages, and keeps an item of a seller no longer trusted', async () => {
    const { seller, rep } = await supplier(true);
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await api('POST', '/api/tmc/save', rep.headers, goodsBody(`Лист г/к ${n}`))).json().id);
    await db().update(sellers).set({ trusted: false }).where(eq(sellers.id, seller.id));
    const first = (await api('GET', `/api/tmc/admin/post-moderation?seller_code=${seller.sellerCode}&size=2`, admin.headers)).json();
    expect(first.total).toBe(3);
    // Published in one transaction each, in order: the newest is the last placed.
    expect(first.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const second = (await api('GET', `/api/tmc/admin/post-moderation?seller_code=${seller.sellerCode}&size=2&page=1`, admin.headers)).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    // Once untrusted, the seller's edit goes to moderation and out of the list.
    await api('PUT', '/api/tmc/update', rep.headers, { id: ids[0], ...goodsBody('Лист г/к 1 изм.') });
    expect(await row(ids[0]!)).toMatchObject({ status: 'moderation', postModeration: false });
    expect(await postModerationIds(seller.sellerCode)).toEqual([ids[2], ids[1]]);
  });
});

describeAccess(() => matrix, [
  {
    name: 'PUT /api/admin-panel/seller/trusted',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: (h) => api('PUT', `/api/admin-panel/seller/trusted?sellerCode=${matrix.seller.sellerCode}`, h, { trusted: false }),
  },
  {
    name: 'GET /api/tmc/admin/post-moderation',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: (h) => api('GET', '/api/tmc/admin/post-moderation', h),
  },
  {
    name: 'PUT /api/tmc/admin/{id}/reviewed',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: async (h) => {
      const item = await buildGoods(db(), { sellerId: matrix.seller.id, name: 'Проверка доступа', postModeration: true });
      return api('PUT', `/api/tmc/admin/${item.id}/reviewed`, h);
    },
  },
]);
