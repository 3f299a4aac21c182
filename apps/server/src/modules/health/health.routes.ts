import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const unhealthySchema = z.object({ status: z.literal('error'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Проверка работоспособности', response: { 200: healthSchema, 503: unhealthySchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'error' as const, database: database.kind });
      }
    },
  );
};
