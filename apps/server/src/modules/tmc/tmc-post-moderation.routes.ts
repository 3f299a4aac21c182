import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canModerateGoods } from '@tmc/shared/roles';
import { tmcDetailsSchema, tmcIdParamsSchema, tmcOwnSearchPageSchema } from '@tmc/shared/tmc-schemas';
import { tmcPostModerationQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { requireAccess } from '../../plugins/auth.ts';
import type { TmcService } from './tmc.service.ts';

const error = apiErrorBodySchema;
const security = [{ bearer: [] }];

/**
 * The post-moderation list under /api/tmc (issue 11, item 9): goods a trusted seller published at once,
 * for an administrator (L1, L2) to look at; taking one down is the moderation's reject (PUT admin/{id}/reject).
 */
export const tmcPostModerationRoutes: FastifyPluginAsyncZod<{ tmc: TmcService }> = async (app, { tmc }) => {
  app.get(
    '/admin/post-moderation',
    {
      preHandler: requireAccess(canModerateGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Постмодерация: товары доверенных поставщиков, опубликованные сразу и ещё не проверенные',
        security,
        querystring: tmcPostModerationQuerySchema,
        response: { 200: tmcOwnSearchPageSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => tmc.postModeration(request.user!, request.query),
  );

  app.put(
    '/admin/:id/reviewed',
    {
      preHandler: requireAccess(canModerateGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Постмодерация: позиция проверена и остаётся опубликованной',
        security,
        params: tmcIdParamsSchema,
        response: { 200: tmcDetailsSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => tmc.markReviewed(request.user!, request.params.id),
  );
};
