import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn12 } from '@tmc/shared/requisites';
import { sessions, users } from '../../db/schema/users.ts';
import { buildUser, randomEmail, randomInn, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const update = (user: BuiltUser, payload: object, id?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin-panel/user/update${id ? `?id=${id}` : ''}`, headers: user.headers, payload });

const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A full registration form as the web sends it. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'ООО «Металлоторг»',
    firstName: 'Анна',
    middleName: 'Сергеевна',
    lastName: 'Кузнецова',
    inn: randomInn(),
    phoneNumber: '+7 (916) 123-45-67',
    email: randomEmail('anna'),
    comment: '',
    bankDetails: null,
    ...overrides,
  };
}

describe('full registration (PUT /api/admin-panel/user/update)', () => {
  it('saves the organisation and person details, trimmed, and answers the profile', async () => {
    const user = await buildUser(t.database.db);
    const inn = randomInn();
    const email = randomEmail('new');
    const res = await update(user, {
      title: '  ООО «Металлоторг»  ',
      firstName: ' Анна ',
      middleName: '',
      lastName: ' Кузнецова',
      inn: ` ${inn} `,
      phoneNumber: ' 79161234567 ',
      email: ` ${email} `,
      comment: '  Закупаем трубы  ',
      bankDetails: { bankName: ' ПАО Сбербанк ', bankLegalEntity: '', bik: '044525225', bankInn: null, bankAccount: ' ', correspondentAccount: '30101810400000000225' },
      // The web sends the whole profile back; these are not the user's to change.
      id: user.id,
      role: { id: 1, name: 'ADMIN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      title: 'ООО «Металлоторг»',
      firstName: 'Анна',
      middleName: null,
      lastName: 'Кузнецова',
      inn,
      phoneNumber: '79161234567',
      email,
      comment: 'Закупаем трубы',
      bankDetails: { bankName: 'ПАО Сбербанк', bankLegalEntity: null, bik: '044525225', bankInn: null, bankAccount: null, correspondentAccount: '30101810400000000225' },
      role: { id: 3, name: 'BUYER' },
      username: user.email,
    });
    const stored = await row(user.id);
    expect(stored.inn).toBe(inn);
    expect(stored.roleId).toBe(3);
  });

  it('blocks only when title, first name and last name are all blank, and then names all three', async () => {
    const user = await buildUser(t.database.db);
    const res = await update(user, form({ title: ' ', firstName: '', lastName: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_error',
      message: 'Заполните верно поля',
      fields: { title: 'Наименование обязательно', firstName: 'Имя обязательно', lastName: 'Фамилия обязательна' },
    });
    for (const one of [{ title: 'ИП Сидоров' }, { firstName: 'Пётр' }, { lastName: 'Сидоров' }]) {
      const ok = await update(user, form({ title: '', firstName: '', lastName: '', middleName: '', phoneNumber: '', ...one }));
      expect(ok.statusCode, JSON.stringify(one)).toBe(200);
    }
  });

  it('answers empty_inn for a blank inn (the error-empty-inn state), listing every blocking field', async () => {
    const user = await buildUser(t.database.db);
    const res = await update(user, form({ inn: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'empty_inn',
      message: 'ИНН должен быть заполнен обязательно',
      fields: { inn: 'ИНН обязателен' },
      requestId: expect.any(String),
    });
    const withOthers = await update(user, form({ inn: null, email: 'broken', title: '', firstName: '', lastName: '' }));
    expect(withOthers.json().error).toMatchObject({
      code: 'empty_inn',
      fields: { inn: 'ИНН обязателен', email: 'Неверный формат почты', title: 'Наименование обязательно' },
    });
    // A quick-registered buyer without an inn, sending the form without one.
    const { inn: _inn, ...withoutInn } = form();
    expect((await update(user, withoutInn)).json().error.code).toBe('empty_inn');
  });

  it('reports an invalid inn or e-mail on its field', async () => {
    const user = await buildUser(t.database.db);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ inn: '12345' }, { inn: 'ИНН должен состоять из 10-12 арабских цифр' }],
      [{ inn: '77071234567' }, { inn: 'ИНН должен состоять из 10-12 арабских цифр' }],
      [{ inn: '7707083894' }, { inn: 'Неверное контрольное число ИНН' }],
      [{ email: '' }, { email: 'Электронная почта обязательна' }],
      [{ email: 'anna@' }, { email: 'Неверный формат почты' }],
    ];
    for (const [change, fields] of cases) {
      const res = await update(user, form(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_error', fields });
    }
    expect((await update(user, form({ inn: completeInn12('5001007322') }))).statusCode).toBe(200);
  });

  it('refuses an inn or e-mail another user has: inn_unique_error, username_unique_error', async () => {
    const inn = randomInn();
    const owner = await buildUser(t.database.db, { inn });
    const user = await buildUser(t.database.db);
    const sameInn = await update(user, form({ inn }));
    expect(sameInn.statusCode).toBe(409);
    expect(sameInn.json().error).toMatchObject({
      code: 'inn_unique_error',
      message: 'Пользователь с таким ИНН уже существует',
      fields: { inn: 'Пользователь с таким ИНН уже существует' },
    });
    const sameEmail = await update(user, form({ email: owner.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'username_unique_error',
      message: 'Пользователь с такой эл. почтой уже существует',
      fields: { email: 'Пользователь с такой эл. почтой уже существует' },
    });
    // The user's own values are no conflict.
    const mine = form();
    expect((await update(user, mine)).statusCode).toBe(200);
    expect((await update(user, { ...mine, email: mine.email.toUpperCase() })).statusCode).toBe(200);
    // A deleted user's inn is free again.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    expect((await update(user, form({ inn }))).statusCode).toBe(200);
  });

  it('never takes username, enabled, accountNonLocked or permission from the user themself', async () => {
    const user = await buildUser(t.database.db);
    const res = await update(user, form({ username: 'someone-else@example.ru', enabled: false, accountNonLocked: false, permission: 'L1' }));
    expect(res.statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ username: user.email, enabled: true, accountNonLocked: true, permission: 'STANDART' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: user.headers })).statusCode).toBe(200);
    // Not even an administrator on their own account.
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
    expect((await update(admin, form({ permission: 'L1', enabled: false }), admin.id)).statusCode).toBe(200);
    expect(await row(admin.id)).toMatchObject({ permission: 'L2', enabled: true });
  });

  it('leaves fields the request does not name as they are', async () => {
    const user = await buildUser(t.database.db);
    const full = form();
    await update(user, full);
    const res = await update(user, { comment: 'Только комментарий' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: full.title, inn: full.inn, email: full.email, comment: 'Только комментарий' });
  });
});

describe('an administrator updating another user (?id)', () => {
  it('L1 and L2 change the profile and the account; blocking or disabling ends the sessions at once', async () => {
    for (const permission of ['L1', 'L2'] as const) {
      const admin = await buildUser(t.database.db, { role: 'ADMIN', permission });
      const buyer = await buildUser(t.database.db);
      const newName = randomEmail('renamed');
      const res = await update(admin, form({ username: newName, accountNonLocked: false, comment: 'Ложные данные' }), buyer.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: buyer.id, username: newName, accountNonLocked: false, enabled: true, comment: 'Ложные данные' });
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: buyer.headers })).statusCode).toBe(401);

      const other = await buildUser(t.database.db);
      expect((await update(admin, { enabled: false }, other.id)).json()).toMatchObject({ enabled: false });
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
    }
  });

  it("L1 and L2 edit a quick-registered buyer's comment (no ИНН yet): the rule of full registration is the buyer's own", async () => {
    for (const permission of ['L1', 'L2'] as const) {
      const admin = await buildUser(t.database.db, { role: 'ADMIN', permission });
      const quick = await buildUser(t.database.db);
      const alone = await update(admin, { comment: 'Звонил, просил счёт' }, quick.id);
      expect(alone.statusCode).toBe(200);
      expect(alone.json()).toMatchObject({ comment: 'Звонил, просил счёт', inn: null });
      // The admin form sends the whole profile back, unchanged but for the comment.
      const profile = (await update(admin, {}, quick.id)).json();
      const whole = await update(admin, { ...profile, comment: 'Перезвонить в понедельник' }, quick.id);
      expect(whole.statusCode).toBe(200);
      expect((await row(quick.id)).comment).toBe('Перезвонить в понедельник');
      expect((await update(admin, { comment: 'x'.repeat(5000) }, quick.id)).json().error.fields).toHaveProperty('comment');
      // Changing anything else still needs a complete profile; so does the buyer's own update.
      expect((await update(admin, { comment: 'ещё', lastName: 'Иванов' }, quick.id)).json().error.code).toBe('empty_inn');
      expect((await update(quick, { comment: 'мой' })).json().error.code).toBe('empty_inn');
    }
  });

  it('changes only the account fields when no profile field is sent (no full-registration rule for them)', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const curator = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L3' });
    const res = await update(admin, { permission: 'L4' }, curator.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ permission: 'L4', inn: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: curator.headers })).statusCode).toBe(200);
  });

  it('checks the permission against the role and who may give it', async () => {
    const chief = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const l2 = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
    const buyer = await buildUser(t.database.db);
    const wrongRole = await update(chief, { permission: 'L1' }, buyer.id);
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().error.fields).toEqual({ permission: 'Этот уровень доступа не подходит для роли пользователя' });

    const dispatcher = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L3' });
    expect((await update(l2, { permission: 'L1' }, dispatcher.id)).statusCode).toBe(403);
    expect((await update(chief, { permission: 'L1' }, dispatcher.id)).statusCode).toBe(200);
    // An L2 administrator does not touch an L1 account at all.
    expect((await update(l2, { enabled: false }, chief.id)).statusCode).toBe(403);
    expect((await row(chief.id)).enabled).toBe(true);
  });

  it('refuses a login name that is taken or malformed', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const a = await buildUser(t.database.db);
    const b = await buildUser(t.database.db);
    const taken = await update(admin, { username: b.email.toUpperCase() }, a.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'username_unique_error', fields: { username: 'Пользователь с такой эл. почтой уже существует' } });
    const spaced = await update(admin, { username: 'два слова' }, a.id);
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().error.fields.username).toMatch(/Имя пользователя/);
  });

  it('is 404 for an unknown user and 403 for anyone else, whether or not the user exists', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await update(admin, { comment: 'x' }, missing)).statusCode).toBe(404);
    const buyer = await buildUser(t.database.db);
    const victim = await buildUser(t.database.db);
    expect((await update(buyer, { comment: 'x' }, missing)).statusCode).toBe(403);
    expect((await update(buyer, form(), victim.id)).statusCode).toBe(403);
    expect((await row(victim.id)).comment).toBeNull();
    expect((await update(admin, {}, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/admin-panel/user/allow-placement', () => {
  const allow = (user: BuiltUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin-panel/user/allow-placement', headers: user.headers, payload });

  it('sets placement_allowed by login name or id, and withdraws it with allowed: false', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L2' });
    const buyer = await buildUser(t.database.db);
    const byName = await allow(admin, { username: buyer.email.toUpperCase() });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: buyer.id, placementAllowed: true });
    expect((await row(buyer.id)).placementAllowed).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/logged-in', headers: buyer.headers });
    expect(profile.json().placementAllowed).toBe(true);

    expect((await allow(admin, { id: buyer.id, allowed: false })).json().placementAllowed).toBe(false);
    expect((await row(buyer.id)).placementAllowed).toBe(false);
  });

  it('needs a user (400) that exists (404)', async () => {
    const admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    const none = await allow(admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ username: 'Укажите пользователя' });
    expect((await allow(admin, { username: randomEmail('ghost') })).statusCode).toBe(404);
  });
});
