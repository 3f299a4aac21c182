// Business cards: who may call each endpoint (every caller of the access matrix), the premium rule, the
// photo processed like goods photos, and bad input refused in Russian with nothing half-written.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCards, sellers } from '../../db/schema/sellers.ts';
import { moscowDate } from '../../lib/moscow-time.ts';
import { createAccessMatrix, describeAccess, EVERYONE, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dataDir: string;
let matrix: AccessMatrix;
let png: Buffer;

const day = (offset: number) => moscowDate(new Date(Date.now() + offset * 86_400_000));
const premium = { premiumStart: day(-5), premiumEnd: day(30) };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cards-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  matrix = await createAccessMatrix(t.database.db);
  await t.database.db.update(sellers).set(premium).where(eq(sellers.id, matrix.seller.id));
  await t.database.db.insert(businessCards).values({ sellerId: matrix.seller.id, title: 'ООО «Своя карточка»' });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } }).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function multipart(bytes: Buffer, filename = 'a.png', type = 'image/png') {
  const boundary = 'cardBoundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const code = () => matrix.seller.sellerCode;
const card = (overrides: Record<string, unknown> = {}) => ({
  sellerCode: code(),
  title: 'ООО «Металлоснаб»',
  address: 'г. Тула, ул. Складская, д. 5',
  phoneNumber: '+7 (487) 123-45-67',
  website: 'metallosnab.ru',
  email: 'sales@metallosnab.ru',
  aboutSeller: 'Поставщик металлопроката с 2008 года.',
  aboutTmc: 'Трубы, листы, уголок.',
  aboutDelivery: 'Самовывоз и доставка по области.',
  ...overrides,
});
const save = (headers: Record<string, string>, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/business-card', headers, payload: body });
const upload = (headers: Record<string, string>, sellerCode: string, bytes: Buffer, name?: string, type?: string) => {
  const m = multipart(bytes, name, type);
  return t.app.inject({ method: 'POST', url: `/api/auth/business-card/${sellerCode}/addPhoto`, headers: { ...headers, ...m.headers }, payload: m.payload });
};

describeAccess(
  () => matrix,
  [
    { name: 'POST /api/auth/business-card', allowed: ['ownRep', 'L1', 'L2'], allowedStatus: 200, call: (h) => save(h, card()) },
    { name: 'GET /api/auth/business-card/{id} of a premium seller', allowed: EVERYONE, allowedStatus: 200, call: (h) => t.app.inject({ method: 'GET', url: `/api/auth/business-card/${code()}`, headers: h }) },
    {
      name: 'POST /api/auth/business-card/sellerCodes',
      allowed: EVERYONE,
      allowedStatus: 200,
      call: (h) => t.app.inject({ method: 'POST', url: '/api/auth/business-card/sellerCodes', headers: h, payload: { sellerCodes: [code()] } }),
    },
    { name: 'GET /api/auth/business-card/all', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => t.app.inject({ method: 'GET', url: '/api/auth/business-card/all', headers: h }) },
    { name: 'POST /api/auth/business-card/{id}/addPhoto', allowed: ['ownRep', 'L1', 'L2'], allowedStatus: 200, call: (h) => upload(h, code(), png) },
  ],
);

describe('business cards', () => {
  it('saves every field of section 3, a website without a scheme getting https://, and shows it to buyers', async () => {
    const res = await save(matrix.users.ownRep.headers, card());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sellerCode: code(),
      title: 'ООО «Металлоснаб»',
      phoneNumber: '74871234567',
      website: 'https://metallosnab.ru',
      email: 'sales@metallosnab.ru',
      aboutDelivery: 'Самовывоз и доставка по области.',
      premium: true,
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/auth/business-card/${code()}` });
    expect(shown.json().title).toBe('ООО «Металлоснаб»');
    const list = await t.app.inject({ method: 'POST', url: '/api/auth/business-card/sellerCodes', payload: { sellerCodes: [code(), matrix.otherSeller.sellerCode] } });
    expect(list.json().map((c: { sellerCode: string }) => c.sellerCode)).toEqual([code()]);
  });

  it('stores the photo as WebP with a thumbnail, served for ever, and replaces the old one', async () => {
    const first = await upload(matrix.users.ownRep.headers, code(), png);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().photoPath;
    expect(url).toMatch(/^\/api\/auth\/business-card\/photos\/[0-9a-f-]{36}\.webp$/);
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');

    const second = await upload(matrix.users.ownRep.headers, code(), png);
    expect(second.json().photoPath).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("refuses a representative of a seller that is not premium, and hides such a seller's card from buyers", async () => {
    const db = t.database.db;
    const plain = await buildSeller(db, { withCard: true });
    const rep = await buildUser(db, { role: 'REPRESENTATIVE', permission: 'STANDART', sellerId: plain.id });
    const refused = await save(rep.headers, card({ sellerCode: plain.sellerCode }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'not_premium', message: 'Визитная карточка доступна поставщикам с премиум-статусом' });
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/business-card/${plain.sellerCode}` })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/auth/business-card/${plain.sellerCode}`, headers: rep.headers });
    expect(own.json()).toMatchObject({ premium: false });
    // An administrator edits any card.
    expect((await save(matrix.users.L2.headers, card({ sellerCode: plain.sellerCode, title: 'Правка администратора' }))).statusCode).toBe(200);
  });
});

describe('bad input: a 400 in Russian and nothing written', () => {
  const stored = async () => (await t.database.db.select().from(businessCards).where(eq(businessCards.sellerId, matrix.seller.id)))[0]!;

  it('a 1 MB about text', async () => {
    const before = await stored();
    const res = await save(matrix.users.ownRep.headers, card({ title: 'Не должно сохраниться', aboutSeller: 'ж'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.aboutSeller).toBe('Не более 5000 символов');
    expect(await stored()).toEqual(before);
  });

  it('a website that is not a URL', async () => {
    const before = await stored();
    for (const website of ['не сайт', 'javascript:alert(1)', 'ftp://files.ru', 'http://', 'сайт']) {
      const res = await save(matrix.users.ownRep.headers, card({ title: 'Не должно сохраниться', website }));
      expect(res.statusCode, website).toBe(400);
      expect(res.json().error.fields.website).toBe('Укажите адрес сайта, например https://example.ru');
    }
    expect((await save(matrix.users.ownRep.headers, card({ website: 'https://металл.рф/каталог' }))).json().website).toBe('https://металл.рф/каталог');
    expect(await stored()).not.toEqual(before);
  });

  it('a photo that is not an image, or an image whose content is broken', async () => {
    const before = await stored();
    const text = await upload(matrix.users.ownRep.headers, code(), Buffer.from('это не картинка'), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Допустимы только изображения JPEG, PNG или WebP');
    const broken = await upload(matrix.users.ownRep.headers, code(), Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]));
    expect(broken.statusCode).toBe(400);
    expect((await stored()).photoPath).toBe(before.photoPath);
    const files = await fs.readdir(path.join(dataDir, 'uploads', 'cards')).catch(() => [] as string[]);
    expect(files.filter((f) => !before.photoPath || !f.startsWith(before.photoPath.slice(0, 36)))).toEqual([]);
  });

  it('a malformed seller code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/business-card/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.id).toBe('Код поставщика должен состоять из 6 цифр');
  });
});
