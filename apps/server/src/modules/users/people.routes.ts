import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { PEOPLE_LISTS, peoplePageSchema, peopleQuerySchema, permissionsListSchema, personQuerySchema, personSchema, rolesListSchema } from '@tmc/shared/people';
import { canHandleCallbacks, canManagePlatform } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { PeopleService } from './people.service.ts';

const error = apiErrorBodySchema;
const security = [{ bearer: [] }];
const SUMMARIES = {
  buyers: 'Покупатели',
  simplebuyers: 'Покупатели с быстрой регистрацией (только эл. почта)',
  placebuyers: 'Пользователи, которым разрешено размещение',
  sellers: 'Представители поставщиков',
} as const;

/** GET /api/auth/buyers, /simplebuyers, /placebuyers, /sellers (ADMIN L1-L3: DESIGN.md section 4, 'callbacks, buyers'). */
export const peopleListsRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (app, { people }) => {
  for (const list of PEOPLE_LISTS) {
    app.get(
      `/${list}`,
      {
        preHandler: requireAccess(canHandleCallbacks),
        schema: {
          tags: ['admin'],
          summary: `${SUMMARIES[list]}: страницы с 0, поиск q`,
          security,
          querystring: peopleQuerySchema,
          response: { 200: peoplePageSchema, 400: error, 401: error, 403: error },
        },
      },
      async (request) => people.list(list, request.query),
    );
  }
};

/** GET /api/admin-panel/user?id (ours: a person's card), /roles, /permissions-list. */
export const peopleAdminRoutes: FastifyPluginAsyncZod<{ people: PeopleService }> = async (app, { people }) => {
  app.get(
    '/user',
    {
      preHandler: requireAccess(canHandleCallbacks),
      schema: {
        tags: ['admin'],
        summary: 'Карточка покупателя или представителя поставщика',
        security,
        querystring: personQuerySchema,
        response: { 200: personSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => people.card(request.query.id),
  );

  app.get(
    '/roles',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: { tags: ['admin'], summary: 'Роли', security, response: { 200: rolesListSchema, 401: error, 403: error } },
    },
    async () => people.roles(),
  );

  app.get(
    '/permissions-list',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: { tags: ['admin'], summary: 'Уровни доступа', security, response: { 200: permissionsListSchema, 401: error, 403: error } },
    },
    async () => people.permissions(),
  );
};
