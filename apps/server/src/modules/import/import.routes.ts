import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import {
  IMPORT_API_MESSAGES,
  IMPORT_ERROR_CODES,
  IMPORT_FILE_MESSAGES,
  IMPORT_LIMITS,
  importJobQuerySchema,
  importJobSchema,
  importListQuerySchema,
  importLogQuerySchema,
  importLogRowSchema,
  importLogUpdateInputSchema,
  importMappingInputSchema,
  importTrialSchema,
  importTryInputSchema,
  importTryResultSchema,
  importUploadQuerySchema,
} from '@tmc/shared/import-schemas';
import { pagedSchema } from '@tmc/shared/lists';
import { canPlaceGoods, canViewSellerGoods } from '@tmc/shared/roles';
import { AppError } from '../../lib/app-error.ts';
import { requireAccess } from '../../plugins/auth.ts';
import type { ImportFileRef } from './import-file.ts';
import type { ImportService } from './import.service.ts';

const error = apiErrorBodySchema;
const bearer = [{ bearer: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['import'];

/** 'остатки.XLSX' -> '.xlsx'; anything odd -> ''. The stored file's name never comes from the supplier. */
const extensionOf = (fileName: string): string => {
  const ext = path.extname(fileName).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '';
};

/** 'attachment' with the Russian name for browsers (RFC 6266) and an ASCII fallback. */
const attachment = (asciiName: string, name: string) => `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Import of goods (specification section 7 'Import'; the list of paths at the end of import-schemas.ts). */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.fileBytesMax, files: 2, fields: 5, parts: 7 } });

  const jobResponse = { 200: importJobSchema, 400: error, 401: error, 403: error, 404: error, 409: error };

  app.post(
    '/',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags,
        summary: 'Загрузить файл (multipart, поле file: XLSX, CSV или выгрузка 1С — import.xml и offers.xml или ZIP); файл проверяется, столбцы сопоставляются',
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: importUploadQuerySchema,
        response: { 201: importJobSchema, 400: error, 401: error, 403: error, 404: error, 409: error, 413: error },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const seller = await imports.sellerForWrite(user, request.query.sellerCode);
      if (!request.isMultipart()) throw new AppError(IMPORT_ERROR_CODES.noFile, 400, IMPORT_API_MESSAGES.noFile);
      const id = request.query.jobId ?? randomUUID();
      await fs.mkdir(imports.dir, { recursive: true });
      const files: ImportFileRef[] = [];
      const stored: string[] = [];
      try {
        for await (const part of request.files()) {
          const name = `${id}-${files.length}${extensionOf(part.filename)}`;
          const target = path.join(imports.dir, name);
          files.push({ path: target, fileName: part.filename.slice(0, 200) || 'файл' });
          stored.push(name);
          await pipeline(part.file, new PassThrough(), createWriteStream(target));
          if (part.file.truncated) throw new AppError(IMPORT_ERROR_CODES.file, 413, IMPORT_FILE_MESSAGES.tooLarge);
        }
      } catch (err) {
        await Promise.all(files.map((f) => fs.rm(f.path, { force: true })));
        if (err instanceof AppError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new AppError(IMPORT_ERROR_CODES.file, 413, IMPORT_FILE_MESSAGES.tooLarge);
        if (err instanceof app.multipartErrors.FilesLimitError) throw new AppError(IMPORT_ERROR_CODES.file, 400, IMPORT_FILE_MESSAGES.commercemlFiles);
        throw new AppError(IMPORT_ERROR_CODES.noFile, 400, IMPORT_API_MESSAGES.noFile);
      }
      if (files.length === 0) throw new AppError(IMPORT_ERROR_CODES.noFile, 400, IMPORT_API_MESSAGES.noFile);
      return reply.status(201).send(await imports.create(user, seller, id, files, stored));
    },
  );

  app.put(
    '/mapping',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: { tags, summary: 'Исправить сопоставление столбцов (запоминается для следующих файлов поставщика)', security: bearer, querystring: importJobQuerySchema, body: importMappingInputSchema, response: jobResponse },
    },
    async (request) => imports.setMapping(request.user!, request.query.jobId, request.body.override),
  );

  app.post(
    '/trial',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags,
        summary: 'Пробный запуск: сколько позиций будет создано, обновлено и отклонено (с причинами); товары не записываются',
        security: bearer,
        querystring: importJobQuerySchema,
        response: { 200: importTrialSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => imports.trial(request.user!, request.query.jobId),
  );

  app.post(
    '/run',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: { tags, summary: 'Запустить импорт (фоновая задача; ход — в status)', security: bearer, querystring: importJobQuerySchema, response: { ...jobResponse, 202: importJobSchema } },
    },
    async (request, reply) => reply.status(202).send(await imports.run(request.user!, request.query.jobId)),
  );

  app.post(
    '/cancel',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: { tags, summary: 'Отменить импорт в очереди или в работе (записанные пачки остаются)', security: bearer, querystring: importJobQuerySchema, response: jobResponse },
    },
    async (request) => imports.cancel(request.user!, request.query.jobId),
  );

  app.get(
    '/status',
    {
      preHandler: requireAccess(canViewSellerGoods),
      schema: { tags, summary: 'Состояние импорта: строк обработано из всего, создано, обновлено, отклонено', security: bearer, querystring: importJobQuerySchema, response: jobResponse },
    },
    async (request) => imports.status(request.user!, request.query.jobId),
  );

  app.get(
    '/list',
    {
      preHandler: requireAccess(canViewSellerGoods),
      schema: {
        tags,
        summary: 'Последние импорты поставщика',
        security: bearer,
        querystring: importListQuerySchema,
        response: { 200: z.object({ items: z.array(importJobSchema) }), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => ({ items: await imports.list(request.user!, request.query.sellerCode) }),
  );

  app.get(
    '/log',
    {
      preHandler: requireAccess(canViewSellerGoods),
      schema: {
        tags,
        summary: 'Журнал импорта: отклонённые, исправленные и загруженные после исправления строки',
        security: bearer,
        querystring: importLogQuerySchema,
        response: { 200: pagedSchema(importLogRowSchema), 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => imports.log(request.user!, request.query),
  );

  app.put(
    '/log/update',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags,
        summary: 'Исправить отклонённую строку журнала (проверяется заново)',
        security: bearer,
        body: importLogUpdateInputSchema,
        response: { 200: importLogRowSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => imports.updateLogRow(request.user!, request.body),
  );

  app.post(
    '/log/try-import',
    {
      preHandler: requireAccess(canPlaceGoods),
      schema: {
        tags,
        summary: 'Загрузить исправленные строки журнала',
        security: bearer,
        body: importTryInputSchema,
        response: { 200: importTryResultSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => imports.tryImport(request.user!, request.body),
  );

  app.get(
    '/template',
    { preHandler: requireAccess(canViewSellerGoods), schema: { tags, summary: 'Шаблон XLSX для импорта', security: bearer } },
    async (_request, reply) => {
      const body = new PassThrough();
      void imports.template(body).catch((err: unknown) => body.destroy(err as Error));
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment('tmc-template.xlsx', 'Шаблон импорта ТМЦ.xlsx')).send(body);
    },
  );

  app.get(
    '/export',
    {
      preHandler: requireAccess(canViewSellerGoods),
      schema: { tags, summary: 'Товары поставщика в XLSX в столбцах шаблона (для правки и повторного импорта)', security: bearer, querystring: importListQuerySchema },
    },
    async (request, reply) => {
      const { sellerCode, write } = await imports.exportGoods(request.user!, request.query.sellerCode);
      const body = new PassThrough();
      void write(body).catch((err: unknown) => body.destroy(err as Error));
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(`tmc-${sellerCode}.xlsx`, `Товары ${sellerCode}.xlsx`)).send(body);
    },
  );
};
