import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@tmc/shared/text';
import { allowPlacementRequestSchema, profileUpdateQuerySchema, profileUpdateRequestSchema, quickRegistrationSchema } from '@tmc/shared/account-schemas';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { profileSchema } from '@tmc/shared/profile';
import { canManagePlatform } from '@tmc/shared/roles';
import type { AppConfig } from '../../config.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { perAddressLimit } from '../../lib/rate-limit.ts';
import { requireAccess, requireUser } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

const error = apiErrorBodySchema;

/** Registration and profiles (specification, section 7: /api/admin-panel/user/...). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: AuthService; config: AppConfig }> = async (
  app,
  { users, auth, config: appConfig },
) => {
  app.post(
    '/create',
    {
      config: perAddressLimit(appConfig.rateLimits.registration),
      schema: {
        tags: ['users'],
        summary: 'Быстрая регистрация покупателя по e-mail (роль BUYER) и письмо для создания пароля; ответ — текст',
        body: quickRegistrationSchema,
        response: { 200: text(), 400: error, 409: error, 429: error, 502: error },
      },
    },
    async (request, reply) => {
      const user = await users.createBuyer(request.body.email);
      // A failed mail answers 502 mail_error; the user stays, and the recovery call sends the mail again.
      await auth.sendPasswordMail(user.id, publicOrigin(appConfig, request), 'registration');
      return reply.type('text/plain; charset=utf-8').send(`Ссылка для создания пароля отправлена на ${user.email}`);
    },
  );

  app.put(
    '/update',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Полная регистрация: свой профиль; с ?id администратор (L1, L2) меняет профиль другого пользователя',
        security: [{ bearer: [] }],
        querystring: profileUpdateQuerySchema,
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => users.updateProfile(request.user!, request.query.id, request.body),
  );

  app.post(
    '/allow-placement',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['users'],
        summary: 'Разрешить (или запретить, allowed: false) пользователю размещать товары',
        security: [{ bearer: [] }],
        body: allowPlacementRequestSchema,
        response: { 200: profileSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => users.setPlacementAllowed(request.user!, { id: request.body.id, username: request.body.username }, request.body.allowed),
  );
};
