import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedSchema, pageQuerySchema } from '@tmc/shared/lists';
import { sellerListItemSchema } from '@tmc/shared/sellers';
import type { SellersService } from './sellers.service.ts';

export const sellersRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
  app.get(
    '/premium-sellers',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Премиальные поставщики с визитками',
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(sellerListItemSchema) },
      },
    },
    async (request) => sellers.listPremium(request.query),
  );
};
