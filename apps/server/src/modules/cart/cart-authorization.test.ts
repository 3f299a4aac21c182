// Every cart and billing endpoint called as each kind of caller (testing/access-matrix.ts): who is let
// through and who is refused. Each call makes its own entry, so one caller's step never decides another's.
import { afterAll, beforeAll } from 'vitest';
import { createAccessMatrix, describeAccess, SIGNED_IN, type AccessCase, type AccessMatrix, type Principal } from '../../testing/access-matrix.ts';
import { buildUser, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildGoods } from '../tmc/tmc-test-factories.ts';

let t: TestApp;
let matrix: AccessMatrix;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A fresh entry of a fresh buyer on the matrix seller's goods, taken as far as `stage`. */
async function entry(stage: 'reserved' | 'ordered' | 'paid' = 'reserved') {
  const db = t.database.db;
  const buyer = await buildUser(db, { inn: randomInn(), title: 'ООО «Матрица»' });
  const goods = await buildGoods(db, { sellerId: matrix.seller.id });
  const e = (await inject('POST', '/api/cart', buyer.headers, { tmcId: goods.id })).json();
  if (stage === 'reserved') return { id: e.id as string, buyer };
  const o = (await inject('POST', `/api/cart/${e.id}/order`, buyer.headers)).json();
  if (stage === 'paid') await inject('PUT', `/api/billing/invoices/${o.invoice.id}/paid`, matrix.users.L1.headers);
  return { id: e.id as string, invoiceId: o.invoice.id as string, buyer };
}

/** The entry's own buyer stands in for 'buyer' (a buyer reads and acts on its own entries only). */
const asOwnBuyer = (headers: Headers, principal: Principal, buyer: { headers: Headers }) => (principal === 'buyer' ? buyer.headers : headers);

const READERS: Principal[] = ['buyer', 'ownRep', 'L1', 'L2', 'L4own'];
const CART_USERS: Principal[] = ['buyer', 'ownRep', 'otherRep'];

const cases: AccessCase[] = [
  {
    name: 'POST /api/cart (Купить)',
    allowed: CART_USERS,
    call: async (h) => inject('POST', '/api/cart', h, { tmcId: (await buildGoods(t.database.db, { sellerId: matrix.otherSeller.id })).id }),
  },
  { name: 'GET /api/cart', allowed: CART_USERS, allowedStatus: 200, call: (h) => inject('GET', '/api/cart', h) },
  { name: 'GET /api/cart/count', allowed: SIGNED_IN, allowedStatus: 200, call: (h) => inject('GET', '/api/cart/count', h) },
  {
    name: 'GET /api/cart/{id}',
    allowed: READERS,
    call: async (h, p) => {
      const e = await entry();
      return inject('GET', `/api/cart/${e.id}`, asOwnBuyer(h, p, e.buyer));
    },
  },
  {
    name: 'GET /api/cart/{id}/contacts',
    allowed: READERS,
    call: async (h, p) => {
      const e = await entry();
      return inject('GET', `/api/cart/${e.id}/contacts`, asOwnBuyer(h, p, e.buyer));
    },
  },
  {
    name: 'POST /api/cart/{id}/order (own buyer only)',
    allowed: ['buyer'],
    allowedStatus: 200,
    call: async (h, p) => {
      const e = await entry();
      return inject('POST', `/api/cart/${e.id}/order`, asOwnBuyer(h, p, e.buyer));
    },
  },
  {
    name: 'POST /api/cart/{id}/cancel (own buyer only)',
    allowed: ['buyer'],
    allowedStatus: 200,
    call: async (h, p) => {
      const e = await entry();
      return inject('POST', `/api/cart/${e.id}/cancel`, asOwnBuyer(h, p, e.buyer), {});
    },
  },
  {
    name: 'POST /api/cart/{id}/outcome (the buyer and the supplier)',
    allowed: ['buyer', 'ownRep'],
    allowedStatus: 200,
    call: async (h, p) => {
      const e = await entry('paid');
      return inject('POST', `/api/cart/${e.id}/outcome`, asOwnBuyer(h, p, e.buyer), { concluded: true });
    },
  },
  {
    name: 'GET /api/cart/{id}/upd',
    allowed: READERS,
    call: async (h, p) => {
      const e = await entry('paid');
      return inject('GET', `/api/cart/${e.id}/upd`, asOwnBuyer(h, p, e.buyer));
    },
  },
  { name: 'GET /api/cart/seller/deals', allowed: ['ownRep', 'otherRep', 'L1', 'L2', 'L4own', 'L4other'], allowedStatus: 200, call: (h) => inject('GET', '/api/cart/seller/deals', h) },
  {
    name: 'GET /api/cart/seller/deals?seller_code= of the matrix seller',
    allowed: ['ownRep', 'L1', 'L2', 'L4own'],
    allowedStatus: 200,
    call: (h) => inject('GET', `/api/cart/seller/deals?seller_code=${matrix.seller.sellerCode}`, h),
  },
  { name: 'GET /api/billing/invoices', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => inject('GET', '/api/billing/invoices', h) },
  { name: 'GET /api/billing/invoices/xlsx', allowed: ['L1', 'L2'], allowedStatus: 200, call: (h) => inject('GET', '/api/billing/invoices/xlsx?kind=deal', h) },
  {
    name: 'PUT /api/billing/invoices/{id}/paid',
    allowed: ['L1', 'L2'],
    allowedStatus: 200,
    call: async (h) => inject('PUT', `/api/billing/invoices/${(await entry('ordered')).invoiceId}/paid`, h),
  },
  {
    name: 'GET /api/billing/invoices/{id}/pdf',
    allowed: ['L1', 'L2'],
    allowedStatus: 200,
    call: async (h) => inject('GET', `/api/billing/invoices/${(await entry('ordered')).invoiceId}/pdf`, h),
  },
];

describeAccess(() => matrix, cases);
