import { and, asc, count, eq, gt, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { tmc } from '../../db/schema/tmc.ts';

/** The sitemaps protocol's limit of URLs per file (sitemaps.org); larger sites get an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages a search engine may index (the specification's route table, buyers module). */
export const SITEMAP_PAGES = [
  '/',
  '/search',
  '/latest',
  '/sellers',
  '/about',
  '/services',
  '/sell-product',
  '/contacts',
  '/details',
  '/eula',
  '/rules',
  '/tariff',
  '/stat',
  '/blog',
  '/review',
] as const;

/** Where a goods item's page lives in the web app (paths.tmcItem). */
export const goodsItemPath = (id: number) => `/search/${id}`;
const blogPostPath = (slug: string) => `/blog/${slug}`;

interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
}

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(origin: string, urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

function sitemapIndex(origin: string, paths: string[]): string {
  const body = paths.map((p) => `<sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Private areas and the API are no use to a search engine.
    'Disallow: /api/',
    'Disallow: /admins',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /favourites',
    'Disallow: /placement',
    'Disallow: /sellers/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: one file while the pages, blog posts and published goods fit in `maxUrls`; beyond that
 * an index of parts (/sitemaps/pages.xml with pages and posts, /sitemaps/goods-N.xml with goods by id range).
 */
export function createSeoService({ db, maxUrls = SITEMAP_MAX_URLS }: { db: Db; maxUrls?: number }) {
  const publishedGoods = eq(tmc.status, 'published');

  async function pageUrls(): Promise<SitemapUrl[]> {
    const posts = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isNotNull(blogPosts.publishedAt))
      .orderBy(asc(blogPosts.createdAt));
    return [...SITEMAP_PAGES.map((path) => ({ path })), ...posts.map((p) => ({ path: blogPostPath(p.slug), lastmod: p.updatedAt }))];
  }

  /** Published goods with ids in (from, to], by id. */
  async function goodsUrls(from: number, to: number): Promise<SitemapUrl[]> {
    const rows = await db
      .select({ id: tmc.id, updatedAt: tmc.updatedAt })
      .from(tmc)
      .where(and(publishedGoods, gt(tmc.id, from), lte(tmc.id, to)))
      .orderBy(asc(tmc.id));
    return rows.map((r) => ({ path: goodsItemPath(r.id), lastmod: r.updatedAt }));
  }

  /** Whether the published goods exceed `limit` (counting at most limit + 1 rows, never the whole table). */
  async function goodsExceed(limit: number): Promise<boolean> {
    const capped = db.select({ one: sql`1` }).from(tmc).where(publishedGoods).limit(limit + 1).as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return (row?.n ?? 0) > limit;
  }

  async function goodsMaxId(): Promise<number> {
    const [row] = await db.select({ maxId: max(tmc.id) }).from(tmc).where(publishedGoods);
    return row?.maxId ?? 0;
  }

  return {
    async sitemap(origin: string): Promise<string> {
      const pages = await pageUrls();
      const [tooMany, maxId] = await Promise.all([goodsExceed(maxUrls - pages.length), goodsMaxId()]);
      if (!tooMany) return urlset(origin, [...pages, ...(await goodsUrls(0, maxId))]);
      const parts = Math.ceil(maxId / maxUrls);
      return sitemapIndex(origin, ['/sitemaps/pages.xml', ...Array.from({ length: parts }, (_, i) => `/sitemaps/goods-${i + 1}.xml`)]);
    },
    async pagesPart(origin: string): Promise<string> {
      return urlset(origin, await pageUrls());
    },
    /**
     * Part n (from 1): the published goods with ids in ((n-1)*maxUrls, n*maxUrls]. Cutting by id range
     * rather than by offset keeps every part an index range scan, however deep; a part holds at most
     * maxUrls URLs (fewer where ids were taken by unpublished goods). null past the last id.
     */
    async goodsPart(origin: string, n: number): Promise<string | null> {
      const maxId = await goodsMaxId();
      if (n > 1 && (n - 1) * maxUrls >= maxId) return null;
      return urlset(origin, await goodsUrls((n - 1) * maxUrls, n * maxUrls));
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
