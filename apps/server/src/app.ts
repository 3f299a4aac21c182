import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { z } from 'zod';
import { buildServices, type Services } from './build-services.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { adminSellersRoutes, curatorSellersRoutes } from './modules/admin/admin-sellers.routes.ts';
import { sellerEntryAdminRoutes, sellerEntryAuthRoutes } from './modules/admin/seller-entry.routes.ts';
import { peopleAdminRoutes, peopleListsRoutes } from './modules/users/people.routes.ts';
import { adminStaffRoutes } from './modules/admin/admin-staff.routes.ts';
import { informationReportRoutes } from './modules/admin/information-report.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import auditRequestsPlugin from './modules/audit/audit-requests.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { tiersRoutes } from './modules/tiers/tiers.routes.ts';
import { cartTestControlRoutes } from './modules/cart/cart-test-controls.routes.ts';
import { businessCardsRoutes } from './modules/business-cards/business-cards.routes.ts';
import { cabinetRoutes } from './modules/cabinet/cabinet.routes.ts';
import { callbacksRoutes } from './modules/callbacks/callbacks.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { corporationsRoutes } from './modules/corporations/corporations.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { importRoutes } from './modules/import/import.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { buyerLogAdminRoutes, buyerLogRoutes } from './modules/logs/logs.routes.ts';
import { priceListRoutes } from './modules/price-list/price-list.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { runningLineRoutes } from './modules/running-line/running-line.routes.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { statRoutes } from './modules/stat/stat.routes.ts';
import { tmcPostModerationRoutes } from './modules/tmc/tmc-post-moderation.routes.ts';
import { tmcRoutes } from './modules/tmc/tmc.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import webAppPlugin from './plugins/web-app.ts';

// zod's own messages (type mismatches and the like) in Russian; our schemas carry the specification's texts.
z.config(z.locales.ru());

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
}

/** The app with the services it was built with (main.ts creates the first administrator through them). */
export type App = FastifyInstance & { services: Services };

/**
 * The composition root: builds every service (build-services.ts), registers the plugins, and mounts each
 * module's routes under its prefix with the services they need. Returns the instance without listening:
 * main.ts listens, tests inject.
 */
export async function buildApp({ config, database }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Never log credentials: tokens travel in this header, passwords only in bodies (not logged).
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // ...nor the one-time token of the password page's URL (/account/password?token=...).
            serializers: { req: requestLogSerializer },
          },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors before a route runs (a malformed URL, headers over Node's limit) in the error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Answers over 1 KB (the API's JSON, index.html, the API docs) compressed by Accept-Encoding, with
  // Vary. Registered before every route: it hooks routes as they are added. The built scripts and styles
  // are compressed once at build time and sent as they are (web-app.ts); a reply that already has a
  // content-encoding is left alone. Brotli at quality 4: near gzip's speed, smaller. Request bodies are
  // not decompressed (no client sends them compressed, and it would be a way round the body limit).
  // Answers up to 64 KB (every page of the API) are compressed in one call rather than through a zlib
  // stream: on this 2-core machine the stream's setup, thread hand-off and piecewise writes cost the
  // event loop more than the compression itself (docs/decisions.md).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody);
  const services = buildServices({ config, database, log: app.log });
  // Counters in Redis when configured (every instance counts together); a Redis outage lifts the limits
  // rather than refusing every request (skipOnError).
  await app.register(rateLimit, {
    global: false,
    ...(services.store.redis ? { redis: services.store.redis, nameSpace: `${services.store.prefix}rate-limit:`, skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'ТМЦ Маркет API', version: '1.0.0', description: 'API маркетплейса складских остатков' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, { db: database.db });
  await app.register(auditRequestsPlugin, { db: database.db, audit: services.audit });

  // Jobs poll while the app runs (not in tests, which call jobs.runDue(now) themselves).
  if (config.jobs.enabled) app.addHook('onReady', async () => services.jobs.start({ pollMs: config.jobs.pollMs }));
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.searchLog.flush();
    await services.analytics.flush();
    await services.auth.settled();
    await services.store.close();
    services.mailer.close();
  });

  // Each module under its prefix; the paths inside are the specification's (section 7).
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health', health: services.health });
      await api.register(authRoutes, { prefix: '/auth', users: services.users, auth: services.auth, config });
      await api.register(sellersRoutes, { prefix: '/auth', sellers: services.sellers });
      await api.register(businessCardsRoutes, { prefix: '/auth/business-card', cards: services.businessCards, uploadLimit: config.rateLimits.upload });
      await api.register(curatorSellersRoutes, { prefix: '/auth', adminSellers: services.adminSellers });
      await api.register(buyerLogRoutes, { prefix: '/auth/buyer-log', logs: services.logs });
      await api.register(usersRoutes, { prefix: '/admin-panel/user', users: services.users, auth: services.auth, config });
      await api.register(contentRoutes, { prefix: '/admin-panel/day-slogan', content: services.content });
      await api.register(buyerLogAdminRoutes, { prefix: '/admin-panel/buyer-log', logs: services.logs });
      await api.register(adminSellersRoutes, { prefix: '/admin-panel', adminSellers: services.adminSellers, auth: services.auth, config });
      await api.register(peopleListsRoutes, { prefix: '/auth', people: services.people });
      await api.register(peopleAdminRoutes, { prefix: '/admin-panel', people: services.people });
      await api.register(sellerEntryAdminRoutes, { prefix: '/admin-panel', sellerEntry: services.sellerEntry });
      await api.register(sellerEntryAuthRoutes, { prefix: '/auth', sellerEntry: services.sellerEntry, config });
      await api.register(adminStaffRoutes, { prefix: '/admin-panel', adminStaff: services.adminStaff, auth: services.auth, config });
      await api.register(informationReportRoutes, { prefix: '/admin-panel', report: services.informationReport });
      await api.register(auditRoutes, { prefix: '/admin-panel/audit', audit: services.audit });
      await api.register(statRoutes, { prefix: '/stat', stat: services.stat });
      await api.register(priceListRoutes, { prefix: '/services', priceList: services.priceList });
      await api.register(runningLineRoutes, { prefix: '/running', runningLine: services.runningLine });
      await api.register(corporationsRoutes, { prefix: '/corporations', corporations: services.corporations, tmc: services.tmc });
      await api.register(cabinetRoutes, { prefix: '/cabinet', cabinet: services.cabinet, users: services.users, auth: services.auth, config });
      await api.register(tmcRoutes, {
        prefix: '/tmc',
        tmc: services.tmc,
        photos: services.tmcPhotos,
        limits: { search: config.rateLimits.search, upload: config.rateLimits.upload },
      });
      await api.register(tmcPostModerationRoutes, { prefix: '/tmc', tmc: services.tmc });
      // The specification lists favourites with the goods calls, under /api/tmc.
      await api.register(favouritesRoutes, { prefix: '/tmc', favourites: services.favourites });
      await api.register(cartRoutes, { prefix: '/cart', cart: services.cart });
      // Never in production: loadConfig refuses TEST_CONTROLS unless NODE_ENV=test.
      if (config.testControls) await api.register(cartTestControlRoutes, { prefix: '/testing/cart', cart: services.cart });
      await api.register(billingRoutes, { prefix: '/billing', billing: services.billing });
      await api.register(subscriptionsRoutes, { prefix: '/subscriptions', subscriptions: services.subscriptions });
      await api.register(tiersRoutes, { prefix: '/tiers', tiers: services.tiers });
      await api.register(importRoutes, { prefix: '/import', imports: services.imports });
      await api.register(callbacksRoutes, { prefix: '/request', callbacks: services.callbacks, limit: config.rateLimits.callback });
      await api.register(blogRoutes, { prefix: '/blog', blog: services.blog });
      await api.register(reviewsRoutes, { prefix: '/reviews', reviews: services.reviews });
    },
    { prefix: '/api' },
  );

  // Before the web app, whose fallback would otherwise answer these root files with index.html.
  await app.register(seoRoutes, { seo: services.seo, config });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    ssrDir: config.webSsrDir,
    publicConfig: {
      adminHost: config.adminHost ?? null,
      sellerHost: config.sellerHost ?? null,
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      lotsSiteUrl: config.lotsSiteUrl ?? null,
      blogUrl: config.blogUrl ?? null,
    },
  });

  return Object.assign(app, { services });
}
