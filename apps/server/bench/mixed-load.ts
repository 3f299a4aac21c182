// Mixed load against the server as `npm start` runs it (issue 10): main.ts in its own process with
// NODE_ENV=production, on PostgreSQL with a million goods; 200 concurrent clients (one keep-alive
// connection each, each its own visitor address through X-Forwarded-For as behind the site's proxy)
// for 60 s send searches (drawn from the data: search-queries.ts), item pages and the statistics calls.
// Prints requests per second, p50/p95/p99 overall and per kind, every answer other than 200, and the CPU
// the server, PostgreSQL and the load clients spent per request.
// A 40 s warm-up at the same load comes first and is not counted: long enough for the server to have
// computed each drawn search once, as a server that has been running has (its steady state). WARMUP_SECONDS=5
// shows a cold start instead: the searches not kept yet exceed the search line, and some are refused with
// 503 in the first 20 s (printed by 10 s). Traffic goes to 127.0.0.1 only.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench_1m node apps/server/bench/mixed-load.ts
// LOAD_CLIENTS (200), LOAD_SECONDS (60), WARMUP_SECONDS (40), BENCH_SEED. The database must be migrated
// and seeded (npm run seed -- --items 1000000 --sellers 300); the run writes what visitors write (the
// search log, visits). Target: 0 errors, p95 under 300 ms on this 2-core machine. SEARCH_CACHE_ENTRIES passes to
// the server (the drawn searches repeat: with the default cache most are answered from it once seen; 0 turns it off).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { connectPostgres } from '../src/db/client.ts';
import { queryRows } from '../src/modules/tmc/tmc-search.ts';
import { percentile } from './percentile.ts';
import { postgresCpuMs, processCpuMs, statusMb } from './proc-stats.ts';
import { drawQueries } from './search-queries.ts';
import { START_FLAGS } from './start-flags.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench_1m';
const clients = Number(process.env['LOAD_CLIENTS'] ?? 200);
const seconds = Number(process.env['LOAD_SECONDS'] ?? 60);
const warmup = Number(process.env['WARMUP_SECONDS'] ?? 40);
const seed = Number(process.env['BENCH_SEED'] ?? Date.now() % 2_147_483_647);
const TARGET_P95_MS = 300;
const root = path.resolve(import.meta.dirname, '../../..');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// What the load draws from: searches of every class and published items, read before the server starts.
const database = connectPostgres(url, { max: 2 });
const [counts] = await queryRows<{ total: number; published: number }>(
  database.db,
  sql`select count(*)::int as total, count(*) filter (where status = 'published')::int as published from tmc`,
);
const queries = await drawQueries(database.db, seed, 40, 80);
const items = (
  await queryRows<{ id: number }>(database.db, sql`select id::int as id from tmc tablesample system (1) where status = 'published' limit 3000`)
).map((r) => r.id);
await database.close();
if (items.length === 0) throw new Error('no published goods in the database');
const searchPaths = queries.map((q) => `/api/tmc/search?${new URLSearchParams(q.params).toString()}`);

/** The mix: half searches, a third item pages, the rest the three statistics calls (the home page and /stat). */
const KINDS = [
  { name: 'search', weight: 50, path: (i: number) => searchPaths[i % searchPaths.length]! },
  { name: 'item', weight: 35, path: (i: number) => `/api/tmc/${items[(i * 7919) % items.length]}` },
  { name: 'stat/showcase', weight: 7, path: () => '/api/stat/showcase' },
  { name: 'stat/top10', weight: 4, path: () => '/api/stat/top10' },
  { name: 'stat/visits', weight: 4, path: () => '/api/stat/visits' },
] as const;
const wheel = KINDS.flatMap((kind, k) => Array<number>(kind.weight).fill(k));

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmc-mixed-load-'));
// As `npm start` (scripts/start.ts) runs it in production: main.ts, migrations first; no demo data.
const server = spawn(process.execPath, [...START_FLAGS, path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // The anonymous search limit (120 a minute per address) is lifted as in the other benchmarks: each
    // client here searches a few times a second, far over what a person does, to load the server.
    RATE_LIMIT_SEARCH_MAX: '1000000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (d: Buffer) => (output += d.toString()));
server.stderr.on('data', (d: Buffer) => (output += d.toString()));
let exited: number | null = null;
server.on('exit', (code) => (exited = code ?? -1));
const base = `http://127.0.0.1:${port}`;

/** Peak resident memory of the server process (Linux), in MB. */
const serverPeakMb = () => statusMb(server.pid!, 'VmHWM');

try {
  for (const startedAt = performance.now(); ; await sleep(250)) {
    if (exited !== null) throw new Error(`the server stopped while starting (${exited}):\n${output}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) break;
    if (performance.now() - startedAt > 180_000) throw new Error(`the server did not start:\n${output}`);
  }
  const pool = new Pool(base, { connections: clients, pipelining: 1 });

  interface Sample {
    kind: number;
    ms: number;
    status: number;
    /** Seconds since the phase began, at the answer. */
    at: number;
  }
  const run = async (duration: number): Promise<{ samples: Sample[]; elapsed: number }> => {
    const samples: Sample[] = [];
    const begin = performance.now();
    const end = begin + duration * 1000;
    let next = 0;
    const client = async (index: number) => {
      const address = `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}`;
      while (performance.now() < end) {
        const i = next++;
        const kind = wheel[(i * 31 + index) % wheel.length]!;
        const t0 = performance.now();
        let status: number;
        try {
          const res = await pool.request({ method: 'GET', path: KINDS[kind]!.path(i), headers: { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip' } });
          await res.body.dump();
          status = res.statusCode;
        } catch {
          status = 0;
        }
        const now = performance.now();
        samples.push({ kind, ms: now - t0, status, at: (now - begin) / 1000 });
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
    return { samples, elapsed: (performance.now() - started) / 1000 };
  };

  console.log(
    `mixed-load: ${counts!.total} goods (${counts!.published} published) in ${url.replace(/\/\/[^@]*@/, '//')}; ${clients} clients, ${seconds} s after ${warmup} s of warm-up; ` +
      `${searchPaths.length} searches drawn (seed ${seed}), ${items.length} items; server pid ${server.pid} (main.ts, NODE_ENV=production, search answers kept: ${process.env['SEARCH_CACHE_ENTRIES'] ?? 'default'}); ` +
      `${os.cpus().length} cores, load average before ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  if (counts!.published < 1_000_000) console.log('warning: fewer than 1,000,000 published goods; the target is for a million');
  await run(warmup);
  const cpuBefore = { server: processCpuMs(server.pid!) ?? 0, postgres: postgresCpuMs(), clients: process.cpuUsage() };
  const { samples, elapsed } = await run(seconds);
  const clientCpu = process.cpuUsage(cpuBefore.clients);
  const cpu = {
    server: (processCpuMs(server.pid!) ?? 0) - cpuBefore.server,
    postgres: postgresCpuMs() - cpuBefore.postgres,
    clients: (clientCpu.user + clientCpu.system) / 1000,
  };
  await pool.close();

  const line = (name: string, list: Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter((s) => s.status !== 200).length;
    return (
      `${name.padEnd(14)} ${String(list.length).padStart(7)} requests ${(list.length / elapsed).toFixed(0).padStart(5)}/s  ` +
      `p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms  ` +
      `max ${(ms.at(-1) ?? 0).toFixed(0).padStart(5)} ms  errors ${errors}`
    );
  };
  console.log(line('all', samples));
  KINDS.forEach((kind, k) => console.log(line(kind.name, samples.filter((s) => s.kind === k))));
  const statuses = new Map<number, number>();
  for (const s of samples) if (s.status !== 200) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  if (statuses.size > 0) {
    console.log(`answers other than 200: ${[...statuses].map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`).join(', ')}`);
    // When they came: a cold start (searches not kept yet) shows in the first windows only.
    const windows = Array.from({ length: Math.ceil(seconds / 10) }, (_, w) => samples.filter((s) => s.status !== 200 && s.at >= w * 10 && s.at < (w + 1) * 10).length);
    console.log(`answers other than 200 by 10 s of the run: ${windows.join(', ')}`);
  }
  // CPU time is what the 2 cores share: where it goes per request says which side to make cheaper.
  const perRequest = (ms: number) => (ms / Math.max(1, samples.length)).toFixed(2);
  console.log(
    `CPU per request: server ${perRequest(cpu.server)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms, load clients ${perRequest(cpu.clients)} ms ` +
      `(of ${((cpu.server + cpu.postgres + cpu.clients) / (elapsed * 1000)).toFixed(2)} cores busy on average)`,
  );
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status !== 200).length;
  console.log(
    `server peak memory ${serverPeakMb().toFixed(0)} MB; load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
      `target (0 errors, p95 < ${TARGET_P95_MS} ms): ${errors === 0 && percentile(all, 95) < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
  if (output.trim()) console.log(`server log (warnings and errors):\n${output.trim().split('\n').slice(-20).join('\n')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (exited !== null ? resolve(null) : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
