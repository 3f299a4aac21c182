import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { createMailer } from './mail/mailer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { corporationsRoutes } from './modules/corporations/corporations.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { createRequestsService } from './modules/requests/requests.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { sellersRoutes } from './modules/sellers/sellers.routes.ts';
import { createSellersService } from './modules/sellers/sellers.service.ts';
import { statRoutes } from './modules/stat/stat.routes.ts';
import { tmcRoutes } from './modules/tmc/tmc.routes.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { createLogsService } from './modules/logs/logs.service.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { runningLineRoutes } from './modules/running-line/running-line.routes.ts';
import { createRunningLineService } from './modules/running-line/running-line.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import webAppPlugin from './plugins/web-app.ts';

// zod's own messages (type mismatches and the like) in Russian; our schemas carry the specification's texts.
z.config(z.locales.ru());

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
}

/** Registers everything and returns the instance without listening: main.ts listens, tests inject. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'ТМЦ Маркетплейс API', version: '1.0.0', description: 'API маркетплейса складских остатков' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, { db: database.db });

  const db = database.db;
  const users = createUsersService({ db });
  const content = createContentService({ db });
  const sellers = createSellersService({ db });
  const mailer = createMailer({ db, config, log: app.log });
  const auth = createAuthService({ db, mailer, config, log: app.log });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { users, auth, config });
      await api.register(usersRoutes, { users, auth, config });
      await api.register(contentRoutes, { content });
      await api.register(sellersRoutes, { sellers });
      await api.register(statRoutes, { prefix: '/stat', db });
      await api.register(logsRoutes, { logs: createLogsService({ db }) });
      await api.register(servicesRoutes, { prefix: '/services', services: createServicesService({ db }) });
      await api.register(runningLineRoutes, { prefix: '/running', runningLine: createRunningLineService({ db }) });
      await api.register(corporationsRoutes, { prefix: '/corporations', db });
      await api.register(tmcRoutes, { prefix: '/tmc', db, config });
      await api.register(requestsRoutes, { requests: createRequestsService({ db }), limit: config.rateLimits.callback });
      await api.register(blogRoutes, { prefix: '/blog', blog: createBlogService({ db }) });
      await api.register(reviewsRoutes, { prefix: '/reviews', reviews: createReviewsService({ db }) });
    },
    { prefix: '/api' },
  );

  // Before the web app, whose fallback would otherwise answer these root files with index.html.
  await app.register(seoRoutes, { seo: createSeoService({ db }), config });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    publicConfig: {
      adminHost: config.adminHost ?? null,
      sellerHost: config.sellerHost ?? null,
      supportPhone: config.supportPhone,
      supportEmail: config.supportEmail,
      lotsSiteUrl: config.lotsSiteUrl ?? null,
      blogUrl: config.blogUrl ?? null,
    },
  });

  return app;
}
