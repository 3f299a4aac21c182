// Guards and the OpenAPI document agree (issue 10, item 8): every route a guard protects shows `security`
// in the document, every operation the document shows with `security` is guarded; and a guarded route
// answers 401/403 before it looks at the body, the query or the path parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { buildUser, type BuiltUser } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
let buyer: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await buildUser(t.database.db, { role: 'BUYER' });
});
afterAll(async () => t.close());

type Operation = { security?: unknown[] };
/** The document's name of a route: `{id}` for `:id`; a module's root route ('/' under its prefix) ends with '/' there. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const hasSecurity = (security: unknown) => Array.isArray(security) && security.length > 0;

describe('guards and the OpenAPI document', () => {
  it('every guarded route declares security, and every operation with security is guarded', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const routes = t.app.routeGuards.filter((r) => r.url.startsWith('/api/'));
    const guarded = routes.filter((r) => r.guarded);
    expect(guarded.length).toBeGreaterThan(80);

    const documented = new Map<string, Operation>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) documented.set(`${method.toUpperCase()} ${withoutSlash(path)}`, operation);
    }
    const keyOf = (method: string, url: string) => `${method} ${withoutSlash(openApiPath(url))}`;
    const guardedWithoutSecurity = guarded.filter((r) => !hasSecurity(documented.get(keyOf(r.method, r.url))?.security)).map((r) => `${r.method} ${r.url}`);
    expect(guardedWithoutSecurity).toEqual([]);

    const byKey = new Map(routes.map((r) => [keyOf(r.method, r.url), r]));
    const documentedButOpen: string[] = [];
    let documentedWithSecurity = 0;
    for (const [key, operation] of documented) {
      if (!hasSecurity(operation.security)) continue;
      documentedWithSecurity += 1;
      if (!byKey.get(key)?.guarded) documentedButOpen.push(key);
    }
    expect(documentedButOpen).toEqual([]);
    expect(documentedWithSecurity).toBe(guarded.length);
  });

  it('every guarded route answers a visitor 401 in the error shape, before reading a body that would be refused', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeGuards.filter((r) => r.guarded)) {
      // Path parameters that match no rule, a query and a body that no schema accepts.
      const url = `${route.url.replace(/:(\w+)/g, 'не-то%00')}?page=-1&size=zzz`;
      const withBody = !['GET', 'DELETE'].includes(route.method);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(withBody ? { headers: { 'content-type': 'application/json' }, payload: '{"неизвестное": [' } : {}),
      });
      const shaped = apiErrorBodySchema.safeParse(res.json()).success;
      if (res.statusCode !== 401 || !shaped) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in user without the right gets 403 before the body is validated', async () => {
    const asBuyer = (method: 'POST' | 'PUT', url: string) =>
      t.app.inject({ method, url, headers: { ...buyer.headers, 'content-type': 'application/json' }, payload: '{"title": 5}' });
    for (const [method, url] of [
      ['POST', '/api/blog/admin/posts'],
      ['POST', '/api/tmc/save'],
      ['POST', '/api/admin-panel/day-slogan/update'],
    ] as const) {
      const res = await asBuyer(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    // The same body from nobody at all: 401.
    expect((await t.app.inject({ method: 'POST', url: '/api/blog/admin/posts', headers: { 'content-type': 'application/json' }, payload: '{"title": 5}' })).statusCode).toBe(401);
  });
});
