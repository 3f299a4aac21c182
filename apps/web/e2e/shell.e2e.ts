import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${inject('baseURL')}${path}`);
  expect(res.ok, path).toBe(true);
  return (await res.json()) as T;
};

describe('the site shell in Chromium', () => {
  it('renders the Russian top bar and footer with data from the server', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const header = page.getByRole('banner');
    const { daySlogan } = await api<{ daySlogan: string }>('/api/admin-panel/day-slogan/get');
    expect(daySlogan.length).toBeGreaterThan(0);
    await header.getByText(daySlogan).waitFor();
    for (const name of ['Поиск', 'Новые', 'Подписка', 'Блог']) {
      expect(await header.getByRole('link', { name, exact: true }).first().isVisible(), name).toBe(true);
    }
    expect(await header.getByRole('button', { name: /Авторизация/ }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: /Корзина/ }).getAttribute('href')).toBe('/cart');
    // Signed out: no favourites in the menu.
    expect(await header.getByRole('link', { name: 'Избранное' }).count()).toBe(0);

    const footer = page.getByRole('contentinfo');
    const links: Array<[string, string]> = [
      ['О компании', '/about'],
      ['Пользовательское соглашение', '/eula'],
      ['Реквизиты', '/details'],
      ['Правила пользования', '/rules'],
      ['Статистика', '/stat'],
      ['Контакты', '/contacts'],
    ];
    for (const [name, href] of links) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    const year = new Date().getFullYear();
    await footer.getByText(new RegExp(`2022\\s*[–-]\\s*${year}`)).waitFor();
    expect(await footer.locator('a[href^="tel:"]').first().getAttribute('href')).toBe('tel:+74951204567');
    // The QR code is drawn by a library, as SVG or canvas.
    expect(await footer.locator('svg, canvas').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('navigates by the menu, highlights the current item and resets the scroll', async () => {
    const { context, page } = await newPage(browser, { height: 500 });
    await page.goto('/about');
    // Scroll once the page's own chunk has rendered (scrolling before that leaves a short page at 0).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY > 0 || document.body.scrollHeight <= window.innerHeight;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Статистика', exact: true }).click();
    await page.waitForURL('**/stat');
    await page.waitForFunction(() => window.scrollY === 0);

    await page.getByRole('banner').getByRole('link', { name: 'Поиск', exact: true }).first().click();
    await page.waitForURL('**/search');
    // The page's chunk loads after the URL changes; the highlight follows when the route renders.
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Поиск', exact: true }).first().getAttribute('aria-current'))
      .toBe('page');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Поиск/);
    await context.close();
  });

  it('opens the mobile drawer from the burger at 390 px and follows a link in it', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    // The desktop menu bar is hidden at this width; the burger replaces it.
    expect(await header.getByRole('navigation', { name: 'Главное меню' }).isVisible()).toBe(false);
    // Found by its accessible name, as a screen reader user would look for it.
    const byName = header.getByRole('button', { name: /меню/i });
    await byName.waitFor();
    expect(await byName.count()).toBe(1);
    expect(await byName.getAttribute('aria-label')).toBe('Открыть меню');
    // Once the drawer is open its own <header> is a second banner with 'Закрыть меню' in it, so the
    // burger is named exactly from here on.
    const burger = page.getByRole('button', { name: 'Открыть меню', exact: true });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await drawer.getByRole('link', { name: 'Новые', exact: true }).click();
    await page.waitForURL('**/latest');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/Новые/);
    await context.close();
  });

  it('opens the sellers dropdown with the premium sellers of the database', async () => {
    const { items } = await api<{ items: Array<{ title: string; sellerCode: string }> }>('/api/auth/premium-sellers?page=0&size=1000');
    expect(items.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /Поставщики/ }).click();
    const first = page.getByRole('link', { name: new RegExp(items[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe(`/sellers/${items[0]!.sellerCode}`);
    // Its business card shows the phone through the mask (issue 16, item 7), never the bare digits.
    await first.hover();
    const card = page.getByRole('complementary', { name: 'Визитная карточка поставщика' });
    const phone = card.locator('a[href^="tel:"]');
    await phone.waitFor();
    expect(await phone.textContent()).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    await context.close();
  });

  it('shows the admin module under /admins', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admins');
    await page.getByText('Администрирование').first().waitFor();
    // The buyers' landing menu is not the admin module's.
    expect(await page.getByRole('link', { name: 'Новые', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('answers unknown pages with a Russian 404 page and unknown API paths with JSON', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByText('Страница не найдена').waitFor();
    const res = await fetch(`${inject('baseURL')}/api/no-such-endpoint`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Не найдено');
    await context.close();
  });
});
