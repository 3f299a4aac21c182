import type { Page } from 'playwright-core';
import { apiOk } from './api.ts';
import { demoSellers } from './accounts.ts';

/** Addresses of the site's pages that need data of the database (an item, a seller, a corporation, a post). */
export interface SiteData {
  itemId: number;
  sellerCode: string;
  corporationId: string | null;
}

export async function siteData(): Promise<SiteData> {
  const goods = await apiOk<{ items: Array<{ id: number }> }>('/api/tmc/search?size=1');
  const corporations = await apiOk<{ items: Array<{ id: string }> }>('/api/corporations/list/unblocked');
  const item = goods.items[0];
  if (!item) throw new Error('the demo data has no published goods');
  return { itemId: item.id, sellerCode: demoSellers()[0]!.sellerCode, corporationId: corporations.items[0]?.id ?? null };
}

/** Every page a visitor can open (the buyers module). */
export function publicPages(data: SiteData): string[] {
  const pages = [
    '/',
    '/search',
    '/search?q=труба',
    `/search/${data.itemId}`,
    '/latest',
    '/subscription/keyword',
    '/cart',
    '/account',
    '/stat',
    '/tariff',
    '/about',
    '/services',
    '/sell-product',
    '/contacts',
    '/details',
    '/eula',
    '/rules',
    '/blog',
    '/review',
    '/sellers/agreement',
    `/sellers/${data.sellerCode}/entities`,
    '/no-such-page',
  ];
  if (data.corporationId) pages.push(`/corporations/${data.corporationId}`);
  return pages;
}

/** The supplier's cabinet, as its representative sees it. */
export function cabinetPages(data: SiteData): string[] {
  const base = `/sellers/${data.sellerCode}`;
  return [`${base}/entities`, `${base}/entities/new`, `${base}/import`, `${base}/deals`, `${base}/tariff`, `${base}/profile`];
}

/** The admin module, as the first administrator (L1) sees it. */
export function adminPages(data: SiteData): string[] {
  return [
    '/admins',
    '/admins/sellers',
    `/admins/sellers/${data.sellerCode}/entities`,
    `/admins/sellers/${data.sellerCode}/import`,
    `/admins/sellers/${data.sellerCode}/profile`,
    '/admins/settings',
    '/admins/buyers',
    '/admins/curators',
    '/admins/dispatchers',
    '/admins/corporations',
    '/admins/premium',
    '/admins/moderation',
    '/admins/post-moderation',
    '/admins/callbacks',
    '/admins/deals',
    '/admins/invoices',
    '/admins/tiers',
    '/admins/subscriptions',
    '/admins/report',
    '/admins/logs',
    '/admins/logs-aggregated',
    '/admins/reviews',
    '/admins/blog',
    '/admins/content',
    '/admins/services',
    '/admins/profile',
  ];
}

/** Opens a page and waits until it has rendered: its data loaded, its heading and the footer shown. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').waitFor();
  await page.locator('h1').first().waitFor();
  // Lazy parts (the footer's QR code, the top bar's counters) render in the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
