import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}), requestId: request.id } });
}

/** Field name of a validation issue: '/bankDetails/bik' -> 'bankDetails.bik'; query and params as their key. */
function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = params?.['missingProperty'];
  return typeof missing === 'string' ? missing : '_';
}

/**
 * One error shape for every answer: `{ error: { code, message, fields?, requestId } }`.
 * A 5xx says only the generic Russian text; the details go to the log.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, request, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params as Record<string, unknown> | undefined);
        fields[name] ??= issue.message ?? GENERIC_ERROR_MESSAGES.validation;
      }
      return send(reply, request, 400, 'validation_error', GENERIC_ERROR_MESSAGES.validation, fields);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, request, 429, 'too_many_requests', GENERIC_ERROR_MESSAGES.tooManyRequests);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): their texts are English.
      request.log.info({ err: error }, 'client error');
      const byStatus: Record<number, [string, string]> = {
        404: ['not_found', GENERIC_ERROR_MESSAGES.notFound],
        413: ['payload_too_large', 'Слишком большой запрос'],
        415: ['unsupported_media_type', 'Неподдерживаемый формат запроса'],
      };
      const [code, message] = byStatus[status] ?? ['bad_request', 'Некорректный запрос'];
      return send(reply, request, status, code, message);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting, failing over, or every connection is busy: the request may be
      // repeated in a moment (docs/decisions.md, 'Reliability and security (issue 10)').
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return send(reply, request, 503, 'service_unavailable', GENERIC_ERROR_MESSAGES.unavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, 'internal_error', GENERIC_ERROR_MESSAGES.internal);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
