import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { adminToken, authenticate } from './support/accounts.ts';
import { apiOk } from './support/api.ts';

// Russian dates whatever the browser's language and zone (issue 16, item 7): every date field is a
// Russian calendar that shows and takes dd.MM.yyyy, never the browser's 'mm/dd/yyyy'; the
// administrators' log shows page names in Russian and times and days in Moscow time.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const RUSSIAN_MONTH = /(январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь) \d{4}/i;
const moscowParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
/** dd.MM.yyyy of a day in Moscow, `daysAgo` days before today. */
function moscowDay(daysAgo = 0): string {
  const p = moscowParts(new Date(Date.now() - daysAgo * 86_400_000));
  return `${p['day']}.${p['month']}.${p['year']}`;
}

/** A page in an American English browser in New York: nothing Russian comes from the browser. */
async function englishPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, { locale: 'en-US', timezoneId: 'America/New_York' });
  await authenticate(page, await adminToken());
  return { page, close: () => context.close() };
}

describe('Russian dates in an English browser', () => {
  it('shows the report period as dd.MM.yyyy with a Russian calendar, and takes a typed dd.MM.yyyy', async () => {
    const { page, close } = await englishPage();
    await page.goto('/admins/report');
    const start = page.getByLabel('Начало периода');
    const end = page.getByLabel('Конец периода');
    await start.waitFor();
    // Not the browser's own date input, which an English browser shows as mm/dd/yyyy.
    expect(await start.getAttribute('type')).not.toBe('date');
    expect(await start.inputValue()).toBe(moscowDay(29));
    expect(await end.inputValue()).toBe(moscowDay(0));

    await start.click();
    const calendar = page.locator('.mantine-Popover-dropdown').filter({ hasText: RUSSIAN_MONTH });
    await calendar.waitFor();
    const calendarText = (await calendar.textContent()) ?? '';
    expect(calendarText).toMatch(/пн/i);
    expect(calendarText).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December|Mo|Su/);
    await page.keyboard.press('Escape');

    await start.fill(moscowDay(10));
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.getByRole('heading', { name: `Итого с ${moscowDay(10)} по ${moscowDay(0)}` }).waitFor();
    await start.blur();
    expect(await start.inputValue()).toBe(moscowDay(10));
    await close();
  });

  it("shows the log's pages in Russian and its times and days in Moscow time", async () => {
    const moscowHour = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', hour: '2-digit', hourCycle: 'h23' }).format(new Date());
    const hourBefore = moscowHour();
    await apiOk('/api/auth/buyer-log?method=stat', { method: 'POST' });
    const { page, close } = await englishPage();
    await page.goto('/admins/logs?method=stat');
    const row = page.getByRole('table', { name: /журнал/i }).getByRole('row').nth(1);
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[1]).toContain('Статистика');
    // dd.MM.yyyy HH:mm:ss in Moscow, not New York's day and hour.
    expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells[0]!.slice(0, 10)).toBe(moscowDay(0));
    expect([hourBefore, moscowHour()]).toContain(cells[0]!.slice(11, 13));

    await page.goto('/admins/logs-aggregated?method=stat');
    const dayRow = page.getByRole('table', { name: /журнал|сводн/i }).getByRole('row').nth(1);
    await dayRow.waitFor();
    const dayCells = await dayRow.getByRole('cell').allTextContents();
    expect(dayCells[0]).toBe(moscowDay(0));
    expect(dayCells[1]).toContain('Статистика');
    await close();
  });
});
