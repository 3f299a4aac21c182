// Every tiers endpoint called as each kind of caller (testing/access-matrix.ts): who is let through and
// who is refused. "Allowed" means anything but 401/403 (the call itself may still answer 400/404/409).
import { afterAll, beforeAll } from 'vitest';
import { createAccessMatrix, describeAccess, EVERYONE, PLATFORM_ADMINS, type AccessCase, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildTierPriceList } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let matrix: AccessMatrix;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  await buildTierPriceList(t.database.db);
  matrix = await createAccessMatrix(t.database.db);
  const order = await t.app.inject({
    method: 'POST',
    url: `/api/tiers/sellers/${matrix.seller.sellerCode}/orders`,
    headers: await matrix.headersOf('ownRep'),
    payload: { tier: 'silver' },
  });
  orderId = order.json().id;
});
afterAll(async () => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const code = () => matrix.seller.sellerCode;

const endpoints: AccessCase[] = [
  { name: 'GET /api/tiers/prices', allowed: EVERYONE, allowedStatus: 200, call: (h) => inject('GET', '/api/tiers/prices', h) },
  {
    name: 'GET /api/tiers/sellers/{code}',
    // The seller's own representative, its curator, administrators L1-L3 (L3 reads sellers).
    allowed: ['ownRep', 'L1', 'L2', 'L3', 'L4own'],
    allowedStatus: 200,
    call: (h) => inject('GET', `/api/tiers/sellers/${code()}`, h),
  },
  {
    name: 'POST /api/tiers/sellers/{code}/orders',
    allowed: ['ownRep'],
    allowedStatus: 201,
    call: (h) => inject('POST', `/api/tiers/sellers/${code()}/orders`, h, { tier: 'one-off' }),
  },
  {
    name: 'GET /api/tiers/orders/{id}/invoice',
    allowed: ['ownRep', 'L1', 'L2', 'L4own'],
    allowedStatus: 200,
    call: (h) => inject('GET', `/api/tiers/orders/${orderId}/invoice`, h),
  },
  { name: 'GET /api/tiers/admin/sellers', allowed: PLATFORM_ADMINS, allowedStatus: 200, call: (h) => inject('GET', '/api/tiers/admin/sellers', h) },
  {
    name: 'PUT /api/tiers/admin/sellers/{code}',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: (h) => inject('PUT', `/api/tiers/admin/sellers/${matrix.otherSeller.sellerCode}`, h, { tariff: 'gold', endsAt: null }),
  },
];

describeAccess(() => matrix, endpoints);
