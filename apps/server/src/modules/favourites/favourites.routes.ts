import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { pageQuerySchema } from '@tmc/shared/lists';
import { canUseFavourites } from '@tmc/shared/roles';
import { tmcIdParamsSchema, tmcSearchPageSchema } from '@tmc/shared/tmc-schemas';
import { requireAccess } from '../../plugins/auth.ts';
import type { FavouritesService } from './favourites.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];

/** A signed-in buyer's favourites (registered under /api/tmc: the specification lists them with the goods calls). */
export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (app, { favourites }) => {
  app.get(
    '/favourites',
    {
      preHandler: requireAccess(canUseFavourites),
      schema: {
        tags: ['favourites'],
        summary: 'Избранное покупателя: позиции, видимые ему в общей базе, последние добавленные первыми',
        security: bearer,
        querystring: pageQuerySchema.extend({ size: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: tmcSearchPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => favourites.list(request.user!, request.query),
  );

  app.post(
    '/favourites/:id',
    {
      preHandler: requireAccess(canUseFavourites),
      schema: {
        tags: ['favourites'],
        summary: 'Добавить позицию в избранное',
        security: bearer,
        params: tmcIdParamsSchema,
        response: { 204: z.null(), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      await favourites.add(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favourites/:id',
    {
      preHandler: requireAccess(canUseFavourites),
      schema: {
        tags: ['favourites'],
        summary: 'Убрать позицию из избранного',
        security: bearer,
        params: tmcIdParamsSchema,
        response: { 204: z.null(), 400: error, 401: error, 403: error },
      },
    },
    async (request, reply) => {
      await favourites.remove(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
