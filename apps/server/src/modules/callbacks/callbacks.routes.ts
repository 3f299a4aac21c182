import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  callbackListQuerySchema,
  callbackRequestListSchema,
  callbackRequestSchema,
  callbackRolesSchema,
} from '@tmc/shared/callback-schemas';
import { canHandleCallbacks } from '@tmc/shared/roles';
import type { RateLimit } from '../../config.ts';
import { perAddressLimit } from '../../lib/rate-limit.ts';
import { requireAccess } from '../../plugins/auth.ts';
import type { CallbacksService } from './callbacks.service.ts';

const error = apiErrorBodySchema;

/** Callback requests (specification, section 7 'Callbacks'). */
export const callbacksRoutes: FastifyPluginAsyncZod<{ callbacks: CallbacksService; limit: RateLimit }> = async (app, { callbacks, limit }) => {
  app.get(
    '/roles/list',
    { schema: { tags: ['callbacks'], summary: 'Роли для формы обратного звонка', response: { 200: callbackRolesSchema } } },
    async () => callbacks.roleNames(),
  );

  app.post(
    '/send',
    {
      config: perAddressLimit(limit),
      schema: {
        tags: ['callbacks'],
        summary: 'Заявка на обратный звонок: телефон (только цифры сохраняются) и роль',
        body: callbackRequestSchema,
        response: { 201: z.object({ ok: z.literal(true) }), 400: error, 429: error },
      },
    },
    async (request, reply) => {
      await callbacks.create({ ...request.body, ip: request.ip || null });
      return reply.code(201).send({ ok: true });
    },
  );

  app.post(
    '/list',
    {
      preHandler: requireAccess(canHandleCallbacks),
      config: { notAnAction: true },
      schema: {
        tags: ['callbacks'],
        summary: 'Заявки на обратный звонок за период (дни по Москве, включительно)',
        security: [{ bearer: [] }],
        body: callbackListQuerySchema,
        response: { 200: callbackRequestListSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => callbacks.list(request.body),
  );
};
