import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const unhealthySchema = z.object({ status: z.literal('error'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '',
    { schema: { tags: ['system'], summary: 'Проверка работоспособности', response: { 200: healthSchema, 503: unhealthySchema } } },
    async (request, reply) => {
      try {
        await health.ping();
        return { status: 'ok' as const, database: health.kind };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'error' as const, database: health.kind });
      }
    },
  );
};
