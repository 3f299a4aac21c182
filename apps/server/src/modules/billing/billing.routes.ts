import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { invoiceFilterSchema, invoiceListQuerySchema, invoicePageSchema, invoiceSchema } from '@tmc/shared/billing-schemas';
import { idParamsSchema } from '@tmc/shared/params';
import { canManageInvoices } from '@tmc/shared/roles';
import { AppError } from '../../lib/app-error.ts';
import { requireAccess } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';

const error = apiErrorBodySchema;
/** A PDF file (application/pdf), sent as bytes. */
const pdfSchema = z.unknown().describe('PDF');
const xlsxSchema = z.unknown().describe('XLSX');
const guard = requireAccess(canManageInvoices);
const security = [{ bearer: [] }];

/** Invoices for platform services (/admins/invoices): administrators L1, L2 list and export them, open the PDF and mark them paid. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/invoices',
    { preHandler: guard, schema: { tags: ['billing'], summary: 'Счета за услуги площадки', security, querystring: invoiceListQuerySchema, response: { 200: invoicePageSchema, 400: error, 401: error, 403: error } } },
    async (request) => billing.list(request.query),
  );
  app.get(
    '/invoices/xlsx',
    {
      preHandler: guard,
      schema: { tags: ['billing'], summary: 'Счета за услуги площадки в XLSX (те же фильтры)', security, querystring: invoiceFilterSchema, response: { 200: xlsxSchema, 400: error, 401: error, 403: error } },
    },
    async (request, reply) => {
      const file = await billing.xlsx(request.query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="invoices.xlsx"; filename*=UTF-8''${encodeURIComponent('Счета.xlsx')}`)
        .send(file);
    },
  );
  app.put(
    '/invoices/:id/paid',
    {
      preHandler: guard,
      schema: { tags: ['billing'], summary: 'Отметить счёт оплаченным', security, params: idParamsSchema, response: { 200: invoiceSchema, 401: error, 403: error, 404: error, 409: error } },
    },
    async (request) => billing.markPaid(request.user!, request.params.id),
  );
  app.get(
    '/invoices/:id/pdf',
    { preHandler: guard, schema: { tags: ['billing'], summary: 'Счёт в PDF', security, params: idParamsSchema, response: { 200: pdfSchema, 401: error, 403: error, 404: error } } },
    async (request, reply) => {
      const invoice = await billing.get(request.params.id);
      if (!invoice) throw AppError.notFound('Счёт не найден');
      const pdf = await billing.pdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${encodeURIComponent(invoice.number)}.pdf"`)
        .send(pdf);
    },
  );
};
