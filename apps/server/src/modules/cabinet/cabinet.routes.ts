import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  cabinetBulkInputSchema,
  cabinetBulkResultSchema,
  cabinetGoodsPageSchema,
  cabinetGoodsQuerySchema,
  cabinetInviteSchema,
  cabinetMailPreferencesSchema,
  cabinetParamsSchema,
  cabinetReportQuerySchema,
  cabinetReportSchema,
  cabinetRepresentativeSchema,
  cabinetSettingsSchema,
  cabinetSummarySchema,
} from '@tmc/shared/cabinet-schemas';
import type { AppConfig } from '../../config.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { writeXlsx } from '../documents/xlsx.ts';
import { reportSheets } from './report-sheets.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CabinetService } from './cabinet.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];

/** The supplier's cabinet (registered under /api/cabinet); who may call what is at the top of cabinet-schemas.ts. */
export const cabinetRoutes: FastifyPluginAsyncZod<{ cabinet: CabinetService; users: UsersService; auth: AuthService; config: AppConfig }> = async (
  app,
  { cabinet, users, auth, config },
) => {
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

  app.get(
    '/:sellerCode/settings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Реквизиты поставщика и его представители',
        security: bearer,
        params: cabinetParamsSchema,
        response: { 200: cabinetSettingsSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => cabinet.settings(request.user, request.params.sellerCode),
  );

  app.post(
    '/:sellerCode/representatives',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Пригласить представителя поставщика по эл. почте (основной представитель); письмо для создания пароля',
        security: bearer,
        params: cabinetParamsSchema,
        body: cabinetInviteSchema,
        response: { 201: cabinetRepresentativeSchema, 400: error, 401: error, 403: error, 409: error, 502: error },
      },
    },
    async (request, reply) => {
      const seller = await cabinet.inviteTarget(request.user, request.params.sellerCode);
      const created = await users.createRepresentative(request.body.email, seller.id);
      // As with registration: a failed mail answers 502 and the account stays; the recovery call mails again.
      await auth.sendPasswordMail(created.id, publicOrigin(config, request), 'invitation');
      return reply.status(201).send({ id: created.id, email: created.email, name: null, main: false, active: false, createdAt: new Date().toISOString() });
    },
  );

  app.put(
    '/:sellerCode/mail-preferences',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Настройки рассылки поставщика: письма о заинтересованности покупателей и о ходе сделок',
        security: bearer,
        params: cabinetParamsSchema,
        body: cabinetMailPreferencesSchema,
        response: { 200: cabinetMailPreferencesSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => cabinet.setMailPreferences(request.user, request.params.sellerCode, request.body),
  );

  app.get(
    '/:sellerCode/report',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Отчёт о спросе за период: просмотры, показы в поиске, избранное, резервы, сделки; запросы',
        security: bearer,
        params: cabinetParamsSchema,
        querystring: cabinetReportQuerySchema,
        response: { 200: cabinetReportSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => cabinet.report(request.user, request.params.sellerCode, request.query),
  );

  app.get(
    '/:sellerCode/report.xlsx',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cabinet'],
        summary: 'Отчёт о спросе за период в XLSX',
        security: bearer,
        params: cabinetParamsSchema,
        querystring: cabinetReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { sellerCode } = request.params;
      const report = await cabinet.report(request.user, sellerCode, request.query);
      const body = await writeXlsx(reportSheets(report));
      const name = `Отчёт ${sellerCode} ${report.start} — ${report.end}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="report-${sellerCode}-${report.start}-${report.end}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(body);
    },
  );
};
