import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@tmc/shared/api-error';
import { MARKER, operations, random, requestFor } from './testing/api-fuzz.ts';
import { buildUser, type BuiltUser } from './testing/factories.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Hostile requests to every operation of the OpenAPI document (issue 10, item 4), as a visitor and as
 * the chief administrator: NUL bytes, lone surrogates, huge and negative numbers, wrong types, broken
 * JSON, wrong content types, malformed and over-long paths, unknown fields. None may answer 5xx, and
 * every refusal must be in the error shape (testing/api-fuzz.ts generates them). The generator is seeded
 * (FUZZ_SEED repeats a run, FUZZ_COUNT sets the number per operation and role, 150 by default), so a failure is
 * reproducible; the counts are printed.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261123);
/** Per operation and role: 150 as a visitor and 150 as the administrator make 300 per operation (CI's time, docs/decisions.md). */
const PER_OPERATION = Number(process.env['FUZZ_COUNT'] ?? 150);
const CONCURRENCY = Number(process.env['FUZZ_CONCURRENCY'] ?? 8);

const cpuSeconds = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1e6).toFixed(1);

let t: TestApp;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
});
afterAll(async () => t.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers ${PER_OPERATION * 2} hostile requests per operation (half as a visitor, half as the administrator) without a 5xx, every refusal in the error shape`, { timeout: 1_200_000 }, async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ops = operations(document);
    expect(ops.length).toBeGreaterThan(50);
    const rng = random(SEED);
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    const cpuStarted = process.cpuUsage();
    type Request = ReturnType<typeof requestFor>;
    const check = async (role: 'visitor' | 'admin', request: Request) => {
      const headers: Record<string, string> = {};
      if (request.contentType) headers['content-type'] = request.contentType;
      const session = admin;
      if (role === 'admin') Object.assign(headers, session.headers);
      const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
      sent++;
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const where = `${role} ${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where} -> ${res.body.slice(0, 300)}`);
      else if (res.statusCode >= 400) {
        let parsed: unknown;
        try {
          parsed = res.json();
        } catch {
          parsed = undefined;
        }
        if (!apiErrorBodySchema.strict().safeParse(parsed).success) failures.push(`off-shape ${res.statusCode} ${where} -> ${res.body.slice(0, 300)}`);
        else if (res.body.includes(MARKER) || res.body.includes('/api/')) failures.push(`echo ${res.statusCode} ${where} -> ${res.body.slice(0, 300)}`);
      }
      // A request that ended the administrator's session (sign-out): the next ones use a fresh session.
      if (role === 'admin' && res.statusCode === 401 && admin === session) admin = await buildUser(t.database.db, { role: 'ADMIN', permission: 'L1' });
    };
    for (const role of ['visitor', 'admin'] as const) {
      for (const op of ops) {
        const opStart = process.cpuUsage();
        // Generated in order from the seed, then sent a few at a time: the database works while the app does.
        const queue = Array.from({ length: PER_OPERATION }, () => requestFor(op, rng));
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let next = queue.shift(); next; next = queue.shift()) await check(role, next);
          }),
        );
        if (process.env['FUZZ_PROFILE']) console.log('PROF', role, op.method, op.path, cpuSeconds(process.cpuUsage(opStart)));
      }
    }
    const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    const server = [...byStatus.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `API fuzz (seed ${SEED}): ${ops.length} operations × ${PER_OPERATION} × 2 roles (visitor, administrator) = ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (CPU ${cpuSeconds(process.cpuUsage(cpuStarted))} s); ` +
        `5xx: ${server}, outside the error shape or echoing input: ${failures.length - server}; by status: ${statuses.join(', ')}`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
  });
});
