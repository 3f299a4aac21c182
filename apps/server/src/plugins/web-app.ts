import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';

const escapeHtmlAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Serves the built web app from one process with the API: hashed assets cached for a year,
 * index.html (with the public settings in its meta tag) for every other non-API path (SPA fallback),
 * and a JSON 404 in the error shape for unknown /api paths.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir: string; publicConfig: PublicAppConfig }) {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const indexHtml = hasWeb
    ? fs
        .readFileSync(indexPath, 'utf8')
        .replace('__APP_CONFIG__', escapeHtmlAttribute(JSON.stringify(options.publicConfig)))
    : null;
  if (!hasWeb) app.log.warn({ distDir: options.distDir }, 'web app is not built: run npm run build');

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) && /-[A-Za-z0-9_-]{8,}\.\w+$/.test(filePath);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: GENERIC_ERROR_MESSAGES.notFound, requestId: request.id } });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml) {
      // A file-looking path that was not found is a real 404, not the app.
      if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) return reply.status(404).type('text/plain; charset=utf-8').send('Не найдено');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Не найдено');
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
