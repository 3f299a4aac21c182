import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Errors raised before a route runs answer in the error shape and never repeat the path (issue 10, item 4).
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after these errors). */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

const inShape = (body: string) => expect(apiErrorBodySchema.strict().safeParse(JSON.parse(body)).success).toBe(true);

describe('framework errors', () => {
  it('headers over Node’s limit: 431 in the error shape', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    inShape(res.body);
    expect(JSON.parse(res.body).error.message).toBe('Слишком большие заголовки запроса');
  });

  it('a URL over that limit: 431, without the URL in the answer', async () => {
    const res = await raw(`GET /api/tmc/search?q=${'marker'.repeat(4000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    inShape(res.body);
    expect(res.body).not.toContain('marker');
  });

  it('bytes that are not HTTP: 400 in the error shape', async () => {
    const res = await raw('HELLO\u0000 WORLD\r\n\r\n');
    expect(res.status).toBe(400);
    inShape(res.body);
  });

  it('a malformed URL: 400 in the error shape, without the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/posts/%zz<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request', message: 'Некорректный адрес запроса' } });
    expect(res.body).not.toContain('script');
  });

  it('a path parameter over the router’s limit: 414 in the error shape, without the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${'long'.repeat(50)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: { code: 'uri_too_long', message: 'Слишком длинный адрес запроса' } });
    expect(res.body).not.toContain('longlong');
  });

  it('broken JSON, a wrong content type and an empty JSON body: 4xx in the error shape', async () => {
    for (const [payload, contentType, status] of [
      ['{"username":', 'application/json', 400],
      ['username=a', 'text/csv', 415],
      ['', 'application/json', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });
      expect(res.statusCode).toBe(status);
      inShape(res.body);
    }
  });
});
