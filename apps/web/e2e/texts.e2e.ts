import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ru from '../src/assets/i18n/ru.json' with { type: 'json' };
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate } from './support/accounts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// Each chunk brings the blocks of ru.json its code uses (texts-plugin.ts). A block a chunk forgot
// would show its keys ('tmc.filters.unit') instead of Russian: no page may show a key.
const keyPattern = new RegExp(`\\b(?:${Object.keys(ru).join('|')})\\.[A-Za-z]+(?:\\.[A-Za-z]+)*\\b`);

async function expectNoKeys(path: string, token?: string) {
  const { context, page } = await newPage(browser);
  if (token) await authenticate(page, token);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The footer and the top bar's deferred parts load after the first paint: wait for the footer.
  await page.getByRole('contentinfo').waitFor();
  const text = await page.locator('body').innerText();
  expect(keyPattern.exec(text)?.[0] ?? null, path).toBeNull();
  await context.close();
}

const BUYER_PAGES = ['/', '/search', '/search?q=труба', '/latest', '/stat', '/tariff', '/about', '/contacts', '/rules', '/blog', '/review', '/account', '/cart'];
const ADMIN_AND_SELLER_PAGES = ['/admins', '/admins/moderation', '/admins/post-moderation', '/admins/callbacks', '/admins/logs', '/admins/logs-aggregated', '/admins/services', '/admins/content', '/admins/blog', '/admins/reviews', '/sellers/agreement'];

// One test per page, so a slow machine spends its time budget on one page, not on the whole list.
describe('texts of ru.json on every kind of page', () => {
  it.each(BUYER_PAGES)('buyer page %s shows Russian, never a key', async (path) => {
    await expectNoKeys(path);
  });

  it.each(ADMIN_AND_SELLER_PAGES)('admin or seller page %s shows Russian, never a key', async (path) => {
    await expectNoKeys(path, await adminToken());
  });
});
