import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { auditPageSchema, auditQuerySchema } from '@tmc/shared/audit-schemas';
import { canReadAuditLog } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { AuditService } from './audit.service.ts';

const error = apiErrorBodySchema;

/** The action log for the chief administrator (L1): every administrative action, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/',
    {
      preHandler: requireAccess(canReadAuditLog),
      schema: {
        tags: ['audit'],
        summary: 'Журнал действий администраторов (ADMIN L1)',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => audit.list(request.query),
  );
};
