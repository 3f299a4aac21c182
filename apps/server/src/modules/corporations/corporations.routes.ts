import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { corporationSchema } from '@tmc/shared/corporations';
import type { Db } from '../../db/client.ts';
import { corporations } from '../../db/schema/sellers.ts';

/** Corporations: the unblocked list feeds the top bar's 'Корпорации' dropdown. The rest comes with its issue. */
export const corporationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/list/unblocked',
    {
      schema: {
        tags: ['corporations'],
        summary: 'Незаблокированные корпорации',
        response: { 200: z.object({ items: z.array(corporationSchema) }) },
      },
    },
    async () => {
      const items = await db
        .select({ id: corporations.id, title: corporations.title })
        .from(corporations)
        .where(eq(corporations.blocked, false))
        .orderBy(asc(corporations.title));
      return { items };
    },
  );
};
