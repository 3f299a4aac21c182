import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, oneTimeTokens, sessions, users } from '../../db/schema/users.ts';
import { buildUser, randomEmail } from '../../testing/factories.ts';
import { passwordLinkOf, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../testing/smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Registration, recovery and the new password through a real SMTP server: each mail is read as it
// arrived, and its link is used the way a person would use it.

let smtp: TestSmtpServer;
let t: TestApp;
const LIMITS = { RATE_LIMIT_REGISTRATION_MAX: '1000', RATE_LIMIT_RECOVERY_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' };
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, ...LIMITS });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = 'новый пароль 2024';

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', payload: payload as object, headers });
const recover = (email: string, again = email) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/${encodeURIComponent(email)}/reset-password/${encodeURIComponent(again)}` });
const setPassword = (token: unknown, password: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/password', payload: { token, password } });
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const loggedIn = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: { authorization: `Bearer ${token}` } });
const tokenOf = (mail: ReceivedMail) => passwordLinkOf(mail).searchParams.get('token')!;

describe('quick registration (POST /api/admin-panel/user/create)', () => {
  it('creates a BUYER whatever role the body names, mails a password-creation link, and the link completes registration', async () => {
    const email = randomEmail('buyer');
    const res = await register({ email: `  ${email}  `, username: 'ignored', role: { id: 1, name: 'ADMIN' }, permission: 'L1' }, { host: 'market.example.ru' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(`Ссылка для создания пароля отправлена на ${email}`);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ username: email, roleId: 3, permission: 'STANDART', passwordHash: null, enabled: true, accountNonLocked: true });

    const mail = await smtp.nextMessage();
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Создание пароля — ТМЦ Маркет');
    expect(mail.text).toContain('Вы зарегистрировались');
    const link = passwordLinkOf(mail);
    // Neither PUBLIC_URL nor ALLOWED_HOSTS here: the development default, whatever the Host header says.
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/account/password');
    expect(mail.html).toContain(link.toString());

    // The token is stored as its SHA-256 only.
    const token = tokenOf(mail);
    const stored = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.purpose).toBe('create_password');
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const ttl = stored[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);

    // The outbox holds the mail, sent, without a usable link.
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(outbox!.sentAt).toBeInstanceOf(Date);
    expect(`${outbox!.text}${outbox!.html}`).not.toContain(token);

    const set = await setPassword(token, PASSWORD);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ tokenType: 'Bearer' });
    expect((await loggedIn(set.json().token)).json()).toMatchObject({ email, role: { id: 3, name: 'BUYER' }, permission: 'STANDART' });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await setPassword(token, 'ещё один пароль');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'invalid_token', message: 'Ссылка недействительна или устарела. Запросите новое письмо' });
    expect((await login(email, 'ещё один пароль')).statusCode).toBe(401);
  });

  it('refuses an address already registered, in any case, with username_unique_error on the e-mail field', async () => {
    const existing = await buildUser(t.database.db);
    const before = smtp.messages.length;
    const res = await register({ email: existing.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_unique_error',
      message: 'Пользователь с такой эл. почтой уже существует',
      fields: { email: 'Пользователь с такой эл. почтой уже существует' },
      requestId: expect.any(String),
    });
    expect(smtp.messages.length).toBe(before);
  });

  it('answers 400 with the specification texts for a missing or malformed address', async () => {
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'validation_error', fields: { email: 'Электронная почта обязательна' } });
    expect((await register({ email: '   ' })).json().error.fields).toEqual({ email: 'Электронная почта обязательна' });
    expect((await register({ email: 'ivan@' })).json().error.fields).toEqual({ email: 'Неверный формат почты' });
  });

  it('answers 502 mail_error when the mail cannot be sent; the user stays, and the resend (recovery call) sends the creation link', async () => {
    const email = randomEmail('unlucky');
    smtp.rejectAll = true;
    let res;
    try {
      res = await register({ email });
    } finally {
      smtp.rejectAll = false;
    }
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'mail_error', message: 'Не удалось отправить письмо для создания пароля', requestId: expect.any(String) });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toBeTruthy();

    const resend = await recover(email);
    expect(resend.statusCode).toBe(200);
    const mail = await smtp.nextMessage();
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Создание пароля — ТМЦ Маркет');
    // Asked for by its owner: not 'Вы зарегистрировались' again (issue 16).
    expect(mail.text).toContain('Вы запросили ссылку для входа на площадку «ТМЦ Маркет»');
    expect(mail.text).not.toContain('зарегистрировались');
    expect((await setPassword(tokenOf(mail), PASSWORD)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('recovery (PUT /api/auth/{email}/reset-password/{email})', () => {
  it('mails a recovery link; the new password ends every session, the old password stops working and other links die', async () => {
    const user = await buildUser(t.database.db, { password: 'старый пароль 1' });
    const session = (await login(user.email, 'старый пароль 1')).json().token;

    const first = await recover(user.email, user.email.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    const firstMail = await smtp.nextMessage();
    expect(firstMail.subject).toBe('Восстановление пароля — ТМЦ Маркет');
    expect(firstMail.text).toContain('Вы запросили восстановление пароля');
    expect(firstMail.text).not.toContain('зарегистрировались');
    expect(firstMail.text).toContain('— ТМЦ Маркет\n');
    expect((await recover(user.email)).statusCode).toBe(200);
    const secondMail = await smtp.nextMessage();
    expect(tokenOf(secondMail)).not.toBe(tokenOf(firstMail));

    const res = await setPassword(tokenOf(secondMail), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((await loggedIn(user.token)).statusCode).toBe(401);
    expect((await loggedIn(session)).statusCode).toBe(401);
    expect((await loggedIn(res.json().token)).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    expect((await login(user.email, 'старый пароль 1')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    // The first link was never used, but a password change ends every link.
    expect((await setPassword(tokenOf(firstMail), 'третий пароль 3')).json().error.code).toBe('invalid_token');
  });

  it('answers the same 200 for an unknown address and sends nothing; blocked and deleted accounts get no mail either', async () => {
    const known = await recover(randomEmail('known-shape'));
    const blocked = await buildUser(t.database.db, { password: PASSWORD, accountNonLocked: false });
    const deleted = await buildUser(t.database.db, { password: PASSWORD });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const before = smtp.messages.length;
    for (const email of [randomEmail('nobody'), blocked.email, deleted.email]) {
      const res = await recover(email);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(known.body);
    }
    await t.app.services.auth.settled();
    expect(smtp.messages.length).toBe(before);
  });

  it('looks the account up and sends the mail after the answer: a mail that cannot be sent does not change the answer', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    smtp.rejectAll = true;
    try {
      const res = await recover(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      await t.app.services.auth.settled();
    } finally {
      smtp.rejectAll = false;
    }
    // The attempt is in the outbox with its error; the next request sends.
    const [failed] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toBeTruthy();
    expect((await recover(user.email)).statusCode).toBe(200);
    expect((await smtp.nextMessage()).to).toEqual([user.email]);
  });

  it('answers 400 (the web shows "Неверно указаны данные") for different or malformed addresses', async () => {
    const differ = await recover('a@example.ru', 'b@example.ru');
    expect(differ.statusCode).toBe(400);
    expect(differ.json().error.code).toBe('email_mismatch');
    const malformed = await recover('not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'validation_error', fields: { email: 'Неверный формат E-mail' } });
  });

  it('sends at most PASSWORD_MAILS_PER_HOUR (5) mails per account per hour, answering alike', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    const before = smtp.messages.length;
    for (let i = 0; i < 7; i++) {
      expect((await recover(user.email)).statusCode).toBe(200);
      await t.app.services.auth.settled();
    }
    expect(smtp.messages.length - before).toBe(5);
    for (let i = 0; i < 5; i++) await smtp.nextMessage();
  });
});

describe('the new password (POST /api/auth/password)', () => {
  it('refuses an expired link', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    await recover(user.email);
    const token = tokenOf(await smtp.nextMessage());
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user.id)));
    const res = await setPassword(token, 'другой пароль');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_token', fields: { token: 'Ссылка недействительна или устарела. Запросите новое письмо' } });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the link of an account blocked since the mail was sent', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    await recover(user.email);
    const token = tokenOf(await smtp.nextMessage());
    await t.database.db.update(users).set({ accountNonLocked: false }).where(eq(users.id, user.id));
    expect((await setPassword(token, 'другой пароль')).json().error.code).toBe('invalid_token');
  });

  it('asks for 8 to 128 characters, not a common password, not containing the e-mail, with Russian messages; 64 and 128 are fine', async () => {
    const user = await buildUser(t.database.db, { password: PASSWORD });
    await recover(user.email);
    const token = tokenOf(await smtp.nextMessage());
    const short = await setPassword(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'Пароль должен содержать не менее 8 символов' });
    expect((await setPassword(token, '')).json().error.fields).toEqual({ password: 'Пароль обязателен' });
    expect((await setPassword(token, 'я'.repeat(129))).json().error.fields).toEqual({ password: 'Пароль должен содержать не более 128 символов' });
    expect((await setPassword('short', PASSWORD)).json().error.fields).toEqual({ token: 'Ссылка недействительна или устарела. Запросите новое письмо' });
    // One of the most common passwords, and one containing the user's own address: refused, the link still works.
    for (const common of ['qwerty123', 'Password1', 'йцукенгш']) {
      expect((await setPassword(token, common)).json().error.fields, common).toEqual({ password: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой' });
    }
    const local = user.email.split('@')[0]!;
    for (const withAddress of [`${local}!2024`, `Мой ${local.toUpperCase()}`, `x${user.email}`]) {
      const refused = await setPassword(token, withAddress);
      expect(refused.statusCode, withAddress).toBe(400);
      expect(refused.json().error.fields).toEqual({ password: 'Пароль не должен содержать ваш адрес электронной почты' });
      expect((await login(user.email, withAddress)).statusCode).toBe(401);
    }

    const long = 'ж'.repeat(64) + 'q'.repeat(64);
    expect((await setPassword(token, long)).statusCode).toBe(200);
    expect((await login(user.email, long)).statusCode).toBe(200);
    await recover(user.email);
    const next = tokenOf(await smtp.nextMessage());
    expect((await setPassword(next, 'Ы'.repeat(64))).statusCode).toBe(200);
    expect((await login(user.email, 'Ы'.repeat(64))).statusCode).toBe(200);
  });
});

describe('links', () => {
  const hostile = { host: 'evil.example.com', 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'https' };

  it('never follow a hostile Host header: the development default without configuration', async () => {
    const email = randomEmail('hostile');
    expect((await register({ email }, hostile)).statusCode).toBe(200);
    expect(passwordLinkOf(await smtp.nextMessage()).origin).toBe('http://localhost:3000');
    const res = await t.app.inject({ method: 'PUT', url: `/api/auth/${encodeURIComponent(email)}/reset-password/${encodeURIComponent(email)}`, headers: hostile });
    expect(res.statusCode).toBe(200);
    const link = passwordLinkOf(await smtp.nextMessage());
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.toString()).not.toContain('evil');
  });

  it('use PUBLIC_URL when it is set, whatever the Host header says', async () => {
    const server = await startSmtpServer();
    const app = await createTestApp({ SMTP_URL: server.url, PUBLIC_URL: 'https://tmc-market.ru/', ...LIMITS });
    try {
      const email = randomEmail('public');
      const res = await app.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', payload: { email }, headers: { host: 'evil.example.com' } });
      expect(res.statusCode).toBe(200);
      const link = passwordLinkOf(await server.nextMessage());
      expect(link.origin).toBe('https://tmc-market.ru');
      expect(link.pathname).toBe('/account/password');
    } finally {
      await app.close();
      await server.close();
    }
  });

  it('with ALLOWED_HOSTS, name the host of the request only when it is on the list (behind a trusted proxy too)', async () => {
    const server = await startSmtpServer();
    const app = await createTestApp({ SMTP_URL: server.url, ALLOWED_HOSTS: 'tmc-market.ru, www.tmc-market.ru', TRUST_PROXY: 'true', ...LIMITS });
    const recoverFrom = (email: string, headers: Record<string, string>) =>
      app.app.inject({ method: 'PUT', url: `/api/auth/${encodeURIComponent(email)}/reset-password/${encodeURIComponent(email)}`, headers });
    try {
      const email = randomEmail('allowed');
      expect((await app.app.inject({ method: 'POST', url: '/api/admin-panel/user/create', payload: { email }, headers: { host: 'www.tmc-market.ru' } })).statusCode).toBe(200);
      expect(passwordLinkOf(await server.nextMessage()).origin).toBe('http://www.tmc-market.ru');
      // A hostile Host (or forwarded host) gets the list's first host instead.
      expect((await recoverFrom(email, hostile)).statusCode).toBe(200);
      expect(passwordLinkOf(await server.nextMessage()).origin).toBe('https://tmc-market.ru');
      expect((await recoverFrom(email, { host: 'tmc-market.ru.evil.example.com' })).statusCode).toBe(200);
      expect(passwordLinkOf(await server.nextMessage()).origin).toBe('http://tmc-market.ru');
      // Behind the proxy, the forwarded host and protocol of a listed host.
      expect((await recoverFrom(email, { host: '10.0.0.5:3000', 'x-forwarded-host': 'www.tmc-market.ru', 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
      expect(passwordLinkOf(await server.nextMessage()).origin).toBe('https://www.tmc-market.ru');
    } finally {
      await app.close();
      await server.close();
    }
  });
});
