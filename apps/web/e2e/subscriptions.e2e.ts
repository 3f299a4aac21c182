import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn10 } from '@tmc/shared/requisites';
import { launchBrowser, newPage } from './browser.ts';
import { apiOk } from './support/api.ts';
import { adminToken, authenticate, registerBuyer } from './support/accounts.ts';

// Issue 15, 'Done when' (keyword subscription), in Chromium: a buyer orders a subscription by invoice,
// an administrator marks the invoice paid on /admins/invoices, the buyer sets the words (repeats and
// empty lines dropped, the limit said in Russian), and the top bar shows 'Подписка до dd.MM.yy'.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

function uniqueInn(): string {
  const digits = `${Date.now() % 1e9}`.padStart(9, '7');
  return completeInn10(`${digits[0] === '0' ? '8' : digits[0]}${digits.slice(1)}`);
}

const shortMoscowDate = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: '2-digit' }).format(new Date(iso));

describe('keyword subscription in Chromium', () => {
  it('is ordered by invoice, paid by an administrator, given words, and dated in the top bar', { timeout: 180_000 }, async () => {
    const buyer = await registerBuyer();
    await apiOk('/api/admin-panel/user/update', { method: 'PUT', token: buyer.token, json: { title: 'ООО «Подписчик»', inn: uniqueInn() } });

    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto('/subscription/keyword');
    const menuLink = page.getByRole('navigation').getByRole('link', { name: /^Подписка/ }).first();
    await page.getByText('Действующей подписки нет').waitFor();
    expect(await menuLink.textContent()).not.toMatch(/до \d/);

    await page.getByRole('radio', { name: 'Квартал' }).check();
    await page.getByRole('radio', { name: /До 10 наименований/ }).check();
    await page.getByText(/^К оплате: 1\s200\s₽$/).waitFor();
    await page.getByRole('button', { name: 'Выставить счёт' }).click();
    const issued = page.getByRole('status').filter({ hasText: /Счёт № \d+ выставлен/ });
    await issued.waitFor();
    const number = /Счёт № (\d+)/.exec((await issued.textContent()) ?? '')![1]!;
    await page.getByRole('button', { name: `Счёт № ${number}` }).waitFor();

    // The administrator marks it paid.
    const admin = await newPage(browser);
    await authenticate(admin.page, await adminToken());
    await admin.page.goto('/admins/invoices');
    await admin.page.getByLabel('Номер, ИНН или плательщик').fill(number);
    const row = admin.page.getByRole('row').filter({ hasText: `№ ${number}` });
    await row.getByText('Подписка', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Оплачен' }).click();
    await row.getByRole('button', { name: 'Оплачен' }).waitFor({ state: 'detached' });
    await admin.context.close();

    // The buyer sees the period and sets the words.
    const active = await apiOk<{ expiredAt: string }>('/api/subscriptions/active', { token: buyer.token });
    const until = shortMoscowDate(active.expiredAt);
    await page.reload();
    await page.getByRole('heading', { name: `Подписка действует до ${until}` }).waitFor();
    const words = page.getByLabel('Наименования товаров (по одному в строке)');
    await words.fill(Array.from({ length: 11 }, (_, i) => `Товар ${i + 1}`).join('\n'));
    await page.getByText('Ваша подписка позволяет не более 10 наименований').waitFor();
    await words.fill('Труба стальная\n\nКабель ВВГ\n  труба   стальная \nПодшипник');
    await page.getByText('Указано 3 из 10').waitFor();
    await page.getByRole('button', { name: 'Сохранить наименования' }).click();
    await page.getByRole('status').filter({ hasText: 'Наименования сохранены' }).waitFor();
    expect((await apiOk<{ words: string[] }>('/api/subscriptions/active', { token: buyer.token })).words).toEqual(['Труба стальная', 'Кабель ВВГ', 'Подшипник']);

    // The top bar: 'Подписка до dd.MM.yy', also on another page and after signing in again.
    await page.goto('/search');
    await expect.poll(() => menuLink.textContent(), { timeout: 15_000 }).toContain(`до ${until}`);
    await context.close();

    const fresh = await newPage(browser);
    await fresh.page.goto('/');
    await fresh.page.getByRole('banner').first().getByRole('button', { name: 'Авторизация' }).click();
    const dialog = fresh.page.getByRole('dialog', { name: 'Авторизация' });
    await dialog.getByLabel('Эл. почта').fill(buyer.email);
    await dialog.getByLabel(/^Пароль/).fill(buyer.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    const freshLink = fresh.page.getByRole('navigation').getByRole('link', { name: /^Подписка/ }).first();
    await expect.poll(() => freshLink.textContent(), { timeout: 15_000 }).toContain(`до ${until}`);
    await fresh.context.close();
  });

  it('the unsubscribe page works without signing in and refuses a wrong link in Russian', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/subscription/unsubscribe?token=${'0'.repeat(64)}`);
    await page.getByRole('heading', { name: 'Отписка от рассылки' }).waitFor();
    await page.getByRole('button', { name: 'Отписаться от рассылки' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ссылка для отписки недействительна' }).waitFor();
    await page.goto('/subscription/unsubscribe');
    await page.getByRole('alert').filter({ hasText: 'В ссылке нет кода отписки' }).waitFor();
    await context.close();
  });
});
