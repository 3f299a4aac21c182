import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { blogPostInputSchema, blogPostSchema, blogPostSummarySchema, blogSlugParamsSchema } from '@tmc/shared/blog-schemas';
import { idParamsSchema } from '@tmc/shared/params';
import { pagedSchema, pageQuerySchema } from '@tmc/shared/lists';
import { canManageBlogAndReviews } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { BlogService } from './blog.service.ts';

const error = apiErrorBodySchema;
const guard = requireAccess(canManageBlogAndReviews);
const security = [{ bearer: [] }];

/** The blog: visitors read published posts; administrators (L1, L2) write them. */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/posts',
    { schema: { tags: ['blog'], summary: 'Опубликованные статьи блога', querystring: pageQuerySchema, response: { 200: pagedSchema(blogPostSummarySchema), 400: error } } },
    async (request) => blog.list(request.query),
  );
  app.get(
    '/posts/:slug',
    { schema: { tags: ['blog'], summary: 'Статья блога по адресу', params: blogSlugParamsSchema, response: { 200: blogPostSchema, 400: error, 404: error } } },
    async (request) => blog.getPublished(request.params.slug),
  );

  app.get(
    '/admin/posts',
    {
      preHandler: guard,
      schema: { tags: ['blog'], summary: 'Все статьи, с черновиками', security, querystring: pageQuerySchema, response: { 200: pagedSchema(blogPostSummarySchema), 401: error, 403: error } },
    },
    async (request) => blog.list(request.query, true),
  );
  app.get(
    '/admin/posts/:id',
    { preHandler: guard, schema: { tags: ['blog'], summary: 'Статья для правки', security, params: idParamsSchema, response: { 200: blogPostSchema, 401: error, 403: error, 404: error } } },
    async (request) => blog.getAny(request.params.id),
  );
  app.post(
    '/admin/posts',
    { preHandler: guard, schema: { tags: ['blog'], summary: 'Новая статья (Markdown)', security, body: blogPostInputSchema, response: { 201: blogPostSchema, 400: error, 401: error, 403: error } } },
    async (request, reply) => reply.code(201).send(await blog.create(request.user!, request.body)),
  );
  app.put(
    '/admin/posts/:id',
    {
      preHandler: guard,
      schema: { tags: ['blog'], summary: 'Изменить статью', security, params: idParamsSchema, body: blogPostInputSchema, response: { 200: blogPostSchema, 400: error, 401: error, 403: error, 404: error } },
    },
    async (request) => blog.update(request.user!, request.params.id, request.body),
  );
  app.delete(
    '/admin/posts/:id',
    { preHandler: guard, schema: { tags: ['blog'], summary: 'Удалить статью', security, params: idParamsSchema, response: { 204: z.null(), 401: error, 403: error, 404: error } } },
    async (request, reply) => {
      await blog.remove(request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
