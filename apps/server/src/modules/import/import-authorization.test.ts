// Every import endpoint called as each kind of caller (testing/access-matrix.ts): the seller's own
// representative and ADMIN L1/L2 import; the seller's curator (L4) reads the status, the log, the
// list and the export and changes nothing; everyone else is refused.
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createAccessMatrix, describeAccess, type AccessCase, type AccessMatrix, type Principal } from '../../testing/access-matrix.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tempDir } from './test-files.ts';

let t: TestApp;
let dataDir: string;
let matrix: AccessMatrix;

beforeAll(async () => {
  dataDir = tempDir('tmc-import-auth-');
  t = await createTestApp({ DATA_DIR: dataDir });
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const CSV = ['Наименование;Артикул;Ед. изм.;Количество;Цена;НДС;Регион', 'Подшипник 6205;П-1;шт;10;150;20%;Москва', 'Плохая;П-2;шт;1;abc;20%;Москва'].join('\n');

function multipart(name: string, data: string) {
  const boundary = 'importAuth42';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(data, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fresh import of the matrix's seller, uploaded by its representative (so each caller meets its own). */
async function freshImport(): Promise<string> {
  const body = multipart('goods.csv', CSV);
  const res = await t.app.inject({ method: 'POST', url: '/api/import', headers: { ...matrix.users.ownRep.headers, ...body.headers }, payload: body.payload });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().jobId as string;
}

/** A fresh import tried once, so its log has a rejected row; answers the row's id. */
async function freshLogRow(): Promise<{ jobId: string; rowId: number }> {
  const jobId = await freshImport();
  await t.app.inject({ method: 'POST', url: `/api/import/trial?jobId=${jobId}`, headers: matrix.users.ownRep.headers });
  const log = (await t.app.inject({ method: 'GET', url: `/api/import/log?jobId=${jobId}`, headers: matrix.users.ownRep.headers })).json();
  return { jobId, rowId: log.items[0].id as number };
}

const WRITERS: Principal[] = ['ownRep', 'L1', 'L2'];
const READERS: Principal[] = ['ownRep', 'L1', 'L2', 'L4own'];
const code = () => matrix.seller.sellerCode;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const cases: AccessCase[] = [
  {
    name: 'POST /api/import (upload)',
    allowed: WRITERS,
    allowedStatus: 201,
    call: (h) => {
      const body = multipart('goods.csv', CSV);
      return t.app.inject({ method: 'POST', url: `/api/import?sellerCode=${code()}`, headers: { ...h, ...body.headers }, payload: body.payload });
    },
  },
  { name: 'PUT /api/import/mapping', allowed: WRITERS, allowedStatus: 200, call: async (h) => inject('PUT', `/api/import/mapping?jobId=${await freshImport()}`, h, { override: { B: 'stockNumber' } }) },
  { name: 'POST /api/import/trial', allowed: WRITERS, allowedStatus: 200, call: async (h) => inject('POST', `/api/import/trial?jobId=${await freshImport()}`, h) },
  {
    name: 'POST /api/import/run',
    allowed: WRITERS,
    allowedStatus: 202,
    call: async (h) => {
      const jobId = await freshImport();
      const res = await inject('POST', `/api/import/run?jobId=${jobId}`, h);
      // One import of a seller runs at a time: the next caller's run must not meet this one.
      await inject('POST', `/api/import/cancel?jobId=${jobId}`, matrix.users.ownRep.headers);
      return res;
    },
  },
  {
    name: 'POST /api/import/cancel',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => {
      const jobId = await freshImport();
      await inject('POST', `/api/import/run?jobId=${jobId}`, matrix.users.ownRep.headers);
      const res = await inject('POST', `/api/import/cancel?jobId=${jobId}`, h);
      await inject('POST', `/api/import/cancel?jobId=${jobId}`, matrix.users.ownRep.headers);
      return res;
    },
  },
  { name: 'GET /api/import/status', allowed: READERS, allowedStatus: 200, call: async (h) => inject('GET', `/api/import/status?jobId=${await freshImport()}`, h) },
  { name: 'GET /api/import/list', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/import/list?sellerCode=${code()}`, h) },
  { name: 'GET /api/import/log by seller', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/import/log?sellerCode=${code()}&page=0&size=20`, h) },
  { name: 'GET /api/import/log of an import', allowed: READERS, allowedStatus: 200, call: async (h) => inject('GET', `/api/import/log?jobId=${(await freshLogRow()).jobId}`, h) },
  {
    name: 'PUT /api/import/log/update',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('PUT', '/api/import/log/update', h, { id: (await freshLogRow()).rowId, values: { name: 'Исправлено', unit: 'шт', quantity: '1', price: '10', vat: '20%', region: 'Москва' } }),
  },
  {
    name: 'POST /api/import/log/try-import',
    allowed: WRITERS,
    // Nothing corrected of a finished import: the allowed callers get the 409 about that.
    allowedStatus: 409,
    call: async (h) => inject('POST', '/api/import/log/try-import', h, { sellerCode: code() }),
  },
  { name: 'GET /api/import/template', allowed: ['ownRep', 'otherRep', 'L1', 'L2', 'L4own', 'L4other'], allowedStatus: 200, call: (h) => inject('GET', '/api/import/template', h) },
  { name: 'GET /api/import/export', allowed: READERS, allowedStatus: 200, call: (h) => inject('GET', `/api/import/export?sellerCode=${code()}`, h) },
];

describeAccess(() => matrix, cases);
