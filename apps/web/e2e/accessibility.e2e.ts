import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate, demoRepresentativeEmail, signInAsUser } from './support/accounts.ts';
import { blocking, scanPage } from './support/axe.ts';
import { adminPages, cabinetPages, openSettled, publicPages, siteData } from './support/site-pages.ts';

// WCAG 2.1 AA by axe-core (issue 16, item 1): no serious or critical violation on any public page,
// the supplier's cabinet or the admin module, at desktop and phone widths. Contrast, names of links
// and controls, focusable scroll regions are among the rules.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

// The page lists need the database's data (an item, a corporation), known before the tests are made.
const data = await siteData();
const WIDTHS = [1440, 390];

async function expectAccessible(path: string, width: number, token?: string) {
  const { context, page } = await newPage(browser, { width });
  if (token) await authenticate(page, token);
  await openSettled(page, path);
  const found = blocking(await scanPage(page));
  const report = found.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(' | ')}\n  ${v.summary.replace(/\n/g, ' ')}`);
  await context.close();
  expect(report, `${path} at ${width} px`).toEqual([]);
}

const cases = (paths: string[]) => WIDTHS.flatMap((width) => paths.map((path) => [path, width] as const));

// One test per page and width, so a slow machine spends its time budget on one page, not on a list.
describe('axe-core WCAG 2.1 AA scan: no serious or critical violation', () => {
  it.each(cases(publicPages(data)))('public page %s at %i px', async (path, width) => {
    await expectAccessible(path, width);
  });

  it.each(cases(cabinetPages(data)))("supplier's cabinet %s at %i px", async (path, width) => {
    const { token } = await signInAsUser(demoRepresentativeEmail(0));
    await expectAccessible(path, width, token);
  });

  it.each(cases(adminPages(data)))('admin page %s at %i px', async (path, width) => {
    await expectAccessible(path, width, await adminToken());
  });
});
