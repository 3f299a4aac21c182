import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { corporationSchema } from '@tmc/shared/corporations';
import type { CorporationsService } from './corporations.service.ts';

/** Corporations (registered under /api/corporations). */
export const corporationsRoutes: FastifyPluginAsyncZod<{ corporations: CorporationsService }> = async (app, { corporations }) => {
  app.get(
    '/list/unblocked',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Незаблокированные корпорации',
        response: { 200: z.object({ items: z.array(corporationSchema) }) },
      },
    },
    async () => ({ items: await corporations.listUnblocked() }),
  );
};
