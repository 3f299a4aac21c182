import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Seen {
  url: string;
  type: string;
  headers: Record<string, string>;
}

const seen = async (response: Response, type: string): Promise<Seen> => ({ url: response.url(), type, headers: await response.allHeaders() });

describe('how the site is delivered to the browser', () => {
  it('sends scripts, styles and large API answers compressed; hashed files cached for a year, the page checked every time', async () => {
    const { context, page } = await newPage(browser);
    const pending: Array<Promise<Seen>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'stylesheet', 'fetch', 'xhr'].includes(type)) pending.push(seen(response, type));
    });
    await page.goto('/search?q=труба');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page came with its first results (rendered by the server); the next page is the browser's own search.
    const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tmc/search');
    await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('button', { name: 'Страница 2' }).click();
    const searchResponse = await searched;
    await page.waitForLoadState('networkidle');
    const responses = await Promise.all(pending);

    // The page itself, tens of KB with its first screen, is compressed too.
    const document = responses.find((r) => r.type === 'document');
    expect(document?.headers['cache-control']).toBe('no-cache');
    expect(document?.headers['content-encoding']).toMatch(/^(br|gzip)$/);

    const assets = responses.filter((r) => r.type === 'script' || r.type === 'stylesheet');
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset.headers['cache-control'], asset.url).toBe('public, max-age=31536000, immutable');
      // Files under 1 KB go as they are (compression would not pay for its headers).
      if (Number(asset.headers['content-length'] ?? Infinity) < 1024 && !asset.headers['content-encoding']) continue;
      expect(asset.headers['content-encoding'], asset.url).toMatch(/^(br|gzip)$/);
      expect(asset.headers['vary'], asset.url).toMatch(/accept-encoding/i);
    }
    // The largest scripts (React, the router) are well over 1 KB: at least those must have come compressed.
    expect(assets.filter((a) => a.headers['content-encoding']).length).toBeGreaterThan(3);

    // The search answer is several KB of JSON.
    const search = await searchResponse.allHeaders();
    expect(search['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(search['vary']).toMatch(/accept-encoding/i);
    await context.close();
  });
});
