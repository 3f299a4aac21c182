import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerLogPage } from '@tmc/shared/logs';
import type { RunningLine } from '@tmc/shared/running-line';
import type { ServiceGroup } from '@tmc/shared/services-schemas';
import type { Top10Stat } from '@tmc/shared/stat';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, DEMO_DISPATCHER_EMAIL, signInAsUser } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
});
afterAll(async () => browser?.close());

const firstWord = (title: string) => title.trim().split(/\s+/)[0]!;
const capitalize = (title: string) => {
  const lower = title.trim().toLocaleLowerCase('ru');
  return lower.charAt(0).toLocaleUpperCase('ru') + lower.slice(1);
};
const searchHref = (title: string) => `/search?${new URLSearchParams({ title: firstWord(title) }).toString()}`;

async function statLogCount(): Promise<number> {
  const page = await apiOk<BuyerLogPage>('/api/admin-panel/buyer-log?method=stat&size=1', { token: admin });
  return page.total;
}

/** The highlighted cell's link, by the data attribute the table sets. */
const highlightedLink = (page: Page) => page.locator('td[data-highlighted] a');

describe('statistics page /stat', () => {
  it('shows the four top-10 columns with the casing rule, logs the view, and moves and opens by the keyboard', async () => {
    const stat = await apiOk<Top10Stat>('/api/stat/top10');
    // The demo goods fill the three store columns.
    expect(stat.countRequests).toHaveLength(10);
    expect(stat.countInStoreRequests.length).toBeGreaterThan(0);
    const viewsBefore = await statLogCount();

    const { context, page } = await newPage(browser);
    await page.goto('/stat');
    await page.getByRole('heading', { level: 1, name: 'Статистика' }).waitFor();
    expect(await page.title()).toContain('Статистика');
    const table = page.getByRole('table', { name: /Топ-10/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Популярные', 'Позиций', 'Количество', 'Сумма']);
    // Wide window (1440): whole titles, first letter capitalised, the rest lower case.
    const firstPositions = capitalize(stat.countRequests[0]!.title);
    await table.getByRole('link', { name: new RegExp(firstPositions.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
    await page.getByRole('heading', { name: 'Посещения сайта' }).waitFor();

    await expect.poll(statLogCount, { timeout: 10_000 }).toBeGreaterThan(viewsBefore);

    // What the page shows: other test files' searches may have changed the columns since the first read;
    // the server's cache gives this read the answer the page received.
    const shown = await apiOk<Top10Stat>('/api/stat/top10');
    // Keyboard: the first arrow highlights the first cell of the first filled column.
    await page.keyboard.press('ArrowDown');
    const firstCol = shown.searchRequests.length > 0 ? 0 : 1;
    expect(await highlightedLink(page).count()).toBe(1);
    // Two rows down and one column right: the 'Позиций' or 'Количество' column, row 3.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const columns = [shown.searchRequests, shown.countRequests, shown.countInStoreRequests, shown.sumInStoreRequests];
    const target = columns[firstCol + 1]!;
    // Down stops at the first column's last row; right keeps the row, or the target's last row.
    const row = Math.min(2, columns[firstCol]!.length - 1, target.length - 1);
    const expectedHref = searchHref(target[row]!.title);
    expect(await highlightedLink(page).getAttribute('href')).toBe(expectedHref);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === expectedHref);
    await context.close();
  });

  it('opens the search by a click on a row, and cuts store titles to 10 characters under 1440 px', async () => {
    const stat = await apiOk<Top10Stat>('/api/stat/top10');
    const { context, page } = await newPage(browser, { width: 1280 });
    await page.goto('/stat');
    const table = page.getByRole('table', { name: /Топ-10/ });
    await table.waitFor();
    // The demo goods' names are longer than 10 characters.
    const long = stat.countRequests.find((r) => r.title.length > 10);
    expect(long).toBeDefined();
    await table.getByText(`${capitalize(long!.title).slice(0, 10)}...`, { exact: true }).first().waitFor();
    const item = stat.countInStoreRequests[0]!;
    const link = table.locator(`td:nth-child(3) a`).first();
    expect(await link.getAttribute('href')).toBe(searchHref(item.title));
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('title') === firstWord(item.title));
    await context.close();
  });
});

/** Opens a page by the footer's link from the landing page: the browser, not the server, asks the API for its data. */
async function openFromFooter(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

describe('failures of section 8', () => {
  // Route interception is used only to make the server's answer fail: the real server never fails on demand.
  // The pages are opened by a link: a page loaded by its address comes with the server's answers inside.
  it('keeps the statistics page when top10 fails, and only logs it', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/stat/top10', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
    await openFromFooter(page, 'Статистика');
    await page.getByRole('heading', { level: 1, name: 'Статистика' }).waitFor();
    await page.getByRole('table', { name: /Топ-10/ }).getByText('Данных пока нет').waitFor();
    await expect.poll(() => errors.some((e) => e.includes('top10 failed'))).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('ignores a price table load failure and a save failure silently, keeping the typed value until a save succeeds', async () => {
    const groups = await apiOk<ServiceGroup[]>('/api/services');
    const row = groups[0]!.priceLists[0]!;
    const visitor = await newPage(browser);
    await visitor.page.route('**/api/services', (route) => route.abort());
    await openFromFooter(visitor.page, 'Тарифы');
    await visitor.page.getByText(/EXCLUSIVE/).waitFor();
    expect(await visitor.page.getByRole('table', { name: 'Стоимость услуг для поставщиков' }).count()).toBe(0);
    expect(await visitor.page.getByRole('alert').count()).toBe(0);
    await visitor.context.close();

    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/tariff');
    const price = page.locator(`tr[data-row-id="${row.id}"]`).getByRole('textbox', { name: /^Стоимость: / });
    await price.waitFor();
    await page.route('**/api/services', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }) : route.continue(),
    );
    await price.fill('777');
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/services') && r.request().method() === 'PUT');
    await price.press('Enter');
    expect((await failed).status()).toBe(500);
    expect(await price.inputValue()).toBe('777');
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.unroute('**/api/services');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/services') && r.request().method() === 'PUT');
    await price.press('Enter');
    expect((await saved).status()).toBe(200);
    const after = (await apiOk<ServiceGroup[]>('/api/services')).flatMap((g) => g.priceLists);
    expect(after.find((r) => r.id === row.id)?.price).toBe(777);
    await apiOk('/api/services', { method: 'PUT', token: admin, json: { id: row.id, price: row.price, validityPeriod: row.validityPeriod } });
    await context.close();
  });
});

describe('tariff page /tariff', () => {
  it('lets ADMIN L1 edit a price (saved on leaving the row, kept after reload) and a validity (saved on Enter)', async () => {
    const groups = await apiOk<ServiceGroup[]>('/api/services');
    const [first, second] = groups.flatMap((g) => g.priceLists);
    expect(first && second).toBeTruthy();
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/tariff');
    const price = page.locator(`tr[data-row-id="${first!.id}"]`).getByRole('textbox', { name: /^Стоимость: / });
    await price.waitFor();
    expect(await price.getAttribute('aria-label')).toBe(`Стоимость: ${groups[0]!.name}, строка 1`);
    const newPrice = 12345 + Math.floor(Math.random() * 1000);

    await price.fill(`${newPrice},50`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/services') && r.request().method() === 'PUT');
    // Focus leaves the row: one save of that row.
    await page.getByRole('heading', { level: 1 }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ id: first!.id, price: newPrice + 0.5, validityPeriod: first!.validityPeriod });
    await page.reload();
    await price.waitFor();
    expect((await price.inputValue()).replace(/\s/g, '')).toBe(`${newPrice},5`);

    const validity = page.locator(`tr[data-row-id="${second!.id}"]`).getByRole('textbox', { name: /^Срок действия: / });
    const text = `${Math.floor(Math.random() * 90) + 10} месяцев`;
    await validity.fill(text);
    const savedByEnter = page.waitForResponse((r) => r.url().endsWith('/api/services') && r.request().method() === 'PUT');
    await validity.press('Enter');
    expect((await savedByEnter).status()).toBe(200);
    const after = (await apiOk<ServiceGroup[]>('/api/services')).flatMap((g) => g.priceLists);
    expect(after.find((r) => r.id === second!.id)?.validityPeriod).toBe(text);
    expect(after.find((r) => r.id === first!.id)?.price).toBe(newPrice + 0.5);
    await context.close();
    // Put the demo prices back for the other test files.
    for (const row of [first!, second!]) {
      await apiOk('/api/services', { method: 'PUT', token: admin, json: { id: row.id, price: row.price, validityPeriod: row.validityPeriod } });
    }
  });

  it('is read-only for a visitor and for an administrator below L1 (the dispatcher, L3)', async () => {
    const groups = await apiOk<ServiceGroup[]>('/api/services');
    const dispatcher = await signInAsUser(DEMO_DISPATCHER_EMAIL);
    for (const token of [null, dispatcher.token]) {
      const { context, page } = await newPage(browser);
      if (token) await authenticate(page, token);
      await page.goto('/tariff');
      const table = page.getByRole('table', { name: 'Стоимость услуг для поставщиков' });
      await table.waitFor();
      await table.getByText(groups[0]!.name).waitFor();
      // The footnotes explain the tiers.
      await page.getByText(/EXCLUSIVE/).waitFor();
      await page.getByText(/до 15 позиций на полгода/).waitFor();
      // Once the top bar shows the signed-in menu, the page knows the user, so its table is final.
      if (token) await page.getByRole('banner').getByRole('link', { name: 'Избранное' }).first().waitFor();
      expect(await table.getByRole('textbox').count(), token ? 'dispatcher' : 'visitor').toBe(0);
      // The suppliers' table: the buyers' subscription prices (the same price list) are not among its rows.
      const subscription = groups.find((g) => g.priceLists.some((r) => r.tier?.startsWith('subscription-')));
      expect(subscription, 'the subscription prices are in the price list').toBeTruthy();
      expect(await table.getByText(subscription!.name).count()).toBe(0);
      await context.close();
    }
  });
});

describe('slogan and running line', () => {
  it('shows in the top bar a slogan an administrator saved on the slogan and running line page', async () => {
    const { daySlogan: original } = await apiOk<{ daySlogan: string }>('/api/admin-panel/day-slogan/get');
    const slogan = `Слоган e2e ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    try {
      await page.goto('/admins/content');
      const field = page.getByRole('textbox', { name: 'Слоган в шапке сайта' });
      await field.waitFor();
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe(original);
      await field.fill(slogan);
      await page.getByRole('button', { name: 'Сохранить слоган' }).click();
      await page.getByRole('status').getByText('Слоган сохранён').waitFor();
      // A visitor's top bar (a signed-in administrator's has less room and may hide the slogan).
      const visitor = await newPage(browser);
      await visitor.page.goto('/');
      await visitor.page.getByRole('banner').getByText(slogan).waitFor();
      await visitor.context.close();
    } finally {
      await apiOk('/api/admin-panel/day-slogan/update', { token: admin, json: { daySlogan: original } });
      await context.close();
    }
  });

  it('shows on the landing page a line an administrator added on the slogan and running line page', async () => {
    const text = `Бегущая строка e2e ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/content');
    await page.getByRole('textbox', { name: 'Новая строка' }).fill(text);
    await page.getByRole('button', { name: 'Добавить' }).click();
    await page.getByRole('list', { name: 'Строки бегущей строки' }).getByText(text).waitFor();
    const line = await apiOk<RunningLine>('/api/running/line?type=main');
    expect(line.items[0]?.text).toBe(text);

    await page.goto('/');
    const ticker = page.getByRole('region', { name: 'Бегущая строка' });
    await ticker.getByText(text).first().waitFor();
    expect(await ticker.locator('ul').first().evaluate((el) => getComputedStyle(el.parentElement!).animationName)).not.toBe('none');
    await context.close();

    // With reduced motion the line stands still.
    const still = await newPage(browser);
    await still.page.emulateMedia({ reducedMotion: 'reduce' });
    await still.page.goto('/');
    const stillTicker = still.page.getByRole('region', { name: 'Бегущая строка' });
    await stillTicker.getByText(text).first().waitFor();
    expect(await stillTicker.locator('ul').first().evaluate((el) => getComputedStyle(el.parentElement!).animationName)).toBe('none');
    await still.context.close();
    // Leave the landing page's line as the demo data has it.
    await apiOk(`/api/running/line/${line.items[0]!.id}`, { method: 'DELETE', token: admin });
  });
});

describe('administrators’ logs', () => {
  it('shows the chart and the buyer log, and the log by day and page', async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/logs');
    await page.getByRole('img', { name: /Посещения и просмотры/ }).waitFor();
    const log = page.getByRole('table', { name: 'Журнал запросов покупателей' });
    // A page shows its Russian name with its key, which the filter takes: 'Статистика (stat)'.
    await log.getByRole('cell', { name: /\(stat\)$/ }).first().waitFor();
    // Narrowed to one page key: only its rows.
    await page.getByRole('textbox', { name: 'Страница или действие' }).fill('tariff');
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.waitForURL((url) => url.searchParams.get('method') === 'tariff');
    await expect
      .poll(async () => [...new Set((await log.locator('tbody tr td:nth-child(2)').allTextContents()).map((cell) => /\((\w[\w-]*)\)$/.exec(cell)?.[1] ?? cell))], { timeout: 10_000 })
      .toEqual(['tariff']);
    await page.goto('/admins/logs-aggregated');
    const aggregated = page.getByRole('table', { name: 'Сводный журнал запросов по дням' });
    await aggregated.getByRole('cell', { name: /\(stat\)$/ }).first().waitFor();
    await context.close();
  });
});
