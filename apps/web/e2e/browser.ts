import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string; timezoneId?: string; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'ru-RU',
    timezoneId: options.timezoneId ?? 'Europe/Moscow',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
  const page = await context.newPage();
  return { context, page };
}

/**
 * After `goto` and `reload`, waits for the app to have rendered or hydrated its page (app.tsx marks the
 * document). A page the server rendered shows its content before its code has loaded: a test acting at
 * once would click what is not yet live. Documents that are not the app (no #root) are not waited for.
 */
function waitForAppOnNavigation(page: Page): void {
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
