import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { authenticate, registerBuyer } from './support/accounts.ts';

// 'Купить' in a search result row: a plain button on the first load (issue 16, item 4), whose dialog
// with the quantity field is loaded on the click; the reserve goes to the server and the row then
// leads to the cart.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("'Купить' in the search results", () => {
  it('opens the reserve dialog, holds the item and shows the way to the cart', async () => {
    const buyer = await registerBuyer();
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await authenticate(page, buyer.token);
    await page.goto('/search?q=труба');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Купить' }) }).first();
    await row.waitFor();
    const name = (await row.getByRole('link').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await row.getByRole('button', { name: 'Купить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Резерв товара' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(name);
    const quantity = dialog.getByRole('textbox', { name: /Количество/ });
    expect(await quantity.inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Зарезервировать' }).click();
    await dialog.getByText('Товар в корзине').waitFor();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const held = page.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: 'В корзине' });
    await held.waitFor();
    expect(await held.getAttribute('href')).toBe('/cart');
    await context.close();
  });
});
