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

export async function newPage(browser: Browser, options: { width?: number; height?: number; locale?: string; timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'ru-RU',
    timezoneId: options.timezoneId ?? 'Europe/Moscow',
  });
  const page = await context.newPage();
  return { context, page };
}
