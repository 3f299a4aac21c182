import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn10 } from '@tmc/shared/requisites';
import { launchBrowser, newPage } from './browser.ts';
import { apiOk } from './support/api.ts';
import { adminToken, authenticate, registerBuyer, signInAsUser, uniqueEmail, type Account } from './support/accounts.ts';

// Issue 15, 'Done when' (supplier tiers), in Chromium on the real server: a new supplier on the free tier
// places 15 positions and is stopped at the 16th with the limit named and the tariff page offered; it
// orders a tier by invoice in its cabinet, an administrator marks the invoice paid on /admins/invoices
// (found by the kind filter, the list also downloaded as XLSX), and the supplier places the 16th. The
// administrators' tiers and subscriptions pages change a tier and a subscription. With SCREENSHOTS_DIR set,
// every page of the story is also saved at 1440 and 390 px.

const SHOTS = process.env['SCREENSHOTS_DIR'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
let admin: string;
let supplier: Account;
let sellerCode: string;
const run = Date.now().toString(36);

function uniqueInn(): string {
  return completeInn10(`7${`${Date.now() % 1e8}`.padStart(8, '3')}`);
}

/** A full-page screenshot at 1440 and 390 px when SCREENSHOTS_DIR is set, and no sideways scroll at either width. */
async function shots(token: string, url: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const width of [1440, 390]) {
    const { context, page } = await newPage(browser, { width });
    await authenticate(page, token);
    await page.goto(url);
    await ready(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await context.close();
  }
}

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if ((await input.getAttribute('readonly')) === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the goods form with a valid item and submits it. */
async function submitGoods(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Новый товар' });
  await form.getByRole('textbox', { name: 'Наименование' }).fill(name);
  await form.getByRole('textbox', { name: 'Количество' }).fill('4');
  await form.getByRole('textbox', { name: 'Цена за единицу, ₽' }).fill('1250');
  await choose(page, 'НДС', '20%');
  await choose(page, 'Регион', 'Тульская область');
  await form.getByRole('button', { name: 'Сохранить и отправить на модерацию' }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  // A new supplier, created by an administrator: it starts on the free tier.
  const email = uniqueEmail('tier-rep');
  const created = await apiOk<{ sellerCode: string }>('/api/admin-panel/seller/create', {
    token: admin,
    json: { title: `ООО «Тарифный ${run}»`, inn: uniqueInn(), email, lastName: 'Тарифов', firstName: 'Тимур', middleName: 'Петрович', position: 'Директор', contact: 'Тарифов Т. П.' },
  });
  sellerCode = created.sellerCode;
  supplier = await signInAsUser(email);
  for (let i = 1; i <= 15; i++) {
    await apiOk('/api/tmc/save', { token: supplier.token, json: { name: `Задвижка 30с41нж ДУ${50 + i} ${run}`, unit: '796', quantity: 2, price: 9800, vat: '20', region: '71' } });
  }
});
afterAll(async () => browser?.close());

describe('supplier tiers in Chromium', () => {
  it('stops a free-tier supplier at the 16th position, sells it a tier by invoice, and lets it place the 16th once paid', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, supplier.token);

    // The 16th position: refused with the limit named and the tariff page offered.
    await page.goto(`/sellers/${sellerCode}/entities/new`);
    await submitGoods(page, `Задвижка 30с41нж ДУ200 ${run}`);
    const limit = page.getByRole('alert').filter({ hasText: 'Лимит тарифа исчерпан' });
    await limit.waitFor();
    expect(await limit.textContent()).toContain('Бесплатный тариф позволяет разместить 15 позиций за полгода, и лимит исчерпан');
    expect(await limit.getByRole('link', { name: 'Открыть страницу «Тарифы»' }).getAttribute('href')).toBe('/tariff');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'goods-form-limit-1440.png'), fullPage: true });

    // The cabinet's tariff page: the free tier used up; a tier ordered by invoice.
    await limit.getByRole('link', { name: 'Оформить тариф' }).click();
    await page.waitForURL(`**/sellers/${sellerCode}/tariff`);
    await page.getByRole('heading', { name: 'Бесплатный тариф' }).waitFor();
    await page.getByText('За последние полгода размещено 15 из 15 позиций. Можно добавить ещё: 0.').waitFor();
    await page.getByRole('radio', { name: /^Разовый: до 100 позиций, 6 месяцев — 5\s000\s₽$/ }).check();
    await page.getByRole('button', { name: 'Выставить счёт' }).click();
    const issued = page.getByRole('status').filter({ hasText: /Счёт № \d+ выставлен/ });
    await issued.waitFor();
    const number = /Счёт № (\d+)/.exec((await issued.textContent()) ?? '')![1]!;
    const [pdf] = await Promise.all([page.waitForEvent('download'), issued.getByRole('button', { name: `Скачать счёт № ${number}` }).click()]);
    expect(pdf.suggestedFilename()).toBe(`schet-${number}.pdf`);
    await page.getByRole('row').filter({ hasText: `Счёт № ${number}` }).getByText('Выставлен').waitFor();

    // The administrator finds it among the tiers' invoices, downloads the list, and marks it paid.
    const adminPage = await newPage(browser);
    await authenticate(adminPage.page, admin);
    await adminPage.page.goto('/admins/invoices');
    await choose(adminPage.page, 'Вид счёта', 'Тариф поставщика');
    await adminPage.page.getByLabel('Номер, ИНН или плательщик').fill(number);
    const row = adminPage.page.getByRole('row').filter({ hasText: `№ ${number}` });
    await row.getByText(`ООО «Тарифный ${run}»`).waitFor();
    await row.getByText('Тариф «Разовый»: до 100 позиций, 6 месяцев').waitFor();
    const [xlsx] = await Promise.all([adminPage.page.waitForEvent('download'), adminPage.page.getByRole('button', { name: 'Скачать XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toBe('Счета.xlsx');
    await row.getByRole('button', { name: 'Оплачен' }).click();
    await row.getByRole('button', { name: 'Оплачен' }).waitFor({ state: 'detached' });
    await adminPage.context.close();

    // The supplier's tier runs; the 16th position goes in.
    await page.reload();
    await page.getByRole('heading', { name: 'Тариф «Разовый»' }).waitFor();
    await page.getByText('Размещено 15 из 100 позиций. Можно добавить ещё: 85.').waitFor();
    await page.getByRole('row').filter({ hasText: `Счёт № ${number}` }).getByText('Оплачен').waitFor();
    await page.goto(`/sellers/${sellerCode}/entities/new`);
    await submitGoods(page, `Задвижка 30с41нж ДУ200 ${run}`);
    await page.waitForURL(new RegExp(`/sellers/${sellerCode}/entities/\\d+/edit$`));
    const own = await apiOk<{ total: number }>(`/api/tmc/seller/inventory?seller_code=${sellerCode}`, { token: supplier.token });
    expect(own.total).toBe(16);
    // The public price table leads a representative to its own tier.
    await page.goto('/tariff');
    await page.getByRole('link', { name: /^Ваш тариф, его срок/ }).click();
    await page.waitForURL(`**/sellers/${sellerCode}/tariff`);
    await context.close();

    await shots(supplier.token, `/sellers/${sellerCode}/tariff`, 'seller-tariff', async (p) => {
      await p.getByRole('heading', { name: 'Тариф «Разовый»' }).waitFor();
    });
    await shots(admin, `/admins/invoices`, 'admin-invoices', async (p) => {
      // Every state: the story's invoice is paid by now.
      await choose(p, 'Состояние', 'Все');
      await p.getByRole('row').filter({ hasText: `№ ${number}` }).waitFor();
    });
  });

  it('lets an administrator change a seller\'s tier on /admins/tiers and a buyer\'s subscription on /admins/subscriptions', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto(`/admins/tiers?q=${sellerCode}`);
    const row = page.getByRole('row').filter({ hasText: `ООО «Тарифный ${run}»` });
    await row.getByText('Разовый').waitFor();
    await row.getByRole('button', { name: `Изменить тариф: ООО «Тарифный ${run}»` }).click();
    const dialog = page.getByRole('dialog');
    // The dialog's own 'Тариф' (the list's filter has the same label).
    await dialog.getByRole('combobox', { name: 'Тариф', exact: true }).click();
    await page.getByRole('option', { name: 'Серебряный', exact: true }).click();
    await dialog.getByRole('button', { name: 'Сохранить тариф' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Серебряный').waitFor();
    await row.getByText('16 из 500').waitFor();
    await context.close();
    expect((await apiOk<{ tariff: string; limit: number }>(`/api/tiers/sellers/${sellerCode}`, { token: supplier.token })).tariff).toBe('silver');
    await shots(admin, `/admins/tiers?q=${sellerCode}`, 'admin-tiers', async (p) => {
      await p.getByRole('row').filter({ hasText: `ООО «Тарифный ${run}»` }).waitFor();
    });
    await shots(admin, `/admins/settings/${sellerCode}/entities`, 'admin-seller-card', async (p) => {
      await p.getByRole('region', { name: 'Тариф' }).getByText('Серебряный').waitFor();
    });

    // A buyer's subscription, paid, then changed by the administrator.
    const buyer = await registerBuyer();
    await apiOk('/api/admin-panel/user/update', { method: 'PUT', token: buyer.token, json: { title: `ООО «Подписчик ${run}»`, inn: uniqueInn() } });
    const order = await apiOk<{ invoiceNumber: string }>('/api/subscriptions/pay', { token: buyer.token, json: { duration: 'month', type: 'up_to_10' } });
    const invoices = await apiOk<{ items: Array<{ id: string; number: string }> }>(`/api/billing/invoices?q=${order.invoiceNumber}`, { token: admin });
    await apiOk(`/api/billing/invoices/${invoices.items[0]!.id}/paid`, { method: 'PUT', token: admin });

    const subs = await newPage(browser);
    await authenticate(subs.page, admin);
    await subs.page.goto('/admins/subscriptions');
    await subs.page.getByLabel('Эл. почта, организация или ИНН').fill(buyer.email);
    const subRow = subs.page.getByRole('row').filter({ hasText: buyer.email });
    await subRow.getByText('До 10 наименований').waitFor();
    await subRow.getByRole('button', { name: `Изменить подписку ${buyer.email}` }).click();
    const subDialog = subs.page.getByRole('dialog');
    await subDialog.getByRole('radio', { name: 'До 50 наименований' }).check();
    await subDialog.getByLabel(/Последний день подписки/).fill('31.12.2099');
    // A click elsewhere in the dialog closes the calendar that typing opened.
    await subDialog.getByRole('radio', { name: 'До 50 наименований' }).click();
    await subDialog.getByRole('button', { name: 'Сохранить' }).click();
    await subDialog.waitFor({ state: 'detached' });
    await subRow.getByText('До 50 наименований').waitFor();
    await subRow.getByText(/— 31\.12\.2099/).waitFor();
    await subs.context.close();
    const active = await apiOk<{ type: string; expiredAt: string }>('/api/subscriptions/active', { token: buyer.token });
    expect(active).toMatchObject({ type: 'up_to_50', expiredAt: '2099-12-31T21:00:00.000Z' });
    await shots(admin, '/admins/subscriptions', 'admin-subscriptions', async (p) => {
      await p.getByRole('row').nth(1).waitFor();
    });
  });
});
