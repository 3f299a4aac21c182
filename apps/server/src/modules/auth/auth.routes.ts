import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, loginRequestSchema, loginResponseSchema, recoveryParamsSchema } from '@tmc/shared/account-schemas';
import { setPasswordSchema } from '@tmc/shared/password-schemas';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { profileSchema } from '@tmc/shared/profile';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { perAddressLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import type { ClientInfo } from './sessions.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

const error = apiErrorBodySchema;

/** Sign-in, sign-out, the profile, recovery and the new password (specification, section 7 'Authentication and profile'). */
export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: AuthService; config: AppConfig }> = async (
  app,
  { users, auth, config: appConfig },
) => {
  app.get(
    '/logged-in',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Профиль вошедшего пользователя',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, 401: error },
      },
    },
    async (request) => {
      const profile = await users.getProfile(request.user!.id, request.user!.enteredBy ?? null);
      if (!profile) throw AppError.unauthorized();
      return profile;
    },
  );

  app.post(
    '/login',
    {
      config: perAddressLimit(appConfig.rateLimits.login),
      schema: {
        tags: ['auth'],
        summary: 'Вход: форма (application/x-www-form-urlencoded) или JSON с username и password; ответ — токен',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 400: error, 401: error, 403: error, 429: error },
      },
    },
    async (request) => auth.login(request.body.username, request.body.password, clientInfo(request)),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      config: { notAnAction: true },
      schema: {
        tags: ['auth'],
        summary: 'Выход: завершает текущую сессию',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: error },
      },
    },
    async (request, reply) => {
      await auth.logout(request.user!.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:email/reset-password/:confirmEmail',
    {
      config: perAddressLimit(appConfig.rateLimits.recovery),
      schema: {
        tags: ['auth'],
        summary: 'Восстановление пароля (и повторное письмо для создания пароля): адрес дважды в пути',
        params: recoveryParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: error, 429: error },
      },
    },
    async (request) => {
      const { email, confirmEmail } = request.params;
      if (email.toLowerCase() !== confirmEmail.toLowerCase()) {
        throw new AppError(ACCOUNT_ERROR_CODES.emailMismatch, 400, ACCOUNT_MESSAGES.emailsDiffer, { confirmEmail: ACCOUNT_MESSAGES.emailsDiffer });
      }
      auth.requestPasswordMailAfterAnswer(email, publicOrigin(appConfig, request));
      return { ok: true as const };
    },
  );

  app.post(
    '/password',
    {
      config: perAddressLimit(appConfig.rateLimits.recovery),
      schema: {
        tags: ['auth'],
        summary: 'Новый пароль по ссылке из письма; завершает все сессии пользователя и открывает новую',
        body: setPasswordSchema,
        response: { 200: loginResponseSchema, 400: error, 429: error },
      },
    },
    async (request) => auth.setPassword(request.body.token, request.body.password, clientInfo(request)),
  );
};
