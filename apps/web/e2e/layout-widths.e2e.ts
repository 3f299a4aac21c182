import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoRepresentativeEmail, signInAsUser } from './support/accounts.ts';
import { adminPages, cabinetPages, openSettled, publicPages, siteData } from './support/site-pages.ts';

// No width breaks the layout (issue 16, item 5): no page scrolls sideways at a phone's, a tablet's, the
// mobile layout's last and the desktop's first width, or a laptop's; no status badge is cut short; the
// slogan keeps its words whoever is signed in; the suggestion list is wide enough to read.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const data = await siteData();
const WIDTHS = [390, 768, 1024, 1025, 1440];

/** What breaks the layout at the page's present width: sideways scroll, and cut badges or texts. */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    for (const label of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-label'))) {
      if (label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1) faults.push(`badge cut: '${label.textContent ?? ''}'`);
    }
    return faults;
  });
}

async function expectEveryWidthFits(path: string, token?: string) {
  const { context, page } = await newPage(browser);
  if (token) await authenticate(page, token);
  await openSettled(page, path);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The layout follows the new width in the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const fault of await layoutFaults(page)) found.push(`${width} px: ${fault}`);
  }
  await context.close();
  expect(found, path).toEqual([]);
}

describe('no page scrolls sideways at 390, 768, 1024, 1025 and 1440 px', () => {
  it.each(publicPages(data))('public page %s', async (path) => {
    await expectEveryWidthFits(path);
  });

  it.each(cabinetPages(data))("supplier's cabinet %s", async (path) => {
    await expectEveryWidthFits(path, (await signInAsUser(demoRepresentativeEmail(0))).token);
  });

  it.each(adminPages(data))('admin page %s', async (path) => {
    await expectEveryWidthFits(path, await adminToken());
  });
});

describe('the top bar at every width', () => {
  it.each([1025, 1440])("keeps the slogan's words and every button whole for an administrator at %i px", async (width) => {
    const { context, page } = await newPage(browser, { width });
    await authenticate(page, await adminToken());
    await openSettled(page, '/');
    const header = page.getByRole('banner');
    const slogan = header.locator('p[title]').first();
    const fit = await slogan.evaluate((el) => ({ visible: el.getBoundingClientRect().width > 0, cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1 }));
    expect(fit).toEqual({ visible: true, cut: false });
    for (const control of [header.getByRole('link', { name: /Корзина/ }), header.getByRole('button', { name: 'Выйти' })]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('shows suggestions in a list wide enough to read a goods name', async () => {
    const { context, page } = await newPage(browser, { width: 1025 });
    await openSettled(page, '/');
    const box = page.getByRole('banner').getByRole('combobox').first();
    await box.fill('труба');
    const list = page.getByRole('banner').getByRole('listbox');
    await list.waitFor();
    const width = (await list.boundingBox())!.width;
    expect(width).toBeGreaterThanOrEqual(300);
    const right = (await list.boundingBox())!.x + width;
    expect(right).toBeLessThanOrEqual(1025);
    await context.close();
  });
});
