// Goods search over a large common base: p50 and p95 of representative searches through the API
// (app.inject: routing, validation, the search, serialization, the search log) and of the same
// database work alone (the search engine the route calls: the same statements with the same
// parallelism, without HTTP), measured interleaved so both see the same machine load.
//
// Needs PostgreSQL with the goods seeded, e.g.:
//   createdb tmc_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench npm run seed -- --items 1000000 --sellers 300
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node apps/server/bench/search.ts
// It applies pending migrations, then only reads (the searches it makes are written to search_log).
// Targets (DESIGN.md section 8): p95 under 50 ms for each search, API/SQL under 1.3.
import { sql } from 'drizzle-orm';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { createTmcSearch, queryRows } from '../src/modules/tmc/tmc-search.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench';
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 60);
const warmup = Number(process.env['BENCH_WARMUP'] ?? 20);

const cases: { name: string; query: Record<string, string> }[] = [
  { name: 'word "труба"', query: { q: 'труба' } },
  { name: 'word + price + region', query: { q: 'труба', price_from: '10000', price_to: '100000', region: '77' } },
  { name: 'stock number prefix', query: { stock_number: 'ТМЦ-0001' } },
  { name: 'typo "трбуа"', query: { q: 'трбуа' } },
  { name: 'word, page 50', query: { q: 'труба', page: '50' } },
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number): string => n.toFixed(1).padStart(7);

const database = connectPostgres(url, { max: 10 });
try {
  await database.migrate();
  const [counts] = await queryRows<{ published: number; total: number }>(
    database.db,
    sql`select count(*) filter (where status = 'published')::int as published, count(*)::int as total from tmc`,
  );
  console.log(`database: ${url.replace(/\/\/[^@]*@/, '//')}; goods: ${counts!.total}, published: ${counts!.published}`);
  if (counts!.published < 1_000_000) console.log('warning: fewer than 1,000,000 published goods; the targets are for a million');

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: '/tmp/tmc-bench-data', WEB_DIST_DIR: '/nonexistent-web-dist' });
  const app = await buildApp({ config, database });
  await app.ready();
  const engine = createTmcSearch(database.db);

  // Warm every path once (JIT, connections, caches) before any case is timed, so the first case is not
  // measured on colder code than the last.
  for (const c of cases) {
    for (let i = 0; i < warmup; i += 1) {
      await app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams(c.query).toString()}` });
      await engine.search(tmcSearchQuerySchema.parse(c.query), { publicOnly: true, viewerId: null });
    }
  }

  const rows: string[][] = [];
  let failures = 0;
  for (const c of cases) {
    const qs = new URLSearchParams(c.query).toString();
    const filters = tmcSearchQuerySchema.parse(c.query);
    const api = async () => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/tmc/search?${qs}` });
      const t = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${c.name}: HTTP ${res.statusCode} ${res.body}`);
      return { t, body: res.json() as { total: number; totalIsEstimate: boolean; items: { name: string }[] } };
    };
    const alone = async () => {
      const t0 = performance.now();
      await engine.search(filters, { publicOnly: true, viewerId: null });
      return performance.now() - t0;
    };
    for (let i = 0; i < warmup; i += 1) {
      await api();
      await alone();
    }
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    let last: Awaited<ReturnType<typeof api>>['body'] | null = null;
    for (let i = 0; i < rounds; i += 1) {
      // Alternate which goes first, so neither always runs on the cache the other warmed.
      if (i % 2 === 0) {
        const a = await api();
        apiTimes.push(a.t);
        last = a.body;
        sqlTimes.push(await alone());
      } else {
        sqlTimes.push(await alone());
        const a = await api();
        apiTimes.push(a.t);
        last = a.body;
      }
    }
    apiTimes.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    const apiP50 = percentile(apiTimes, 50);
    const apiP95 = percentile(apiTimes, 95);
    const sqlP50 = percentile(sqlTimes, 50);
    const sqlP95 = percentile(sqlTimes, 95);
    const ratio = apiP50 / sqlP50;
    const ok = apiP95 < 50 && ratio < 1.3;
    if (!ok) failures += 1;
    rows.push([
      c.name,
      ms(apiP50),
      ms(apiP95),
      ms(sqlP50),
      ms(sqlP95),
      ratio.toFixed(2).padStart(5),
      (apiP50 - sqlP50).toFixed(1).padStart(5),
      `${last!.totalIsEstimate ? '~' : ''}${last!.total}`.padStart(8),
      ok ? 'ok' : 'MISSED',
      (last!.items[0]?.name ?? '—').slice(0, 40),
    ]);
  }
  await app.close();

  const header = ['search', 'API p50', 'API p95', 'SQL p50', 'SQL p95', 'API/SQL', 'API-SQL', 'total', 'target', 'first result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(`\nGET /api/tmc/search, ${rounds} rounds each after ${warmup} warm-up; times in ms; API/SQL = ratio of the p50s, API-SQL their difference`);
  console.log('API = app.inject (routing, validation, search, serialization, search log); SQL = the search engine alone (same statements, same parallelism)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  console.log(failures === 0 ? '\nall targets met (p95 < 50 ms, API/SQL < 1.3)' : `\n${failures} search(es) missed a target`);
} finally {
  await database.close();
}
