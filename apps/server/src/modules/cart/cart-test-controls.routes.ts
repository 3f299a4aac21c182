import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { idParamsSchema } from '@tmc/shared/params';
import { canManagePlatform } from '@tmc/shared/roles';
import { requireAccess } from '../../plugins/auth.ts';
import type { CartService } from './cart.service.ts';

/**
 * Test-only controls of the cart (/api/testing/cart), registered by app.ts only when config.testControls is on, which
 * loadConfig refuses unless NODE_ENV=test: the browser tests end an entry's term now instead of waiting 3, 8 or 20 days.
 * Administrators (L1, L2) only, even there.
 */
export const cartTestControlRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.post(
    '/:id/end-term',
    {
      preHandler: requireAccess(canManagePlatform),
      schema: {
        hide: true,
        params: idParamsSchema,
        response: { 200: z.object({ expired: z.number(), concluded: z.number() }), 401: apiErrorBodySchema, 403: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => cart.endTermNow(request.params.id),
  );
};
