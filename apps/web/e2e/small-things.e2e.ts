import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoSellers, registerBuyer, signInAsUser } from './support/accounts.ts';
import { apiOk } from './support/api.ts';
import { waitForMail, mailTo } from './support/mailbox.ts';

// What a user notices (issue 16, items 7 and 8): the mail's name, the recovery text, where a supplier
// lands after signing in, the supplier's rules in the cabinet, a curator address nobody has, links
// that exist only when configured, no call to an endpoint that does not exist, phones as +7.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const seller = demoSellers()[2]!;

describe('smaller things a user notices', () => {
  it("signs the recovery mail with the site's name and does not say 'Вы зарегистрировались'", async () => {
    const buyer = await registerBuyer();
    const seen = (await mailTo(buyer.email)).length;
    const encoded = encodeURIComponent(buyer.email);
    await apiOk(`/api/auth/${encoded}/reset-password/${encoded}`, { method: 'PUT' });
    const mail = await waitForMail(buyer.email, seen);
    expect(mail.subject).toBe('Восстановление пароля — ТМЦ Маркет');
    expect(mail.text).toContain('«ТМЦ Маркет»');
    expect(mail.text).not.toContain('Маркетплейс');
    expect(mail.text).not.toContain('зарегистрировались');
  });

  it("lands a supplier's representative in its cabinet after signing in, with the supplier rules in the footer", async () => {
    const account = await signInAsUser(seller.email);
    const { context, page } = await newPage(browser);
    await page.goto('/account');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Эл. почта' }).fill(account.email);
    await dialog.getByLabel('Пароль').fill(account.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(`**/sellers/${seller.sellerCode}/entities`);
    // The cabinet's 'Правила пользования' are the supplier's rules, not the buyers' agreement.
    const rules = page.getByRole('contentinfo').getByRole('link', { name: 'Правила пользования', exact: true });
    // The footer follows the module once the cabinet has rendered, not at the moment the address changes.
    await expect.poll(() => rules.getAttribute('href'), { timeout: 15_000 }).toBe('/sellers/agreement');
    await rules.click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toMatch(/покупател/i);
    await context.close();
  });

  it("shows the site's 404 page for a curator address nobody has", async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, await adminToken());
    await page.goto('/admins/curators/no-such-curator-e2e');
    await page.getByText('Страница не найдена').waitFor();
    await context.close();
  });

  // The subscriptions endpoint exists now (issue 15): the top bar may ask it, and it must answer.
  it("shows no 'Блог товароведа' without BLOG_URL and gets an answer for every /api/subscriptions call", async () => {
    const buyer = await registerBuyer();
    const { context, page } = await newPage(browser);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/subscriptions') && response.status() !== 200) failed.push(`${response.status()} ${response.url()}`);
    });
    await authenticate(page, buyer.token);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Выйти' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /Блог товароведа/ }).count()).toBe(0);
    expect(failed).toEqual([]);
    await context.close();
  });

  it("turns a phone typed from '8' into +7, in the callback form and in the full registration", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contacts');
    const callback = page.getByRole('form', { name: 'Заявка на обратный звонок' }).first();
    const phone = callback.getByRole('textbox', { name: /Телефон/ });
    await phone.pressSequentially('89161234567');
    expect(await phone.inputValue()).toBe('+7 (916) 123-45-67');
    await context.close();

    const buyer = await registerBuyer();
    const signed = await newPage(browser);
    await authenticate(signed.page, buyer.token);
    await signed.page.goto('/account');
    const field = signed.page.getByRole('textbox', { name: 'Телефон' });
    await field.pressSequentially('84951234567');
    expect(await field.inputValue()).toBe('+7 (495) 123-45-67');
    await signed.context.close();
  });
});
