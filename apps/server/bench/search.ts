// Goods search over a large common base, with queries drawn at random from the data on every run
// (search-queries.ts): p50, p95 and max per class of query through the API (app.inject: routing,
// validation, the search, serialization, the search log) and of the same database work alone (the search
// engine the route calls), measured interleaved so both see the same machine load; the worst query of each
// class; and, in the same run, some of the same queries through the SQL shapes other engines use on the
// same table: Medusa's (ILIKE '%q%' on the fields, then a count) and Vendure's (to_tsvector of the fields
// computed per row, ranked by ts_rank, with a count), with the ratio of their p50 to ours.
//
// Needs PostgreSQL with the goods seeded, e.g.:
//   createdb tmc_bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench npm run seed -- --items 1000000 --sellers 300
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node apps/server/bench/search.ts
// It applies pending migrations, then only reads (the searches it makes are written to search_log).
// BENCH_SEED repeats a draw; BENCH_PER_CLASS (30) queries of each text class, BENCH_FILTERS (60) filter
// combinations, BENCH_REPEATS (2) timed runs of each, BENCH_COMPARE (2) queries per class for the other
// engines' shapes (each of those reads the whole table: seconds); BENCH_SAMPLES_FILE writes every timed run as JSON.
// Targets (issue 17): p95 under 25 ms through the API for every class, the API under +20 % of the SQL.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { createTmcSearchOn, queryRows } from '../src/modules/tmc/tmc-search.ts';
import { queryWords } from '../src/modules/tmc/tmc-text-query.ts';
import { percentile } from './percentile.ts';
import { drawQueries, QUERY_CLASSES, type BenchQuery } from './search-queries.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench';
const seed = Number(process.env['BENCH_SEED'] ?? Date.now() % 2_147_483_647);
const perClass = Number(process.env['BENCH_PER_CLASS'] ?? 30);
const filterCombos = Number(process.env['BENCH_FILTERS'] ?? 60);
const repeats = Number(process.env['BENCH_REPEATS'] ?? 2);
const compare = Number(process.env['BENCH_COMPARE'] ?? 2);
/** The other engines' shapes read the whole table; past this a query is reported as timed out. */
const COMPARE_TIMEOUT_MS = 30_000;
const TARGET_P95_MS = 25;
const TARGET_RATIO = 1.2;

const ms = (n: number): string => (n >= 1000 ? n.toFixed(0) : n.toFixed(1));
const describe = (q: BenchQuery): string => Object.entries(q.params).map(([k, v]) => `${k}=${v}`).join('&');

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

const database = connectPostgres(url, { max: 10 });
try {
  await database.migrate();
  const [counts] = await queryRows<{ published: number; total: number }>(
    database.db,
    sql`select count(*) filter (where status = 'published')::int as published, count(*)::int as total from tmc`,
  );
  console.log(`database: ${url.replace(/\/\/[^@]*@/, '//')}; goods: ${counts!.total}, published: ${counts!.published}; seed ${seed}`);
  if (counts!.published < 1_000_000) console.log('warning: fewer than 1,000,000 published goods; the targets are for a million');
  // The figures depend on PostgreSQL keeping the goods in its buffers (README, 'Benchmarks'): printed, and
  // a warning when the table and its search index do not fit.
  const [memory] = await queryRows<{ buffers: string; buffer_bytes: number | string; goods_bytes: number | string; goods: string; all_bytes: number | string }>(
    database.db,
    sql`select current_setting('shared_buffers') as buffers,
               (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers') as buffer_bytes,
               pg_relation_size('tmc') + pg_relation_size('tmc_search_idx') as goods_bytes,
               pg_size_pretty(pg_relation_size('tmc') + pg_relation_size('tmc_search_idx')) as goods,
               pg_total_relation_size('tmc') as all_bytes`,
  );
  console.log(`shared_buffers: ${memory!.buffers}; the goods table and its search index: ${memory!.goods}, with every index ${Math.round(Number(memory!.all_bytes) / 2 ** 20)} MB`);
  if (Number(memory!.buffer_bytes) < Number(memory!.goods_bytes)) console.log('warning: shared_buffers is smaller than the goods table and its search index; searches read pages from the operating system\'s cache');
  // Huge pages under the buffers (README): PostgreSQL 15 cannot say whether it uses them; when it runs on
  // this machine, the kernel's count of huge pages in use can.
  const meminfo = fs.existsSync('/proc/meminfo') ? fs.readFileSync('/proc/meminfo', 'utf8') : '';
  const huge = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(meminfo)?.[1] ?? 0);
  if (/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)[:/]/.test(url)) {
    const used = huge('HugePages_Total') - huge('HugePages_Free') + huge('HugePages_Rsvd');
    console.log(`huge pages in use on this machine: ${used} of ${huge('HugePages_Total')}${used === 0 ? ' (warning: the buffers are on 4 KB pages; a count\'s table visits cost about 1.5 times as much)' : ''}`);
  }

  // The visitors' search cache is off: every timed run repeats a query, which would be answered from it.
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: '/tmp/tmc-bench-data', WEB_DIST_DIR: '/nonexistent-web-dist', RATE_LIMIT_SEARCH_MAX: '1000000000', SEARCH_CACHE_ENTRIES: '0' });
  const app = await buildApp({ config, database });
  await app.ready();
  // The engine as the server builds it: on the search's own pool, whose connections carry its settings.
  const engine = createTmcSearchOn(database);
  const queries = await drawQueries(database.db, seed, perClass, filterCombos);
  const textQueries = queries.filter((q) => q.params['q'] || q.params['stock_number']).length;
  console.log(`${queries.length} queries drawn: ${textQueries} with text, ${queries.length - textQueries} by filters only`);

  const api = async (q: BenchQuery) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/tmc/search?${new URLSearchParams(q.params).toString()}` });
    const t = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${describe(q)}: HTTP ${res.statusCode} ${res.body}`);
    return { t, body: res.json() as { total: number; totalIsEstimate: boolean; items: { name: string }[] } };
  };
  const alone = async (q: BenchQuery) => {
    const filters = tmcSearchQuerySchema.parse(q.params);
    const t0 = performance.now();
    await engine.search(filters, { publicOnly: true, viewerId: null });
    return performance.now() - t0;
  };

  // Warm every path once (JIT of Node, connections, the dictionary, caches), untimed.
  for (const q of queries) await api(q);

  interface Sample {
    q: BenchQuery;
    api: number;
    sql: number;
    total: string;
  }
  const samples: Sample[] = [];
  for (let round = 0; round < repeats; round++) {
    for (const q of queries) {
      // Alternate which goes first, so neither always runs on the cache the other warmed.
      let a: Awaited<ReturnType<typeof api>>;
      let s: number;
      if (round % 2 === 0) {
        a = await api(q);
        s = await alone(q);
      } else {
        s = await alone(q);
        a = await api(q);
      }
      samples.push({ q, api: a.t, sql: s, total: a.body.totalIsEstimate ? `>${a.body.total}` : String(a.body.total) });
    }
  }

  // Every timed run, for a closer look at a class (BENCH_SAMPLES_FILE=/tmp/samples.json).
  const samplesFile = process.env['BENCH_SAMPLES_FILE'];
  if (samplesFile) {
    fs.writeFileSync(samplesFile, JSON.stringify(samples.map((x) => ({ cls: x.q.cls, query: describe(x.q), api: x.api, sql: x.sql, total: x.total })), null, 1));
  }

  const rows: string[][] = [];
  let failures = 0;
  for (const cls of QUERY_CLASSES) {
    const mine = samples.filter((s) => s.q.cls === cls);
    if (mine.length === 0) continue;
    const apiTimes = mine.map((s) => s.api).sort((a, b) => a - b);
    const sqlTimes = mine.map((s) => s.sql).sort((a, b) => a - b);
    const worst = mine.reduce((w, s) => (s.api > w.api ? s : w));
    const found = mine.filter((s) => s.total !== '0').length / mine.length;
    const ratio = percentile(apiTimes, 50) / percentile(sqlTimes, 50);
    const ok = percentile(apiTimes, 95) < TARGET_P95_MS && ratio < TARGET_RATIO;
    if (!ok) failures++;
    rows.push([
      cls,
      String(mine.length / repeats),
      `${Math.round(found * 100)}%`,
      ms(percentile(apiTimes, 50)),
      ms(percentile(apiTimes, 95)),
      ms(apiTimes.at(-1)!),
      ms(percentile(sqlTimes, 50)),
      ms(percentile(sqlTimes, 95)),
      ratio.toFixed(2),
      ok ? 'ok' : 'MISSED',
      `${ms(worst.api)} ms: ${describe(worst.q).slice(0, 70)} (${worst.total})`,
    ]);
  }
  console.log(`\nGET /api/tmc/search, each query ${repeats} times after a warm-up; times in ms; API/SQL = ratio of the p50s; found = share of queries with results`);
  console.log('API = app.inject (routing, validation, search, serialization, search log); SQL = the search engine alone (same statements)');
  table(['class', 'queries', 'found', 'API p50', 'API p95', 'API max', 'SQL p50', 'SQL p95', 'API/SQL', 'target', 'worst query (total)'], rows);
  console.log(failures === 0 ? `\nall classes met the targets (API p95 < ${TARGET_P95_MS} ms, API/SQL < ${TARGET_RATIO})` : `\n${failures} class(es) missed a target`);

  // The other engines' SQL shapes on the same table, for some of the same text queries.
  if (compare > 0) {
    const compareRows: string[][] = [];
    const timed = async (statement: ReturnType<typeof sql>) => {
      const t0 = performance.now();
      try {
        const result = await database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local statement_timeout = ${COMPARE_TIMEOUT_MS}`));
          return queryRows<{ n: number | string }>(tx, statement);
        });
        return { t: performance.now() - t0, n: Number(result[0]?.n ?? 0) };
      } catch {
        return { t: Number.POSITIVE_INFINITY, n: -1 };
      }
    };
    for (const cls of QUERY_CLASSES) {
      const picked = queries.filter((q) => q.cls === cls && q.params['q']).slice(0, compare);
      if (picked.length === 0) continue;
      const ours: number[] = [];
      const medusa: number[] = [];
      const vendure: number[] = [];
      let oursFound = 0;
      let medusaFound = 0;
      let vendureFound = 0;
      for (const q of picked) {
        const text = q.params['q']!;
        const offset = Number(q.params['page'] ?? 0) * 20;
        const a = await api(q);
        ours.push(a.t);
        if (a.body.total > 0) oursFound++;
        // Medusa: ILIKE on each field, newest first, then a separate count (findAndCount).
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const where = sql`status = 'published' and (name ilike ${like} or description ilike ${like} or stock_number ilike ${like})`;
        const m1 = await timed(sql`select count(*) as n from (select id from tmc where ${where} order by published_at desc limit 20 offset ${offset}) p`);
        const m2 = await timed(sql`select count(*) as n from tmc where ${where}`);
        medusa.push(m1.t + m2.t);
        if (m2.n > 0) medusaFound++;
        // Vendure (PostgresSearchStrategy): to_tsvector of the fields per row, every word as a prefix, ranked.
        const words = queryWords(text);
        const tsq = words.map((w) => `${w}:*`).join(' & ') || 'ничего';
        const doc = sql`to_tsvector('russian', coalesce(name, '') || ' ' || coalesce(stock_number, '') || ' ' || coalesce(description, ''))`;
        const v = await timed(sql`select coalesce(max(total), 0) as n from (
            select count(*) over () as total from tmc where status = 'published' and ${doc} @@ to_tsquery('russian', ${tsq})
            order by ts_rank(${doc}, to_tsquery('russian', ${tsq})) desc limit 20 offset ${offset}) p`);
        vendure.push(v.t);
        if (v.n > 0) vendureFound++;
      }
      const p50 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
      const cell = (xs: number[]) => (Number.isFinite(p50(xs)) ? ms(p50(xs)) : `>${COMPARE_TIMEOUT_MS}`);
      compareRows.push([
        cls,
        String(picked.length),
        `${cell(ours)} (${oursFound})`,
        `${cell(medusa)} (${medusaFound})`,
        `${cell(vendure)} (${vendureFound})`,
        Number.isFinite(p50(medusa)) ? `${(p50(medusa) / p50(ours)).toFixed(0)}x` : '—',
        Number.isFinite(p50(vendure)) ? `${(p50(vendure) / p50(ours)).toFixed(0)}x` : '—',
        picked.map(describe).join('; ').slice(0, 80),
      ]);
    }
    console.log('\nThe same text queries through other engines\' SQL shapes on the same table: p50 in ms (queries that found anything)');
    console.log("Medusa = ILIKE '%q%' on name, description, stock number, newest first, plus a count; Vendure = to_tsvector per row, ts_rank, with the count");
    table(['class', 'queries', 'ours (API)', 'Medusa-style', 'Vendure-style', 'Medusa/ours', 'Vendure/ours', 'queries'], compareRows);
  }
  await app.close();
} finally {
  await database.close();
}
