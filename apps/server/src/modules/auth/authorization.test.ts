import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { createAccessMatrix, describeAccess, EVERYONE, PLATFORM_ADMINS, SIGNED_IN, type AccessCase, type AccessMatrix } from '../../testing/access-matrix.ts';
import { buildUser, randomEmail, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every account endpoint, called by a visitor, a buyer, a supplier's user and each administrator
// level (testing/access-matrix.ts): who is let in (2xx), who is not signed in (401) and who may not
// (403). The expected table is written out here by hand, from the specification and DESIGN.md
// section 4, not computed from the code under test. Every call is made by a new user of its kind,
// since some calls end the caller's session or change its account.

let t: TestApp;
let matrix: AccessMatrix;
beforeAll(async () => {
  // No SMTP_URL: mail waits in the outbox, where the password case reads its link.
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_REGISTRATION_MAX: '1000', RATE_LIMIT_RECOVERY_MAX: '1000' });
  matrix = await createAccessMatrix(t.database.db);
});
afterAll(async () => t.close());

const PASSWORD = 'пароль для проверки прав';

/** A password link's token, as a newcomer gets it (quick registration, mail in the outbox). */
async function passwordToken(): Promise<string> {
  const email = randomEmail('newcomer');
  const res = await t.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', payload: { email } });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return /\/account\/password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const fullRegistration = () => ({
  title: 'ООО «Проверка прав»',
  firstName: 'Олег',
  lastName: 'Смирнов',
  inn: randomInn(),
  email: randomEmail('profile'),
});

/**
 * A call on another user's account: a fresh target; a refused call must leave the target as it was.
 */
async function onAnotherUser(call: (target: { id: string; email: string }) => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const target = await buildUser(t.database.db);
  const before = (await t.database.db.select().from(users).where(eq(users.id, target.id)))[0]!;
  const res = await call(target);
  if (res.statusCode >= 400) {
    const after = (await t.database.db.select().from(users).where(eq(users.id, target.id)))[0]!;
    expect(after, 'a refused call changed the target').toEqual(before);
  }
  return res;
}

/** Every case with a new caller per call; the allowed get exactly this status. */
const account = (c: Omit<AccessCase, 'freshCaller'>): AccessCase => ({ ...c, freshCaller: true });

const CASES: readonly AccessCase[] = [
  account({
    name: 'GET /api/auth/logged-in',
    allowed: SIGNED_IN,
    allowedStatus: 200,
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers }),
  }),
  account({
    name: 'POST /api/auth/login',
    allowed: EVERYONE,
    allowedStatus: 200,
    call: async (headers) => {
      const user = await buildUser(t.database.db, { password: PASSWORD });
      return t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: user.email, password: PASSWORD } });
    },
  }),
  account({
    name: 'POST /api/auth/logout',
    allowed: SIGNED_IN,
    allowedStatus: 204,
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers }),
  }),
  account({
    name: 'PUT /api/auth/{email}/reset-password/{email}',
    allowed: EVERYONE,
    allowedStatus: 200,
    call: async (headers) => {
      const target = await buildUser(t.database.db, { password: PASSWORD });
      return t.app.inject({ method: 'PUT', url: `/api/auth/${target.email}/reset-password/${target.email}`, headers });
    },
  }),
  account({
    name: 'POST /api/auth/password',
    allowed: EVERYONE,
    allowedStatus: 200,
    call: async (headers) => {
      const token = await passwordToken();
      return t.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { token, password: PASSWORD } });
    },
  }),
  account({
    name: 'POST /api/admin-panel/user/create',
    allowed: EVERYONE,
    allowedStatus: 200,
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', headers, payload: { email: randomEmail('quick') } }),
  }),
  account({
    name: 'PUT /api/admin-panel/user/update (own profile)',
    allowed: SIGNED_IN,
    allowedStatus: 200,
    call: (headers) => t.app.inject({ method: 'PUT', url: '/api/admin-panel/user/update', headers, payload: fullRegistration() }),
  }),
  account({
    // ADMIN L1 and L2 only (DESIGN.md section 4: they manage buyers and sellers).
    name: 'PUT /api/admin-panel/user/update?id (another user)',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: (headers) =>
      onAnotherUser((target) =>
        t.app.inject({ method: 'PUT', url: `/api/admin-panel/user/update?id=${target.id}`, headers, payload: { ...fullRegistration(), accountNonLocked: false } }),
      ),
  }),
  account({
    name: 'POST /api/admin-panel/user/allow-placement',
    allowed: PLATFORM_ADMINS,
    allowedStatus: 200,
    call: (headers) => onAnotherUser((target) => t.app.inject({ method: 'POST', url: '/api/admin-panel/user/allow-placement', headers, payload: { username: target.email } })),
  }),
];

describeAccess(() => matrix, CASES);

describe('the table', () => {
  it('covers every account endpoint the API documents', async () => {
    const documented = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<string, unknown>);
    const accountPaths = documented.filter((p) => p.startsWith('/api/admin-panel/user/') || ['/api/auth/logged-in', '/api/auth/login', '/api/auth/logout', '/api/auth/password'].includes(p) || p.includes('reset-password'));
    expect(accountPaths.sort()).toEqual(
      [
        '/api/admin-panel/user/allow-placement',
        '/api/admin-panel/user/create',
        '/api/admin-panel/user/update',
        '/api/auth/logged-in',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/password',
        '/api/auth/{email}/reset-password/{confirmEmail}',
      ].sort(),
    );
    const called = new Set(CASES.map((c) => c.name.split(' ')[1]!.replace(/\?id$/, '')));
    expect(called.size).toBe(8);
  });
});
