import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daySloganSchema, daySloganUpdateSchema } from '@tmc/shared/content';
import { canManagePlatform } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { ContentService } from './content.service.ts';

/** The day slogan of the top bar (specification, section 7 'Slogan and tickers'). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/get',
    { schema: { tags: ['content'], summary: 'Слоган дня', response: { 200: daySloganSchema } } },
    async () => ({ daySlogan: await content.getDaySlogan() }),
  );
  app.post(
    '/update',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: { tags: ['content'], summary: 'Изменить слоган дня', security: [{ bearer: [] }], body: daySloganUpdateSchema, response: { 200: daySloganSchema } },
    },
    async (request) => {
      await content.setDaySlogan(request.user!, request.body.daySlogan);
      return { daySlogan: request.body.daySlogan };
    },
  );
};
