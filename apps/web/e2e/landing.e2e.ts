import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@tmc/shared/lists';
import type { SellerListItem } from '@tmc/shared/sellers';
import type { Showcase } from '@tmc/shared/stat';
import type { TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { launchBrowser, newPage } from './browser.ts';
import { apiOk } from './support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe('the landing page, a shop window', () => {
  it('shows the search box first, the figures, the categories with counts, new arrivals, premium suppliers and three steps', async () => {
    let showcase = await apiOk<Showcase>('/api/stat/showcase');
    expect(showcase.goods).toBeGreaterThan(0);
    expect(showcase.categories.length).toBeGreaterThan(3);
    const premium = await apiOk<Paged<SellerListItem>>('/api/auth/premium-sellers?page=0&size=1000');

    const { context, page } = await newPage(browser);
    await page.goto('/');
    const main = page.getByRole('main');

    // The search box comes first, above the figures and the categories.
    const box = main.getByRole('combobox', { name: 'Поиск товаров' });
    await box.waitFor();
    const figures = main.getByRole('definition').first();
    await main.getByText('Товаров', { exact: true }).waitFor();
    const categoriesHeading = main.getByRole('heading', { level: 2, name: 'Категории товаров' });
    await categoriesHeading.waitFor();
    const top = async (l: { boundingBox: () => Promise<{ y: number } | null> }) => (await l.boundingBox())?.y ?? Number.NaN;
    expect(await top(box)).toBeLessThan(await top(figures));
    expect(await top(figures)).toBeLessThan(await top(categoriesHeading));

    // The platform's figures, as the server counts them. The server keeps its count for a while, and the
    // files before this one added goods: a page and an API call on either side of the count's renewal
    // disagree, so both are read again (the page reloaded) until they agree, and the checks below use that count.
    const figure = (name: string) => main.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(async () => {
        const shown = digits(await figure('Товаров').textContent());
        showcase = await apiOk<Showcase>('/api/stat/showcase');
        if (shown === showcase.goods) return true;
        await page.reload();
        await main.getByText('Товаров', { exact: true }).waitFor();
        return false;
      })
      .toBe(true);
    expect(digits(await figure('Поставщиков').textContent())).toBe(showcase.suppliers);
    expect(digits(await figure('Регионов').textContent())).toBe(showcase.regions);

    // Every category with its count, each a link to the search by it.
    const first = showcase.categories[0]!;
    const link = main.getByRole('link', { name: new RegExp(`^${first.name}`) });
    expect(digits(await link.textContent())).toBe(first.count);
    expect(await link.getAttribute('href')).toBe(`/search?category=${first.slug}`);
    for (const category of showcase.categories) {
      expect(await main.getByRole('link', { name: new RegExp(`^${category.name.replace(/[().,]/g, '\\$&')}`) }).count(), category.name).toBe(1);
    }

    // New arrivals as cards; a card without a photo shows its category's drawing, never 'Нет фото'.
    const arrivals = main.getByRole('region', { name: 'Новые поступления' });
    await arrivals.getByRole('listitem').first().waitFor();
    const cardImages = arrivals.getByRole('img');
    expect(await cardImages.count()).toBeGreaterThan(0);
    const sources = await cardImages.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
    expect(sources.some((src) => /\/assets\/\d+-[a-z]+-[\w-]+\.svg$/.test(src)), sources.join(' ')).toBe(true);
    expect(await main.getByText('Нет фото', { exact: true }).count()).toBe(0);

    // Premium suppliers with their cards, when there are any.
    const activePremium = premium.items.filter((s) => s.deletedAt === null);
    if (activePremium.length > 0) {
      const premiumRegion = main.getByRole('region', { name: 'Премиум-поставщики' });
      await premiumRegion.getByRole('listitem').first().waitFor();
      expect(await premiumRegion.getByRole('listitem').count()).toBe(Math.min(6, activePremium.length));
      expect(await premiumRegion.getByRole('link', { name: 'Товары поставщика' }).first().getAttribute('href')).toMatch(/^\/search\?seller_code=\d{6}$/);
    }

    // How buying works, in three steps.
    const steps = main.getByRole('region', { name: 'Как купить' });
    expect(await steps.getByRole('listitem').count()).toBe(3);

    // A category opens the search filtered by it.
    await link.click();
    await page.waitForURL(`**/search?category=${first.slug}`);
    const found = await apiOk<TmcSearchPage>(`/api/tmc/search?category=${first.slug}&size=1`);
    await main.getByRole('link', { name: found.items[0]!.name }).first().waitFor();
    await context.close();
  });

  it("shows an item without a photo with its category's drawing on its own page too", async () => {
    const found = await apiOk<TmcSearchPage>('/api/tmc/search?size=50');
    const bare = found.items.find((item) => item.thumbUrl === null);
    expect(bare, 'a demo item without a photo').toBeDefined();
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    await page.goto(`/search/${bare!.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: bare!.name }).waitFor();
    const drawing = main.getByRole('img', { name: 'Нет фото' });
    expect(await drawing.getAttribute('src')).toMatch(/\/assets\/\d+-[a-z]+-[\w-]+\.svg$/);
    expect(await main.getByText('Нет фото', { exact: true }).count()).toBe(0);
    await context.close();
  });

  for (const width of [1440, 390]) {
    it(`fits ${width} px without a sideways scroll (screenshot in the temporary folder)`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await page.goto('/');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: 'Как купить' }).waitFor();
      await main.getByRole('heading', { level: 2, name: 'Категории товаров' }).locator('xpath=../..').getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(os.tmpdir(), `tmc-landing-${width}.png`), fullPage: true });
      await context.close();
    });
  }
});
