import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canEditPrices } from '@tmc/shared/roles';
import { serviceGroupsSchema, servicePriceRowSchema, servicePriceUpdateSchema } from '@tmc/shared/services-schemas';
import { requireAccess } from '../../plugins/auth.ts';
import type { PriceListService } from './price-list.service.ts';

const error = apiErrorBodySchema;

/** The services price list of the tariff page (specification, section 7 'Services price and tariff table'; registered at /api/services). */
export const priceListRoutes: FastifyPluginAsyncZod<{ priceList: PriceListService }> = async (app, { priceList }) => {
  app.get(
    '/',
    { schema: { tags: ['services'], summary: 'Прайс-лист услуг: общие услуги со строками', response: { 200: serviceGroupsSchema } } },
    async () => priceList.list(),
  );

  app.put(
    '/',
    {
      preHandler: requireAccess(canEditPrices),
      schema: {
        tags: ['services'],
        summary: 'Изменить цену и срок действия одной строки (только главный администратор, L1)',
        security: [{ bearer: [] }],
        body: servicePriceUpdateSchema,
        response: { 200: servicePriceRowSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => priceList.update(request.user!, request.body),
  );
};
