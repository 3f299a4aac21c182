import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { buildUser, type BuiltUser } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Losing PostgreSQL (a restart, a failover, pg_terminate_backend) must not stop the server: requests
// during the outage answer 503 in the error shape, and the server serves again as soon as the database
// is back, without a restart. PostgreSQL only (TEST_DATABASE_URL; CI runs it): PGlite lives in the process.
// bench/db-outage.ts measures the time to recover against a real server process.

const postgresUrl = inject('postgresUrl');
const PASSWORD = 'Надёжный пароль 2024';
const UNAVAILABLE = { code: 'service_unavailable', message: GENERIC_ERROR_MESSAGES.unavailable, requestId: expect.any(String) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test database's name, from its pool's URL. */
function databaseName(t: TestApp): string {
  return new URL(t.database.pool!.options.connectionString!).pathname.slice(1);
}

/** Ends every connection to the database; with `block`, refuses new ones until `unblock`. */
async function terminate(admin: pg.Client, name: string, block: boolean) {
  if (block) await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
}

interface Sample {
  path: string;
  start: number;
  end: number;
  status: number;
  body: unknown;
}

describe.skipIf(!postgresUrl)('losing PostgreSQL', () => {
  let t: TestApp;
  let admin: pg.Client;
  let user: BuiltUser;
  let base: string;

  beforeAll(async () => {
    // Every request comes from one address: the limits of sign-in and of anonymous search (120 a minute,
    // which 12 clients pass within a second or two, and then 'served again' would wait for its window).
    t = await createTestApp(
      { RATE_LIMIT_LOGIN_MAX: '100000', LOGIN_FAILURES_PER_ADDRESS_MAX: '100000', LOGIN_FAILURES_ACCOUNT_MAX: '100000', RATE_LIMIT_SEARCH_MAX: '100000' },
      { pool: { max: 5, acquireTimeoutMs: 1000 } },
    );
    user = await buildUser(t.database.db, { password: PASSWORD });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${databaseName(t)} ALLOW_CONNECTIONS true`);
    await admin.end();
    await t.close();
  });

  it('a transaction whose connection ends between two statements rejects; the process goes on and the next query connects anew', async () => {
    const name = databaseName(t);
    const failed = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The connection is checked out and idle here: without a listener of its own, its 'error' event
        // would stop the process.
        await terminate(admin, name, false);
        await sleep(200);
        await tx.execute(sql`select 2`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    await expect(t.database.ping()).resolves.toBeUndefined();
  });

  it('under load: 503 in the error shape while the database is away, served again within 5 s of its return', async () => {
    const name = databaseName(t);
    const requests: [string, RequestInit][] = [
      ['/api/tmc/search', {}],
      ['/api/stat/visits', {}],
      ['/api/auth/logged-in', { headers: user.headers }],
      ['/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.email, password: PASSWORD }) }],
    ];
    const samples: Sample[] = [];
    let running = true;
    const worker = async (index: number) => {
      for (let i = index; running; i++) {
        const [path, init] = requests[i % requests.length]!;
        const start = performance.now();
        const res = await fetch(base + path, init);
        const body: unknown = await res.json();
        samples.push({ path, start, end: performance.now(), status: res.status, body });
      }
    };
    // Transactions that hold their connection between statements, as the services' do.
    const transactions = async () => {
      while (running) {
        await t.database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await sleep(5);
            await tx.execute(sql`select 2`);
          })
          .catch(() => sleep(20));
      }
    };
    const load = [...Array.from({ length: 12 }, (_, i) => worker(i)), transactions(), transactions()];

    await sleep(500);
    const outageStart = performance.now();
    await terminate(admin, name, true);
    await sleep(1500);
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    const back = performance.now();
    // Served again: a full round of every request started after the database came back answers 200.
    let recovered: number | null = null;
    while (performance.now() - back < 10_000) {
      const start = performance.now();
      const statuses = await Promise.all(requests.map(([path, init]) => fetch(base + path, init).then((r) => r.status)));
      if (statuses.every((s) => s === 200)) {
        recovered = start - back;
        break;
      }
      await sleep(50);
    }
    await sleep(300);
    running = false;
    await Promise.all(load);

    expect(recovered).not.toBeNull();
    expect(recovered!).toBeLessThan(5000);
    // Nothing but 200 and 503; every 503 in the error shape with the Russian text.
    expect(samples.filter((s) => s.status !== 200 && s.status !== 503).map((s) => [s.path, s.status, s.body])).toEqual([]);
    const unavailable = samples.filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) expect(s.body).toEqual({ error: UNAVAILABLE });
    // Requests sent while the database refused connections were refused, not kept waiting or failed
    // otherwise (the visit totals may come from their cache).
    const during = samples.filter((s) => s.start > outageStart + 200 && s.end < back && s.path !== '/api/stat/visits');
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((s) => s.status !== 503)).toEqual([]);
    // And after the return, the load is served.
    const after = samples.filter((s) => s.start > back + (recovered ?? 0) + 100);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status === 200)).toBe(true);
    // No connection was lost to the pool: with the load over (and the search log's write after it),
    // every client is back and idle.
    const pool = t.database.pool!;
    for (let i = 0; i < 50 && pool.totalCount !== pool.idleCount; i++) await sleep(100);
    expect(pool.totalCount).toBe(pool.idleCount);
  });

  it('refuses a request with 503 when no connection frees up within the acquire timeout, and serves once one does', async () => {
    const narrow = await createTestApp({}, { pool: { max: 1 } });
    try {
      // The only connection is taken (opening it may take a while on a busy machine); then a request
      // may wait 300 ms for it.
      const held = await narrow.database.pool!.connect();
      narrow.database.pool!.options.connectionTimeoutMillis = 300;
      const refused = await narrow.app.inject({ method: 'GET', url: '/api/stat/visits' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: UNAVAILABLE });
      expect(refused.headers['retry-after']).toBe('5');
      held.release();
      expect((await narrow.app.inject({ method: 'GET', url: '/api/stat/visits' })).statusCode).toBe(200);
    } finally {
      await narrow.close();
    }
  });
});
