import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { idParamsSchema } from '@tmc/shared/params';
import { canManageTariffs, isBuyer } from '@tmc/shared/roles';
import {
  activeSubscriptionResponseSchema,
  adminSubscriptionPageSchema,
  adminSubscriptionQuerySchema,
  adminSubscriptionSchema,
  adminSubscriptionUpdateSchema,
  userIdParamsSchema,
  activeSubscriptionSchema,
  subscriptionOrderSchema,
  subscriptionOrdersSchema,
  subscriptionPayInputSchema,
  subscriptionPricesSchema,
  subscriptionUnsubscribeInputSchema,
  subscriptionWordsInputSchema,
} from '@tmc/shared/subscription-schemas';
import { requireAccess, requireUser } from '../../plugins/auth.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const error = apiErrorBodySchema;
const pdfSchema = z.unknown().describe('PDF');
const security = [{ bearer: [] }];
const buyerGuard = requireAccess(isBuyer);
const adminGuard = requireAccess(canManageTariffs);

/**
 * Keyword subscriptions (/api/subscriptions; specification, section 7 'Notification subscriptions'):
 * prices, pay (an invoice), the active subscription and its words, the buyer's orders and their invoices;
 * administrators (L1, L2) list every subscription and change one.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.get(
    '/prices',
    { schema: { tags: ['subscriptions'], summary: 'Цены подписки из прайс-листа', response: { 200: subscriptionPricesSchema } } },
    async () => subscriptions.prices(),
  );
  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['subscriptions'], summary: 'Отписаться от рассылки по ссылке из письма (без входа)', body: subscriptionUnsubscribeInputSchema, response: { 204: z.null(), 400: error, 404: error } },
    },
    async (request, reply) => {
      await subscriptions.unsubscribe(request.body.token);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/pay',
    {
      preHandler: buyerGuard,
      schema: {
        tags: ['subscriptions'],
        summary: 'Оформить подписку: выставить счёт',
        security,
        body: subscriptionPayInputSchema,
        response: { 201: subscriptionOrderSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => reply.code(201).send(await subscriptions.pay(request.user!, request.body)),
  );
  app.get(
    '/active',
    { preHandler: requireUser, schema: { tags: ['subscriptions'], summary: 'Действующая подписка (expiredAt) или null', security, response: { 200: activeSubscriptionResponseSchema, 401: error } } },
    async (request) => subscriptions.active(request.user!),
  );
  app.put(
    '/active',
    {
      preHandler: buyerGuard,
      schema: {
        tags: ['subscriptions'],
        summary: 'Наименования товаров подписки',
        security,
        body: subscriptionWordsInputSchema,
        response: { 200: activeSubscriptionSchema, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request) => subscriptions.setWords(request.user!, request.body),
  );
  app.get(
    '/orders',
    { preHandler: buyerGuard, schema: { tags: ['subscriptions'], summary: 'Заказы подписки и их счета', security, response: { 200: subscriptionOrdersSchema, 401: error, 403: error } } },
    async (request) => subscriptions.orders(request.user!),
  );
  app.get(
    '/orders/:id/invoice',
    { preHandler: buyerGuard, schema: { tags: ['subscriptions'], summary: 'Счёт на подписку в PDF', security, params: idParamsSchema, response: { 200: pdfSchema, 401: error, 403: error, 404: error } } },
    async (request, reply) => {
      const invoice = await subscriptions.orderInvoice(request.user!, request.params.id);
      const pdf = await subscriptions.invoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${encodeURIComponent(invoice.number)}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/admin',
    {
      preHandler: adminGuard,
      schema: { tags: ['subscriptions'], summary: 'Подписки покупателей (администратор)', security, querystring: adminSubscriptionQuerySchema, response: { 200: adminSubscriptionPageSchema, 400: error, 401: error, 403: error } },
    },
    async (request) => subscriptions.adminList(request.query),
  );
  app.put(
    '/admin/:userId',
    {
      preHandler: adminGuard,
      schema: {
        tags: ['subscriptions'],
        summary: 'Изменить подписку покупателя: тариф и последний день (администратор)',
        security,
        params: userIdParamsSchema,
        body: adminSubscriptionUpdateSchema,
        response: { 200: adminSubscriptionSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => subscriptions.adminUpdate(request.user!, request.params.userId, request.body),
  );
};
