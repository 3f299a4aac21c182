import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginThrottle } from '../../db/schema/users.ts';
import { buildUser, randomEmail } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Sign-in, registration and recovery are limited per client address (@fastify/rate-limit) and
// sign-in also per account (failed attempts counted in the database, shared by every instance).

const PASSWORD = 'верный пароль 42';
const TOO_MANY = { code: 'too_many_requests', message: 'Слишком много запросов, попробуйте позже', requestId: expect.any(String) };

const login = (t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('with the production defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('30 wrong sign-ins in a row bring a 429 and never a 5xx; then even the right password waits', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await login(t, user.email, `неверный пароль ${i}`, '10.9.0.1');
      statuses.push(res.statusCode);
      expect(res.body).not.toContain('неверный пароль');
      if (res.statusCode === 429) {
        expect(res.json().error).toEqual(TOO_MANY);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // LOGIN_FAILURES_MAX = 10 by default: the 11th attempt is refused without checking the password.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect((await login(t, user.email, PASSWORD, '10.9.0.2')).statusCode).toBe(429);
  });

  it('counts the account, not the name it was addressed by, nor the address it came from', async () => {
    const username = `curator.${randomEmail('c').split('@')[0]}`;
    const user = await buildUser(t.database.db, { password: PASSWORD, username });
    const names = [user.email, user.email.toUpperCase(), username];
    for (let i = 0; i < 10; i++) {
      expect((await login(t, names[i % 3]!, 'неверный', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, `user:${user.id}`));
    expect(row!.failures).toBe(10);
    expect((await login(t, username, PASSWORD, '10.0.2.1')).statusCode).toBe(429);
  });

  it('lets the account in again once the window is over, and a success clears the count', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const address = '10.3.0.1';
    for (let i = 0; i < 11; i++) await login(t, user.email, 'неверный', address);
    expect((await login(t, user.email, PASSWORD, address)).statusCode).toBe(429);
    await t.database.db
      .update(loginThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(loginThrottle.accountKey, `user:${user.id}`));
    expect((await login(t, user.email, PASSWORD, address)).statusCode).toBe(200);
    expect(await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, `user:${user.id}`))).toHaveLength(0);
  });

  it('agrees across instances: two apps on one database share the count', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const user = await buildUser(t.database.db, { password: PASSWORD });
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.email, password: 'неверный' }, remoteAddress: `10.1.0.${i + 1}` });
        expect(res.statusCode).toBe(401);
      }
      const refused = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.email, password: PASSWORD }, remoteAddress: '10.1.1.1' });
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits unknown names as well, so a guess looks the same whether or not the account exists', async () => {
    const name = randomEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(t, name, 'пароль', `10.2.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_REGISTRATION_MAX: '3',
      RATE_LIMIT_RECOVERY_MAX: '3',
      LOGIN_FAILURES_MAX: '1000',
    });
  });
  afterAll(async () => t.close());

  it('sign-in: RATE_LIMIT_LOGIN_MAX attempts per address in the window, whatever the names; another address goes on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(t, randomEmail('spray'), 'пароль', '192.0.2.10')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const res = await login(t, randomEmail('spray'), 'пароль', '192.0.2.10');
    expect(res.json().error).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, randomEmail('spray'), 'пароль', '192.0.2.11')).statusCode).toBe(401);
  });

  it('registration: RATE_LIMIT_REGISTRATION_MAX per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', payload: { email: randomEmail('bulk') }, remoteAddress: '192.0.2.20' });
      statuses.push(res.statusCode);
    }
    // No SMTP_URL here: the mail waits in the outbox and registration succeeds.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('recovery and the new password: RATE_LIMIT_RECOVERY_MAX per address each', async () => {
    const recoveries: number[] = [];
    for (let i = 0; i < 4; i++) {
      const email = randomEmail('lost');
      const res = await t.app.inject({ method: 'PUT', url: `/api/auth/${email}/reset-password/${email}`, remoteAddress: '192.0.2.30' });
      recoveries.push(res.statusCode);
    }
    expect(recoveries).toEqual([200, 200, 200, 429]);
    const guesses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: { token: `made-up-token-made-up-token-${i}`, password: 'пароль пароль' },
        remoteAddress: '192.0.2.30',
      });
      guesses.push(res.statusCode);
    }
    expect(guesses).toEqual([400, 400, 400, 429]);
  });
});
