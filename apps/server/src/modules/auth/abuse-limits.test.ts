import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loginThrottle, mailOutbox } from '../../db/schema/users.ts';
import { buildUser, randomEmail } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Sign-in, registration and recovery are limited per client address (@fastify/rate-limit), and failed
// sign-ins per account and address (a lock of that address only) and per account from every address (a
// growing delay), counted in the database and shared by every instance.

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

  const countOf = async (key: string) =>
    (await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, key)))[0]?.failures ?? 0;

  it('30 wrong sign-ins in a row from one address bring a 429 and never a 5xx; the right password waits there, not elsewhere', async () => {
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
    // LOGIN_FAILURES_PER_ADDRESS_MAX = 10 by default: the 11th attempt from that address is refused
    // without checking the password.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect((await login(t, user.email, PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    // The owner, from their own address, is not locked out by someone else's guesses.
    expect((await login(t, user.email, PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    // The refused attempts did not count towards the account's own limit.
    expect(await countOf(`user:${user.id}`)).toBe(10);
  });

  it('guesses from several addresses lock only those addresses: the owner signs in from theirs', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    for (let a = 1; a <= 3; a++) {
      for (let i = 0; i < 11; i++) await login(t, user.email, 'неверный', `10.4.0.${a}`);
      expect((await login(t, user.email, PASSWORD, `10.4.0.${a}`)).statusCode).toBe(429);
    }
    expect(await countOf(`user:${user.id}`)).toBe(30);
    expect((await login(t, user.email, PASSWORD, '10.4.1.1')).statusCode).toBe(200);
  });

  it('counts the account, not the name it was addressed by', async () => {
    const username = `curator.${randomEmail('c').split('@')[0]}`;
    const user = await buildUser(t.database.db, { password: PASSWORD, username });
    const names = [user.email, user.email.toUpperCase(), username];
    for (let i = 0; i < 10; i++) {
      expect((await login(t, names[i % 3]!, 'неверный', '10.0.0.1')).statusCode).toBe(401);
    }
    expect(await countOf(`user:${user.id}`)).toBe(10);
    expect(await countOf(`user:${user.id}@10.0.0.1`)).toBe(10);
    expect((await login(t, username, PASSWORD, '10.0.0.1')).statusCode).toBe(429);
  });

  it('lets the address in again once the window is over, and a success clears its count', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const address = '10.3.0.1';
    for (let i = 0; i < 11; i++) await login(t, user.email, 'неверный', address);
    expect((await login(t, user.email, PASSWORD, address)).statusCode).toBe(429);
    await t.database.db
      .update(loginThrottle)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(sql`starts_with(${loginThrottle.accountKey}, ${`user:${user.id}`})`);
    expect((await login(t, user.email, PASSWORD, address)).statusCode).toBe(200);
    expect(await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, `user:${user.id}@${address}`))).toHaveLength(0);
    expect(await countOf(`user:${user.id}`)).toBe(0);
  });

  it('agrees across instances: two apps on one database share the count', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const user = await buildUser(t.database.db, { password: PASSWORD });
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.email, password: 'неверный' }, remoteAddress: '10.1.0.1' });
        expect(res.statusCode).toBe(401);
      }
      const refused = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.email, password: PASSWORD }, remoteAddress: '10.1.0.1' });
      expect(refused.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('limits unknown names as well, so a guess looks the same whether or not the account exists', async () => {
    const name = randomEmail('ghost');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(t, name, 'пароль', '10.2.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});

describe('guesses from many addresses (LOGIN_FAILURES_ACCOUNT_MAX)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_FAILURES_ACCOUNT_MAX: '12', RATE_LIMIT_RECOVERY_MAX: '1000' });
  });
  afterAll(async () => t.close());

  const accountRow = async (id: string) => (await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, `user:${id}`)))[0]!;
  /** As if `seconds` had passed since the account's window started. */
  const windowStartedAgo = (id: string, seconds: number) =>
    t.database.db
      .update(loginThrottle)
      .set({ windowStart: sql`now() - ${seconds} * interval '1 second'` })
      .where(eq(loginThrottle.accountKey, `user:${id}`));

  it('past the cap, attempts slow down with a growing delay instead of a lock, and refused ones do not count', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    let n = 0;
    const guess = () => login(t, user.email, 'неверный', `10.7.${Math.floor(n / 200)}.${(n++ % 200) + 1}`);
    for (let i = 0; i < 12; i++) expect((await guess()).statusCode).toBe(401);
    // The 1st attempt past the cap waits 1 s from the window's start, the 2nd 3 s, the 3rd 6 s... The
    // clock is the window's start, moved back as if the time had passed (a loaded machine is slow).
    await windowStartedAgo(user.id, 0);
    const early = await guess();
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toEqual(TOO_MANY);
    expect((await accountRow(user.id)).failures).toBe(12);
    await windowStartedAgo(user.id, 1);
    expect((await guess()).statusCode).toBe(401);
    const second = await guess();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(2);
    await windowStartedAgo(user.id, 3);
    expect((await guess()).statusCode).toBe(401);
    const third = await guess();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3);
    expect((await accountRow(user.id)).failures).toBe(14);
  });

  it('the owner can always sign in after a recovery mail: setting the password clears every count of the account', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    for (let i = 0; i < 12; i++) await login(t, user.email, 'неверный', `10.8.0.${i + 1}`);
    for (let i = 0; i < 11; i++) await login(t, user.email, 'неверный', '10.8.1.1');
    expect((await login(t, user.email, PASSWORD, '10.8.2.1')).statusCode).toBe(429);
    // Recovery: the link of the mail (read from the outbox: no SMTP here) sets a new password.
    const recovery = await t.app.inject({ method: 'PUT', url: `/api/auth/${user.email}/reset-password/${user.email}`, remoteAddress: '10.8.2.1' });
    expect(recovery.statusCode).toBe(200);
    await t.app.services.auth.settled();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const NEW_PASSWORD = 'совсем новый пароль 7';
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password: NEW_PASSWORD }, remoteAddress: '10.8.2.1' });
    expect(set.statusCode).toBe(200);
    expect(await t.database.db.select().from(loginThrottle).where(sql`starts_with(${loginThrottle.accountKey}, ${`user:${user.id}`})`)).toEqual([]);
    expect((await login(t, user.email, NEW_PASSWORD, '10.8.2.1')).statusCode).toBe(200);
    expect((await login(t, user.email, NEW_PASSWORD, '10.8.1.1')).statusCode).toBe(200);
  });
});

describe('per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_REGISTRATION_MAX: '3',
      RATE_LIMIT_RECOVERY_MAX: '3',
      LOGIN_FAILURES_PER_ADDRESS_MAX: '1000',
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
