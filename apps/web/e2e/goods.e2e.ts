import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoSellers, registerBuyer, signInAsUser, type Account } from './support/accounts.ts';
import { api, apiOk } from './support/api.ts';

// Goods end to end (issue 4): a supplier places an item with a photo, an administrator publishes it,
// a buyer finds it (another word form, a typo, filters), opens it, keeps it in favourites; the URL
// reproduces a search; an administrator's rejection reaches the supplier with its reason.

/** A real PNG (RGB, a colour gradient) made here, so the upload carries genuine image bytes. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = (x * 255) / width;
      rows[row + 2 + x * 3] = (y * 255) / height;
      rows[row + 3 + x * 3] = 160;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of a Mantine Select (a combobox) by typing into it (searchable) or opening it. */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.getAttribute('readonly') === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const run = Date.now().toString(36);
// A word the demo catalogue does not use, so the searches below find exactly our goods.
const NAME = `Виброизолятор пружинный ДО-${run}`;
const REJECTED_NAME = `Виброизолятор резиновый ВР-${run}`;
const STOCK = `E2E-${run}`.toUpperCase();
const seller = demoSellers()[0]!;

let browser: Browser;
let supplier: Account;
let buyer: Account;
let admin: string;
let itemId = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  [supplier, buyer, admin] = await Promise.all([signInAsUser(seller.email), registerBuyer(), adminToken()]);
});
afterAll(async () => browser?.close());

describe('goods in Chromium', () => {
  it('a supplier places goods with a photo and sees them in moderation', async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, supplier.token);
    await page.goto('/placement');
    const place = page.getByRole('link', { name: 'Разместить товар' }).first();
    // A filled button that is a link keeps the button's white label (not the site's link colour).
    expect(await place.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await place.click();
    await page.waitForURL(`**/sellers/${seller.sellerCode}/entities/new`);

    const form = page.getByRole('form', { name: 'Новый товар' });
    // An empty form is refused with the shared schema's Russian messages.
    await form.getByRole('button', { name: 'Сохранить и отправить на модерацию' }).click();
    await form.getByText('Наименование обязательно').waitFor();
    await form.getByText('Количество обязательно').waitFor();
    await form.getByText('Регион обязателен').waitFor();

    await form.getByRole('textbox', { name: 'Наименование' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Складской номер' }).fill(STOCK);
    await form.getByRole('textbox', { name: 'Количество' }).fill('12');
    await form.getByRole('textbox', { name: 'Цена за единицу, ₽' }).fill('4350,5');
    await choose(page, 'НДС', '20%');
    await choose(page, 'Год выпуска', '2022');
    await choose(page, 'Регион', 'Тульская область');
    await form.getByRole('textbox', { name: 'Описание' }).fill('Виброизоляторы для вентиляционных установок, новые, в заводской упаковке.');
    await form.getByRole('button', { name: 'Добавить характеристику' }).click();
    await form.getByRole('textbox', { name: 'Название характеристики 1' }).fill('Нагрузка');
    await form.getByRole('textbox', { name: 'Значение характеристики 1' }).fill('до 120 кг');
    await form.getByRole('button', { name: 'Сохранить и отправить на модерацию' }).click();

    await page.waitForURL(new RegExp(`/sellers/${seller.sellerCode}/entities/\\d+/edit$`));
    itemId = Number(/entities\/(\d+)\/edit/.exec(page.url())![1]);
    await page.getByText('Позиция сохранена').waitFor();
    await page.getByText('На модерации').first().waitFor();

    // The answer is held back a moment, so the progress bar of the upload can be seen.
    await page.route('**/api/tmc/*/photos', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(640, 480) });
    // At 0 % the bar's filled part has no width yet, so it is waited for in the page, not for visibility.
    await page.getByRole('progressbar', { name: 'Загрузка photo.png' }).waitFor({ state: 'attached' });
    const thumb = page.getByRole('img', { name: 'Фото 1' });
    await thumb.waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await page.unroute('**/api/tmc/*/photos');
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A second photo, deleted again: the thumbnails follow.
    await page.locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: makePng(320, 320) });
    await page.getByRole('img', { name: 'Фото 2' }).waitFor();
    await page.getByRole('button', { name: 'Удалить фото 2' }).click();
    await page.getByRole('img', { name: 'Фото 2' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('img', { name: 'Фото 1' }).isVisible()).toBe(true);

    // A text file is refused before sending, with the contract's message.
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') });
    await page.getByText('Допустимы только изображения JPEG, PNG или WebP').waitFor();

    await page.getByRole('link', { name: '← К списку товаров' }).click();
    const row = page.getByRole('row', { name: new RegExp(escape(NAME)) });
    await row.waitFor();
    expect(await row.getByText('На модерации').isVisible()).toBe(true);

    // Nobody holds the supplier's goods yet: the cabinet's deals say so.
    await page.getByRole('navigation', { name: 'Разделы кабинета поставщика' }).getByRole('link', { name: 'Сделки' }).click();
    await page.getByText('Резервов и сделок пока нет.').waitFor();
    await context.close();
  });

  it('an administrator previews and publishes it from the moderation queue', async () => {
    expect(itemId).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins');
    await page.getByRole('navigation').getByRole('link', { name: 'Модерация товаров' }).click();
    await page.waitForURL('**/admins/moderation');
    await page.getByRole('button', { name: `Просмотр «${NAME}»` }).click();
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.getByText('до 120 кг').waitFor();
    await dialog.getByText(/4 350,50\s₽/).first().waitFor();
    await dialog.getByRole('button', { name: 'Опубликовать' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Просмотр «${NAME}»` }).waitFor({ state: 'detached' });
    const item = await apiOk<{ status: string }>(`/api/tmc/${itemId}`, { token: admin });
    expect(item.status).toBe('published');
    await context.close();
  });

  it('a rejection needs a reason, and the supplier sees it', async () => {
    const created = await apiOk<{ id: number }>('/api/tmc/save', {
      token: supplier.token,
      json: { name: REJECTED_NAME, unit: '796', quantity: 3, price: 990, vat: 'none', region: '71' },
    });
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/moderation');
    await page.getByRole('button', { name: `Отклонить «${REJECTED_NAME}»` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await dialog.getByText('Укажите причину отклонения').waitFor();
    await dialog.getByRole('textbox', { name: 'Причина отклонения' }).fill('Нет фотографии товара');
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    const seller_ = await newPage(browser);
    await authenticate(seller_.page, supplier.token);
    await seller_.page.goto(`/sellers/${seller.sellerCode}/entities?status=rejected`);
    const row = seller_.page.getByRole('row', { name: new RegExp(escape(REJECTED_NAME)) });
    await row.getByText('Причина отклонения: Нет фотографии товара').waitFor();

    // Deleting the chosen goods asks first; cancelling keeps the item, confirming removes it.
    await row.getByRole('checkbox', { name: `Выбрать «${REJECTED_NAME}»` }).check();
    const toolbar = seller_.page.getByRole('toolbar', { name: 'Действия с выбранными товарами' });
    await toolbar.getByRole('button', { name: 'Удалить' }).click();
    const confirm = seller_.page.getByRole('dialog', { name: 'Удалить товары' });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await toolbar.getByRole('button', { name: 'Удалить' }).click();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api(`/api/tmc/${created.id}`, { token: supplier.token })).status).toBe(404);
    await seller_.context.close();
  });

  it('a buyer finds it by another word form, with a typo and by filters; the URL reproduces the search', async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    // Another word form (instrumental plural) of the name's first word.
    await page.goto(`/search?q=${encodeURIComponent('виброизоляторами пружинными')}`);
    const result = page.getByRole('link', { name: NAME });
    await result.waitFor();

    // A typo, typed into the page's search box.
    const box = page.getByRole('main').getByRole('combobox', { name: 'Поиск товаров' });
    await box.fill('виброизалятор');
    await box.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'виброизалятор');
    await result.waitFor();

    // Filters: price range and region, kept in the URL.
    const filters = page.getByRole('form', { name: 'Фильтры поиска' });
    await filters.getByRole('textbox', { name: 'Цена от, ₽' }).fill('4000');
    await filters.getByRole('textbox', { name: 'Цена до, ₽' }).fill('4400');
    await choose(page, 'Регион', 'Тульская область');
    await filters.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL(/price_from=4000/);
    const url = new URL(page.url());
    expect(url.searchParams.get('price_to')).toBe('4400');
    expect(url.searchParams.get('region')).toBe('71');
    await result.waitFor();
    await page.getByRole('status').filter({ hasText: /^Найдено: 1$/ }).waitFor();

    // A price range that excludes it: the empty state.
    await filters.getByRole('textbox', { name: 'Цена до, ₽' }).fill('4300');
    await filters.getByRole('button', { name: 'Применить' }).click();
    await page.getByText('Ничего не найдено').first().waitFor();

    // A wrong range is explained before any request.
    await filters.getByRole('textbox', { name: 'Цена до, ₽' }).fill('100');
    await filters.getByRole('button', { name: 'Применить' }).click();
    await filters.getByText('Цена «до» не может быть меньше цены «от»').waitFor();

    // The copied link opens the same search in a fresh tab.
    const other = await newPage(browser);
    await other.page.goto(url.pathname + url.search);
    await other.page.getByRole('link', { name: NAME }).waitFor();
    expect(await other.page.getByRole('form', { name: 'Фильтры поиска' }).getByRole('textbox', { name: 'Цена от, ₽' }).inputValue()).toBe('4000');
    await other.context.close();

    // The item page: every field, the photo, the seller; then favourites.
    await page.goto(url.pathname + url.search);
    await result.click();
    await page.waitForURL(`**/search/${itemId}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(STOCK).waitFor();
    expect(await main.getByText(/^12\s*шт$/).first().isVisible()).toBe(true);
    expect(await main.getByText(/4 350,50\s₽/).first().isVisible()).toBe(true);
    expect(await main.getByText('Тульская область').first().isVisible()).toBe(true);
    expect(await main.getByText('до 120 кг').isVisible()).toBe(true);
    expect(await main.getByText(seller.title).first().isVisible()).toBe(true);
    const photo = main.getByRole('img', { name: new RegExp(`${escape(NAME)}, фото 1 из 1`) });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await main.getByRole('button', { name: 'В избранное' }).click();
    await main.getByRole('button', { name: 'Удалить из избранного' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Избранное', exact: true }).first().click();
    await page.waitForURL('**/favourites');
    await page.getByRole('link', { name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Удалить из избранного' }).click();
    await page.getByText('В избранном пока ничего нет').waitFor();
    await context.close();
  });

  it('the top bar search box suggests names, moves by arrows and searches on Enter', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/latest');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск товаров' });
    await box.fill('Виброизолятор пру');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    const chosen = (await option.textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL('**/search?q=*');
    expect(new URL(page.url()).searchParams.get('q')).toBe(chosen.trim());
    await context.close();
  });

  it('an anonymous visitor who presses «В избранное» gets the sign-in modal', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/search/${itemId}`);
    await page.getByRole('button', { name: 'В избранное' }).click();
    await page.getByRole('dialog', { name: 'Авторизация' }).waitFor();
    await context.close();
  });

  it("a buyer is refused the seller's cabinet and cannot place goods for it", async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    await page.goto(`/sellers/${seller.sellerCode}/entities`);
    await page.getByRole('alert').filter({ hasText: 'Нет доступа: кабинет открыт только представителям этого поставщика и его куратору.' }).waitFor();
    expect(await page.getByRole('link', { name: NAME }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Разместить товар', exact: true }).count()).toBe(0);
    await page.goto(`/sellers/${seller.sellerCode}/entities/new`);
    await page.getByRole('alert').filter({ hasText: 'Нет доступа' }).waitFor();
    expect(await page.getByRole('form', { name: 'Новый товар' }).count()).toBe(0);
    await context.close();
  });

  it('a search the server refuses shows its Russian message and a retry', async () => {
    const { context, page } = await newPage(browser);
    // A hand-made link with a reversed price range: the API answers 400 with the contract's text.
    await page.goto('/search?q=труба&price_from=500&price_to=100');
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить товары' });
    await alert.getByText('Цена «до» не может быть меньше цены «от»').waitFor();
    await alert.getByRole('button', { name: 'Повторить' }).waitFor();
    await context.close();
  });

  it('a search over the whole base shows its exact total and pages through it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search');
    // The demo base has fewer than 10 000 goods: the total is exact (past that it says 'более 10 000').
    await page.getByText(/^Найдено: \d[\d\s]*$/).waitFor();
    const pager = page.getByRole('navigation', { name: 'Страницы результатов' });
    const first = await page.getByRole('list', { name: 'Найденные товары' }).getByRole('link').first().textContent();
    await pager.getByRole('button', { name: 'Страница 2' }).click();
    await page.waitForURL(/[?&]page=1\b/);
    await page.waitForFunction(
      (name) => document.querySelector('[aria-label="Найденные товары"] a')?.textContent !== name,
      first,
    );
    await context.close();
  });

  it('the statistics link form /search?title= searches that text', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/search?title=${encodeURIComponent('Виброизолятор')}`);
    await page.getByRole('link', { name: NAME }).waitFor();
    expect(await page.getByRole('main').getByRole('combobox', { name: 'Поиск товаров' }).inputValue()).toBe('Виброизолятор');
    await context.close();
  });
});
