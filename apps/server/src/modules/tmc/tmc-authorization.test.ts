// Every goods endpoint called as each kind of caller (testing/access-matrix.ts): who is let through and
// who is refused. "Allowed" means anything but 401/403 (the call itself may still answer 400/404/409 on its data).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createAccessMatrix, describeAccess, EVERYONE, type AccessCase, type AccessMatrix, type Principal } from '../../testing/access-matrix.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from './tmc-test-factories.ts';

let t: TestApp;
let dataDir: string;
let matrix: AccessMatrix;
let png: Buffer;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-auth-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  matrix = await createAccessMatrix(t.database.db);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const body = { name: 'Подшипник 6205-2RS', unit: '796', quantity: 10, price: 150, vat: '20', region: '77', year: 2021 };

/** Fresh goods of the seller for each call, so one caller's change never decides the next caller's answer. */
async function freshGoods(status = 'moderation') {
  return buildGoods(t.database.db, { sellerId: matrix.seller.id, name: 'Подшипник 6205-2RS', status });
}

function multipart() {
  const boundary = 'authBoundary42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const SUPPLIERS_OF_ITEM: Principal[] = ['ownRep', 'L1', 'L2'];
const READERS_OF_ITEM: Principal[] = ['ownRep', 'L1', 'L2', 'L4own'];
const sellerCode = () => matrix.seller.sellerCode;

const endpoints: AccessCase[] = [
  { name: 'GET search', allowed: EVERYONE, call: (h) => inject('GET', '/api/tmc/search?q=подшипник', h) },
  { name: 'GET premium-sellers/search', allowed: EVERYONE, call: (h) => inject('GET', '/api/tmc/premium-sellers/search', h) },
  { name: 'GET latest/search', allowed: EVERYONE, call: (h) => inject('GET', '/api/tmc/latest/search', h) },
  { name: 'GET suggestions', allowed: EVERYONE, call: (h) => inject('GET', '/api/tmc/suggestions?q=под', h) },
  { name: 'GET dictionaries', allowed: EVERYONE, call: (h) => inject('GET', '/api/tmc/dictionaries', h) },
  {
    name: 'GET /{id} of a published item',
    allowed: EVERYONE,
    call: async (h) => inject('GET', `/api/tmc/${(await freshGoods('published')).id}`, h),
  },
  {
    name: 'GET /{id} of an item in moderation',
    allowed: READERS_OF_ITEM,
    // Reading an item one may not see answers as if it did not exist.
    refused: 'hidden',
    call: async (h) => inject('GET', `/api/tmc/${(await freshGoods()).id}`, h),
  },
  {
    name: 'GET additional-attributes/{id} in moderation',
    allowed: READERS_OF_ITEM,
    refused: 'hidden',
    call: async (h) => inject('GET', `/api/tmc/additional-attributes/${(await freshGoods()).id}`, h),
  },
  { name: 'GET admin/search', allowed: ['L1', 'L2', 'L4own', 'L4other'], call: (h) => inject('GET', '/api/tmc/admin/search', h) },
  { name: 'PUT admin/{id}/publish', allowed: ['L1', 'L2'], call: async (h) => inject('PUT', `/api/tmc/admin/${(await freshGoods()).id}/publish`, h) },
  {
    name: 'PUT admin/{id}/reject',
    allowed: ['L1', 'L2'],
    call: async (h) => inject('PUT', `/api/tmc/admin/${(await freshGoods()).id}/reject`, h, { reason: 'Не соответствует правилам' }),
  },
  {
    name: 'GET seller/inventory of the seller',
    allowed: ['ownRep', 'otherRep', 'L1', 'L2', 'L4own'],
    // A representative always gets its own seller's list, whatever seller_code says.
    call: (h) => inject('GET', `/api/tmc/seller/inventory?seller_code=${sellerCode()}`, h),
  },
  {
    name: 'GET seller/reserve of the seller',
    allowed: ['ownRep', 'otherRep', 'L1', 'L2', 'L4own'],
    call: (h) => inject('GET', `/api/tmc/seller/reserve?seller_code=${sellerCode()}`, h),
  },
  {
    name: 'POST save',
    allowed: ['ownRep', 'otherRep', 'L1', 'L2'],
    call: (h) => inject('POST', '/api/tmc/save', h, { ...body, sellerCode: sellerCode() }),
  },
  {
    name: 'PUT update',
    allowed: SUPPLIERS_OF_ITEM,
    call: async (h) => inject('PUT', '/api/tmc/update', h, { ...body, id: (await freshGoods()).id }),
  },
  { name: 'DELETE /{id}', allowed: SUPPLIERS_OF_ITEM, call: async (h) => inject('DELETE', `/api/tmc/${(await freshGoods()).id}`, h) },
  {
    name: 'PUT additional-attributes/{id}',
    allowed: SUPPLIERS_OF_ITEM,
    call: async (h) => inject('PUT', `/api/tmc/additional-attributes/${(await freshGoods()).id}`, h, { attributes: { Тип: 'закрытый' } }),
  },
  {
    name: 'POST /{id}/photos',
    allowed: SUPPLIERS_OF_ITEM,
    call: async (h) => {
      const m = multipart();
      return t.app.inject({ method: 'POST', url: `/api/tmc/${(await freshGoods()).id}/photos`, headers: { ...h, ...m.headers }, payload: m.payload });
    },
  },
  {
    name: 'DELETE /{id}/photos/{photoId}',
    allowed: SUPPLIERS_OF_ITEM,
    // A missing photo is a 404 for those allowed; the refusal comes first for everyone else.
    call: async (h) => inject('DELETE', `/api/tmc/${(await freshGoods()).id}/photos/00000000-0000-4000-8000-000000000000`, h),
  },
  { name: 'GET incomeExpense/{id}', allowed: READERS_OF_ITEM, call: async (h) => inject('GET', `/api/tmc/incomeExpense/${(await freshGoods()).id}`, h) },
  {
    name: 'POST incomeExpense/{id}',
    allowed: SUPPLIERS_OF_ITEM,
    call: async (h) => inject('POST', `/api/tmc/incomeExpense/${(await freshGoods()).id}`, h, { delta: 1, reason: 'Приход' }),
  },
  { name: 'GET favourites', allowed: ['buyer'], call: (h) => inject('GET', '/api/tmc/favourites', h) },
  { name: 'POST favourites/{id}', allowed: ['buyer'], call: async (h) => inject('POST', `/api/tmc/favourites/${(await freshGoods('published')).id}`, h) },
  { name: 'DELETE favourites/{id}', allowed: ['buyer'], call: async (h) => inject('DELETE', `/api/tmc/favourites/${(await freshGoods('published')).id}`, h) },
];

describeAccess(() => matrix, endpoints);
