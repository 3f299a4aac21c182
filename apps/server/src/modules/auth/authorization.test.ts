import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Role } from '@tmc/shared/roles';
import { mailOutbox, users } from '../../db/schema/users.ts';
import { buildSeller, buildUser, randomEmail, randomInn } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every account endpoint, called by a visitor, a buyer, a supplier's user and each administrator
// level: who is let in (2xx), who is not signed in (401) and who may not (403). The expected table is
// written out here by hand, from the specification and DESIGN.md section 4, not computed from the
// code under test.

type Who = 'anonymous' | 'BUYER' | 'REPRESENTATIVE' | 'ADMIN L1' | 'ADMIN L2' | 'ADMIN L3' | 'ADMIN L4';
const EVERYONE: readonly Who[] = ['anonymous', 'BUYER', 'REPRESENTATIVE', 'ADMIN L1', 'ADMIN L2', 'ADMIN L3', 'ADMIN L4'];

const PRINCIPALS: Readonly<Record<Exclude<Who, 'anonymous'>, { role: Role; permission: Permission }>> = {
  BUYER: { role: 'BUYER', permission: 'STANDART' },
  REPRESENTATIVE: { role: 'REPRESENTATIVE', permission: 'STANDART' },
  'ADMIN L1': { role: 'ADMIN', permission: 'L1' },
  'ADMIN L2': { role: 'ADMIN', permission: 'L2' },
  'ADMIN L3': { role: 'ADMIN', permission: 'L3' },
  'ADMIN L4': { role: 'ADMIN', permission: 'L4' },
};

let t: TestApp;
beforeAll(async () => {
  // No SMTP_URL: mail waits in the outbox, where the password case reads its link.
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', RATE_LIMIT_REGISTRATION_MAX: '1000', RATE_LIMIT_RECOVERY_MAX: '1000' });
});
afterAll(async () => t.close());

/** A fresh caller of this kind: its headers (none for a visitor) and its user id. */
async function caller(who: Who): Promise<{ headers: Record<string, string>; id: string | null }> {
  if (who === 'anonymous') return { headers: {}, id: null };
  const { role, permission } = PRINCIPALS[who];
  const sellerId = role === 'REPRESENTATIVE' ? (await buildSeller(t.database.db)).id : undefined;
  const user = await buildUser(t.database.db, { role, permission, ...(sellerId ? { sellerId } : {}) });
  return { headers: user.headers, id: user.id };
}

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

/** An endpoint and who may call it. `call` gets the caller's headers and, for the cases on another user's account, a fresh target. */
interface Case {
  endpoint: string;
  expected: Readonly<Record<Who, number>>;
  onAnotherUser?: true;
  call(headers: Record<string, string>, target: { id: string; email: string }): Promise<LightMyRequestResponse>;
}

const open = (status: number): Record<Who, number> => Object.fromEntries(EVERYONE.map((w) => [w, status])) as Record<Who, number>;
const signedIn = (status: number): Record<Who, number> => ({ ...open(status), anonymous: 401 });
/** ADMIN L1 and L2 only (DESIGN.md section 4: they manage buyers and sellers). */
const accountAdmins = (status: number): Record<Who, number> => ({
  anonymous: 401,
  BUYER: 403,
  REPRESENTATIVE: 403,
  'ADMIN L1': status,
  'ADMIN L2': status,
  'ADMIN L3': 403,
  'ADMIN L4': 403,
});

const CASES: readonly Case[] = [
  {
    endpoint: 'GET /api/auth/logged-in',
    expected: signedIn(200),
    call: (headers) => t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers }),
  },
  {
    endpoint: 'POST /api/auth/login',
    expected: open(200),
    call: async (headers) => {
      const user = await buildUser(t.database.db, { password: PASSWORD });
      return t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: user.email, password: PASSWORD } });
    },
  },
  {
    endpoint: 'POST /api/auth/logout',
    expected: signedIn(204),
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers }),
  },
  {
    endpoint: 'PUT /api/auth/{email}/reset-password/{email}',
    expected: open(200),
    call: (headers, target) => t.app.inject({ method: 'PUT', url: `/api/auth/${target.email}/reset-password/${target.email}`, headers }),
  },
  {
    endpoint: 'POST /api/auth/password',
    expected: open(200),
    call: async (headers) => {
      const token = await passwordToken();
      return t.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload: { token, password: PASSWORD } });
    },
  },
  {
    endpoint: 'POST /api/admin-panel/user/create',
    expected: open(200),
    call: (headers) => t.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', headers, payload: { email: randomEmail('quick') } }),
  },
  {
    endpoint: 'PUT /api/admin-panel/user/update (own profile)',
    expected: signedIn(200),
    call: (headers) => t.app.inject({ method: 'PUT', url: '/api/admin-panel/user/update', headers, payload: fullRegistration() }),
  },
  {
    endpoint: 'PUT /api/admin-panel/user/update?id (another user)',
    expected: accountAdmins(200),
    onAnotherUser: true,
    call: (headers, target) =>
      t.app.inject({ method: 'PUT', url: `/api/admin-panel/user/update?id=${target.id}`, headers, payload: { ...fullRegistration(), accountNonLocked: false } }),
  },
  {
    endpoint: 'POST /api/admin-panel/user/allow-placement',
    expected: accountAdmins(200),
    onAnotherUser: true,
    call: (headers, target) => t.app.inject({ method: 'POST', url: '/api/admin-panel/user/allow-placement', headers, payload: { username: target.email } }),
  },
];

describe.each(CASES)('$endpoint', (c) => {
  it.each(EVERYONE)('as %s', async (who) => {
    const { headers } = await caller(who);
    const target = await buildUser(t.database.db, { password: PASSWORD });
    const before = (await t.database.db.select().from(users).where(eq(users.id, target.id)))[0]!;
    const res = await c.call(headers, target);
    expect(res.statusCode, res.body).toBe(c.expected[who]);
    if (res.statusCode === 401) expect(res.json().error.code).toBe('unauthorized');
    if (res.statusCode === 403) expect(res.json().error.code).toBe('forbidden');
    if (c.onAnotherUser && res.statusCode >= 400) {
      const after = (await t.database.db.select().from(users).where(eq(users.id, target.id)))[0]!;
      expect(after, 'a refused call changed the target').toEqual(before);
    }
  });
});

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
    const called = new Set(CASES.map((c) => c.endpoint.split(' ')[1]!.replace(/\?id$/, '')));
    expect(called.size).toBe(8);
  });
});
