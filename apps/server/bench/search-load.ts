// Throughput of the goods search under concurrent load: the server runs in a child process (its own event
// loop, as in production) on 127.0.0.1, and 50 clients (undici's Pool, one keep-alive connection each)
// send searches drawn at random from the data (search-queries.ts: every class, filters only included)
// for a fixed time, then GET /api/health the same way for comparison. Prints requests per second and
// latency percentiles. Traffic goes to the loopback address only; each phase stops by itself.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node apps/server/bench/search-load.ts
// LOAD_CLIENTS (50), LOAD_SECONDS (20 per phase), BENCH_SEED. Target (issue 17): 350 searches/s.
// The drawn searches repeat during the run, so with the search cache on (as in production) most are answered
// from it once the warm-up has seen them; SEARCH_CACHE_ENTRIES=0 measures every search against the database.
// Each phase also prints the CPU the server, PostgreSQL and the load clients spent per request.
import { fork } from 'node:child_process';
import os from 'node:os';
import { Pool } from 'undici';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { percentile } from './percentile.ts';
import { postgresCpuMs, processCpuMs } from './proc-stats.ts';
import { drawQueries } from './search-queries.ts';
import { START_FLAGS } from './start-flags.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench';
const TARGET_PER_SECOND = 350;

if (process.env['SEARCH_LOAD_SERVER'] === '1') {
  // The child: the application as main.ts builds it, listening on a free loopback port.
  const database = connectPostgres(url);
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: '/tmp/tmc-bench-data', WEB_DIST_DIR: '/nonexistent-web-dist', RATE_LIMIT_SEARCH_MAX: '1000000000', ...(process.env['SEARCH_CACHE_ENTRIES'] ? { SEARCH_CACHE_ENTRIES: process.env['SEARCH_CACHE_ENTRIES'] } : {}) });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
} else {
  const clients = Number(process.env['LOAD_CLIENTS'] ?? 50);
  const seconds = Number(process.env['LOAD_SECONDS'] ?? 20);
  const seed = Number(process.env['BENCH_SEED'] ?? Date.now() % 2_147_483_647);

  const database = connectPostgres(url, { max: 2 });
  const queries = await drawQueries(database.db, seed, 40, 80);
  await database.close();
  const paths = queries.map((q) => `/api/tmc/search?${new URLSearchParams(q.params).toString()}`);

  // With `npm start`'s heap flags, as the server runs in production.
  const server = fork(import.meta.filename, [], { execArgv: [...START_FLAGS], env: { ...process.env, SEARCH_LOAD_SERVER: '1' } });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (m: { port: number }) => resolve(m.port));
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: clients, pipelining: 1 });

  const phase = async (name: string, pathAt: (i: number) => string, duration: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const end = performance.now() + duration * 1000;
    const client = async () => {
      while (performance.now() < end) {
        const path = pathAt(next++);
        const t0 = performance.now();
        try {
          const res = await pool.request({ method: 'GET', path });
          await res.body.dump();
          if (res.statusCode !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    };
    const started = performance.now();
    const cpuBefore = { server: processCpuMs(server.pid!) ?? 0, postgres: postgresCpuMs(), client: process.cpuUsage() };
    await Promise.all(Array.from({ length: clients }, client));
    const elapsed = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(cpuBefore.client);
    const cpu = {
      server: (processCpuMs(server.pid!) ?? 0) - cpuBefore.server,
      postgres: postgresCpuMs() - cpuBefore.postgres,
      client: (clientCpu.user + clientCpu.system) / 1000,
    };
    latencies.sort((a, b) => a - b);
    const at = (p: number) => percentile(latencies, p).toFixed(1);
    const perSecond = latencies.length / elapsed;
    console.log(
      `${name.padEnd(16)} ${String(latencies.length).padStart(7)} requests in ${elapsed.toFixed(1)} s: ${perSecond.toFixed(0).padStart(5)}/s; ` +
        `latency p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${latencies.at(-1)!.toFixed(0)} ms; errors ${errors}`,
    );
    // Where the machine's CPU went, per request: what a faster answer has to take out of.
    const per = (ms: number) => (ms / Math.max(1, latencies.length)).toFixed(2);
    console.log(
      `${''.padEnd(16)} CPU per request: server ${per(cpu.server)} ms, PostgreSQL ${per(cpu.postgres)} ms, load clients ${per(cpu.client)} ms; ` +
        `${(((cpu.server + cpu.postgres + cpu.client) / (elapsed * 1000 * os.availableParallelism())) * 100).toFixed(0)} % of ${os.availableParallelism()} cores`,
    );
    return perSecond;
  };

  try {
    console.log(
      `${clients} concurrent clients, ${seconds} s per phase, ${paths.length} searches drawn from the data (seed ${seed}), server on 127.0.0.1:${port}; ` +
        `answers kept: ${process.env['SEARCH_CACHE_ENTRIES'] ?? 'default'} (SEARCH_CACHE_ENTRIES)`,
    );
    // A short warm-up of every query (dictionary, caches, JIT of Node), untimed.
    await phase('warm-up', (i) => paths[i % paths.length]!, Math.min(5, seconds));
    const searches = await phase('searches', (i) => paths[(i * 7919) % paths.length]!, seconds);
    await phase('/api/health', () => '/api/health', Math.min(10, seconds));
    console.log(searches >= TARGET_PER_SECOND ? `target met: ${searches.toFixed(0)} >= ${TARGET_PER_SECOND} searches/s` : `MISSED: ${searches.toFixed(0)} < ${TARGET_PER_SECOND} searches/s`);
  } finally {
    await pool.close();
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
