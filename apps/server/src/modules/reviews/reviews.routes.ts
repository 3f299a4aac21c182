import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { idParamsSchema } from '@tmc/shared/params';
import { reviewInputSchema, reviewModerationQuerySchema, reviewSchema, reviewStatusInputSchema } from '@tmc/shared/review-schemas';
import { pagedSchema, pageQuerySchema } from '@tmc/shared/lists';
import { canManageBlogAndReviews } from '@tmc/shared/roles';
import { requireAccess, requireUser } from '../../plugins/auth.ts';
import type { ReviewsService } from './reviews.service.ts';

const error = apiErrorBodySchema;
const security = [{ bearer: [] }];

/** Reviews: signed-in users write them, administrators (L1, L2) approve them, everyone reads the approved ones. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/',
    { schema: { tags: ['reviews'], summary: 'Одобренные отзывы', querystring: pageQuerySchema, response: { 200: pagedSchema(reviewSchema), 400: error } } },
    async (request) => reviews.listApproved(request.query),
  );
  app.post(
    '/',
    {
      preHandler: requireUser,
      schema: { tags: ['reviews'], summary: 'Оставить отзыв (появится после проверки администратором)', security, body: reviewInputSchema, response: { 201: reviewSchema, 400: error, 401: error, 429: error } },
    },
    async (request, reply) => reply.code(201).send(await reviews.create(request.user!.id, request.body)),
  );
  app.get(
    '/moderation',
    {
      preHandler: requireAccess(canManageBlogAndReviews),
      schema: {
        tags: ['reviews'],
        summary: 'Отзывы по статусу (по умолчанию — ждущие проверки)',
        security,
        querystring: pageQuerySchema.extend(reviewModerationQuerySchema.shape),
        response: { 200: pagedSchema(reviewSchema), 400: error, 401: error, 403: error },
      },
    },
    async (request) => reviews.listByStatus(request.query.status, request.query),
  );
  app.put(
    '/:id/status',
    {
      preHandler: requireAccess(canManageBlogAndReviews),
      schema: {
        tags: ['reviews'],
        summary: 'Одобрить или отклонить отзыв',
        security,
        params: idParamsSchema,
        body: reviewStatusInputSchema,
        response: { 200: reviewSchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => reviews.setStatus(request.user!, request.params.id, request.body.status),
  );
};
