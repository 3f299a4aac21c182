// Every seller-administration endpoint called as each kind of caller (testing/access-matrix.ts): L1 and
// L2 change; L3 reads; a curator reads its own sellers and changes nothing; everyone else is refused.
import { afterAll, beforeAll } from 'vitest';
import { createAccessMatrix, describeAccess, type AccessCase, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildSeller, buildUser, randomEmail, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const inject = (method: Method, url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A fresh seller of the matrix's curator for each call, so one caller's change never decides the next one's answer. */
const freshSeller = () => buildSeller(t.database.db, { curatorId: matrix.users.L4own.id });
/** A fresh seller with a representative account, addressed by the representative's login. */
async function freshSellerWithRep() {
  const seller = await freshSeller();
  const rep = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
  return { seller, rep };
}

const WRITERS = ['L1', 'L2'] as const;

const cases: AccessCase[] = [
  { name: 'GET /api/admin-panel/sellers', allowed: ['L1', 'L2', 'L3'], allowedStatus: 200, call: (h) => inject('GET', '/api/admin-panel/sellers', h) },
  { name: 'GET /api/auth/curator/sellers', allowed: ['L4own', 'L4other'], allowedStatus: 200, call: (h) => inject('GET', '/api/auth/curator/sellers', h) },
  {
    name: "GET /api/admin-panel/seller (the own curator's seller)",
    allowed: ['L1', 'L2', 'L3', 'L4own'],
    allowedStatus: 200,
    call: (h) => inject('GET', `/api/admin-panel/seller?sellerCode=${matrix.seller.sellerCode}`, h),
  },
  {
    name: 'POST /api/admin-panel/seller/create',
    allowed: WRITERS,
    allowedStatus: 201,
    call: (h) => inject('POST', '/api/admin-panel/seller/create', h, { title: 'ООО «Новый»', inn: randomInn(), email: randomEmail('seller') }),
  },
  {
    name: 'PUT /api/admin-panel/seller/update',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => {
      const s = await freshSeller();
      return inject('PUT', `/api/admin-panel/seller/update?sellerCode=${s.sellerCode}`, h, { title: 'ООО «Другое»', inn: s.inn });
    },
  },
  {
    name: 'PUT /api/admin-panel/seller/end-condition',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('PUT', `/api/admin-panel/seller/end-condition?sellerCode=${(await freshSeller()).sellerCode}`, h, { endConditionAt: '2020-01-01' }),
  },
  {
    name: 'PUT /api/admin-panel/block/{username}',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('PUT', `/api/admin-panel/block/${encodeURIComponent((await freshSellerWithRep()).rep.email)}`, h, { reason: 'Недостоверные данные' }),
  },
  {
    name: 'PUT /api/admin-panel/unblock/{username}',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => {
      const s = await buildSeller(t.database.db, { blocked: true, blockReason: 'x', curatorId: matrix.users.L4own.id });
      return inject('PUT', `/api/admin-panel/unblock/${s.sellerCode}`, h);
    },
  },
  {
    name: 'DELETE /api/admin-panel/delete',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('DELETE', `/api/admin-panel/delete?sellerCode=${(await freshSeller()).sellerCode}`, h),
  },
  {
    name: 'POST /api/admin-panel/add-premium',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('POST', `/api/admin-panel/add-premium?sellerCode=${(await freshSeller()).sellerCode}`, h, { start: '2026-01-01', end: '2026-12-31' }),
  },
  {
    name: 'POST /api/admin-panel/remove-premium',
    allowed: WRITERS,
    allowedStatus: 200,
    call: async (h) => inject('POST', `/api/admin-panel/remove-premium?sellerCode=${(await freshSeller()).sellerCode}`, h),
  },
  { name: 'GET /api/admin-panel/curators/list', allowed: WRITERS, allowedStatus: 200, call: (h) => inject('GET', '/api/admin-panel/curators/list', h) },
  {
    name: 'POST /api/admin-panel/curators/create',
    allowed: WRITERS,
    allowedStatus: 201,
    call: (h) => inject('POST', '/api/admin-panel/curators/create', h, { username: `cur-${Math.random().toString(36).slice(2, 10)}`, email: randomEmail('curator') }),
  },
  { name: 'GET /api/admin-panel/dispetcher/list', allowed: WRITERS, allowedStatus: 200, call: (h) => inject('GET', '/api/admin-panel/dispetcher/list', h) },
  {
    name: 'POST /api/admin-panel/dispetcher/create/',
    allowed: WRITERS,
    allowedStatus: 201,
    call: (h) => inject('POST', '/api/admin-panel/dispetcher/create/', h, { username: `disp-${Math.random().toString(36).slice(2, 10)}`, email: randomEmail('disp') }),
  },
];

describeAccess(() => matrix, cases);
