import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from './plugins/web-app.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('server shape', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('error');
    await broken.app.close();
  });

  it('unknown /api paths are a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Не найдено', requestId: expect.any(String) } });
  });

  it('malformed JSON is a Russian 400 without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-panel/day-slogan/update',
      headers: { 'content-type': 'application/json' },
      payload: '{"daySlogan":',
    });
    expect([400, 401]).toContain(res.statusCode);
    const body = res.json();
    expect(body.error.message).toMatch(/[а-яА-Я]/);
    expect(JSON.stringify(body)).not.toMatch(/stack|SyntaxError|at .*\.js/);
  });

  it('echoes a request id in errors and takes one from x-request-id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-request-id': 'abc-123' } });
    expect(res.json().error.requestId).toBe('abc-123');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/logged-in', '/api/admin-panel/day-slogan/get']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('compresses API answers over 1 KB by Accept-Encoding and leaves small ones alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(json.openapi).toMatch(/^3\./);
    expect(big.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 3);

    const gz = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);

    const none = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().openapi).toMatch(/^3\./);

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on a search, a refused query and a path that does not exist', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const answers = await Promise.all(
      ['/api/tmc/search?q=труба', '/api/tmc/search?page=-1', '/api/no-such-path'].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 400, 404]);
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy'].map((h) => [h, headers[h]]));
    expect(Object.values(security(health.headers)).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    for (const a of answers) expect(security(a.headers)).toEqual(security(health.headers));
    expect(health.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(health.headers['x-powered-by']).toBeUndefined();
  });
});

const bigScript = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

describe('web app serving', () => {
  let w: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="ru"><head><meta name="app-config" content="__APP_CONFIG__"></head><body>app<!-- ${'padding '.repeat(150)} --></body></html>`,
    );
    await fs.writeFile(path.join(dist, 'assets', 'main-AbCdEf12.js'), 'console.log(1)');
    // What the build's precompress step writes beside a large script.
    await fs.writeFile(path.join(dist, 'assets', 'big-AbCdEf12.js'), bigScript);
    await fs.writeFile(path.join(dist, 'assets', 'big-AbCdEf12.js.br'), zlib.brotliCompressSync(bigScript));
    await fs.writeFile(path.join(dist, 'assets', 'big-AbCdEf12.js.gz'), zlib.gzipSync(bigScript));
    w = await createTestApp({ WEB_DIST_DIR: dist, ADMIN_HOST: 'admin.example.ru', SUPPORT_PHONE: '+7 (495) 111-22-33' });
  });
  afterAll(async () => {
    await w.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for every app path with the public config in its meta tag', async () => {
    for (const url of ['/', '/search?title=труба', '/admins/settings/123456/entities', '/sellers/123456/entities']) {
      const res = await w.app.inject({ method: 'GET', url: encodeURI(url) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const meta = /<meta name="app-config" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
      const config = JSON.parse(meta.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
      expect(config).toMatchObject({ adminHost: 'admin.example.ru', supportPhone: '+7 (495) 111-22-33', sellerHost: null });
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await w.app.inject({ method: 'GET', url: '/assets/main-AbCdEf12.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await w.app.inject({ method: 'GET', url: '/assets/missing-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the app for a page whose address ends like a domain (a curator addressed by its e-mail)', async () => {
    const page = await w.app.inject({ method: 'GET', url: '/admins/curators/d.polyakov@tmc-market.ru' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await w.app.inject({ method: 'GET', url: '/missing-logo.png' })).statusCode).toBe(404);
  });

  it('sends the build\'s brotli or gzip file by Accept-Encoding, with Vary, cached as immutable', async () => {
    const url = '/assets/big-AbCdEf12.js';
    const br = await w.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 3);

    const gz = await w.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

    const plain = await w.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('sends index.html with no-cache, compressed when asked', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('admin.example.ru');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=0, *;q=0.1')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('keeps the API JSON 404 with the web app present', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
