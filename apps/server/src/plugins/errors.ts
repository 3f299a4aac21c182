import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { AppError } from '../lib/app-error.ts';
import { DatabaseBusy, isDatabaseUnavailable } from '../lib/db-errors.ts';

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}), requestId: request.id } });
}

/** Field name of a validation issue: '/bankDetails/bik' -> 'bankDetails.bik'; query and params as their key. */
function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  // A key of a record is the client's text: what the answer cannot carry (a NUL) is replaced, and it is cut short.
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.').replace(/[\u0000\p{Cs}]/gu, '\ufffd').slice(0, 100); // eslint-disable-line no-control-regex -- NUL is what it replaces
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
      // repeated in a moment (docs/decisions.md, 'Reliability and security (issue 10)'). A request our own
      // line refused (DatabaseBusy) is the expected answer to overload, thousands a minute under it: one
      // line without a stack, which would cost CPU and log volume when both are scarcest.
      if (error instanceof DatabaseBusy) request.log.warn({ refused: error.message }, 'database busy');
      else request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return send(reply, request, 503, 'service_unavailable', GENERIC_ERROR_MESSAGES.unavailable);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, 'internal_error', GENERIC_ERROR_MESSAGES.internal);
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/** Errors Fastify raises before a route is found, by Fastify's code: status, our code, Russian text. */
const FRAMEWORK_ERRORS: Record<string, [number, string, string]> = {
  // A '%' not followed by two hex digits, or a path that does not decode.
  FST_ERR_BAD_URL: [400, 'bad_request', 'Некорректный адрес запроса'],
  // A path parameter longer than the router takes (maxParamLength).
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'Слишком длинный адрес запроса'],
};

/**
 * Fastify's `frameworkErrors` option: a malformed URL or an over-long path parameter answers in the
 * error shape. Fastify's own body of these errors repeats the path, which a reflected-content scanner
 * (and a phishing mail) would use; ours never does.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'framework error');
  const [status, code, message] = known ?? [500, 'internal_error', GENERIC_ERROR_MESSAGES.internal];
  void send(reply, request, status, code, message);
}

/** Errors of the connection itself, answered on the socket by Node's error code. */
const CONNECTION_ERRORS: Record<string, [number, string, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'headers_too_large', 'Слишком большие заголовки запроса'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'request_timeout', 'Истекло время ожидания запроса'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'Request Timeout', 'request_timeout', 'Истекло время ожидания запроса'],
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's parser refuses (headers over 16 KB, a URL
 * past that limit, bytes that are not HTTP) is answered in the error shape, then the socket is closed,
 * as Node does. No route and no request object exist yet, so the request id is a fresh one.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] = CONNECTION_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'bad_request', 'Некорректный запрос'];
  const body = JSON.stringify({ error: { code, message, requestId: randomUUID() } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
