import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSellerListQuerySchema,
  adminSellerListSchema,
  adminSellerSchema,
  blockRequestSchema,
  deleteQuerySchema,
  endConditionRequestSchema,
  premiumPeriodSchema,
  sellerCodeQuerySchema,
  sellerCreateSchema,
  sellerUpdateSchema,
  trustedRequestSchema,
  usernameParamsSchema,
} from '@tmc/shared/admin-sellers';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canManagePlatform, hasAdminLevel, isAdmin, isCurator, type Principal } from '@tmc/shared/roles';
import type { AppConfig } from '../../config.ts';
import { publicOrigin } from '../../lib/public-url.ts';
import { requireAccess } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AdminSellersService } from './admin-sellers.service.ts';

const error = apiErrorBodySchema;
const ok = z.object({ ok: z.literal(true) });
/** Administrators L1-L3 read every seller (L3, the dispatcher, reads without changing). */
const canReadAllSellers = (p: Principal) => hasAdminLevel(p, 'L1', 'L2', 'L3');

/** Sellers under /api/admin-panel (specification, section 7 'Seller administration'). */
export const adminSellersRoutes: FastifyPluginAsyncZod<{ adminSellers: AdminSellersService; auth: AuthService; config: AppConfig }> = async (
  app,
  { adminSellers, auth, config },
) => {
  const security = [{ bearer: [] }];

  app.get(
    '/sellers',
    {
      preHandler: requireAccess(canReadAllSellers),
      schema: {
        tags: ['admin'],
        summary: 'Все поставщики (ADMIN L1, L2; L3 только чтение), по алфавиту; q — начало названия',
        security,
        querystring: adminSellerListQuerySchema,
        response: { 200: adminSellerListSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => adminSellers.listAll(request.query.q),
  );

  app.get(
    '/seller',
    {
      // L1-L3 any seller; a curator its own (checked by the service).
      preHandler: requireAccess(isAdmin),
      schema: {
        tags: ['admin'],
        summary: 'Карточка поставщика',
        security,
        querystring: sellerCodeQuerySchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => adminSellers.card(request.user!, request.query.sellerCode),
  );

  app.post(
    '/seller/create',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Создать поставщика: код (или новый шестизначный), учётная запись представителя и письмо для создания пароля',
        security,
        body: sellerCreateSchema,
        response: { 201: adminSellerSchema, 400: error, 401: error, 403: error, 409: error, 502: error },
      },
    },
    async (request, reply) => {
      const { seller, representativeId } = await adminSellers.create(request.user!, request.body);
      // The seller is committed; a failed mail answers 502 mail_error and the recovery call sends it again.
      await auth.sendPasswordMail(representativeId, publicOrigin(config, request), 'invitation');
      return reply.code(201).send(seller);
    },
  );

  app.put(
    '/seller/update',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Изменить карточку поставщика',
        security,
        querystring: sellerCodeQuerySchema,
        body: sellerUpdateSchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => adminSellers.update(request.user!, request.query.sellerCode, request.body),
  );

  app.put(
    '/seller/end-condition',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Дата окончания условий поставщика (null — снять)',
        security,
        querystring: sellerCodeQuerySchema,
        body: endConditionRequestSchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => adminSellers.setEndCondition(request.user!, request.query.sellerCode, request.body.endConditionAt),
  );

  app.put(
    '/seller/trusted',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Доверенный поставщик: его новые и изменённые товары публикуются сразу и проходят проверку после публикации',
        security,
        querystring: sellerCodeQuerySchema,
        body: trustedRequestSchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => adminSellers.setTrusted(request.user!, request.query.sellerCode, request.body.trusted),
  );

  app.put(
    '/block/:username',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Заблокировать пользователя или поставщика (по логину представителя или коду) с причиной; сеансы завершаются сразу',
        security,
        params: usernameParamsSchema,
        body: blockRequestSchema,
        response: { 200: ok, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => {
      await adminSellers.block(request.user!, request.params.username, request.body.reason);
      return { ok: true as const };
    },
  );

  app.put(
    '/unblock/:username',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Разблокировать пользователя или поставщика',
        security,
        params: usernameParamsSchema,
        response: { 200: ok, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => {
      await adminSellers.unblock(request.user!, request.params.username);
      return { ok: true as const };
    },
  );

  app.delete(
    '/delete',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Удалить (мягко) поставщика по коду или пользователя по логину; кураторских поставщиков — новому куратору',
        security,
        querystring: deleteQuerySchema,
        response: { 200: ok, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => {
      await adminSellers.remove(request.user!, request.query);
      return { ok: true as const };
    },
  );

  app.post(
    '/add-premium',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Премиум на период {start, end}',
        security,
        querystring: sellerCodeQuerySchema,
        body: premiumPeriodSchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => adminSellers.addPremium(request.user!, request.query.sellerCode, request.body),
  );

  app.post(
    '/remove-premium',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Снять премиум',
        security,
        querystring: sellerCodeQuerySchema,
        response: { 200: adminSellerSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => adminSellers.removePremium(request.user!, request.query.sellerCode),
  );
};

/** GET /api/auth/curator/sellers: a curator's (ADMIN L4) own sellers. */
export const curatorSellersRoutes: FastifyPluginAsyncZod<{ adminSellers: AdminSellersService }> = async (app, { adminSellers }) => {
  app.get(
    '/curator/sellers',
    {
      preHandler: requireAccess(isCurator),
      schema: {
        tags: ['admin'],
        summary: 'Поставщики куратора (ADMIN L4)',
        security: [{ bearer: [] }],
        querystring: adminSellerListQuerySchema,
        response: { 200: adminSellerListSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => adminSellers.listOfCurator(request.user!.id, request.query.q),
  );
};
