import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminSellerList, StaffListItem } from '@tmc/shared/admin-sellers';
import type { SellerListItem } from '@tmc/shared/sellers';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoSellers, signInAsUser } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

// Section pages that used to show only their heading: the buyers' suppliers, the admin's premium
// suppliers, a curator's page, the staff member's profile, and the seller host's start. Each shows real
// data and leads somewhere; with SCREENSHOTS_DIR set, each is saved at 1440 and 390 px.

const SHOTS = process.env['SCREENSHOTS_DIR'];
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shootBoth(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(extra, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

let browser: Browser;
let admin: string;
let premium: SellerListItem[];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
  premium = (await apiOk<{ items: SellerListItem[] }>('/api/auth/premium-sellers?page=0&size=1000')).items;
  expect(premium.length).toBeGreaterThan(0);
});
afterAll(async () => browser?.close());

describe('section pages', () => {
  it('/sellers lists the premium suppliers with their cards, each leading to its public page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sellers');
    const first = premium[0]!;
    const card = page.getByRole('listitem').filter({ hasText: first.shortName ?? first.title }).first();
    await card.waitFor();
    expect(await page.getByRole('link', { name: 'Товары поставщика' }).count()).toBe(premium.length);
    await shootBoth(page, 'sellers');
    await card.getByRole('link').click();
    await page.waitForURL(`**/sellers/${first.sellerCode}`);
    await context.close();
  });

  it('/admins/premium lists the premium sellers, each opening the seller card where the period is set', async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/premium');
    const links = page.getByRole('link', { name: 'Карточка и премиум-период' });
    await links.first().waitFor();
    expect(await links.count()).toBe(premium.length);
    await shootBoth(page, 'admin-premium');
    await links.first().click();
    await page.waitForURL(`**/admins/sellers/${premium[0]!.sellerCode}/profile`);
    await context.close();
  });

  it("a curator's page shows its contacts and exactly the sellers it supports", async () => {
    const curators = (await apiOk<{ items: StaffListItem[] }>('/api/admin-panel/curators/list', { token: admin })).items;
    const curator = curators.find((c) => c.sellers > 0)!;
    expect(curator).toBeTruthy();
    const sellers = (await apiOk<AdminSellerList>('/api/admin-panel/sellers', { token: admin })).items.filter((s) => s.curator === curator.username);
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    // The address carries the curator's login, an e-mail: the server must serve the app for it.
    await page.goto(`/admins/curators/${curator.username}`);
    await page.getByText(curator.email, { exact: true }).waitFor();
    await page.getByRole('link', { name: new RegExp(sellers[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
    // Every seller of this curator is listed, and no other's.
    for (const other of (await apiOk<AdminSellerList>('/api/admin-panel/sellers', { token: admin })).items.filter((s) => s.curator && s.curator !== curator.username).slice(0, 3)) {
      expect(await page.getByText(other.title, { exact: true }).count(), other.title).toBe(0);
    }
    await shootBoth(page, 'admin-curator');
    await context.close();
  });

  it("/admins/profile shows the staff member's own data and the new-password mail", async () => {
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/profile');
    const me = await apiOk<{ email: string }>('/api/auth/logged-in', { token: admin });
    await page.getByText(me.email).first().waitFor();
    await page.getByRole('heading', { name: 'Пароль' }).waitFor();
    await page.getByRole('button', { name: 'Восстановить пароль' }).waitFor();
    await shootBoth(page, 'admin-profile');
    await context.close();
  });

  it("the seller host's start: a visitor may sign in and read the terms; a representative goes to its cabinet", async () => {
    const sellerOrigin = inject('baseURL').replace('127.0.0.1', 'sellers.localhost');
    const visitor = await newPage(browser);
    await visitor.page.goto(`${sellerOrigin}/`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Кабинет поставщика' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Войти' }).first().waitFor();
    await visitor.page.getByRole('link', { name: 'Соглашение с поставщиком' }).first().waitFor();
    await shootBoth(visitor.page, 'seller-home');
    await visitor.context.close();

    const seller = demoSellers()[0]!;
    const representative = await signInAsUser(seller.email);
    const { context, page } = await newPage(browser);
    await authenticate(page, representative.token);
    await page.goto(`${sellerOrigin}/`);
    await page.waitForURL(`**/sellers/${seller.sellerCode}/entities`);
    await context.close();
  });
});
