// Losing PostgreSQL under load: the server runs as `npm start` runs it (apps/server/src/main.ts, a child
// process, NODE_ENV=production, demo data) on a database of its own; clients send searches, item pages,
// visit totals and health checks. Then, twice:
//   1. every backend of the server is ended at once (pg_terminate_backend, as a restart or failover does);
//   2. the database refuses connections for OUTAGE_SECONDS (ALTER DATABASE ... ALLOW_CONNECTIONS false
//      plus pg_terminate_backend), then accepts them again.
// Prints the answers during each (503 in the error shape, anything else), how long a refused request
// took, the time from the database's return to the first 200 and to a full round of 200s, and whether
// the server process is the one that started (no exit, no restart).
//
//   node apps/server/bench/db-outage.bench.ts
// BENCH_DATABASE_URL (its server is used; the database is tmc_bench_outage_<pid>, dropped at the end),
// OUTAGE_CLIENTS (32), OUTAGE_SECONDS (5).
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { apiErrorBodySchema, GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { START_FLAGS } from './start-flags.ts';

const serverUrl = new URL(process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench');
const clients = Number(process.env['OUTAGE_CLIENTS'] ?? 32);
const outageSeconds = Number(process.env['OUTAGE_SECONDS'] ?? 5);
const name = `tmc_bench_outage_${process.pid}`;
const root = path.resolve(import.meta.dirname, '../../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tmc-outage-'));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const server = spawn(process.execPath, [...START_FLAGS, path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'outage-bench-password',
    LOG_LEVEL: 'error',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_LOGIN_MAX: '1000000',
    // 32 clients from one address are far over the anonymous search limit (120 a minute): without this
    // the searches answer 429, and 'every kind answered 200' would wait for the limit's window instead.
    RATE_LIMIT_SEARCH_MAX: '1000000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (d: Buffer) => (output += d.toString()));
server.stderr.on('data', (d: Buffer) => (output += d.toString()));
let exited: string | null = null;
server.on('exit', (code, signal) => (exited = `exit ${code ?? signal}`));

async function cleanUp() {
  if (!exited) server.kill('SIGTERM');
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
  await sleep(500);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

try {
  const startedAt = performance.now();
  for (;;) {
    if (exited) throw new Error(`the server stopped while starting (${exited}):\n${output}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (performance.now() - startedAt > 180_000) throw new Error(`the server did not start:\n${output}`);
    await sleep(250);
  }
  const page = (await (await fetch(`${base}/api/tmc/search?size=20`)).json()) as { items: { id: number }[] };
  const ids = page.items.map((i) => i.id);
  if (ids.length === 0) throw new Error('no published goods to open');
  const kinds = [
    (i: number) => `/api/tmc/search?q=${encodeURIComponent(['труба', 'кабель', 'болт', 'лист'][i % 4]!)}`,
    (i: number) => `/api/tmc/${ids[i % ids.length]}`,
    () => '/api/stat/visits',
    () => '/api/health',
  ];
  const kindNames = ['search', 'item', 'visits', 'health'];
  // The first search reads the word-form dictionary: once, before the clock starts.
  await fetch(`${base}${kinds[0]!(0)}`);
  console.log(`db-outage: server pid ${server.pid} (npm start's main.ts, NODE_ENV=production) on ${name}, ${clients} clients, ${os.cpus().length} cores`);

  interface Answer {
    kind: number;
    start: number;
    end: number;
    status: number;
    shaped: boolean;
  }
  const answers: Answer[] = [];
  let running = true;
  const client = async (index: number) => {
    for (let i = index; running; i++) {
      const start = performance.now();
      const kind = i % kinds.length;
      try {
        const res = await fetch(base + kinds[kind]!(i));
        const body: unknown = await res.json().catch(() => null);
        const parsed = apiErrorBodySchema.safeParse(body);
        const shaped = parsed.success && parsed.data.error.code === 'service_unavailable' && parsed.data.error.message === GENERIC_ERROR_MESSAGES.unavailable;
        answers.push({ kind, start, end: performance.now(), status: res.status, shaped });
      } catch {
        answers.push({ kind, start, end: performance.now(), status: 0, shaped: false });
        await sleep(50);
      }
    }
  };
  const load = Array.from({ length: clients }, (_, i) => client(i));

  /**
   * From `from` until a round of every kind of request, all sent after it, has answered 200 (`round`,
   * to the last answer of that round), and until the first 200 of the database's own (search or item).
   */
  async function untilServed(from: number): Promise<{ first: number; round: number }> {
    let first: number | null = null;
    for (;;) {
      const statuses = await Promise.all(kinds.map((k, i) => fetch(base + k(i)).then((r) => r.status).catch(() => 0)));
      const end = performance.now();
      if (first === null && (statuses[0] === 200 || statuses[1] === 200)) first = end - from;
      if (statuses.every((s) => s === 200)) return { first: first ?? end - from, round: end - from };
      if (performance.now() - from > 60_000) throw new Error('the server did not serve again within 60 s');
      await sleep(10);
    }
  }
  // Per kind of request: how many answered 200 and 503, and anything else (0 = no answer at all).
  // /api/health answers its own { status: 'error' } with its 503; the visit totals may come from a cache.
  const summary = (from: number, to: number) => {
    const during = answers.filter((a) => a.start >= from && a.start < to);
    const parts = kindNames.map((kindName, kind) => {
      const mine = during.filter((a) => a.kind === kind);
      const ok = mine.filter((a) => a.status === 200).length;
      const unavailable = mine.filter((a) => a.status === 503);
      const other = mine.filter((a) => a.status !== 200 && a.status !== 503);
      const shaped = kindName === 'health' ? '' : unavailable.length && unavailable.every((a) => a.shaped) ? ' in the error shape' : unavailable.length ? ` (${unavailable.filter((a) => a.shaped).length} in the error shape)` : '';
      return `${kindName} ${ok}×200 ${unavailable.length}×503${shaped}${other.length ? ` ${other.length}×OTHER(${[...new Set(other.map((a) => a.status))].join(',')})` : ''}`;
    });
    const refusedMs = during.filter((a) => a.status === 503).map((a) => a.end - a.start).sort((x, y) => x - y);
    const p = (q: number) => (refusedMs.length ? refusedMs[Math.min(refusedMs.length - 1, Math.floor(q * refusedMs.length))]!.toFixed(0) : '-');
    return `${during.length} answers: ${parts.join('; ')}; a 503 took p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`;
  };

  await sleep(2000);
  const warm = answers.length;

  // 1. Every backend ended at once.
  const t1 = performance.now();
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  const blip = await untilServed(t1);
  await sleep(1000);
  console.log(`backends terminated: serving again after ${blip.round.toFixed(0)} ms; in the second after: ${summary(t1, t1 + 1000)}`);

  // 2. The database away for outageSeconds.
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  const t2 = performance.now();
  await sleep(outageSeconds * 1000);
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  const back = performance.now();
  const recovery = await untilServed(back);
  await sleep(2000);
  running = false;
  await Promise.all(load);
  console.log(`database away ${outageSeconds} s: ${summary(t2, back)}`);
  console.log(`database back: first search or item 200 after ${recovery.first.toFixed(0)} ms; every kind of request answered 200 after ${recovery.round.toFixed(0)} ms (time to recover)`);
  console.log(`after the return (2 s): ${summary(back + recovery.round, back + recovery.round + 2000)}`);
  console.log(`load before the outages: ${warm} answers in 2 s`);
  console.log(`server process: ${exited ? `STOPPED (${exited})` : `still running, pid ${server.pid} (never restarted)`}`);
  if (exited) process.exitCode = 1;
} finally {
  await cleanUp();
}
