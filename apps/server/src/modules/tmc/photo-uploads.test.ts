// Images cannot exhaust the server (issue 10, item 5), for goods photos and business-card photos alike:
// pixels limited from the header, decodes through one small queue, uploads limited per user, the 10 MB
// rule the same whatever the network does, and files of failed uploads swept by a job.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_CARD_MESSAGES } from '@tmc/shared/business-card-schemas';
import { TMC_LIMITS, TMC_MESSAGES } from '@tmc/shared/tmc-schemas';
import { businessCards } from '../../db/schema/sellers.ts';
import { tmcPhotos } from '../../db/schema/tmc.ts';
import { moscowDate } from '../../lib/moscow-time.ts';
import { buildSeller, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { hugeBlankPng } from '../../testing/images.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from './tmc-test-factories.ts';

const day = (offset: number) => moscowDate(new Date(Date.now() + offset * 86_400_000));
const BOUNDARY = 'photoUploadsBoundary9';

function multipart(bytes: Buffer, filename = 'a.jpg', type = 'image/jpeg') {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, tail, payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

interface Fixture {
  t: TestApp;
  dataDir: string;
  rep: BuiltUser;
  sellerCode: string;
  goods: number[];
}

async function fixture(env: Record<string, string>): Promise<Fixture> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-uploads-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  const db = t.database.db;
  const seller = await buildSeller(db, { premiumStart: day(-5), premiumEnd: day(30) });
  await db.insert(businessCards).values({ sellerId: seller.id, title: 'ООО «Фотосклад»' });
  const rep = await buildUser(db, { role: 'REPRESENTATIVE', sellerId: seller.id });
  const goods = [];
  for (let i = 0; i < 3; i++) goods.push((await buildGoods(db, { sellerId: seller.id, status: 'moderation' })).id);
  return { t, dataDir, rep, sellerCode: seller.sellerCode, goods };
}

const goodsPhoto = (f: Fixture, tmcId: number, bytes: Buffer, type?: string) => {
  const m = multipart(bytes, 'photo', type);
  return f.t.app.inject({ method: 'POST', url: `/api/tmc/${tmcId}/photos`, headers: { ...f.rep.headers, ...m.headers }, payload: m.payload });
};
const cardPhoto = (f: Fixture, bytes: Buffer, type?: string) => {
  const m = multipart(bytes, 'photo', type);
  return f.t.app.inject({ method: 'POST', url: `/api/auth/business-card/${f.sellerCode}/addPhoto`, headers: { ...f.rep.headers, ...m.headers }, payload: m.payload });
};

describe('photo uploads', () => {
  let f: Fixture;
  let jpeg: Buffer;
  beforeAll(async () => {
    f = await fixture({ IMAGE_CONCURRENCY: '2', RATE_LIMIT_UPLOAD_MAX: '50' });
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a5' } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await f.t.close();
    await fs.rm(f.dataDir, { recursive: true, force: true });
  });

  it('a 49-megapixel PNG of a few KB is refused with 413 from its header, never decoded', async () => {
    const bomb = hugeBlankPng(7000, 7000);
    const goods = await goodsPhoto(f, f.goods[0]!, bomb, 'image/png');
    expect(goods.statusCode).toBe(413);
    expect(goods.json().error).toMatchObject({ code: 'photo_pixels', message: TMC_MESSAGES.photoPixels });
    const card = await cardPhoto(f, bomb, 'image/png');
    expect(card.statusCode).toBe(413);
    expect(card.json().error).toMatchObject({ code: 'photo_pixels', message: BUSINESS_CARD_MESSAGES.photoPixels });
    expect(f.t.app.services.images.queue.peak).toBe(0);
    expect(await f.t.database.db.select().from(tmcPhotos).where(eq(tmcPhotos.tmcId, f.goods[0]!))).toEqual([]);
  });

  it('16 uploads at once, goods and card photos together, all stored, never more than IMAGE_CONCURRENCY decodes at a time', { timeout: 120_000 }, async () => {
    const calls = [
      ...Array.from({ length: 6 }, () => goodsPhoto(f, f.goods[1]!, jpeg)),
      ...Array.from({ length: 6 }, () => goodsPhoto(f, f.goods[2]!, jpeg)),
      ...Array.from({ length: 4 }, () => cardPhoto(f, jpeg)),
    ];
    const statuses = (await Promise.all(calls)).map((res) => res.statusCode);
    expect(statuses).toEqual([...Array(12).fill(201), ...Array(4).fill(200)]);
    expect(f.t.app.services.images.queue.peak).toBe(2);
    expect(f.t.app.services.images.queue.active).toBe(0);
  });

  it('a file over 10 MB is refused with 413 even when the network cuts it exactly at 10 MB (over a real socket)', async () => {
    await f.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = f.t.app.server.address() as AddressInfo;
    // A valid picture followed by zeros up to exactly 10 MB, then more: cut at 10 MB it still decodes.
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#a33' } }).png().toBuffer();
    const tenMegabytes = Buffer.concat([png, Buffer.alloc(TMC_LIMITS.photoBytesMax - png.length)]);
    const extra = Buffer.alloc(100);

    /** Sends the body in two writes, the first ending where the file reaches 10 MB, with a pause between. */
    const send = (url: string) => {
      const m = multipart(Buffer.alloc(0), 'big.png', 'image/png');
      const first = Buffer.concat([m.head, tenMegabytes]);
      const second = Buffer.concat([extra, m.tail]);
      return new Promise<{ status: number; body: { error: { code: string; message: string } } }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: url, headers: { ...f.rep.headers, ...m.headers, 'content-length': String(first.length + second.length) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
          },
        );
        req.on('error', reject);
        req.write(first, () => setTimeout(() => req.end(second), 300));
      });
    };
    const goods = await send(`/api/tmc/${f.goods[0]}/photos`);
    expect(goods.status).toBe(413);
    expect(goods.body.error).toMatchObject({ code: 'payload_too_large', message: TMC_MESSAGES.photoTooLarge });
    const card = await send(`/api/auth/business-card/${f.sellerCode}/addPhoto`);
    expect(card.status).toBe(413);
    expect(card.body.error).toMatchObject({ code: 'payload_too_large', message: BUSINESS_CARD_MESSAGES.photoTooLarge });
    expect(await f.t.database.db.select().from(tmcPhotos).where(eq(tmcPhotos.tmcId, f.goods[0]!))).toEqual([]);

    // A body whose Content-Length is already far over the limit is refused before it is read.
    const declared = await f.t.app.inject({
      method: 'POST',
      url: `/api/tmc/${f.goods[0]}/photos`,
      headers: { ...f.rep.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(50 * 1024 * 1024) },
      payload: multipart(png).payload,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(TMC_MESSAGES.photoTooLarge);
  });

  it('the sweep deletes photo files no row names once they are an hour old, and keeps the rest', async () => {
    const tmcDir = path.join(f.dataDir, 'uploads', 'tmc');
    const cardsDir = path.join(f.dataDir, 'uploads', 'cards');
    const rows = await f.t.database.db.select().from(tmcPhotos);
    const [card] = await f.t.database.db.select().from(businessCards);
    const referencedGoods = rows.flatMap((r) => [r.path, r.thumbPath!]);
    const referencedCard = [card!.photoPath!, card!.photoPath!.replace('.webp', '-thumb.webp')];
    expect(referencedGoods.length).toBe(24);

    // What a crash between writing the files and committing the row leaves behind, in both folders.
    const orphan = randomUUID();
    const cardOrphan = randomUUID();
    const fresh = randomUUID();
    const orphans = [path.join(tmcDir, `${orphan}.webp`), path.join(tmcDir, `${orphan}-thumb.webp`), path.join(cardsDir, `${cardOrphan}.webp`), path.join(cardsDir, `${cardOrphan}-thumb.webp`)];
    for (const file of [...orphans, path.join(tmcDir, `${fresh}.webp`), path.join(tmcDir, 'notes.txt')]) await fs.writeFile(file, 'x');

    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60_000);
    const everyFile = [...(await fs.readdir(tmcDir)).map((n) => path.join(tmcDir, n)), ...(await fs.readdir(cardsDir)).map((n) => path.join(cardsDir, n))];
    for (const file of everyFile) if (!file.includes(fresh)) await fs.utimes(file, twoHoursAgo, twoHoursAgo);

    const runs = await f.t.app.services.jobs.runDue(now);
    expect(runs.find((r) => r.name === 'uploads.sweep-orphans')?.outcome).toBe('done');

    const left = { tmc: (await fs.readdir(tmcDir)).sort(), cards: (await fs.readdir(cardsDir)).sort() };
    expect(left.tmc).toEqual([...referencedGoods, `${fresh}.webp`, 'notes.txt'].sort());
    expect(left.cards).toEqual(referencedCard.sort());
    // Every stored photo still serves.
    expect((await f.t.app.inject({ method: 'GET', url: `/api/tmc/photos/${rows[0]!.path}` })).statusCode).toBe(200);
  });
});

describe('uploads per user (RATE_LIMIT_UPLOAD_MAX)', () => {
  let f: Fixture;
  let other: BuiltUser;
  let png: Buffer;
  beforeAll(async () => {
    f = await fixture({ RATE_LIMIT_UPLOAD_MAX: '3' });
    png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#36a' } }).png().toBuffer();
    const [row] = await f.t.database.db.select().from(businessCards).limit(1);
    other = await buildUser(f.t.database.db, { role: 'ADMIN', permission: 'L1' });
    expect(row).toBeDefined();
  });
  afterAll(async () => {
    await f.t.close();
    await fs.rm(f.dataDir, { recursive: true, force: true });
  });

  it('goods photos and card photos: the 4th upload in the window gets 429, another user goes on', async () => {
    const goods = [];
    for (let i = 0; i < 4; i++) goods.push((await goodsPhoto(f, f.goods[0]!, png, 'image/png')).statusCode);
    expect(goods).toEqual([201, 201, 201, 429]);
    const cards = [];
    for (let i = 0; i < 4; i++) cards.push((await cardPhoto(f, png, 'image/png')).statusCode);
    expect(cards).toEqual([200, 200, 200, 429]);
    const m = multipart(png, 'a.png', 'image/png');
    const byOther = await f.t.app.inject({ method: 'POST', url: `/api/auth/business-card/${f.sellerCode}/addPhoto`, headers: { ...other.headers, ...m.headers }, payload: m.payload });
    expect(byOther.statusCode).toBe(200);
  });
});
