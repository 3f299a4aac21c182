import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/users.ts';
import { SESSION_TTL_MS } from '../../lib/tokens.ts';
import { buildSeller, buildUser, randomEmail } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // This file signs in many times from one address; the limits have their own tests.
  t = await createTestApp({ RATE_LIMIT_LOGIN_MAX: '1000', LOGIN_FAILURES_PER_ADDRESS_MAX: '1000' });
});
afterAll(async () => t.close());

describe('GET /api/auth/logged-in', () => {
  it('is 401 for a visitor and for a made-up token', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up-token-made-up-token-0000' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthorized', message: 'Требуется вход в систему' });
    }
  });

  it('returns the profile of the signed-in user without secrets', async () => {
    const seller = await buildSeller(t.database.db);
    const user = await buildUser(t.database.db, { role: 'REPRESENTATIVE', sellerId: seller.id });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: { id: 2, name: 'REPRESENTATIVE' },
      permission: 'STANDART',
      enabled: true,
      accountNonLocked: true,
      sellerCode: seller.sellerCode,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });

  it('stops answering at once when the user is blocked or the session expired', async () => {
    const blocked = await buildUser(t.database.db);
    await t.database.db.update(users).set({ accountNonLocked: false }).where(eq(users.id, blocked.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: blocked.headers })).statusCode).toBe(401);

    const expired = await buildUser(t.database.db);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: expired.headers })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await buildUser(t.database.db);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows[0]!.tokenHash).not.toContain(user.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

const PASSWORD = 'Склад-2024 излишки';

const loginJson = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username, password } });

const loginForm = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });

const loggedIn = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/login', () => {
  it('takes the form of the specification (username, password) and answers a bearer token that opens the profile', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const res = await loginForm(user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), tokenType: 'Bearer', expiresAt: expect.any(String) });
    const ttl = Date.parse(body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS);
    const profile = await loggedIn(body.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('takes JSON too; the name is case-insensitive and trimmed, and the e-mail works when the login name differs', async () => {
    const email = randomEmail('Mixed');
    const username = `curator.${email.split('@')[0]}`;
    await buildUser(t.database.db, { email, username, password: PASSWORD });
    expect((await loginJson(`  ${email.toUpperCase()} `, PASSWORD)).statusCode).toBe(200);
    expect((await loginJson(username, PASSWORD)).statusCode).toBe(200);
  });

  it('gives a new token on every sign-in; each is a session of its own', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const first = (await loginJson(user.email, PASSWORD)).json().token;
    const second = (await loginJson(user.email, PASSWORD)).json().token;
    expect(first).not.toBe(second);
    expect((await loggedIn(first)).statusCode).toBe(200);
    expect((await loggedIn(second)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    // The factory's session and the two sign-ins.
    expect(rows).toHaveLength(3);
  });

  it('answers the same 401 for a wrong password, an unknown name and an account without a password yet', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const noPassword = await buildUser(t.database.db);
    const answers = [await loginJson(user.email, 'неверный пароль'), await loginJson(randomEmail('nobody'), PASSWORD), await loginJson(noPassword.email, PASSWORD)];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Заполните верно поля', requestId: expect.any(String) });
      expect(res.body).not.toContain(PASSWORD);
    }
  });

  it('refuses a blocked or disabled account (403, only to whoever knows the password) and treats a deleted one as unknown', async () => {
    const blocked = await buildUser(t.database.db, { password: PASSWORD, accountNonLocked: false });
    const disabled = await buildUser(t.database.db, { password: PASSWORD, enabled: false });
    for (const user of [blocked, disabled]) {
      const res = await loginJson(user.email, PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'account_blocked', message: 'Учётная запись заблокирована. Обратитесь к администратору платформы' });
      expect((await loginJson(user.email, 'не тот пароль')).statusCode).toBe(401);
    }
    const deleted = await buildUser(t.database.db, { password: PASSWORD });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await loginJson(deleted.email, PASSWORD)).json().error.code).toBe('invalid_credentials');
  });

  it('answers 400 with Russian field messages for malformed input, and never echoes the password', async () => {
    const empty = await loginJson('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation_error', fields: { username: 'Email обязателен', password: 'Пароль обязателен' } });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.json().error.fields).toEqual({ username: 'Email обязателен', password: 'Пароль обязателен' });
    const long = 'п'.repeat(129);
    const tooLong = await loginJson('a@b.ru', long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ password: 'Пароль должен содержать не более 128 символов' });
    expect(tooLong.body).not.toContain(long);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the current session only', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const other = (await loginJson(user.email, PASSWORD)).json().token;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await loggedIn(user.token)).statusCode).toBe(401);
    expect((await loggedIn(other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('slide: a session in use gets its expiry moved forward', async () => {
    const user = await buildUser(t.database.db);
    const soon = new Date(Date.now() + 60_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, user.id));
    expect((await loggedIn(user.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });
});
