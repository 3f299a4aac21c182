import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  cabinetBulkInputSchema,
  cabinetBulkResultSchema,
  cabinetGoodsPageSchema,
  cabinetGoodsQuerySchema,
  cabinetParamsSchema,
  cabinetSummarySchema,
} from '@tmc/shared/cabinet-schemas';
import { requireUser } from '../../plugins/auth.ts';
import type { CabinetService } from './cabinet.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];

/** The supplier's cabinet (registered under /api/cabinet); who may call what is at the top of cabinet-schemas.ts. */
export const cabinetRoutes: FastifyPluginAsyncZod<{ cabinet: CabinetService }> = async (app, { cabinet }) => {
  app.get(
    '/:sellerCode',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Кабинет поставщика: поставщик и режим (представитель или куратор)',
        security: bearer,
        params: cabinetParamsSchema,
        response: { 200: cabinetSummarySchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => cabinet.summary(request.user, request.params.sellerCode),
  );

  app.get(
    '/:sellerCode/goods',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Товары поставщика с модерацией, избранным и резервами',
        security: bearer,
        params: cabinetParamsSchema,
        querystring: cabinetGoodsQuerySchema,
        response: { 200: cabinetGoodsPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => cabinet.goods(request.user, request.params.sellerCode, request.query),
  );

  app.post(
    '/:sellerCode/goods/bulk',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Массовое действие над своими товарами: снять с продажи, удалить, изменить цену на процент',
        security: bearer,
        params: cabinetParamsSchema,
        body: cabinetBulkInputSchema,
        response: { 200: cabinetBulkResultSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request) => cabinet.bulk(request.user, request.params.sellerCode, request.body),
  );
};
