import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCreateSchema, staffListItemSchema, staffListSchema } from '@tmc/shared/admin-sellers';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canManagePlatform } from '@tmc/shared/roles';
import type { AppConfig } from '../../config.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { requireAccess } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminStaffService, StaffKind } from './admin-staff.service.ts';

const error = apiErrorBodySchema;

/** Curators (`/curators/...`) and dispatchers (`/dispetcher/...`, the specification's spelling) under /api/admin-panel. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ adminStaff: AdminStaffService; auth: AuthService; config: AppConfig }> = async (
  app,
  { adminStaff, auth, config },
) => {
  const security = [{ bearer: [] }];
  const routes: Array<{ kind: StaffKind; base: string; createPath: string; title: string }> = [
    { kind: 'curator', base: '/curators', createPath: '/curators/create', title: 'кураторы (ADMIN L4)' },
    { kind: 'dispatcher', base: '/dispetcher', createPath: '/dispetcher/create/', title: 'диспетчеры (ADMIN L3)' },
  ];
  for (const { kind, base, createPath, title } of routes) {
    app.get(
      `${base}/list`,
      {
        preHandler: requireAccess(canManagePlatform),
        schema: { tags: ['admin'], summary: `Список: ${title}`, security, response: { 200: staffListSchema, 401: error, 403: error } },
      },
      async () => adminStaff.list(kind),
    );
    app.post(
      createPath,
      {
        preHandler: requireAccess(canManagePlatform),
        schema: {
          tags: ['admin'],
          summary: `Создать: ${title}; письмо для создания пароля`,
          security,
          body: staffCreateSchema,
          response: { 201: staffListItemSchema, 400: error, 401: error, 403: error, 409: error, 502: error },
        },
      },
      async (request, reply) => {
        const created = await adminStaff.create(request.user!, kind, request.body);
        await auth.sendPasswordMail(created.id, publicOrigin(config, request), 'invitation');
        return reply.code(201).send(created);
      },
    );
  }
};
