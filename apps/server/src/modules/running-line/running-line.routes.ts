import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { idParamsSchema } from '@tmc/shared/params';
import { canManagePlatform } from '@tmc/shared/roles';
import { runningLineAddSchema, runningLineItemSchema, runningLineQuerySchema, runningLineSchema } from '@tmc/shared/running-line';
import { requireAccess } from '../../plugins/auth.ts';
import type { RunningLineService } from './running-line.service.ts';

const error = apiErrorBodySchema;
const security = [{ bearer: [] }];
const guard = requireAccess(canManagePlatform);

/** Running-line tickers (specification, section 7 'Slogan and tickers'); administrators L1, L2 change them. */
export const runningLineRoutes: FastifyPluginAsyncZod<{ runningLine: RunningLineService }> = async (app, { runningLine }) => {
  app.get(
    '/line',
    {
      schema: {
        tags: ['content'],
        summary: 'Строки бегущей строки данного типа (main — главная страница), новые первыми',
        querystring: runningLineQuerySchema,
        response: { 200: runningLineSchema, 400: error },
      },
    },
    async (request) => runningLine.list(request.query.type),
  );

  app.post(
    '/line/add',
    {
      preHandler: guard,
      schema: {
        tags: ['content'],
        summary: 'Добавить строку в бегущую строку',
        security,
        body: runningLineAddSchema,
        response: { 201: runningLineItemSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request, reply) => reply.code(201).send(await runningLine.add(request.user!, request.body.type, request.body.text)),
  );

  app.delete(
    '/line/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['content'],
        summary: 'Убрать строку из бегущей строки',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      await runningLine.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
