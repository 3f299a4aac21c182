import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicAppConfig } from '@tmc/shared/app-config';
import { SESSION_HINT_COOKIE, type PageRenderRequest } from '@tmc/shared/page-render';
import { loadServerPages } from './server-pages.ts';

/** The kinds of file the web build and public/ serve; a missing one of these answers a plain 404. */
const STATIC_FILE = /\.(js|mjs|css|map|json|txt|xml|svg|png|jpe?g|webp|gif|ico|woff2?|ttf|br|gz|html?)$/i;
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';

const escapeHtmlAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type Encoding = 'br' | 'gzip';

/** The first of br, gzip the request accepts (`q=0` refuses one), or null for the plain page. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** The page as it is and compressed, when it is over 1 KB (the threshold of the API's answers). */
function precompressed(html: string): { identity: string; br?: Buffer; gzip?: Buffer } {
  if (Buffer.byteLength(html) < 1024) return { identity: html };
  return { identity: html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html, { level: 9 }) };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made for one request, compressed as the API's answers are (brotli at quality 4, or gzip). */
async function compressPage(html: string, encoding: Encoding | null): Promise<string | Buffer> {
  if (!encoding || Buffer.byteLength(html) < 1024) return html;
  if (encoding === 'br') return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  return gzip(html);
}

const hasSessionHint = (request: FastifyRequest) => request.cookies[SESSION_HINT_COOKIE] === '1';

export interface WebAppOptions {
  distDir: string;
  /** The page renderer's bundle (apps/web/dist-ssr); without it every page is rendered in the browser. */
  ssrDir?: string | undefined;
  publicConfig: PublicAppConfig;
}

/**
 * Serves the built web app from one process with the API: hashed assets cached for a year (immutable)
 * and sent precompressed; for every other non-API path the page (`no-cache`: checked on every visit, so
 * a new build is seen at once, with the public settings in its meta tag): a buyer page rendered by the
 * server (server-pages.ts), any other the index.html the browser renders (SPA fallback); and a JSON
 * 404 in the error shape for unknown /api paths.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const indexSource = hasWeb
    ? fs.readFileSync(indexPath, 'utf8').replace('__APP_CONFIG__', escapeHtmlAttribute(JSON.stringify(options.publicConfig)))
    : null;
  const indexHtml = indexSource === null ? null : precompressed(indexSource);
  if (!hasWeb) app.log.warn({ distDir: options.distDir }, 'web app is not built: run npm run build');
  let serverPages: Awaited<ReturnType<typeof loadServerPages>> = null;
  try {
    if (indexSource !== null && options.ssrDir) serverPages = await loadServerPages(options.distDir, options.ssrDir, indexSource);
  } catch (error) {
    app.log.error({ err: error, ssrDir: options.ssrDir }, 'page renderer unusable');
  }
  if (hasWeb && !serverPages) app.log.warn({ ssrDir: options.ssrDir }, 'no page renderer: every page is rendered in the browser');

  /** The buyer page the request asks for, rendered with the answers the API gives this visitor; null: the browser renders it. */
  async function renderPage(request: FastifyRequest): Promise<string | null> {
    if (!serverPages) return null;
    const host = request.host;
    const fetchApi: PageRenderRequest['fetchApi'] = async (apiPath) => {
      if (!apiPath.startsWith('/api/')) throw new Error(`not an API path: ${apiPath}`);
      // As if the visitor's browser asked: their address (rate limits), cookies (the visitor id), language.
      const headers: Record<string, string> = { accept: 'application/json', host };
      for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({ method: 'GET', url: apiPath, headers, remoteAddress: request.ip });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    try {
      const page = await serverPages.renderer.renderPage({
        url: request.url,
        origin: `${request.protocol}://${host}`,
        host,
        config: options.publicConfig,
        withData: !hasSessionHint(request),
        fetchApi,
      });
      return page ? serverPages.shell.html(page) : null;
    } catch (error) {
      // The browser renders the page as it always could.
      request.log.error({ err: error, url: request.url }, 'page render failed');
      return null;
    }
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes <file>.br and <file>.gz (apps/web/precompress-plugin.ts): sent by the request's
      // Accept-Encoding, with Vary: Accept-Encoding; the plain file otherwise.
      preCompressed: true,
      setHeaders(res, filePath) {
        // The precompressed variant (main-AbCdEf12.js.br) is cached like the file it stands for.
        const file = filePath.replace(/\.(br|gz)$/, '');
        const immutable = file.includes(`${path.sep}assets${path.sep}`) && /-[A-Za-z0-9_-]{8,}\.\w+$/.test(file);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: GENERIC_ERROR_MESSAGES.notFound, requestId: request.id } });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml) {
      // A missing static file is a real 404, not the app. Only the build's own kinds of file count: an
      // address such as /admins/curators/d.polyakov@tmc-market.ru ends in '.ru' and is a page of the app.
      if (STATIC_FILE.test(request.url.split('?')[0] ?? '')) return reply.status(404).type('text/plain; charset=utf-8').send('Не найдено');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie');
      // The not-found handler is no route, so @fastify/compress does not see it: index.html is compressed
      // once at start, a rendered page when it is made, by the same rule.
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const rendered = request.method === 'GET' ? await renderPage(request) : null;
      if (rendered !== null) {
        const body = await compressPage(rendered, encoding);
        if (typeof body !== 'string') reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      if (encoding && indexHtml[encoding]) return reply.header('content-encoding', encoding).send(indexHtml[encoding]);
      return reply.send(indexHtml.identity);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Не найдено');
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
