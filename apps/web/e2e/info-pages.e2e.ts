import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { api, apiOk } from './support/api.ts';
import { adminToken, authenticate, registerBuyer } from './support/accounts.ts';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken();
});
afterAll(async () => browser?.close());

const BEFORE_EVENING = 'Ждите звонок в кратчайшее время текущего рабочего дня.';
const EVENING = 'Мы свяжемся с Вами на следующий рабочий день с 9-00 до 10-00.';
const moscowToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());

interface CallbackRow {
  phoneNumber: string;
  role: string;
}
/** What the server stored, read through the administrators' list call. */
async function storedCallbacks(): Promise<CallbackRow[]> {
  const today = moscowToday();
  return apiOk<CallbackRow[]>('/api/request/list', { token: admin, json: { start: today, end: today } });
}

/** A phone number no other test used: 7 + 10 digits. */
let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  return `79${String(Date.now() % 1e6).padStart(6, '0')}${String(process.pid % 100).padStart(2, '0')}${phoneCounter}`.slice(0, 11);
}

const callbackForm = (page: Page) => page.getByRole('form', { name: 'Заявка на обратный звонок' });
const canonicalHrefs = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href));

/** Opens an information page with the browser's clock fixed at a Moscow time (the context is in Moscow). */
async function openAt(moscowTime: string, path = '/about') {
  const { context, page } = await newPage(browser);
  await page.clock.setFixedTime(new Date(`2026-11-20T${moscowTime}:00+03:00`));
  await page.goto(path);
  await callbackForm(page).getByRole('radio').first().waitFor();
  return { context, page };
}

describe('the callback modal from the footer', () => {
  it('opens on any page, sends the request and closes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/stat');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Заказать обратный звонок' }).click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Заявка на обратный звонок' });
    await form.getByRole('radio').first().waitFor();
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone);
    await form.getByRole('radio', { name: 'Покупатель' }).check();
    await form.getByRole('button', { name: 'Обратный звонок' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Заявка отправлена' }).waitFor();
    expect((await storedCallbacks()).filter((r) => r.phoneNumber === phone)).toEqual([expect.objectContaining({ role: 'Покупатель' })]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('the callback form on an information page', () => {
  it('sends the phone as digits with the last role when none is chosen, and promises a call today before 19:00', async () => {
    const { context, page } = await openAt('18:59');
    const form = callbackForm(page);
    expect(await form.getByRole('radio').count()).toBe(3);
    const phone = uniquePhone();
    const input = form.getByRole('textbox', { name: 'Телефон' });
    await input.pressSequentially(phone);
    expect(await input.inputValue()).toBe(`+${phone[0]} (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`);
    await form.getByRole('button', { name: 'Обратный звонок' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Заявка отправлена' });
    await success.waitFor();
    expect(await success.textContent()).toContain(BEFORE_EVENING);
    expect(await callbackForm(page).count()).toBe(0);
    const stored = (await storedCallbacks()).filter((r) => r.phoneNumber === phone);
    expect(stored).toEqual([expect.objectContaining({ phoneNumber: phone, role: 'Куратор' })]);

    // Closing the alert shows the form again, reset.
    await success.getByRole('button', { name: 'Закрыть' }).click();
    await callbackForm(page).waitFor();
    expect(await callbackForm(page).getByRole('textbox', { name: 'Телефон' }).inputValue()).toBe('');
    await context.close();
  });

  it('sends the chosen role and promises the next working day from 19:00', async () => {
    const { context, page } = await openAt('19:00', '/contacts');
    const form = callbackForm(page);
    const phone = uniquePhone();
    await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone);
    await form.getByRole('radio', { name: 'Продавец' }).check();
    await form.getByRole('button', { name: 'Обратный звонок' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Заявка отправлена' });
    await success.waitFor();
    expect(await success.textContent()).toContain(EVENING);
    expect(await success.textContent()).not.toContain(BEFORE_EVENING);
    expect((await storedCallbacks()).filter((r) => r.phoneNumber === phone)).toEqual([expect.objectContaining({ role: 'Продавец' })]);
    await context.close();
  });

  it('requires the phone after submit and sends nothing without it', async () => {
    const { context, page } = await openAt('10:00', '/details');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/request/send')) sent.push(r.url());
    });
    const form = callbackForm(page);
    expect(await form.getByText('Телефон обязателен').count()).toBe(0);
    await form.getByRole('button', { name: 'Обратный звонок' }).click();
    await form.getByText('Телефон обязателен').waitFor();
    expect(await form.getByRole('textbox', { name: 'Телефон' }).getAttribute('aria-invalid')).toBe('true');
    // Backspace with few digits drops a digit, not a character of the mask.
    const input = form.getByRole('textbox', { name: 'Телефон' });
    await input.pressSequentially('7916');
    expect(await input.inputValue()).toBe('+7 (916');
    await input.press('Backspace');
    expect(await input.inputValue()).toBe('+7 (91');
    expect(sent).toEqual([]);
    await context.close();
  });

  it('shows the error alert and sends nothing when the role list is empty, and the form again on closing it', async () => {
    const { context, page } = await newPage(browser);
    // The real role list is never empty, so this one failure case replaces the server's answer.
    await page.route('**/api/request/roles/list', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/request/send')) sent.push(r.url());
    });
    await page.goto('/services');
    const form = callbackForm(page);
    await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(uniquePhone());
    expect(await form.getByRole('radio').count()).toBe(0);
    await form.getByRole('button', { name: 'Обратный звонок' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Ошибка запроса' });
    await error.waitFor();
    expect(await error.textContent()).toContain('Заполните верно поля');
    expect(sent).toEqual([]);
    await error.getByRole('button', { name: 'Закрыть' }).click();
    await callbackForm(page).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Ошибка запроса' }).count()).toBe(0);
    await context.close();
  });
});

describe('the administrators\' callback list', () => {
  it('shows today\'s callbacks with the phone and the role', async () => {
    const phone = uniquePhone();
    await apiOk('/api/request/send', { json: { phoneNumber: phone, role: 'Покупатель' } });
    const { context, page } = await newPage(browser);
    await authenticate(page, admin);
    await page.goto('/admins/callbacks');
    const table = page.getByRole('table', { name: 'Заявки на обратный звонок' });
    const row = table.getByRole('row').filter({ hasText: `+${phone[0]} (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Покупатель');
    await context.close();
  });
});

describe('information pages', () => {
  it('set the Russian title, description and canonical link, and take them away on leaving', async () => {
    const { context, page } = await newPage(browser);
    const base = inject('baseURL');
    const pages: Array<[string, string, string]> = [
      ['/about', 'О компании', 'основано в 2021 году в Москве'],
      ['/services', 'Услуги на портале', 'Сведения о наличии товаров'],
      ['/details', 'Реквизиты', '7712345671'],
      ['/contacts', 'Контакты', '+7 (495) 120-45-67'],
      ['/sell-product', 'Как разместить товар', 'Пошагово'],
      ['/eula', 'Пользовательское соглашение', 'арбитражном суде по месту нахождения Исполнителя'],
    ];
    for (const [path, title, text] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(text).first().waitFor();
      expect(await page.title(), path).toBe(`${title} — ТМЦ Маркет`);
      expect(await canonicalHrefs(page), path).toEqual([`${base}${path}`]);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      // The callback block sits beside the content, 344 px wide.
      const box = await page.getByRole('complementary').filter({ has: callbackForm(page) }).boundingBox();
      expect(box?.width, path).toBe(344);
    }

    // Moving between information pages keeps exactly one canonical link, the new page's.
    await page.getByRole('contentinfo').getByRole('link', { name: 'О компании', exact: true }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1, name: 'О компании' }).waitFor();
    expect(await canonicalHrefs(page)).toEqual([`${base}/about`]);
    const aboutDescription = await page.locator('meta[name="description"]').getAttribute('content');

    // Leaving for a page without one removes it and restores the site's title and description.
    await page.getByRole('banner').getByRole('link', { name: 'Поиск', exact: true }).first().click();
    await page.waitForURL('**/search**');
    await page.waitForFunction(() => document.querySelectorAll('link[rel="canonical"]').length === 0);
    expect(await page.title()).not.toContain('О компании');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(aboutDescription);
    await context.close();
  });

  it('log a page view with the page key', async () => {
    const { context, page } = await newPage(browser);
    const logged: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/auth/buyer-log') logged.push(url.searchParams.get('method') ?? '');
    });
    for (const path of ['/about', '/sell-product', '/rules']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await expect.poll(() => logged).toEqual(expect.arrayContaining(['about', 'sell-product', 'rules']));
    await context.close();
  });
});

describe('/rules', () => {
  it('shows the buyer agreement in the buyers module', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/rules');
    await page.getByRole('heading', { level: 1, name: 'Правила пользования' }).waitFor();
    expect(await page.title()).toBe('Правила пользования — ТМЦ Маркет');
    expect(await page.getByRole('heading', { name: '3. Подписка' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '7. Форс-мажор' }).count()).toBe(0);
    expect(await canonicalHrefs(page)).toEqual([`${inject('baseURL')}/rules`]);
    await context.close();
  });

  it('shows the supplier terms in the seller cabinet with the callback block', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sellers/agreement');
    await page.getByRole('heading', { name: 'Соглашение с поставщиком' }).waitFor();
    for (const section of ['1. Термины и определения', '4. Использование площадки для сделок', '7. Форс-мажор']) {
      expect(await page.getByRole('heading', { name: section }).isVisible(), section).toBe(true);
    }
    // The callback block loads after the text (its own chunk): waited for, not sampled.
    await callbackForm(page).getByRole('button', { name: 'Обратный звонок' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('shows the seller agreement in the sellers module (on the seller host)', async () => {
    const res = await fetch(`${inject('baseURL')}/rules`);
    const config = /<meta name="app-config" content="([^"]*)"/.exec(await res.text())?.[1] ?? '';
    const sellerHost = (JSON.parse(config.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { sellerHost: string | null }).sellerHost;
    // The global setup sets SELLER_HOST=sellers.localhost; Chromium resolves *.localhost to this machine.
    expect(sellerHost).toBe('sellers.localhost');
    const { context, page } = await newPage(browser);
    const port = new URL(inject('baseURL')).port;
    await page.goto(`http://${sellerHost}:${port}/rules`);
    await page.getByRole('heading', { name: 'Правила пользования' }).waitFor();
    await page.getByRole('heading', { name: '7. Форс-мажор' }).waitFor();
    expect(await page.getByRole('heading', { name: '3. Подписка' }).count()).toBe(0);
    await context.close();
  });
});

describe('blog and reviews', () => {
  it('an administrator writes a post and a visitor reads it, rendered safely', async () => {
    const title = `Как продать неликвиды ${Date.now()}`;
    const writer = await newPage(browser);
    await authenticate(writer.page, admin);
    await writer.page.goto('/blog');
    await writer.page.getByRole('link', { name: 'Написать статью' }).click();
    await writer.page.waitForURL('**/admins/blog');
    await writer.page.getByRole('button', { name: 'Новая статья' }).click();
    const editor = writer.page.getByRole('form', { name: 'Новая статья' });
    await editor.getByRole('textbox', { name: 'Заголовок' }).fill(title);
    await editor.getByRole('textbox', { name: 'Текст статьи' }).fill('## Шаг первый\n\nСоберите **остатки** по складам.\n\n<script>window.hacked = 1</script>\n\n[Каталог](https://example.ru)');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await writer.page.getByText('Статья сохранена').waitFor();
    await writer.context.close();

    const { context, page } = await newPage(browser);
    await page.goto('/blog');
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL('**/blog/kak-prodat-nelikvidy-*');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Шаг первый' }).isVisible()).toBe(true);
    expect(await page.locator('strong', { hasText: 'остатки' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.getByRole('link', { name: 'Каталог' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await page.title()).toBe(`${title} — ТМЦ Маркет`);
    await context.close();
  });

  it('a signed-in user writes a review that visitors see only after an administrator approves it', async () => {
    const text = `Нашли кабель за день, поставщик ответил сразу (${Date.now()}).`;
    const buyer = await registerBuyer();
    const author = await newPage(browser);
    await authenticate(author.page, buyer.token);
    await author.page.goto('/review');
    const form = author.page.getByRole('form', { name: 'Ваш отзыв' });
    await form.getByRole('textbox', { name: 'Ваш отзыв' }).fill(text);
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await author.page.getByText('Отзыв появится на странице после проверки администратором.').waitFor();
    await author.context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto('/review');
    await visitor.page.getByRole('heading', { level: 1, name: 'Отзывы' }).waitFor();
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByText(text).count()).toBe(0);

    const moderator = await newPage(browser);
    await authenticate(moderator.page, admin);
    await moderator.page.goto('/admins/reviews');
    const pending = moderator.page.locator('[data-review-id]').filter({ hasText: text });
    await pending.getByRole('button', { name: 'Одобрить' }).click();
    await pending.waitFor({ state: 'detached' });
    await moderator.context.close();

    await visitor.page.reload();
    await visitor.page.getByText(text).waitFor();
    const reviews = await api<{ items: Array<{ text: string; authorName: string }> }>('/api/reviews?size=100');
    expect(reviews.body.items.find((r) => r.text === text)?.authorName).not.toContain('@');
    await visitor.context.close();
  });
});

describe('search engine files from the built server', () => {
  it('robots.txt and sitemap.xml are answered by the server, not the web app', async () => {
    const base = inject('baseURL');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${base}/about</loc>`);
    // The demo data's published goods are listed by their item pages.
    expect(xml).toMatch(new RegExp(`<loc>${base}/search/\\d+</loc>`));
  });
});
