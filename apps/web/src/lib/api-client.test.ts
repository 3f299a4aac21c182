import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { api, ApiError, buildApiUrl, NETWORK_ERROR_CODE, readApiErrorBody, toApiError, TOKEN_STORAGE_KEY } from './api-client';

// A real HTTP server on a free port: the client's requests and its reading of answers are exercised
// end to end, without replacing fetch.
let server: Server;
let origin: string;
let lastHeaders: IncomingHttpHeaders = {};
let lastBody = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      lastHeaders = req.headers;
      lastBody = body;
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/ok') {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ echo: url.searchParams.getAll('q'), page: url.searchParams.get('page') }));
      } else if (url.pathname === '/empty') {
        res.statusCode = 204;
        res.end();
      } else if (url.pathname === '/conflict') {
        res.statusCode = 409;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            error: { code: 'inn_unique_error', message: 'Пользователь с таким ИНН уже существует', fields: { inn: 'Занят' }, requestId: 'r-1' },
          }),
        );
      } else {
        res.statusCode = 502;
        res.setHeader('content-type', 'text/html');
        res.end('<html>Bad gateway</html>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('sends the stored bearer token and reads JSON', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token');
    const data = await api.get<{ echo: string[]; page: string }>(`${origin}/ok`, { query: { q: ['a', 'b'], page: 0 } });
    expect(data).toEqual({ echo: ['a', 'b'], page: '0' });
    expect(lastHeaders.authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    await api.get(`${origin}/ok`);
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    await api.post(`${origin}/ok`, { phoneNumber: '79161234567', role: 'Продавец' });
    expect(lastHeaders['content-type']).toBe('application/json');
    expect(JSON.parse(lastBody)).toEqual({ phoneNumber: '79161234567', role: 'Продавец' });
  });

  it('gives undefined for 204', async () => {
    expect(await api.delete(`${origin}/empty`)).toBeUndefined();
  });

  it("turns the error body into an ApiError with status, code, message and fields", async () => {
    const error = await api.get(`${origin}/conflict`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'inn_unique_error',
      message: 'Пользователь с таким ИНН уже существует',
      fields: { inn: 'Занят' },
      requestId: 'r-1',
      isClientError: true,
    });
  });

  it('gives a generic Russian message when the answer has no error body', async () => {
    const error = await api.get(`${origin}/gateway`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: 'Что-то пошло не так', isClientError: false });
  });

  it('reports a request that got no answer as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await api.get(`http://127.0.0.1:${port}/nothing`).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });
});

describe('readApiErrorBody', () => {
  const samples: unknown[] = [
    { error: { code: 'x', message: 'Сообщение' } },
    { error: { code: 'x', message: 'm', fields: { inn: 'ИНН обязателен' }, requestId: 'abc' } },
    { error: { code: 'x', message: 'm', fields: {} } },
    { error: { code: 'x', message: 'm', fields: { inn: 1 } } },
    { error: { code: 'x', message: 'm', fields: ['a'] } },
    { error: { code: 'x', message: 'm', requestId: 5 } },
    { error: { code: 'x' } },
    { error: { code: 1, message: 'm' } },
    { error: null },
    { error: 'text' },
    { message: 'm' },
    'Internal Server Error',
    null,
    undefined,
    [],
  ];

  it.each(samples.map((s) => [JSON.stringify(s) ?? 'undefined', s]))('agrees with apiErrorBodySchema on %s', (_, sample) => {
    const schema = apiErrorBodySchema.safeParse(sample);
    expect(readApiErrorBody(sample)).toEqual(schema.success ? schema.data : null);
  });

  it('maps statuses without a body to generic Russian texts', () => {
    expect(toApiError(401, undefined).message).toBe('Требуется вход в систему');
    expect(toApiError(403, undefined).message).toBe('Недостаточно прав');
    expect(toApiError(404, undefined).message).toBe('Не найдено');
    expect(toApiError(400, 'bad').message).toBe('Заполните верно поля');
    expect(toApiError(429, undefined).message).toBe('Слишком много запросов, попробуйте позже');
  });
});

describe('buildApiUrl', () => {
  it('skips empty values and repeats arrays', () => {
    expect(buildApiUrl('/api/tmc/search', { name: 'труба', vat: ['10', '20'], region: '', page: 0, q: null })).toBe(
      '/api/tmc/search?name=%D1%82%D1%80%D1%83%D0%B1%D0%B0&vat=10&vat=20&page=0',
    );
    expect(buildApiUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildApiUrl('/api/x', {})).toBe('/api/x');
  });
});
