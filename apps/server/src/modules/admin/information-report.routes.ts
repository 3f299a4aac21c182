import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { informationReportSchema, informationRequestSchema } from '@tmc/shared/admin-sellers';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canManagePlatform } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { InformationReportService } from './information-report.service.ts';

const error = apiErrorBodySchema;
// The XLSX route answers the file itself, so it declares no response schema (as the import template does).
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/admin-panel/information {start, end} (specification, section 7), and its XLSX (L1, L2). */
export const informationReportRoutes: FastifyPluginAsyncZod<{ report: InformationReportService }> = async (app, { report }) => {
  const security = [{ bearer: [] }];
  app.post(
    '/information',
    {
      preHandler: requireAccess(canManagePlatform),
      config: { notAnAction: true },
      schema: {
        tags: ['admin'],
        summary: 'Информационный отчёт за период: по дням и итого',
        security,
        body: informationRequestSchema,
        response: { 200: informationReportSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => report.build(request.body),
  );
  app.post(
    '/information/xlsx',
    {
      preHandler: requireAccess(canManagePlatform),
      config: { notAnAction: true },
      schema: {
        tags: ['admin'],
        summary: 'Информационный отчёт за период в XLSX',
        security,
        body: informationRequestSchema,
      },
    },
    async (request, reply) => {
      const file = await report.xlsx(request.body);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="information-${request.body.start}-${request.body.end}.xlsx"`)
        .send(file);
    },
  );
};
