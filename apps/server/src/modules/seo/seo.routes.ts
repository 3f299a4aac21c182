import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { robotsTxt, type SeoService } from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
// Search engines fetch these rarely; an hour of caching spares the database on a large catalogue.
const CACHE = 'public, max-age=3600';

/**
 * robots.txt and the sitemap at the site's root (registered before the web app's SPA fallback, so
 * index.html never answers for them). Absolute URLs use PUBLIC_URL, else the request's host.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; config: AppConfig }> = async (app, { seo, config }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(publicOrigin(config, request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply.type(XML).header('cache-control', CACHE).send(await seo.sitemap(publicOrigin(config, request))),
  );
  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (request, reply) =>
    reply.type(XML).header('cache-control', CACHE).send(await seo.pagesPart(publicOrigin(config, request))),
  );
  app.get(
    '/sitemaps/goods-:n.xml',
    { schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const xml = await seo.goodsPart(publicOrigin(config, request), request.params.n);
      if (xml === null) throw AppError.notFound();
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );
};
