import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, demoSellers, signInAsUser } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

// The search box finds what buyers type (issue 17): a code typed with Latin letters where the name has
// their Cyrillic twins, and a plural whose stem loses a vowel (уголок / уголки).

const digits = String(Date.now()).slice(-6);
// 'ВКМ' in Cyrillic; the buyer types the Latin 'BKM'.
const NAME = `Уголок монтажный ВКМ-${digits} оцинкованный`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const [supplier, admin] = await Promise.all([signInAsUser(demoSellers()[0]!.email), adminToken()]);
  const created = await apiOk<{ id: number }>('/api/tmc/save', {
    token: supplier.token,
    json: { name: NAME, unit: '796', quantity: 40, price: 185, vat: '20', region: '77' },
  });
  await apiOk(`/api/tmc/admin/${created.id}/publish`, { method: 'PUT', token: admin });
});
afterAll(async () => browser?.close());

describe('the search box in Chromium', () => {
  it('finds a code typed with Latin look-alike letters, in the suggestions and the results', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/latest');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск товаров' });
    await box.fill(`BKM-${digits}`);
    await page.getByRole('option', { name: NAME }).waitFor();
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL('**/search?q=*');
    expect(new URL(page.url()).searchParams.get('q')).toBe(`BKM-${digits}`);
    await page.getByRole('link', { name: NAME }).waitFor();
    await page.getByRole('status').filter({ hasText: /^Найдено: 1$/ }).waitFor();
    await context.close();
  });

  it('finds the goods by a plural with a fleeting vowel', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/latest');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск товаров' });
    await box.fill('уголки монтажные');
    // The suggestions know the plural too.
    await page.getByRole('option', { name: NAME }).waitFor();
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL('**/search?q=*');
    // The newest goods come first, and ours were published just now.
    await page.getByRole('list', { name: 'Найденные товары' }).getByRole('link', { name: NAME }).waitFor();
    await context.close();
  });
});
