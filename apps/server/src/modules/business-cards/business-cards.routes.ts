import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  BUSINESS_CARD_ERROR_CODES,
  BUSINESS_CARD_MESSAGES,
  businessCardInputSchema,
  businessCardParamsSchema,
  businessCardSellerCodesSchema,
} from '@tmc/shared/business-card-schemas';
import { canManagePlatform } from '@tmc/shared/roles';
import { businessCardViewSchema } from '@tmc/shared/sellers';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { text } from '@tmc/shared/text';
import type { RateLimit } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { perUserLimit } from '../../lib/rate-limit.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { requireAccess, requireUser } from '../../plugins/auth.ts';
import { CARD_PHOTO_FILE_PATTERN, type BusinessCardsService } from './business-cards.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];
const photoMissing = () => new AppError(BUSINESS_CARD_ERROR_CODES.photoMissing, 400, BUSINESS_CARD_MESSAGES.photoMissing);
const photoTooLarge = () => new AppError(BUSINESS_CARD_ERROR_CODES.photoTooLarge, 413, BUSINESS_CARD_MESSAGES.photoTooLarge);

/**
 * Business cards (registered under /api/auth/business-card); who may call what is at the top of
 * packages/shared/src/business-card-schemas.ts. `{id}` is the seller code.
 */
export const businessCardsRoutes: FastifyPluginAsyncZod<{ cards: BusinessCardsService; uploadLimit: RateLimit }> = async (app, { cards, uploadLimit }) => {
  await app.register(multipart, { limits: { fileSize: TMC_LIMITS.photoBytesMax, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/',
    {
      preHandler: requireUser,
      // Three 5,000-character texts of Cyrillic fit in far less; a larger body is still read, so an
      // over-long 'about' is answered by the schema's Russian 400 rather than a 413.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['business-cards'],
        summary: 'Создать или изменить визитную карточку поставщика',
        security: bearer,
        body: businessCardInputSchema,
        response: { 200: businessCardViewSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => cards.save(request.user!, request.body),
  );

  app.get(
    '/all',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        tags: ['business-cards'],
        summary: 'Все визитные карточки (администраторы)',
        security: bearer,
        response: { 200: z.array(businessCardViewSchema), 401: error, 403: error },
      },
    },
    async () => cards.all(),
  );

  app.post(
    '/sellerCodes',
    {
      schema: {
        tags: ['business-cards'],
        summary: 'Визитные карточки премиальных поставщиков по их кодам',
        body: businessCardSellerCodesSchema,
        response: { 200: z.array(businessCardViewSchema), 400: error },
      },
    },
    async (request) => cards.bySellerCodes(request.body.sellerCodes),
  );

  app.get(
    '/photos/:file',
    {
      schema: {
        tags: ['business-cards'],
        summary: 'Фотография визитной карточки (WebP); кэшируется навсегда, имя файла не меняется',
        params: z.object({ file: text().max(80) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!CARD_PHOTO_FILE_PATTERN.test(file)) throw AppError.notFound();
      const full = path.join(cards.dir, file);
      try {
        await fs.access(full);
      } catch {
        throw AppError.notFound();
      }
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(full));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['business-cards'],
        summary: 'Визитная карточка поставщика по его коду',
        params: businessCardParamsSchema,
        response: { 200: businessCardViewSchema, 400: error, 404: error },
      },
    },
    async (request) => cards.get(request.user, request.params.id),
  );

  app.post(
    '/:id/addPhoto',
    {
      // Counted with goods photos' limit, per user (RATE_LIMIT_UPLOAD_*).
      config: perUserLimit(uploadLimit),
      preHandler: requireUser,
      schema: {
        tags: ['business-cards'],
        summary: 'Фотография визитной карточки (multipart, поле file; JPEG, PNG или WebP до 10 МБ)',
        security: bearer,
        params: businessCardParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: businessCardViewSchema, 400: error, 401: error, 403: error, 404: error, 409: error, 413: error, 429: error, 503: error },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, TMC_LIMITS.photoBytesMax, { missing: photoMissing, tooLarge: photoTooLarge });
      return cards.addPhoto(request.user!, request.params.id, bytes);
    },
  );
};
