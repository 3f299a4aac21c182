import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmc } from '../../db/schema/tmc.ts';
import { buildSeller } from '../../testing/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSeoService, SITEMAP_PAGES } from './seo.service.ts';

let t: TestApp;
let publishedIds: number[];
let hiddenId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://tmc.example.ru/' });
  const seller = await buildSeller(t.database.db);
  const item = (name: string, status: string) => ({ sellerId: seller.id, name, unit: '796', price: 100, vat: '20', status });
  const rows = await t.database.db
    .insert(tmc)
    .values([item('Труба стальная', 'published'), item('Кабель медный', 'published'), item('Задвижка', 'published'), item('Черновик', 'moderation')])
    .returning({ id: tmc.id, status: tmc.status });
  publishedIds = rows.filter((r) => r.status === 'published').map((r) => r.id);
  hiddenId = rows.find((r) => r.status !== 'published')!.id;
});
afterAll(async () => t.close());

const testEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', WEB_DIST_DIR: '/nonexistent-web-dist' };
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('robots.txt', () => {
  it('is plain text pointing at the sitemap by the public address, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admins');
    expect(res.body).toContain('Sitemap: https://tmc.example.ru/sitemap.xml');
  });

  it('without PUBLIC_URL, uses the request host only when ALLOWED_HOSTS lists it', async () => {
    // Second apps without PUBLIC_URL on this file's database.
    const listed = await buildApp({ config: loadConfig({ ...testEnv, ALLOWED_HOSTS: 'tmc.example.ru,market.test:8080' }), database: t.database });
    const unlisted = await buildApp({ config: loadConfig({ ...testEnv, PORT: '3100' }), database: t.database });
    try {
      const robots = (app: typeof listed, host: string) => app.inject({ method: 'GET', url: '/robots.txt', headers: { host } }).then((r) => r.body);
      expect(await robots(listed, 'market.test:8080')).toContain('Sitemap: http://market.test:8080/sitemap.xml');
      expect(await robots(listed, 'evil.example.com')).toContain('Sitemap: http://tmc.example.ru/sitemap.xml');
      expect(await robots(unlisted, 'evil.example.com')).toContain('Sitemap: http://localhost:3100/sitemap.xml');
    } finally {
      await listed.close();
      await unlisted.close();
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the information pages and the published goods only, with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    for (const page of ['/', '/about', '/services', '/sell-product', '/contacts', '/details', '/eula', '/rules', '/tariff']) {
      expect(urls).toContain(`https://tmc.example.ru${page}`);
    }
    for (const id of publishedIds) expect(urls).toContain(`https://tmc.example.ru/search/${id}`);
    expect(urls).not.toContain(`https://tmc.example.ru/search/${hiddenId}`);
  });

  it('becomes an index of parts when the URLs exceed the per-file limit', async () => {
    // A limit of 2 URLs per file stands in for 50,000: the same code path with a small catalogue.
    const origin = 'https://tmc.example.ru';
    const small = createSeoService({ db: t.database.db, maxUrls: 2 });
    const index = await small.sitemap(origin);
    expect(index).toContain('<sitemapindex');
    // Parts cut the goods by id range: (0, 2], (2, 4], ... up to the largest published id.
    const parts = Math.ceil(Math.max(...publishedIds) / 2);
    expect(locs(index)).toEqual([`${origin}/sitemaps/pages.xml`, ...Array.from({ length: parts }, (_, i) => `${origin}/sitemaps/goods-${i + 1}.xml`)]);
    const all: string[] = [];
    for (let n = 1; n <= parts; n++) {
      const part = locs((await small.goodsPart(origin, n))!);
      expect(part.length).toBeLessThanOrEqual(2);
      all.push(...part);
    }
    expect(all).toEqual(publishedIds.map((id) => `${origin}/search/${id}`));
    expect(all).not.toContain(`${origin}/search/${hiddenId}`);
    expect(await small.goodsPart(origin, parts + 1)).toBeNull();
    expect(locs(await small.pagesPart(origin))).toHaveLength(SITEMAP_PAGES.length);
  });

  it('serves the parts over HTTP and a 404 past the last one', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.statusCode).toBe(200);
    expect(locs(pages.body)).toContain('https://tmc.example.ru/about');
    const goods = await t.app.inject({ method: 'GET', url: '/sitemaps/goods-1.xml' });
    expect(goods.statusCode).toBe(200);
    // With 50,000 per part, the few test goods are all in the first.
    expect(locs(goods.body)).toEqual(publishedIds.map((id) => `https://tmc.example.ru/search/${id}`));
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/goods-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/goods-x.xml' })).statusCode).toBe(400);
  });
});
