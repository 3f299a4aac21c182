import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { authenticate, demoSellers, signInAsUser, type Account } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

// Numbers typed the Russian way (issue 16, item 2): '1 000', '1 000,50' and '1000.5' are accepted in
// the price and quantity fields of the goods form and in the search's price range.

const seller = demoSellers()[1]!;
const run = Date.now().toString(36);

let browser: Browser;
let supplier: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  supplier = await signInAsUser(seller.email);
});
afterAll(async () => browser?.close());

async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if ((await input.getAttribute('readonly')) === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('numbers typed the Russian way', () => {
  it('the goods form takes a quantity of "1 000" and a price of "1000.5", then "1 000,50"', async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, supplier.token);
    await page.goto(`/sellers/${seller.sellerCode}/entities/new`);
    const form = page.getByRole('form', { name: 'Новый товар' });
    await form.getByRole('textbox', { name: 'Наименование' }).fill(`Кабель ВВГнг 3х2,5 партия ${run}`);
    await form.getByRole('textbox', { name: 'Количество' }).fill('1 000');
    await form.getByRole('textbox', { name: 'Цена за единицу, ₽' }).fill('1000.5');
    await choose(page, 'НДС', '20%');
    await choose(page, 'Регион', 'Тульская область');
    await form.getByRole('button', { name: 'Сохранить и отправить на модерацию' }).click();
    await page.waitForURL(new RegExp(`/sellers/${seller.sellerCode}/entities/\\d+/edit$`));
    const id = Number(/entities\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByText('Позиция сохранена').waitFor();
    let saved = await apiOk<{ quantity: number; price: number }>(`/api/tmc/${id}`, { token: supplier.token });
    expect(saved).toMatchObject({ quantity: 1000, price: 1000.5 });

    // The edit form shows the numbers the Russian way and takes them back so.
    const edit = page.getByRole('form', { name: 'Изменение товара' });
    expect(await edit.getByRole('textbox', { name: 'Количество' }).inputValue()).toBe('1 000');
    expect(await edit.getByRole('textbox', { name: 'Цена за единицу, ₽' }).inputValue()).toBe('1 000,5');
    await edit.getByRole('textbox', { name: 'Количество' }).fill('2 500,125');
    await edit.getByRole('textbox', { name: 'Цена за единицу, ₽' }).fill('1 000,50');
    await edit.getByRole('button', { name: /Сохранить/ }).click();
    await expect.poll(async () => (await apiOk<{ quantity: number }>(`/api/tmc/${id}`, { token: supplier.token })).quantity).toBe(2500.125);
    saved = await apiOk<{ quantity: number; price: number }>(`/api/tmc/${id}`, { token: supplier.token });
    expect(saved.price).toBe(1000.5);

    // A text that is no number is refused with the schema's message, not read as zero.
    // The form takes the saved item back after a save; on a loaded machine that can land after the next
    // fill, so the step is repeated until the message shows.
    const refused = edit.getByText('Цена должна быть числом от 0 с не более чем 2 знаками после запятой');
    await expect
      .poll(
        async () => {
          await edit.getByRole('textbox', { name: 'Цена за единицу, ₽' }).fill('около тысячи');
          await edit.getByRole('button', { name: /Сохранить/ }).click();
          return refused.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    expect((await apiOk<{ price: number }>(`/api/tmc/${id}`, { token: supplier.token })).price).toBe(1000.5);
    await context.close();
  });

  it('the search takes a price range of "1 000" to "1 000,50" and "1000.5"', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search');
    const filters = page.getByRole('form', { name: 'Фильтры поиска' });
    await filters.getByRole('textbox', { name: 'Цена от, ₽' }).fill('1 000');
    await filters.getByRole('textbox', { name: 'Цена до, ₽' }).fill('1 000,50');
    await filters.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL((u) => u.searchParams.get('price_from') === '1 000');
    expect(await filters.getByText('Цена должна быть неотрицательным числом').count()).toBe(0);
    // The server read the same range: every price shown is within it.
    const expected = await apiOk<{ total: number }>(`/api/tmc/search?price_from=1000&price_to=1000.5`);
    const shown = await apiOk<{ total: number }>(`/api/tmc/search?${new URL(page.url()).searchParams.toString()}`);
    expect(shown.total).toBe(expected.total);
    await page.getByRole('status').filter({ hasText: /^(Найдено|Ничего не найдено)/ }).first().waitFor();

    // The form takes the URL's filters after each navigation; on a loaded machine that can land after the
    // next fill, so the step is repeated until the URL carries the new value.
    await expect
      .poll(
        async () => {
          await filters.getByRole('textbox', { name: 'Цена до, ₽' }).fill('1000.5');
          await filters.getByRole('button', { name: 'Применить' }).click();
          return new URL(page.url()).searchParams.get('price_to');
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('1000.5');
    expect(await filters.getByText('Цена должна быть неотрицательным числом').count()).toBe(0);
    await context.close();
  });
});
