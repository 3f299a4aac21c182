import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TmcSearchPage } from '@tmc/shared/tmc-schemas';
import { launchBrowser, newPage } from './browser.ts';
import { authenticate, registerBuyer } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

// The buyer pages come from the server with their first screen and then hydrate (issue 16, item 4:
// Lighthouse mobile performance of at least 95). docs/decisions.md, 'Server-rendered buyer pages'.

let browser: Browser;
let item: TmcSearchPage['items'][number];
beforeAll(async () => {
  browser = await launchBrowser();
  const found = await apiOk<TmcSearchPage>(`/api/tmc/search?${new URLSearchParams({ q: 'труба', size: '1' }).toString()}`);
  item = found.items[0]!;
});
afterAll(async () => browser?.close());

const SEARCH = `/search?${new URLSearchParams({ q: 'труба' }).toString()}`;

/** Remembers the server's nodes as parsed, before any script of the app has run. */
async function rememberServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [...document.querySelectorAll('#root *')];
    });
  });
}

describe('buyer pages rendered on the server', () => {
  it('show their first screen with its data before any script runs (here: with scripts off)', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Категории товаров' }).waitFor();
    await page.goto(SEARCH);
    await page.getByRole('heading', { level: 1, name: 'Поиск товаров' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: item.name }).first().waitFor();
    await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('button', { name: 'Страница 2' }).waitFor();
    await page.goto(`/search/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
    await page.goto('/stat');
    await page.getByRole('table', { name: /Топ-10/ }).getByRole('link').first().waitFor();
    await context.close();
  });

  it('hydrate the server’s HTML (its nodes kept, no error) and work', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await rememberServerNodes(page);
    for (const path of ['/', SEARCH, `/search/${item.id}`, '/stat']) {
      await page.goto(path);
      // Hydrated, not drawn again: the nodes the server sent are still in the page (but the few
      // placeholders of lazily loaded parts, replaced once their code came).
      const { before, kept } = await page.evaluate(() => {
        const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
        return { before: nodes.length, kept: nodes.filter((node) => node.isConnected).length };
      });
      expect(before, path).toBeGreaterThan(50);
      expect(kept / before, path).toBeGreaterThan(0.9);
    }
    expect(errors).toEqual([]);

    // The hydrated search pages on.
    await page.goto(SEARCH);
    await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('button', { name: 'Страница 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '1');
    await page.getByRole('button', { name: 'Страница 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await context.close();
  });

  it('leave a signed-in buyer’s data to the browser: the server renders the page without the visitor’s answers', async () => {
    const buyer = await registerBuyer();
    await apiOk(`/api/tmc/favourites/${item.id}`, { method: 'POST', token: buyer.token });
    const { context, page } = await newPage(browser);
    await authenticate(page, buyer.token);
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') void response.text().then((body) => documents.push(body));
    });
    // The first visit came before the browser told the server about its session: the page is drawn anew
    // with the buyer's own answers (the item is in their favourites).
    await page.goto(`/search/${item.id}`);
    await page.getByRole('button', { name: 'Удалить из избранного' }).waitFor();
    // Now the browser holds the session hint: the server's page has no data, the browser asks with its token.
    await page.reload();
    await page.getByRole('button', { name: 'Удалить из избранного' }).waitFor();
    await expect.poll(() => documents.length).toBe(2);
    expect(documents[0]).toContain('"withData":true');
    expect(documents[1]).toContain('"withData":false');
    expect(documents[1]).not.toContain(`"name":${JSON.stringify(item.name)}`);
    await context.close();
  });
});
