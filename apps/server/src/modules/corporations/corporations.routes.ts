import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  corporationAdminListSchema,
  corporationDetailsSchema,
  corporationIdQuerySchema,
  corporationInputSchema,
  corporationListSchema,
  corporationParamsSchema,
  corporationSearchQuerySchema,
  corporationSellersSchema,
  corporationUpdateSchema,
} from '@tmc/shared/corporations';
import { canManagePlatform } from '@tmc/shared/roles';
import { tmcSearchPageSchema } from '@tmc/shared/tmc-schemas';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { requireAccess } from '../../plugins/auth.ts';
import type { TmcService } from '../tmc/tmc.service.ts';
import type { CorporationsService } from './corporations.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];
const aidOf = (cookies: Record<string, string | undefined> | undefined): string | null => {
  const aid = cookies?.['aid'];
  return aid && aid.length <= 64 ? aid : null;
};

/** Corporations (registered under /api/corporations); who may call what is at the top of packages/shared/src/corporations.ts. */
export const corporationsRoutes: FastifyPluginAsyncZod<{ corporations: CorporationsService; tmc: TmcService }> = async (app, { corporations, tmc }) => {
  app.get(
    '/list/unblocked',
    { schema: { tags: ['corporations'], summary: 'Незаблокированные корпорации', response: { 200: corporationListSchema } } },
    async () => ({ items: await corporations.listUnblocked() }),
  );

  app.get(
    '/list',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: { tags: ['corporations'], summary: 'Все корпорации с числом поставщиков', security: bearer, response: { 200: corporationAdminListSchema, 401: error, 403: error } },
    },
    async () => ({ items: await corporations.list() }),
  );

  app.get(
    '/search',
    {
      schema: { tags: ['corporations'], summary: 'Поиск незаблокированных корпораций по названию', querystring: corporationSearchQuerySchema, response: { 200: corporationListSchema, 400: error } },
    },
    async (request) => ({ items: await corporations.search(request.query.q) }),
  );

  app.post(
    '/add',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['corporations'],
        summary: 'Создать корпорацию',
        security: bearer,
        body: corporationInputSchema,
        response: { 201: corporationDetailsSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => reply.status(201).send(await corporations.add(request.user!, request.body)),
  );

  app.put(
    '/update',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['corporations'],
        summary: 'Изменить корпорацию: название, блокировка, поставщики',
        security: bearer,
        body: corporationUpdateSchema,
        response: { 200: corporationDetailsSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return corporations.update(request.user!, id, input);
    },
  );

  app.delete(
    '/delete',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['corporations'],
        summary: 'Удалить корпорацию (поставщики остаются)',
        security: bearer,
        querystring: corporationIdQuerySchema,
        response: { 204: z.null(), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      await corporations.remove(request.user!, request.query.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id',
    {
      schema: { tags: ['corporations'], summary: 'Корпорация и её поставщики', params: corporationParamsSchema, response: { 200: corporationDetailsSchema, 400: error, 404: error } },
    },
    async (request) => corporations.get(request.user, request.params.id),
  );

  app.get(
    '/:id/sellers',
    {
      schema: { tags: ['corporations'], summary: 'Поставщики корпорации', params: corporationParamsSchema, response: { 200: corporationSellersSchema, 400: error, 404: error } },
    },
    async (request) => ({ items: await corporations.sellers(request.user, request.params.id) }),
  );

  app.get(
    '/:id/suggestions',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Предложения корпорации: опубликованные товары её поставщиков, новые первыми, с фильтрами поиска',
        params: corporationParamsSchema,
        querystring: tmcSearchQuerySchema,
        response: { 200: tmcSearchPageSchema, 400: error, 404: error },
      },
    },
    async (request) => {
      await corporations.visible(request.user, request.params.id);
      const { seller_code: _seller, ...filters } = request.query;
      return tmc.search(request.user, aidOf(request.cookies), { ...filters, corporation_id: request.params.id });
    },
  );
};
