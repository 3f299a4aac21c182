import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { idParamsSchema } from '@tmc/shared/params';
import { canManageTariffs, canOrderTier, canViewSellerTier } from '@tmc/shared/roles';
import {
  adminTierPageSchema,
  adminTierQuerySchema,
  adminTierRowSchema,
  adminTierUpdateSchema,
  sellerTierSchema,
  tierOrderInputSchema,
  tierOrderSchema,
  tierPricesSchema,
  tierSellerParamsSchema,
} from '@tmc/shared/tier-schemas';
import { requireAccess } from '../../plugins/auth.ts';
import type { TiersService } from './tiers.service.ts';

const error = apiErrorBodySchema;
const pdfSchema = z.unknown().describe('PDF');
const security = [{ bearer: [] }];
const tags = ['tiers'];

/**
 * Suppliers' tiers (/api/tiers; issue 15): the price list's tiers, a seller's tier with its orders,
 * ordering one by invoice, and the administrators' list and direct setting. Who may call each:
 * packages/shared/src/tier-schemas.ts and tiers-authorization.test.ts.
 */
export const tiersRoutes: FastifyPluginAsyncZod<{ tiers: TiersService }> = async (app, { tiers }) => {
  app.get('/prices', { schema: { tags, summary: 'Тарифы поставщиков из прайс-листа', response: { 200: tierPricesSchema } } }, async () => tiers.prices());

  app.get(
    '/sellers/:sellerCode',
    {
      preHandler: requireAccess(canViewSellerTier),
      schema: { tags, summary: 'Тариф поставщика: срок, лимит, заказы', security, params: tierSellerParamsSchema, response: { 200: sellerTierSchema, 400: error, 401: error, 403: error, 404: error } },
    },
    async (request) => tiers.state(request.user!, request.params.sellerCode),
  );

  app.post(
    '/sellers/:sellerCode/orders',
    {
      preHandler: requireAccess(canOrderTier),
      schema: {
        tags,
        summary: 'Оформить тариф: выставить счёт',
        security,
        params: tierSellerParamsSchema,
        body: tierOrderInputSchema,
        response: { 201: tierOrderSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => reply.code(201).send(await tiers.order(request.user!, request.params.sellerCode, request.body)),
  );

  app.get(
    '/orders/:id/invoice',
    {
      preHandler: requireAccess(canViewSellerTier),
      schema: { tags, summary: 'Счёт на тариф в PDF', security, params: idParamsSchema, response: { 200: pdfSchema, 400: error, 401: error, 403: error, 404: error } },
    },
    async (request, reply) => {
      const invoice = await tiers.orderInvoice(request.user!, request.params.id);
      const pdf = await tiers.invoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${encodeURIComponent(invoice.number)}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/admin/sellers',
    {
      preHandler: requireAccess(canManageTariffs),
      schema: { tags, summary: 'Тарифы поставщиков (администратор)', security, querystring: adminTierQuerySchema, response: { 200: adminTierPageSchema, 400: error, 401: error, 403: error } },
    },
    async (request) => tiers.adminList(request.query),
  );

  app.put(
    '/admin/sellers/:sellerCode',
    {
      preHandler: requireAccess(canManageTariffs),
      schema: {
        tags,
        summary: 'Установить тариф поставщика (администратор)',
        security,
        params: tierSellerParamsSchema,
        body: adminTierUpdateSchema,
        response: { 200: adminTierRowSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => tiers.adminSet(request.user!, request.params.sellerCode, request.body),
  );
};
