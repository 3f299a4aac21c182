import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn10 } from '@tmc/shared/requisites';
import { launchBrowser, newPage } from './browser.ts';
import { api, apiOk } from './support/api.ts';
import { adminToken, authenticate, demoRepresentativeEmail, registerBuyer, signInAsUser, uniqueEmail } from './support/accounts.ts';
import { linkFrom, mailTo, rejectAllMail, waitForMail } from './support/mailbox.ts';

// Accounts in the browser (specification, sections 2, 4, 5, 8): the real server, real mail over SMTP.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface ProfileBody {
  email: string;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  inn: string | null;
}

let innCounter = 0;
/** A checksum-valid ИНН no other test uses. */
function uniqueInn(): string {
  innCounter += 1;
  const digits = `${(Date.now() % 1e7) * 10 + innCounter}`.padStart(9, '7').slice(-9);
  return completeInn10(`${digits[0] === '0' ? '7' : digits[0]}${digits.slice(1)}`);
}

const banner = (page: Page) => page.getByRole('banner').first();

async function openModal(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** The password page behind the newest mail's link. */
async function openPasswordLink(page: Page, email: string, seen: number): Promise<void> {
  const mail = await waitForMail(email, seen);
  const link = linkFrom(mail, '/account/password');
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  await page.goto(`${link.pathname}${link.search}`);
}

async function signInThroughModal(page: Page, email: string, password: string) {
  await banner(page).getByRole('button', { name: 'Авторизация' }).click();
  const dialog = await openModal(page, 'Авторизация');
  await dialog.getByLabel('Эл. почта').fill(email);
  await dialog.getByLabel(/^Пароль/).fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  return dialog;
}

describe('accounts in Chromium', () => {
  it('registers quickly, sets the password from the mail, signs in, completes the profile, signs out and recovers the password', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('journey');
    const password = 'first-password-1';
    await page.goto('/');

    // Quick registration, with its validation texts.
    await banner(page).getByRole('button', { name: 'Авторизация' }).click();
    let dialog = await openModal(page, 'Авторизация');
    await dialog.getByRole('button', { name: 'Регистрация' }).click();
    dialog = await openModal(page, 'Регистрация');
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog.getByText('Электронная почта обязательна').waitFor();
    await dialog.getByLabel('Эл. почта').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog.getByText('Неверный формат почты').waitFor();
    const seen = (await mailTo(email)).length;
    await dialog.getByLabel('Эл. почта').fill(email);
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog.getByText(`Ссылка для создания пароля отправлена на ${email}`).waitFor();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The mail's link: the new password, twice, with its rules.
    await openPasswordLink(page, email, seen);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль обязателен').waitFor();
    await page.getByLabel('Новый пароль').fill('short');
    await page.getByLabel('Повторите пароль').fill('short');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль должен содержать не менее 8 символов').waitFor();
    // A common password is refused by the form; one containing the address by the server, at the field.
    await page.getByLabel('Новый пароль').fill('qwerty123');
    await page.getByLabel('Повторите пароль').fill('qwerty123');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Этот пароль слишком распространён, его легко подобрать. Придумайте другой').waitFor();
    const withAddress = `${email.split('@')[0]}-1`;
    await page.getByLabel('Новый пароль').fill(withAddress);
    await page.getByLabel('Повторите пароль').fill(withAddress);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль не должен содержать ваш адрес электронной почты').waitFor();
    await page.getByLabel('Новый пароль').fill(password);
    await page.getByLabel('Повторите пароль').fill(`${password}x`);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.getByLabel('Повторите пароль').fill(password);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    // Setting the password signs the user in and leads to the profile.
    await page.waitForURL('**/account');
    await page.getByRole('region', { name: 'Учётная запись' }).getByText(email).first().waitFor();
    await banner(page).getByRole('link', { name: email }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);

    // Sign out from the top bar.
    await banner(page).getByRole('button', { name: 'Выйти' }).click();
    await banner(page).getByRole('button', { name: 'Авторизация' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Sign-in: the validation texts, then wrong credentials, then the right ones.
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Авторизация' }).click();
    dialog = await openModal(page, 'Авторизация');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.getByText('Email обязателен').waitFor();
    await dialog.getByText('Пароль обязателен').waitFor();
    await dialog.getByLabel('Эл. почта').fill('nobody@');
    await dialog.getByLabel(/^Пароль/).fill('whatever-1');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.getByText('Неверный формат Email').waitFor();
    await dialog.getByLabel('Эл. почта').fill(email);
    await dialog.getByLabel(/^Пароль/).fill('wrong-password-1');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Ошибка запроса').waitFor();
    await alert.getByText('Заполните верно поля').waitFor();
    await dialog.getByLabel(/^Пароль/).fill(password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await banner(page).getByRole('link', { name: email }).click();
    await page.waitForURL('**/account');

    // Full registration: the empty-ИНН state and its button, all three names blank, hints that do not block.
    const form = page.locator('form[data-state]');
    await form.getByLabel('ИНН', { exact: true }).waitFor();
    await form.getByText('Отчество обязательно').waitFor(); // a hint beside a blank field
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const emptyInn = form.getByRole('alert').filter({ hasText: 'ИНН должен быть заполнен обязательно' });
    await emptyInn.waitFor();
    for (const text of ['ИНН обязателен', 'Наименование обязательно', 'Фамилия обязательна', 'Имя обязательно']) {
      await form.getByText(text, { exact: true }).first().waitFor();
    }
    await emptyInn.getByRole('button', { name: 'Заполнить ИНН' }).click();
    // The focus moves on the next render; wait for it rather than read it at once (flaky under load).
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'inn', undefined, { timeout: 5000 });
    await form.getByLabel('ИНН', { exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('ИНН должен состоять из 10-12 арабских цифр').waitFor();
    const inn = uniqueInn();
    await form.getByLabel('ИНН', { exact: true }).fill(inn);
    // One of title / first name / last name is enough; values are trimmed.
    await form.getByLabel('Фамилия').fill('  Петров  ');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Данные сохранены').waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const saved = await apiOk<ProfileBody>('/api/auth/logged-in', { token });
    expect(saved).toMatchObject({ lastName: 'Петров', inn, title: null, firstName: null });
    await banner(page).getByRole('link', { name: 'Петров' }).waitFor();

    // Sign out from the profile page.
    await page.getByRole('region', { name: 'Учётная запись' }).getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await banner(page).getByRole('button', { name: 'Авторизация' }).waitFor();
    expect((await api('/api/auth/logged-in', { token })).status).toBe(401);

    // Recovery: its validation texts, the answer, the mail, the new password.
    await banner(page).getByRole('button', { name: 'Авторизация' }).click();
    dialog = await openModal(page, 'Авторизация');
    await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
    dialog = await openModal(page, 'Восстановление пароля');
    await dialog.getByRole('button', { name: 'Восстановить пароль' }).click();
    await dialog.getByText('E-mail обязателен').waitFor();
    await dialog.getByLabel('Эл. почта').fill('broken@');
    await dialog.getByRole('button', { name: 'Восстановить пароль' }).click();
    await dialog.getByText('Неверный формат E-mail').waitFor();
    const seenBeforeRecovery = (await mailTo(email)).length;
    await dialog.getByLabel('Эл. почта').fill(email);
    await dialog.getByRole('button', { name: 'Восстановить пароль' }).click();
    await dialog.getByText(`Если адрес ${email} зарегистрирован, на него отправлена ссылка для создания нового пароля.`).waitFor();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    const newPassword = 'second-password-2';
    await openPasswordLink(page, email, seenBeforeRecovery);
    await page.getByLabel('Новый пароль').fill(newPassword);
    await page.getByLabel('Повторите пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.waitForURL('**/account');
    await banner(page).getByRole('button', { name: 'Выйти' }).click();
    await banner(page).getByRole('button', { name: 'Авторизация' }).waitFor();

    // The old password no longer works; the new one does.
    dialog = await signInThroughModal(page, email, password);
    await dialog.getByRole('alert').getByText('Заполните верно поля').waitFor();
    await dialog.getByLabel(/^Пароль/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await banner(page).getByRole('link', { name: 'Петров' }).waitFor();
    await context.close();
  });

  it('refuses a registered e-mail in quick registration', async () => {
    const existing = await registerBuyer();
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Авторизация' }).click();
    await (await openModal(page, 'Авторизация')).getByRole('button', { name: 'Регистрация' }).click();
    const dialog = await openModal(page, 'Регистрация');
    await dialog.getByLabel('Эл. почта').fill(existing.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog.getByText('Пользователь с такой эл. почтой уже существует').waitFor();
    await context.close();
  });

  it('shows the password-mail failure with the resend link, and the resend page sends the mail', async () => {
    const email = uniqueEmail('mailfail');
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Авторизация' }).click();
    await (await openModal(page, 'Авторизация')).getByRole('button', { name: 'Регистрация' }).click();
    const dialog = await openModal(page, 'Регистрация');
    await dialog.getByLabel('Эл. почта').fill(email);
    await rejectAllMail(true);
    try {
      await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
      const failure = dialog.getByRole('alert').filter({ hasText: 'Не удалось отправить письмо для создания пароля' });
      await failure.waitFor();
      await rejectAllMail(false);
      await failure.getByRole('link', { name: 'Отправить письмо ещё раз' }).click();
    } finally {
      await rejectAllMail(false);
    }
    await page.waitForURL('**/account/auth/**');
    await dialog.waitFor({ state: 'hidden' });
    // The page comes with the address filled in.
    expect(await page.getByRole('main').getByLabel('Эл. почта').inputValue()).toBe(email);
    const seen = (await mailTo(email)).length;
    await page.getByRole('button', { name: 'Отправить письмо' }).click();
    await page.getByText(`Если адрес ${email} зарегистрирован, на него отправлена ссылка для создания пароля.`).waitFor();
    await openPasswordLink(page, email, seen);
    await page.getByLabel('Новый пароль').fill('resent-password-1');
    await page.getByLabel('Повторите пароль').fill('resent-password-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.waitForURL('**/account');
    await banner(page).getByRole('link', { name: email }).waitFor();
    await context.close();
  });

  it('refuses an ИНН another user has', async () => {
    const first = await registerBuyer();
    const inn = uniqueInn();
    await apiOk('/api/admin-panel/user/update', { method: 'PUT', token: first.token, json: { title: 'ООО Первый', inn } });
    const second = await registerBuyer();
    const { context, page } = await newPage(browser);
    await authenticate(page, second.token);
    await page.goto('/account');
    const form = page.locator('form[data-state]');
    await form.getByLabel('Наименование организации').fill('ООО Второй');
    await form.getByLabel('ИНН', { exact: true }).fill(inn);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Пользователь с таким ИНН уже существует').waitFor();
    expect((await apiOk<ProfileBody>('/api/auth/logged-in', { token: second.token })).inn).toBeNull();
    await context.close();
  });

  it('explains an unknown or used password link and leads to a new mail', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/account/password');
    const text = 'Ссылка недействительна или устарела. Запросите новое письмо';
    await page.getByText(text).waitFor();

    await page.goto(`/account/password?token=${'A'.repeat(43)}`);
    await page.getByLabel('Новый пароль').fill('some-password-1');
    await page.getByLabel('Повторите пароль').fill('some-password-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    const alert = page.getByRole('alert').filter({ hasText: text });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Отправить письмо ещё раз' }).click();
    await page.waitForURL('**/account/auth/');
    await page.getByRole('button', { name: 'Отправить письмо' }).waitFor();
    await context.close();
  });

  it('answers 30 wrong sign-ins in a row with 429 in Russian, never a 5xx', async () => {
    const account = await registerBuyer();
    const { context, page } = await newPage(browser);
    const statuses: number[] = [];
    page.on('response', (response: Response) => {
      if (response.url().endsWith('/api/auth/login')) statuses.push(response.status());
    });
    await page.goto('/');
    const dialog = await signInThroughModal(page, account.email, 'wrong-password-0');
    await dialog.getByRole('alert').waitFor();
    for (let i = 1; i < 30; i += 1) {
      await dialog.getByLabel(/^Пароль/).fill(`wrong-password-${i}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await dialog.getByRole('button', { name: 'Войти' }).click();
      await answered;
    }
    await dialog.getByRole('alert').getByText('Слишком много запросов, попробуйте позже').waitFor();
    await dialog.getByRole('alert').getByText('Ошибка запроса').waitFor();
    expect(statuses).toHaveLength(30);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    // Past the limit even the right password is refused until the window ends.
    await dialog.getByLabel(/^Пароль/).fill(account.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.getByRole('alert').getByText('Слишком много запросов, попробуйте позже').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('tells a blocked user why the sign-in is refused', async () => {
    const account = await registerBuyer();
    const { id } = await apiOk<{ id: string }>('/api/auth/logged-in', { token: account.token });
    await apiOk(`/api/admin-panel/user/update?id=${id}`, { method: 'PUT', token: await adminToken(), json: { enabled: false } });
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const dialog = await signInThroughModal(page, account.email, account.password);
    const alert = dialog.getByRole('alert');
    await alert.getByText('Ошибка запроса').waitFor();
    await alert.getByText('Учётная запись заблокирована. Обратитесь к администратору платформы').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    const account = await registerBuyer();
    const { context, page } = await newPage(browser);
    const other = await context.newPage();
    await page.goto('/');
    await other.goto('/');
    await banner(other).getByRole('button', { name: 'Авторизация' }).waitFor();
    const dialog = await signInThroughModal(page, account.email, account.password);
    await dialog.waitFor({ state: 'hidden' });
    await banner(other).getByRole('link', { name: account.email }).waitFor();
    await banner(other).getByRole('button', { name: 'Выйти' }).click();
    await banner(page).getByRole('button', { name: 'Авторизация' }).waitFor();
    await context.close();
  });

  it('shows each role the areas it may use in the top bar', async () => {
    const buyer = await registerBuyer();
    const representative = await signInAsUser(demoRepresentativeEmail());
    const cases: Array<[token: string, admin: boolean, seller: boolean]> = [
      [await adminToken(), true, false],
      [representative.token, false, true],
      [buyer.token, false, false],
    ];
    for (const [token, admin, seller] of cases) {
      const { context, page } = await newPage(browser);
      await authenticate(page, token);
      await page.goto('/');
      await banner(page).getByRole('button', { name: 'Выйти' }).waitFor();
      expect(await banner(page).getByRole('link', { name: 'Администрирование' }).count()).toBe(admin ? 1 : 0);
      const cabinet = banner(page).getByRole('link', { name: 'Кабинет поставщика' });
      expect(await cabinet.count()).toBe(seller ? 1 : 0);
      if (seller) expect(await cabinet.getAttribute('href')).toMatch(/^\/sellers\/\d{6}\/entities$/);
      expect(await banner(page).getByRole('button', { name: 'Авторизация' }).count()).toBe(0);
      await context.close();
    }
  });

  it('puts the account links in the mobile drawer at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await authenticate(page, await adminToken());
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Выйти' }).waitFor();
    // The top bar has no room for the area links at this width...
    expect(await banner(page).getByRole('link', { name: 'Администрирование' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Открыть меню', exact: true }).click();
    const drawer = page.getByRole('dialog');
    const links = drawer.getByRole('navigation', { name: 'Личный кабинет' });
    // ...the drawer has.
    await links.getByRole('link', { name: 'Администрирование' }).waitFor();
    await links.getByRole('link', { name: 'Личный кабинет' }).click();
    await page.waitForURL('**/account');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Учётная запись' }).getByText('admin@e2e.test').first().waitFor();
    await context.close();
  });

  it('asks a visitor on /account to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/account');
    await openModal(page, 'Авторизация');
    await page.getByText('Личный кабинет доступен после входа. Войдите или зарегистрируйтесь.').waitFor();
    await context.close();
  });
});
