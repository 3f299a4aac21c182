import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  buyerLogAggregatedPageSchema,
  buyerLogDailyQuerySchema,
  buyerLogDailySchema,
  buyerLogListQuerySchema,
  buyerLogPageSchema,
  buyerLogRequestQuerySchema,
} from '@tmc/shared/logs';
import { canManagePlatform } from '@tmc/shared/roles';
import { perAddressLimit } from '../../lib/rate-limit.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { AID_COOKIE, isAnonymousIdOfToday, newAnonymousId, nextDayBoundary } from './anonymous-id.ts';
import type { LogsService } from './logs.service.ts';

const error = apiErrorBodySchema;
const security = [{ bearer: [] }];
const guard = requireAccess(canManagePlatform);

/**
 * Page views and actions per address: generous, since every page logs one, but it keeps a script
 * from filling the table (and the visit counters).
 */
export const BUYER_LOG_RATE_LIMIT = { max: 300, windowMs: 60_000 };

/** The buyer log (specification, section 7 'Buyer log'): writing it (registered at /api/auth/buyer-log). */
export const buyerLogRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (app, { logs }) => {
  app.post(
    '',
    {
      config: { ...perAddressLimit(BUYER_LOG_RATE_LIMIT), notAnAction: true },
      schema: {
        tags: ['logs'],
        summary: 'Записать запрос покупателя (просмотр страницы или действие); ставит cookie aid на текущие сутки UTC',
        querystring: buyerLogRequestQuerySchema,
        response: { 204: z.null(), 400: error, 429: error },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const fromCookie = request.cookies[AID_COOKIE];
      // The cookie wins; the query's aid serves a client without cookies. Either must be issued today.
      const aid = [fromCookie, request.query.aid].find((id) => isAnonymousIdOfToday(id, at)) ?? newAnonymousId(at);
      if (aid !== fromCookie) {
        reply.setCookie(AID_COOKIE, aid, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          expires: nextDayBoundary(at),
        });
      }
      await logs.record({ aid, method: request.query.method, userId: request.user?.id ?? null });
      return reply.code(204).send(null);
    },
  );
};

/** The administrators' views of the buyer log (registered under /api/admin-panel/buyer-log). */
export const buyerLogAdminRoutes: FastifyPluginAsyncZod<{ logs: LogsService }> = async (app, { logs }) => {
  app.get(
    '',
    {
      preHandler: guard,
      schema: {
        tags: ['logs'],
        summary: 'Журнал запросов покупателей, новые сверху',
        security,
        querystring: buyerLogListQuerySchema,
        response: { 200: buyerLogPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => logs.list(request.query),
  );

  app.get(
    '/aggregated',
    {
      preHandler: guard,
      schema: {
        tags: ['logs'],
        summary: 'Сводный журнал: просмотры и посетители по дням (московское время) и методам',
        security,
        querystring: buyerLogListQuerySchema,
        response: { 200: buyerLogAggregatedPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => logs.aggregated(request.query),
  );

  app.get(
    '/daily',
    {
      preHandler: guard,
      schema: {
        tags: ['logs'],
        summary: 'Посещения и просмотры по дням (московское время) за последние дни, для графика',
        security,
        querystring: buyerLogDailyQuerySchema,
        response: { 200: buyerLogDailySchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => logs.daily(request.query.days),
  );
};
