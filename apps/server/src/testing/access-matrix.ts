// The access-matrix helper: call an endpoint as every kind of caller and check who is let through and
// who is refused, from a table written by hand in the test (from the specification and DESIGN.md
// section 4, never computed from the code under test).
//
// Usage, in a test file that has an app `t` (testing/test-app.ts):
//
//   let matrix: AccessMatrix;
//   beforeAll(async () => {
//     t = await createTestApp();
//     matrix = await createAccessMatrix(t.database.db);   // a seller, its representative and curator, and the others
//   });
//
//   describeAccess(() => matrix, [
//     { name: 'GET /api/stat/top10', allowed: EVERYONE, call: (headers) => t.app.inject({ method: 'GET', url: '/api/stat/top10', headers }) },
//     {
//       name: 'PUT /api/tmc/update',
//       allowed: ['ownRep', 'L1', 'L2'],                          // the seller's own representative, ADMIN L1 and L2
//       call: async (headers) => t.app.inject({ method: 'PUT', url: '/api/tmc/update', headers, payload: { ...body, id: (await freshGoods()).id } }),
//     },
//   ]);
//
// Each case becomes a `describe` with one `it` per caller. A caller in `allowed` must not get 401 or 403
// (the call may still answer 400/404/409 about its data; give `allowedStatus` to demand an exact one); any
// other caller gets 401 without a session and 403 with one, each with its error code ('unauthorized',
// 'forbidden'), or 404 when `refused: 'hidden'` (reads that must not tell an unreadable item exists).
// No answer may be a 5xx. `call` receives the caller's headers and its name, so a case can make fresh data
// per call (one caller's change must not decide the next caller's answer). `expectAccess` runs one caller
// inside an `it` of your own, when a test checks more around the call.
//
// The callers ('principals'): 'anonymous'; 'buyer'; 'ownRep' and 'otherRep', REPRESENTATIVEs of the
// matrix's `seller` and of `otherSeller`; ADMIN 'L1', 'L2', 'L3'; 'L4own', the curator of `seller`, and
// 'L4other', the curator of `otherSeller`. For an endpoint about no seller in particular, ownRep and
// otherRep are simply two representatives, and L4own and L4other two curators.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '@tmc/shared/roles';
import type { Db } from '../db/client.ts';
import { sellers } from '../db/schema/sellers.ts';
import { buildSeller, buildUser, type BuiltUser } from './factories.ts';

export type Principal = 'anonymous' | 'buyer' | 'ownRep' | 'otherRep' | 'L1' | 'L2' | 'L3' | 'L4own' | 'L4other';
type SignedIn = Exclude<Principal, 'anonymous'>;

/** Every caller, in the order the matrix calls them. */
export const EVERYONE: readonly Principal[] = ['anonymous', 'buyer', 'ownRep', 'otherRep', 'L1', 'L2', 'L3', 'L4own', 'L4other'];
/** Everyone with a session. */
export const SIGNED_IN: readonly Principal[] = EVERYONE.filter((p) => p !== 'anonymous');
/** ADMIN L1 and L2: the platform's administrators (roles.ts canManagePlatform). */
export const PLATFORM_ADMINS: readonly Principal[] = ['L1', 'L2'];
/** Both representatives. */
export const REPRESENTATIVES: readonly Principal[] = ['ownRep', 'otherRep'];
/** Both curators (ADMIN L4). */
export const CURATORS: readonly Principal[] = ['L4own', 'L4other'];

type Seller = Awaited<ReturnType<typeof buildSeller>>;
type Headers = Record<string, string>;

export interface AccessMatrix {
  db: Db;
  /** The seller that 'ownRep' represents and 'L4own' curates. */
  seller: Seller;
  /** The seller of 'otherRep' and 'L4other'. */
  otherSeller: Seller;
  /** The signed-in callers (the same users for every case; `freshCaller` cases make new ones). */
  users: Readonly<Record<SignedIn, BuiltUser>>;
  /** Headers of a caller: {} for 'anonymous'; with `fresh`, a new user of that kind. */
  headersOf(principal: Principal, options?: { fresh?: boolean }): Promise<Headers>;
}

export interface AccessCase {
  /** What is called, for the test names: 'PUT /api/tmc/update'. */
  name: string;
  /** The callers let through; everyone else is refused. */
  allowed: readonly Principal[];
  /** The exact status an allowed caller gets; without it, anything but 401, 403 and 5xx. */
  allowedStatus?: number;
  /** 'denied' (default): 401 without a session, 403 with one. 'hidden': 404 for everyone refused. */
  refused?: 'denied' | 'hidden';
  /** A new user for every call: for calls that end the caller's session or change its account. */
  freshCaller?: boolean;
  call(headers: Headers, principal: Principal): Promise<LightMyRequestResponse>;
}

const KINDS: Readonly<Record<SignedIn, { role: Role; permission: Permission; seller?: 'own' | 'other'; curates?: 'own' | 'other' }>> = {
  buyer: { role: 'BUYER', permission: 'STANDART' },
  ownRep: { role: 'REPRESENTATIVE', permission: 'STANDART', seller: 'own' },
  otherRep: { role: 'REPRESENTATIVE', permission: 'STANDART', seller: 'other' },
  L1: { role: 'ADMIN', permission: 'L1' },
  L2: { role: 'ADMIN', permission: 'L2' },
  L3: { role: 'ADMIN', permission: 'L3' },
  L4own: { role: 'ADMIN', permission: 'L4', curates: 'own' },
  L4other: { role: 'ADMIN', permission: 'L4', curates: 'other' },
};

/** Two sellers, each with a representative and a curator, and one user of every other kind. */
export async function createAccessMatrix(db: Db): Promise<AccessMatrix> {
  const [L4own, L4other] = [await buildUser(db, { role: 'ADMIN', permission: 'L4' }), await buildUser(db, { role: 'ADMIN', permission: 'L4' })];
  const seller = await buildSeller(db, { curatorId: L4own.id });
  const otherSeller = await buildSeller(db, { curatorId: L4other.id });
  const sellerOf = { own: seller, other: otherSeller };

  const build = (principal: SignedIn) => {
    const kind = KINDS[principal];
    return buildUser(db, { role: kind.role, permission: kind.permission, ...(kind.seller ? { sellerId: sellerOf[kind.seller].id } : {}) });
  };
  const users: Record<SignedIn, BuiltUser> = { L4own, L4other } as Record<SignedIn, BuiltUser>;
  for (const principal of SIGNED_IN as SignedIn[]) users[principal] ??= await build(principal);

  return {
    db,
    seller,
    otherSeller,
    users,
    async headersOf(principal, options = {}) {
      if (principal === 'anonymous') return {};
      if (!options.fresh) return users[principal].headers;
      const fresh = await build(principal);
      // A seller has one curator: a fresh one takes the place of the previous one from now on.
      const curates = KINDS[principal].curates;
      if (curates) {
        await db.update(sellers).set({ curatorId: fresh.id }).where(eq(sellers.id, sellerOf[curates].id));
        users[principal] = fresh;
      }
      return fresh.headers;
    },
  };
}

/** Calls one case as one caller and checks the answer against the table; answers the response for further checks. */
export async function expectAccess(matrix: AccessMatrix, c: Omit<AccessCase, 'name'> & { name?: string }, principal: Principal): Promise<LightMyRequestResponse> {
  const res = await c.call(await matrix.headersOf(principal, { fresh: c.freshCaller ?? false }), principal);
  const label = `${c.name ?? 'call'} as ${principal}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (c.allowed.includes(principal)) {
    if (c.allowedStatus !== undefined) expect(res.statusCode, label).toBe(c.allowedStatus);
    else expect([401, 403], label).not.toContain(res.statusCode);
  } else if (c.refused === 'hidden') {
    expect(res.statusCode, label).toBe(404);
  } else if (principal === 'anonymous') {
    expect(res.statusCode, label).toBe(401);
    expect(res.json().error.code, label).toBe('unauthorized');
  } else {
    expect(res.statusCode, label).toBe(403);
    expect(res.json().error.code, label).toBe('forbidden');
  }
  return res;
}

/** One `describe` per case, one `it` per caller. `matrix` is read when the tests run (it is built in beforeAll). */
export function describeAccess(matrix: () => AccessMatrix, cases: readonly AccessCase[]): void {
  for (const c of cases) {
    describe(c.name, () => {
      it.each(EVERYONE)(`as %s: ${c.allowed.length === EVERYONE.length ? 'allowed' : `allowed only ${c.allowed.join(', ') || 'nobody'}`}`, async (principal) => {
        await expectAccess(matrix(), c, principal);
      });
    });
  }
}
