import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  cancelInputSchema,
  cartContactsSchema,
  cartCountSchema,
  cartEntrySchema,
  cartPageSchema,
  outcomeInputSchema,
  reserveInputSchema,
  sellerDealsQuerySchema,
} from '@tmc/shared/cart-schemas';
import { pageQuerySchema } from '@tmc/shared/lists';
import { idParamsSchema } from '@tmc/shared/params';
import { canUseCart, canViewSellerDeals } from '@tmc/shared/roles';
import { requireAccess, requireUser } from '../../plugins/auth.ts';
import type { CartService } from './cart.service.ts';

const error = apiErrorBodySchema;
/** A PDF file (application/pdf), sent as bytes. */
const pdfSchema = z.unknown().describe('PDF');
const security = [{ bearer: [] }];
const buyerGuard = requireAccess(canUseCart);

const pdfReply = (filename: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${encodeURIComponent(filename)}"`,
});

/**
 * The cart (/api/cart): 'Купить', the buyer's entries, the steps of the deal, contacts and documents;
 * and a seller's holds and deals for the supplier's cabinet (/api/cart/seller/deals).
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.post(
    '/',
    {
      preHandler: buyerGuard,
      schema: {
        tags: ['cart'],
        summary: 'Купить: зарезервировать товар на 3 дня',
        security,
        body: reserveInputSchema,
        response: { 201: cartEntrySchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => reply.code(201).send(await cart.reserve(request.user!, request.body)),
  );
  app.get(
    '/',
    { preHandler: buyerGuard, schema: { tags: ['cart'], summary: 'Корзина покупателя с историей записей', security, querystring: pageQuerySchema, response: { 200: cartPageSchema, 400: error, 401: error, 403: error } } },
    async (request) => cart.list(request.user!, request.query),
  );
  app.get(
    '/count',
    { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Число активных записей корзины', security, response: { 200: cartCountSchema, 401: error } } },
    async (request) => ({ count: await cart.count(request.user!) }),
  );
  app.get(
    '/seller/deals',
    {
      preHandler: requireAccess(canViewSellerDeals),
      schema: {
        tags: ['cart'],
        summary: 'Резервы и сделки по товарам поставщика (кабинет, раздел deals)',
        security,
        querystring: sellerDealsQuerySchema,
        response: { 200: cartPageSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => cart.sellerDeals(request.user!, request.query),
  );
  app.get(
    '/:id',
    { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Запись корзины с историей', security, params: idParamsSchema, response: { 200: cartEntrySchema, 401: error, 404: error } } },
    async (request) => cart.get(request.user!, request.params.id),
  );
  app.get(
    '/:id/contacts',
    { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Контакты поставщика, куратора и администратора', security, params: idParamsSchema, response: { 200: cartContactsSchema, 401: error, 404: error } } },
    async (request) => cart.contacts(request.user!, request.params.id),
  );
  app.post(
    '/:id/order',
    {
      preHandler: buyerGuard,
      schema: { tags: ['cart'], summary: 'Заказать услугу площадки: счёт и резерв на 8 дней', security, params: idParamsSchema, response: { 200: cartEntrySchema, 400: error, 401: error, 403: error, 404: error, 409: error } },
    },
    async (request) => cart.order(request.user!, request.params.id),
  );
  app.post(
    '/:id/cancel',
    {
      preHandler: buyerGuard,
      schema: { tags: ['cart'], summary: 'Отменить резерв', security, params: idParamsSchema, body: cancelInputSchema.nullish(), response: { 200: cartEntrySchema, 400: error, 401: error, 403: error, 404: error, 409: error } },
    },
    async (request) => cart.cancel(request.user!, request.params.id, request.body?.reason),
  );
  app.post(
    '/:id/outcome',
    {
      preHandler: requireUser,
      schema: { tags: ['cart'], summary: 'Сделка состоялась или не состоялась', security, params: idParamsSchema, body: outcomeInputSchema, response: { 200: cartEntrySchema, 400: error, 401: error, 403: error, 404: error, 409: error } },
    },
    async (request) => cart.outcome(request.user!, request.params.id, request.body.concluded, request.body.note),
  );
  app.post(
    '/:id/nomenclature',
    {
      preHandler: buyerGuard,
      schema: { tags: ['cart'], summary: 'Запросить всю номенклатуру поставщика (PLATINUM)', security, params: idParamsSchema, response: { 200: cartEntrySchema, 401: error, 403: error, 404: error, 409: error } },
    },
    async (request) => cart.requestNomenclature(request.user!, request.params.id),
  );
  app.get(
    '/:id/invoice',
    { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Счёт на оплату услуги (PDF)', security, params: idParamsSchema, response: { 200: pdfSchema, 401: error, 404: error, 409: error } } },
    async (request, reply) => {
      const { number, pdf } = await cart.invoicePdf(request.user!, request.params.id);
      return reply.headers(pdfReply(`schet-${number}.pdf`)).send(pdf);
    },
  );
  app.get(
    '/:id/upd',
    { preHandler: requireUser, schema: { tags: ['cart'], summary: 'УПД по записи корзины (PDF)', security, params: idParamsSchema, response: { 200: pdfSchema, 401: error, 404: error, 409: error } } },
    async (request, reply) => {
      const { number, pdf } = await cart.updPdf(request.user!, request.params.id);
      return reply.headers(pdfReply(`upd-${number}.pdf`)).send(pdf);
    },
  );
};
