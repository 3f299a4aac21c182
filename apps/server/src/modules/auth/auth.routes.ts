import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema } from '@tmc/shared/profile';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/auth/logged-in',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Профиль вошедшего пользователя',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, 401: apiErrorBodySchema },
      },
    },
    async (request) => {
      const profile = await users.getProfile(request.user!.id);
      if (!profile) throw AppError.unauthorized();
      return profile;
    },
  );
};
