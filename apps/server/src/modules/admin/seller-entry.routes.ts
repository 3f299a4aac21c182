import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerCodeQuerySchema } from '@tmc/shared/admin-sellers';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { canManagePlatform } from '@tmc/shared/roles';
import { sellerEntryLinkSchema, sellerEntryRequestSchema, sellerEntrySessionSchema } from '@tmc/shared/seller-entry';
import type { AppConfig } from '../../config.ts';
import { perAddressLimit } from '../../lib/rate-limit.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { clientInfo } from '../auth/auth.routes.ts';
import type { SellerEntryService } from './seller-entry.service.ts';

const error = apiErrorBodySchema;

/** POST /api/admin-panel/seller/input?sellerCode (L1, L2): the 'input' link of the seller dropdown. */
export const sellerEntryAdminRoutes: FastifyPluginAsyncZod<{ sellerEntry: SellerEntryService }> = async (app, { sellerEntry }) => {
  app.post(
    '/seller/input',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['admin'],
        summary: 'Ссылка для входа в кабинет поставщика от его имени: одноразовая, действует минуту',
        security: [{ bearer: [] }],
        querystring: sellerCodeQuerySchema,
        response: { 200: sellerEntryLinkSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => sellerEntry.issue(request.user!, request.query.sellerCode),
  );
};

/** POST /api/auth/seller-input {token}: the link's token exchanged for a session of the seller's representative. */
export const sellerEntryAuthRoutes: FastifyPluginAsyncZod<{ sellerEntry: SellerEntryService; config: AppConfig }> = async (app, { sellerEntry, config }) => {
  app.post(
    '/seller-input',
    {
      config: perAddressLimit(config.rateLimits.recovery),
      schema: {
        tags: ['auth'],
        summary: 'Вход в кабинет поставщика по одноразовой ссылке администратора',
        body: sellerEntryRequestSchema,
        response: { 200: sellerEntrySessionSchema, 400: error, 409: error, 429: error },
      },
    },
    async (request) => sellerEntry.enter(request.body.token, clientInfo(request)),
  );
};
