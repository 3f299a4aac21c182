import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@tmc/shared/text';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { heldGoodsPageSchema } from '@tmc/shared/cart-schemas';
import { REGIONS, UNITS, VAT_RATES } from '@tmc/shared/dictionaries';
import { pageQuerySchema } from '@tmc/shared/lists';
import { anonymousIdSchema } from '@tmc/shared/logs';
import { canModerateGoods, canPlaceGoods, canViewGoodsQueue, canViewSellerGoods } from '@tmc/shared/roles';
import {
  TMC_LIMITS,
  TMC_MESSAGES,
  tmcAttributesInputSchema,
  tmcAttributesResponseSchema,
  tmcCreateInputSchema,
  tmcDetailsSchema,
  tmcDictionariesSchema,
  tmcIdParamsSchema,
  tmcMovementInputSchema,
  tmcMovementPageSchema,
  tmcMovementResultSchema,
  tmcOwnSearchPageSchema,
  tmcPhotoSchema,
  tmcRejectInputSchema,
  tmcSearchPageSchema,
  tmcSuggestionsSchema,
  tmcUpdateInputSchema,
} from '@tmc/shared/tmc-schemas';
import { tmcAdminSearchQuerySchema, tmcInventoryQuerySchema, tmcSearchQuerySchema, tmcSuggestionsQuerySchema } from '@tmc/shared/tmc-search-schemas';
import type { RateLimit } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { anonymousPerAddressLimit, perUserLimit } from '../../lib/rate-limit.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { PHOTO_FILE_PATTERN, photoMissingError, photoTooLargeError, type TmcPhotos } from './tmc-photos.ts';
import type { TmcService } from './tmc.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];
/** Cookie of the anonymous visitor id (the buyer log's 'aid'), recorded with each search. */
const aidOf = (cookies: Record<string, string | undefined> | undefined): string | null => {
  const aid = cookies?.['aid'];
  return aid && anonymousIdSchema.safeParse(aid).success ? aid : null;
};

/** Goods: search, the item page, placement by suppliers, moderation (spec section 7, 'Tmc (goods)'; paths in tmc-schemas.ts). */
export const tmcRoutes: FastifyPluginAsyncZod<{ tmc: TmcService; photos: TmcPhotos; limits: { search: RateLimit; upload: RateLimit } }> = async (
  app,
  { tmc, photos, limits },
) => {
  await app.register(multipart, { limits: { fileSize: TMC_LIMITS.photoBytesMax, files: 1, fields: 5, parts: 6 } });

  // ---- the common base ------------------------------------------------------------------------

  const searchSchema = (summary: string) => ({
    tags: ['tmc'],
    summary,
    querystring: tmcSearchQuerySchema,
    response: { 200: tmcSearchPageSchema, 400: error },
  });
  // The hottest routes skip re-parsing their answer with zod (a third of the API's own time over the
  // SQL in the search benchmark): the service builds it with the schema's type, which the compiler
  // checks, and the schema still documents it in OpenAPI. Tests compare answers to the schema.
  const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  app.get('/search', { ...plainJson, config: anonymousPerAddressLimit(limits.search), schema: searchSchema('Поиск в общей базе: опубликованные позиции, по релевантности, затем новые') }, async (request) =>
    tmc.search(request.user, aidOf(request.cookies), request.query),
  );
  app.get('/premium-sellers/search', { ...plainJson, config: anonymousPerAddressLimit(limits.search), schema: searchSchema('Поиск среди позиций премиальных поставщиков') }, async (request) =>
    tmc.premiumSearch(request.user, aidOf(request.cookies), request.query),
  );
  app.get('/latest/search', { ...plainJson, config: anonymousPerAddressLimit(limits.search), schema: searchSchema('Новые: позиции, опубликованные в предыдущий день (по Москве)') }, async (request) =>
    tmc.latestSearch(request.user, aidOf(request.cookies), request.query),
  );

  app.get(
    '/suggestions',
    {
      schema: {
        tags: ['tmc'],
        summary: 'Подсказки наименований для строки поиска',
        querystring: tmcSuggestionsQuerySchema,
        response: { 200: tmcSuggestionsSchema, 400: error },
      },
    },
    async (request) => ({ items: await tmc.suggestions(request.query.q) }),
  );

  app.get(
    '/dictionaries',
    { schema: { tags: ['tmc'], summary: 'Справочники: единицы, регионы, ставки НДС, годы', response: { 200: tmcDictionariesSchema } } },
    async (_request, reply) => {
      const thisYear = Number(moscowToday().slice(0, 4));
      const years = Array.from({ length: thisYear - TMC_LIMITS.yearMin + 1 }, (_, i) => thisYear - i);
      void reply.header('cache-control', 'public, max-age=3600');
      return { units: [...UNITS], regions: [...REGIONS], vatRates: [...VAT_RATES], years };
    },
  );

  app.get(
    '/photos/:file',
    {
      schema: {
        tags: ['tmc'],
        summary: 'Файл фотографии (WebP); кэшируется навсегда, имя файла не меняется',
        params: z.object({ file: text().max(80) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!PHOTO_FILE_PATTERN.test(file)) throw AppError.notFound();
      const full = path.join(photos.dir, file);
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

  // ---- lists of the admin and the supplier ----------------------------------------------------

  app.get(
    '/admin/search',
    {
      preHandler: requireAccess(canViewGoodsQueue),
      schema: {
        tags: ['tmc'],
        summary: 'Позиции любого статуса (очередь модерации): ADMIN L1/L2 — все, куратор (L4) — своих поставщиков',
        security: bearer,
        querystring: tmcAdminSearchQuerySchema,
        response: { 200: tmcOwnSearchPageSchema, 400: error, 401: error, 403: error },
      },
    },
    async (request) => tmc.adminSearch(request.user!, request.query),
  );

  app.put(
    '/admin/:id/publish',
    {
      preHandler: requireAccess(canModerateGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Модерация: опубликовать позицию в общей базе',
        security: bearer,
        params: tmcIdParamsSchema,
        response: { 200: tmcDetailsSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => tmc.publish(request.user!, request.params.id),
  );

  app.put(
    '/admin/:id/reject',
    {
      preHandler: requireAccess(canModerateGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Модерация: отклонить позицию с причиной (или снять опубликованную)',
        security: bearer,
        params: tmcIdParamsSchema,
        body: tmcRejectInputSchema,
        response: { 200: tmcDetailsSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => tmc.reject(request.user!, request.params.id, request.body.reason),
  );

  const sellerListSchema = (summary: string, response: z.ZodType) => ({
    tags: ['tmc'],
    summary,
    security: bearer,
    querystring: tmcInventoryQuerySchema,
    response: { 200: response, 400: error, 401: error, 403: error, 404: error },
  });

  app.get(
    '/seller/inventory',
    { preHandler: requireAccess(canViewSellerGoods), schema: sellerListSchema('Позиции поставщика со статусами модерации', tmcOwnSearchPageSchema) },
    async (request) => tmc.inventory(request.user!, request.query),
  );

  app.get(
    '/seller/reserve',
    { preHandler: requireAccess(canViewSellerGoods), schema: sellerListSchema('Позиции поставщика, которые держат покупатели', heldGoodsPageSchema) },
    async (request) => tmc.heldGoods(request.user!, request.query),
  );

  // ---- placement ------------------------------------------------------------------------------

  app.post(
    '/save',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Разместить позицию (уходит на модерацию; 409 tier_limit сверх лимита тарифа)',
        security: bearer,
        body: tmcCreateInputSchema,
        response: { 201: tmcDetailsSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => reply.status(201).send(await tmc.create(request.user!, request.body)),
  );

  app.put(
    '/update',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Изменить позицию (снова уходит на модерацию)',
        security: bearer,
        body: tmcUpdateInputSchema,
        response: { 200: tmcDetailsSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => tmc.update(request.user!, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Удалить позицию (в архив, если по ней были сделки)',
        security: bearer,
        params: tmcIdParamsSchema,
        response: { 204: z.null(), 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => {
      await tmc.remove(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/additional-attributes/:id',
    {
      schema: {
        tags: ['tmc'],
        summary: 'Дополнительные характеристики позиции',
        params: tmcIdParamsSchema,
        response: { 200: tmcAttributesResponseSchema, 400: error, 404: error },
      },
    },
    async (request) => tmc.attributes(request.user, request.params.id),
  );

  app.put(
    '/additional-attributes/:id',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Заменить дополнительные характеристики (позиция снова уходит на модерацию)',
        security: bearer,
        params: tmcIdParamsSchema,
        body: tmcAttributesInputSchema,
        response: { 200: tmcAttributesResponseSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => tmc.setAttributes(request.user!, request.params.id, request.body.attributes),
  );

  app.get(
    '/incomeExpense/:id',
    {
      preHandler: requireAccess(canViewSellerGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Приход и расход позиции (движения остатка)',
        security: bearer,
        params: tmcIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: tmcMovementPageSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => tmc.movements(request.user!, request.params.id, request.query),
  );

  app.post(
    '/incomeExpense/:id',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Записать приход (delta > 0) или расход (delta < 0); остаток не уходит ниже нуля',
        security: bearer,
        params: tmcIdParamsSchema,
        body: tmcMovementInputSchema,
        response: { 201: tmcMovementResultSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request, reply) => reply.status(201).send(await tmc.addMovement(request.user!, request.params.id, request.body)),
  );

  app.post(
    '/:id/photos',
    {
      config: perUserLimit(limits.upload),
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Добавить фотографию (multipart, поле file; JPEG, PNG или WebP до 10 МБ)',
        security: bearer,
        params: tmcIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: tmcPhotoSchema, 400: error, 401: error, 403: error, 404: error, 409: error, 413: error, 429: error, 503: error },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await tmc.rowForWrite(request.user!, id);
      await photos.assertRoom(id);
      const bytes = await readUploadedFile(request, TMC_LIMITS.photoBytesMax, { missing: photoMissingError, tooLarge: photoTooLargeError });
      return reply.status(201).send(await photos.add(id, bytes));
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags: ['tmc'],
        summary: 'Удалить фотографию позиции',
        security: bearer,
        params: tmcIdParamsSchema.extend({ photoId: text().uuid({ error: TMC_MESSAGES.photoNotFound }) }),
        response: { 204: z.null(), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      await tmc.rowForWrite(request.user!, request.params.id);
      await photos.remove(request.params.id, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  // Last: the item page, so that every fixed path above wins over /:id.
  app.get(
    '/:id',
    {
      schema: {
        tags: ['tmc'],
        summary: 'Страница позиции: поля, фотографии, поставщик',
        params: tmcIdParamsSchema,
        response: { 200: tmcDetailsSchema, 400: error, 404: error },
      },
    },
    async (request) => tmc.get(request.user, request.params.id, aidOf(request.cookies)),
  );
};
