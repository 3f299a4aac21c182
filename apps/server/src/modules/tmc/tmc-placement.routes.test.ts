import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMC_MESSAGES } from '@tmc/shared/tmc-schemas';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { holdGoods } from '../cart/cart-test-factories.ts';
import { buildGoods } from './tmc-test-factories.ts';

let t: TestApp;
let dataDir: string;
let seller: Awaited<ReturnType<typeof buildSeller>>;
let otherSeller: Awaited<ReturnType<typeof buildSeller>>;
let rep: BuiltUser;
let otherRep: BuiltUser;
let admin: BuiltUser;
let curator: BuiltUser;
let buyer: BuiltUser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  curator = await buildUser(db, { role: 'ADMIN', permission: 'L4' });
  seller = await buildSeller(db, { curatorId: curator.id });
  otherSeller = await buildSeller(db);
  rep = await buildUser(db, { role: 'REPRESENTATIVE', sellerId: seller.id });
  otherRep = await buildUser(db, { role: 'REPRESENTATIVE', sellerId: otherSeller.id });
  admin = await buildUser(db, { role: 'ADMIN', permission: 'L2' });
  buyer = await buildUser(db, { role: 'BUYER' });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const item = {
  name: 'Кабель ВВГнг-LS 3х2,5',
  description: 'Остаток с объекта, барабан',
  stockNumber: 'МТР-000123',
  unit: '006',
  quantity: 350,
  price: 98.5,
  vat: '20',
  year: 2023,
  region: '66',
  attributes: { Сечение: '2,5 мм²' },
};

async function place(user: BuiltUser, body: Record<string, unknown> = item) {
  return t.app.inject({ method: 'POST', url: '/api/tmc/save', headers: user.headers, payload: body });
}

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----tmcTestBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('placement and moderation', () => {
  it('a representative places goods that wait in moderation, outside the common base, until an administrator publishes them', async () => {
    const res = await place(rep);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...item, status: 'moderation', rejectReason: null, editable: true, seller: { sellerCode: seller.sellerCode } });

    const searchFor = async () => (await t.app.inject({ method: 'GET', url: `/api/tmc/search?q=ВВГнг&seller_code=${seller.sellerCode}` })).json().total;
    expect(await searchFor()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${created.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${created.id}`, headers: rep.headers })).statusCode).toBe(200);

    const queue = await t.app.inject({ method: 'GET', url: '/api/tmc/admin/search?status=moderation&size=100', headers: admin.headers });
    expect(queue.json().items.map((i: { id: number }) => i.id)).toContain(created.id);

    const published = await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${created.id}/publish`, headers: admin.headers });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published' });
    expect(published.json().publishedAt).not.toBeNull();
    expect(await searchFor()).toBe(1);
    // Publishing twice is a conflict.
    expect((await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${created.id}/publish`, headers: admin.headers })).statusCode).toBe(409);

    // An edit sends it back to moderation and out of the common base.
    const edited = await t.app.inject({ method: 'PUT', url: '/api/tmc/update', headers: rep.headers, payload: { ...item, id: created.id, price: 90 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'moderation', price: 90 });
    expect(await searchFor()).toBe(0);

    // Rejection with a reason; the supplier sees status and reason.
    const rejected = await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${created.id}/reject`, headers: admin.headers, payload: { reason: 'Нет фотографий' } });
    expect(rejected.statusCode).toBe(200);
    const inventory = await t.app.inject({ method: 'GET', url: '/api/tmc/seller/inventory', headers: rep.headers });
    expect(inventory.json().items.find((i: { id: number }) => i.id === created.id)).toMatchObject({ status: 'rejected', rejectReason: 'Нет фотографий' });
    const onlyRejected = await t.app.inject({ method: 'GET', url: '/api/tmc/seller/inventory?status=rejected', headers: rep.headers });
    expect(onlyRejected.json().items.map((i: { status: string }) => i.status)).toEqual(['rejected']);
    const byText = await t.app.inject({ method: 'GET', url: `/api/tmc/seller/inventory?${new URLSearchParams({ q: 'ВВГнг' })}`, headers: rep.headers });
    expect(byText.json().items.map((i: { id: number }) => i.id)).toEqual([created.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/seller/inventory', headers: otherRep.headers })).json().items).toEqual([]);
    const noReason = await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${created.id}/reject`, headers: admin.headers, payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe(TMC_MESSAGES.rejectReasonRequired);
  });

  it('validates the item in Russian', async () => {
    const res = await place(rep, { ...item, name: '', price: -1, vat: '18', unit: 'ведро', region: '99', quantity: 1.23456, year: 1800 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: TMC_MESSAGES.nameRequired,
      price: TMC_MESSAGES.priceInvalid,
      vat: TMC_MESSAGES.vatUnknown,
      unit: TMC_MESSAGES.unitUnknown,
      region: TMC_MESSAGES.regionUnknown,
      quantity: TMC_MESSAGES.quantityInvalid,
      year: TMC_MESSAGES.yearInvalid,
    });
  });

  it('an administrator places for a seller named by code; a representative without a seller cannot place', async () => {
    const missing = await place(admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.sellerCode).toBe(TMC_MESSAGES.sellerCodeRequired);
    const ok = await place(admin, { ...item, sellerCode: otherSeller.sellerCode });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().seller.sellerCode).toBe(otherSeller.sellerCode);
    const unknown = await place(admin, { ...item, sellerCode: '000001' });
    expect(unknown.statusCode).toBe(404);
    const loose = await buildUser(t.database.db, { role: 'REPRESENTATIVE' });
    expect((await place(loose)).statusCode).toBe(403);
  });

  it('a supplier never touches another supplier’s goods; a curator reads its sellers’ goods and changes nothing', async () => {
    const mine = (await place(rep)).json();
    const forOther = [
      () => t.app.inject({ method: 'PUT', url: '/api/tmc/update', headers: otherRep.headers, payload: { ...item, id: mine.id } }),
      () => t.app.inject({ method: 'DELETE', url: `/api/tmc/${mine.id}`, headers: otherRep.headers }),
      () => t.app.inject({ method: 'PUT', url: `/api/tmc/additional-attributes/${mine.id}`, headers: otherRep.headers, payload: { attributes: {} } }),
      () => t.app.inject({ method: 'POST', url: `/api/tmc/incomeExpense/${mine.id}`, headers: otherRep.headers, payload: { delta: 1, reason: 'Приход' } }),
      () => t.app.inject({ method: 'GET', url: `/api/tmc/incomeExpense/${mine.id}`, headers: otherRep.headers }),
    ];
    for (const call of forOther) expect((await call()).statusCode).toBe(403);
    // The unpublished item is simply not found for the other supplier.
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${mine.id}`, headers: otherRep.headers })).statusCode).toBe(404);

    const curatorView = await t.app.inject({ method: 'GET', url: `/api/tmc/${mine.id}`, headers: curator.headers });
    expect(curatorView.statusCode).toBe(200);
    expect(curatorView.json().editable).toBe(false);
    const curatorQueue = await t.app.inject({ method: 'GET', url: '/api/tmc/admin/search?size=100', headers: curator.headers });
    expect(curatorQueue.statusCode).toBe(200);
    const sellerCodes = new Set(curatorQueue.json().items.map((i: { sellerCode: string }) => i.sellerCode));
    expect([...sellerCodes]).toEqual([seller.sellerCode]);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/seller/inventory?seller_code=${seller.sellerCode}`, headers: curator.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/seller/inventory?seller_code=${otherSeller.sellerCode}`, headers: curator.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/tmc/update', headers: curator.headers, payload: { ...item, id: mine.id } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/tmc/admin/${mine.id}/publish`, headers: curator.headers })).statusCode).toBe(403);
    expect((await place(buyer)).statusCode).toBe(403);
  });

  it('stock movements change the quantity and never take it below zero', async () => {
    const mine = (await place(rep, { ...item, quantity: 10 })).json();
    const income = await t.app.inject({ method: 'POST', url: `/api/tmc/incomeExpense/${mine.id}`, headers: rep.headers, payload: { delta: 5.5, reason: 'Приход по накладной 15' } });
    expect(income.statusCode).toBe(201);
    expect(income.json()).toMatchObject({ quantity: 15.5, movement: { delta: 5.5, reason: 'Приход по накладной 15' } });
    const tooMuch = await t.app.inject({ method: 'POST', url: `/api/tmc/incomeExpense/${mine.id}`, headers: rep.headers, payload: { delta: -16, reason: 'Отгрузка' } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(TMC_MESSAGES.stockNegative);
    const list = await t.app.inject({ method: 'GET', url: `/api/tmc/incomeExpense/${mine.id}`, headers: rep.headers });
    expect(list.json()).toMatchObject({ quantity: 15.5, total: 2 });
    expect(list.json().items.map((m: { delta: number }) => m.delta)).toEqual([5.5, 10]);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/incomeExpense/${mine.id}`, headers: curator.headers })).statusCode).toBe(200);
  });

  it('additional attributes are replaced and send the item back to moderation', async () => {
    const db = t.database.db;
    const published = await buildGoods(db, { sellerId: seller.id, name: 'Выключатель автоматический ВА47-29' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/tmc/additional-attributes/${published.id}`, headers: rep.headers, payload: { attributes: { Ток: '16 А' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: published.id, attributes: { Ток: '16 А' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${published.id}`, headers: rep.headers })).json().status).toBe('moderation');
  });

  it('deletes own goods; refuses while a buyer holds them; archives goods with past deals', async () => {
    const db = t.database.db;
    const free = (await place(rep)).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tmc/${free.id}`, headers: rep.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${free.id}`, headers: rep.headers })).statusCode).toBe(404);

    const held = await buildGoods(db, { sellerId: seller.id, name: 'Контактор КМИ-11210' });
    await holdGoods(db, { tmcId: held.id, buyerId: buyer.id, sellerId: seller.id });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/tmc/${held.id}`, headers: rep.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('tmc_reserved');

    const reserve = await t.app.inject({ method: 'GET', url: '/api/tmc/seller/reserve', headers: rep.headers });
    expect(reserve.statusCode).toBe(200);
    expect(reserve.json().items).toEqual([expect.objectContaining({ status: 'reserved', tmc: expect.objectContaining({ id: held.id }), buyerTitle: 'Петров Иван' })]);
    const otherReserve = await t.app.inject({ method: 'GET', url: '/api/tmc/seller/reserve', headers: otherRep.headers });
    expect(otherReserve.json().items).toEqual([]);

    const past = await buildGoods(db, { sellerId: seller.id, name: 'Контактор КМИ-22510' });
    await holdGoods(db, { tmcId: past.id, buyerId: buyer.id, sellerId: seller.id, status: 'concluded' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tmc/${past.id}`, headers: rep.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/tmc/${past.id}`, headers: rep.headers })).json().status).toBe('archived');
  });
});

describe('photos', () => {
  it('stores a real image as WebP with a thumbnail, serves it with long caching, and deletes it', async () => {
    const mine = (await place(rep)).json();
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
    const upload = multipart(jpeg, 'кабель.jpg', 'image/jpeg');
    const res = await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...rep.headers, ...upload.headers }, payload: upload.payload });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo.url).toMatch(/^\/api\/tmc\/photos\/[0-9a-f-]{36}\.webp$/);

    const full = await t.app.inject({ method: 'GET', url: photo.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toContain('immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: photo.thumbUrl })).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320 });

    const details = await t.app.inject({ method: 'GET', url: `/api/tmc/${mine.id}`, headers: rep.headers });
    expect(details.json().photos).toEqual([photo]);

    // A PNG works too.
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#00ff00' } }).png().toBuffer();
    const second = multipart(png, 'photo.png', 'image/png');
    expect((await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...rep.headers, ...second.headers }, payload: second.payload })).statusCode).toBe(201);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/tmc/${mine.id}/photos/${photo.id}`, headers: rep.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it('refuses a text file named .jpg, a file too large, another supplier, and a path outside the uploads', async () => {
    const mine = (await place(rep)).json();
    const text = multipart(Buffer.from('это не картинка, а текст'), 'photo.jpg', 'image/jpeg');
    const asText = await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...rep.headers, ...text.headers }, payload: text.payload });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().error.message).toBe(TMC_MESSAGES.photoType);

    // JPEG magic bytes followed by garbage: the decode fails, still a 400.
    const fake = multipart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'photo.jpg', 'image/jpeg');
    expect((await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...rep.headers, ...fake.headers }, payload: fake.payload })).statusCode).toBe(400);

    const big = multipart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10)]), 'big.jpg', 'image/jpeg');
    const tooLarge = await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...rep.headers, ...big.headers }, payload: big.payload });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(TMC_MESSAGES.photoTooLarge);

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const ok = multipart(png, 'a.png', 'image/png');
    const foreign = await t.app.inject({ method: 'POST', url: `/api/tmc/${mine.id}/photos`, headers: { ...otherRep.headers, ...ok.headers }, payload: ok.payload });
    expect(foreign.statusCode).toBe(403);

    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/photos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tmc/photos/00000000-0000-0000-0000-000000000000.webp' })).statusCode).toBe(404);
  });
});
