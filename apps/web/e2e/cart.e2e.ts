import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeInn10 } from '@tmc/shared/requisites';
import { pdfText } from '../../server/src/testing/pdf-inspection.ts';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoSellers, registerBuyer, signInAsUser, type Account } from './support/accounts.ts';
import { apiOk } from './support/api.ts';
import { mailTo, waitForMail } from './support/mailbox.ts';

// The cart and the deal end to end (issue 13, 'Done when'): a buyer presses 'Купить', another buyer no longer finds
// the item, the supplier sees the interest in its cabinet and in its mail; the buyer orders the service and downloads
// the invoice, an administrator marks it paid at /admins/invoices, the buyer and the supplier download the УПД; one
// deal concludes by the supplier's confirmation, another by the 20-day rule (the test-only control ends its term now
// and the production sweep acts), each reducing the stock; a third is cancelled by the buyer and the item is back in
// search. The curator sees the supplier's deals without buttons. With SCREENSHOTS_DIR set, the cart and the deals
// page are saved at 1440 and 390 px.

const SHOTS = process.env['SCREENSHOTS_DIR'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(extra, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digits = String(Date.now()).slice(-6);
// A gold demo seller no other browser test uses.
const seller = demoSellers()[7]!;
const CONFIRMED = `Задвижка клиновая ЗКЛ${digits} Ду150`;
const BY_TERM = `Труба бесшовная ТБШ${digits} 57х4`;
const CANCELLED = `Отвод крутоизогнутый ОКИ${digits} 90°`;

interface CartEntryBody {
  id: string;
  status: string;
  quantity: number;
  tmc: { id: number; quantity: number };
  invoice: { id: string; number: string } | null;
  events: Array<{ event: string; actor: string }>;
}

let browser: Browser;
let admin: string;
let supplier: Account;
let curator: Account;
let buyer: Account;
let other: Account;
const BUYER_INN = completeInn10(`7${digits}${String(process.pid % 100).padStart(2, '0')}`);
const BUYER_TITLE = `ООО «Покупатель ${digits}»`;
const ids: Record<string, number> = {};

async function publish(name: string, quantity: number, price: number): Promise<number> {
  const created = await apiOk<{ id: number }>('/api/tmc/save', { token: supplier.token, json: { name, unit: '796', quantity, price, vat: '20', region: '77' } });
  await apiOk(`/api/tmc/admin/${created.id}/publish`, { method: 'PUT', token: admin });
  return created.id;
}

/** The buyer's entry of an item (the API the cart page reads). */
async function entryOf(tmcId: number): Promise<CartEntryBody> {
  const { items } = await apiOk<{ items: CartEntryBody[] }>('/api/cart?size=50', { token: buyer.token });
  const entry = items.find((e) => e.tmc.id === tmcId);
  if (!entry) throw new Error(`no cart entry for goods ${tmcId}`);
  return entry;
}

/** Opens /search?q=… as the page's user and tells whether the goods are among the results. */
async function findsInSearch(page: Page, query: string, name: string): Promise<boolean> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await page.getByText(/^Найдено: \d+$|Ничего не найдено/).first().waitFor();
  return (await page.getByRole('link', { name }).count()) > 0;
}

async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const pdf = readFileSync(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

/** Holds the goods from the dialog 'Купить' opens (the quantity left as it is: all of the stock). */
async function buyInDialog(page: Page, quantity?: string) {
  const dialog = page.getByRole('dialog');
  if (quantity !== undefined) await dialog.getByRole('textbox', { name: /Количество/ }).fill(quantity);
  await dialog.getByRole('button', { name: 'Зарезервировать' }).click();
  await dialog.getByText('Товар в корзине').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, supplier, buyer, other] = await Promise.all([adminToken(), signInAsUser(seller.email), registerBuyer(), registerBuyer()]);
  // The seller's curator, as the administrators' card names it.
  const card = await apiOk<{ curator: { username: string } | null }>(`/api/admin-panel/seller?sellerCode=${seller.sellerCode}`, { token: admin });
  curator = await signInAsUser(card.curator!.username);
  // Ordering needs the buyer's full registration (ИНН and organisation); the registration form is accounts.e2e's.
  await apiOk('/api/admin-panel/user/update', { method: 'PUT', token: buyer.token, json: { title: BUYER_TITLE, inn: BUYER_INN, lastName: 'Покупателев', firstName: 'Пётр' } });
  ids['confirmed'] = await publish(CONFIRMED, 10, 48_500);
  ids['byTerm'] = await publish(BY_TERM, 5, 3_200);
  ids['cancelled'] = await publish(CANCELLED, 3, 1_150);
}, 180_000);
afterAll(async () => browser?.close());

describe('the cart and the deal in Chromium', () => {
  it("'Купить' hides the item from another buyer and tells the supplier in its cabinet and by mail", { timeout: 120_000 }, async () => {
    const seen = (await mailTo(seller.email)).length;
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto(`/search/${ids['confirmed']}`);
    await page.getByRole('heading', { name: CONFIRMED }).first().waitFor();
    await page.getByRole('button', { name: 'Купить' }).first().click();
    await buyInDialog(page, '4');
    await page.getByRole('dialog').getByRole('link', { name: 'Перейти в корзину' }).click();
    await page.waitForURL('**/cart');
    const entry = page.getByRole('article', { name: CONFIRMED });
    // The badge (before the facts, whose 'Зарезервировано' is the date's label) and the live countdown of 3 days.
    await entry.getByText('Зарезервировано', { exact: true }).first().waitFor();
    await entry.getByText(/осталось 2 д/).waitFor();
    expect(await entryOf(ids['confirmed']!)).toMatchObject({ status: 'reserved', quantity: 4 });

    // The second item from the search results, the third from its page: all of the stock each.
    await page.goto(`/search?q=${encodeURIComponent(`ТБШ${digits}`)}`);
    await page.getByRole('list', { name: 'Найденные товары' }).getByRole('listitem').filter({ hasText: BY_TERM }).getByRole('button', { name: 'Купить' }).click();
    await buyInDialog(page);
    await page.goto(`/search/${ids['cancelled']}`);
    await page.getByRole('button', { name: 'Купить' }).first().click();
    await buyInDialog(page);
    await context.close();

    // Another buyer finds none of them.
    const second = await newPage(browser);
    await authenticate(second.page, other.token);
    expect(await findsInSearch(second.page, `ЗКЛ${digits}`, CONFIRMED)).toBe(false);
    expect(await findsInSearch(second.page, `ОКИ${digits}`, CANCELLED)).toBe(false);
    await second.context.close();

    // The supplier's mail and its cabinet: 'Покупатель заинтересован'.
    const mail = await waitForMail(seller.email, seen);
    expect(mail.subject).toContain('Товар зарезервирован');
    expect(mail.text).toContain(CONFIRMED);
    const cabinet = await newPage(browser);
    await authenticate(cabinet.page, supplier.token);
    await cabinet.page.goto(`/sellers/${seller.sellerCode}/deals`);
    const deal = cabinet.page.getByRole('article', { name: CONFIRMED });
    await deal.getByText('Покупатель заинтересован').waitFor();
    await deal.getByText(BUYER_TITLE).waitFor();
    await cabinet.context.close();
  });

  it('the buyer orders the service and downloads the invoice; an administrator marks it paid; the УПД follows', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Записи корзины' }).getByRole('button', { name: new RegExp(escape(CONFIRMED)) }).click();
    const entry = page.getByRole('article', { name: CONFIRMED });
    await entry.getByRole('button', { name: 'Заказать услугу площадки' }).click();
    await entry.getByText('Ожидает оплаты услуги', { exact: true }).waitFor();
    const { invoice } = await entryOf(ids['confirmed']!);
    expect(invoice).not.toBeNull();
    const invoiceText = pdfText(await download(page, entry.getByRole('button', { name: 'Скачать счёт (PDF)' })));
    expect(invoiceText).toContain(`Счёт на оплату № ${invoice!.number}`);
    expect(invoiceText).toContain('Информационно-консультационные услуги по сделке');
    expect(invoiceText).toContain(BUYER_INN);
    // 1 % of 4 × 48 500 ₽ = 1 940 ₽.
    expect(invoiceText).toContain('Одна тысяча девятьсот сорок рублей 00 копеек');

    // The administrator finds the invoice by its number at /admins/invoices and marks it paid.
    const adminPage = await newPage(browser);
    await authenticate(adminPage.page, admin);
    await adminPage.page.goto('/admins/invoices');
    await adminPage.page.getByRole('textbox', { name: 'Номер, ИНН или плательщик' }).fill(invoice!.number);
    const row = adminPage.page.getByRole('row', { name: new RegExp(`№ ${escape(invoice!.number)}`) });
    await row.getByRole('button', { name: 'Оплачен' }).click();
    await row.waitFor({ state: 'detached' });
    await adminPage.context.close();

    await page.reload();
    await page.getByRole('list', { name: 'Записи корзины' }).getByRole('button', { name: new RegExp(escape(CONFIRMED)) }).click();
    await entry.getByText('Услуга оплачена', { exact: true }).waitFor();
    await entry.getByText(/осталось 19 д/).waitFor();
    const updText = pdfText(await download(page, entry.getByRole('button', { name: 'Скачать УПД (PDF)' })));
    expect(updText).toContain('Универсальный передаточный документ');
    expect(updText).toContain(CONFIRMED);
    expect(updText).toContain(BUYER_INN);
    expect(updText).toContain('Статус: 1');
    await context.close();
  });

  it('the supplier confirms the deal in its cabinet: the stock falls by the held quantity and the rest is back in search', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, supplier.token);
    await page.goto(`/sellers/${seller.sellerCode}/deals`);
    const deal = page.getByRole('article', { name: CONFIRMED });
    await deal.getByText('Идёт сделка').waitFor();
    // The supplier has the УПД too.
    expect(pdfText(await download(page, deal.getByRole('button', { name: 'Скачать УПД (PDF)' })))).toContain(CONFIRMED);
    await shoot(page, 'cart-seller-deals-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'cart-seller-deals-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await deal.getByRole('button', { name: 'Сделка состоялась' }).click();
    await deal.getByRole('button', { name: 'Сделка состоялась' }).waitFor({ state: 'detached' });
    await deal.getByText('Сделка подтверждена').waitFor();
    await context.close();

    const done = await entryOf(ids['confirmed']!);
    expect(done).toMatchObject({ status: 'concluded', tmc: { quantity: 6 } });
    expect(done.events.at(-1)).toMatchObject({ event: 'confirmed', actor: 'seller' });
    const second = await newPage(browser);
    await authenticate(second.page, other.token);
    expect(await findsInSearch(second.page, `ЗКЛ${digits}`, CONFIRMED)).toBe(true);
    await second.context.close();
  });

  it("the second deal, paid and with no word, is deemed concluded when its 20 days end; the curator only reads", { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Записи корзины' }).getByRole('button', { name: new RegExp(escape(BY_TERM)) }).click();
    const entry = page.getByRole('article', { name: BY_TERM });
    await entry.getByRole('button', { name: 'Заказать услугу площадки' }).click();
    await entry.getByText('Ожидает оплаты услуги', { exact: true }).waitFor();
    const { id, invoice } = await entryOf(ids['byTerm']!);
    await apiOk(`/api/billing/invoices/${invoice!.id}/paid`, { method: 'PUT', token: admin });

    // The curator sees the deal in the supplier's cabinet, without the supplier's buttons.
    const watcher = await newPage(browser);
    await authenticate(watcher.page, curator.token);
    await watcher.page.goto(`/sellers/${seller.sellerCode}/deals`);
    const seen = watcher.page.getByRole('article', { name: BY_TERM });
    await seen.getByText('Идёт сделка').waitFor();
    await seen.getByRole('button', { name: 'Скачать УПД (PDF)' }).waitFor();
    expect(await seen.getByRole('button', { name: /Сделка состоялась|Сделка не состоялась/ }).count()).toBe(0);
    await shoot(watcher.page, 'cart-curator-deals-1440');
    await watcher.context.close();

    // Twenty days pass for this entry: the test-only control ends its term now, and the sweep concludes it.
    expect(await apiOk<{ concluded: number }>(`/api/testing/cart/${id}/end-term`, { method: 'POST', token: admin })).toMatchObject({ concluded: 1 });
    await page.reload();
    await page.getByRole('list', { name: 'Записи корзины' }).getByRole('button', { name: new RegExp(escape(BY_TERM)) }).click();
    await entry.getByText('Сделка завершена', { exact: true }).waitFor();
    await entry.getByText('Сделка считается состоявшейся: срок истёк').waitFor();
    await entry.getByText('остаток 0', { exact: false }).waitFor();
    expect(await entryOf(ids['byTerm']!)).toMatchObject({ status: 'concluded', quantity: 5, tmc: { quantity: 0 } });
    await context.close();
  });

  it('the buyer cancels the third hold and the item is back in search for everyone', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto('/cart');
    await page.getByRole('list', { name: 'Записи корзины' }).getByRole('button', { name: new RegExp(escape(CANCELLED)) }).click();
    const entry = page.getByRole('article', { name: CANCELLED });
    await entry.getByRole('button', { name: 'Отменить резерв' }).click();
    await entry.getByRole('textbox', { name: 'Причина отмены (необязательно)' }).fill('Нашли ближе к объекту');
    await entry.getByRole('button', { name: 'Отменить резерв' }).click();
    await entry.getByText('Отменено', { exact: true }).waitFor();
    await entry.getByText('Нашли ближе к объекту').first().waitFor();
    await shoot(page, 'cart-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'cart-390');
    await context.close();

    const second = await newPage(browser);
    await authenticate(second.page, other.token);
    expect(await findsInSearch(second.page, `ОКИ${digits}`, CANCELLED)).toBe(true);
    await second.context.close();
  });
});
