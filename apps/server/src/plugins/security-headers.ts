import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { BOOT_SCRIPT_CSP_SOURCE } from './server-pages.ts';

/**
 * Helmet's security headers on every answer (the API, the pages, errors and 404s). The middleware is
 * built once: @fastify/helmet rebuilt it, parsing the CSP directives again, on every request (a tenth
 * of the API's own time over the SQL of a small search; docs/decisions.md).
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The one inline script is the server-rendered pages' loader (plugins/server-pages.ts), by its hash.
      scriptSrc: ["'self'", BOOT_SCRIPT_CSP_SOURCE],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
});

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
