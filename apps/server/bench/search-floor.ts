// `npm exec -- node apps/server/bench/search-floor.ts`: the database's floor under search-load.ts's mix
// (issue 17, target 350 searches/s on this 2-core machine). The same queries are drawn (search-queries.ts,
// same seed and counts), and each is answered by the least any search on PostgreSQL's full text can do for
// it, straight over two connections (one per core), with no Node server, no HTTP and no JSON. The one
// piece of work no search can leave out is the exact count: the shown total must be exact up to 10,000
// (issue 17 item 7), so every match of a query with at most 10,000 of them is visited once. The floor
// does only that, and nothing else:
//   - a text query matches only its words as PostgreSQL's own parser stems them (plainto_tsquery), in
//     names and stock numbers: no other word forms, no typo corrections, no codes, no descriptions. Every
//     one of those widens the product's match, so this match is at most as large and its count as cheap;
//   - the matches are counted once (off the clock) first; during the timed run a query with at most
//     10,000 of them is counted again (the page is taken as free, as if read by the same visit), and a
//     query with more does nothing at all (as if it were known to say 'более 10 000' and its page were
//     free) but one round trip. Filters and stock-number prefixes keep their conditions.
// The backends' CPU per search is read from /proc: on N cores no search on this database can answer more
// than N x 1,000 ms / that figure a second, even if its Node side cost nothing.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tmc_bench_1m), BENCH_SEED (4242),
//   FLOOR_SECONDS (15), FLOOR_CONNECTIONS (2)
import os from 'node:os';
import pg from 'pg';
import { connectPostgres } from '../src/db/client.ts';
import { prefixPattern } from '../src/modules/tmc/tmc-text-query.ts';
import { drawQueries, type BenchQuery } from './search-queries.ts';
import { percentile } from './percentile.ts';
import { processCpuMs } from './proc-stats.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench_1m';
const seed = Number(process.env['BENCH_SEED'] ?? 4242);
const seconds = Number(process.env['FLOOR_SECONDS'] ?? 15);
const connections = Number(process.env['FLOOR_CONNECTIONS'] ?? 2);
const TARGET_PER_SECOND = 350;
const COUNT_LIMIT = 10_001;

interface Statement {
  text: string;
  values: unknown[];
}

/** The floor's statement of one drawn query: its exact count up to the limit. */
function countOf(query: BenchQuery): Statement {
  const p = query.params;
  const where: string[] = [`t.status = 'published'`];
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  if (p['q']) where.push(`t.search @@ plainto_tsquery('russian', ${param(p['q'])})`);
  if (p['stock_number']) where.push(`lower(t.stock_number) like ${param(prefixPattern(p['stock_number']))}`);
  if (p['region']) where.push(`t.region = ${param(p['region'])}`);
  if (p['year']) where.push(`t.year = ${param(Number(p['year']))}`);
  if (p['vat']) where.push(`t.vat = ${param(p['vat'])}`);
  if (p['unit']) where.push(`t.unit = ${param(p['unit'])}`);
  if (p['price_from']) where.push(`t.price >= ${param(Number(p['price_from']))}`);
  if (p['price_to']) where.push(`t.price <= ${param(Number(p['price_to']))}`);
  if (p['seller_code']) where.push(`t.seller_id = (select s.id from sellers s where s.seller_code = ${param(p['seller_code'])})`);
  if (p['corporation_id']) where.push(`t.seller_id in (select c.seller_id from corporation_sellers c where c.corporation_id = ${param(p['corporation_id'])})`);
  const known = new Set(['q', 'stock_number', 'region', 'year', 'vat', 'unit', 'price_from', 'price_to', 'seller_code', 'corporation_id', 'page']);
  const unknown = Object.keys(p).filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`search-floor: no floor condition for ${unknown.join(', ')}`);
  return { text: `select count(*)::int as n from (select 1 from tmc t where ${where.join(' and ')} limit ${COUNT_LIMIT}) m`, values };
}

const drawn = connectPostgres(url, { max: 1 });
const queries = await drawQueries(drawn.db, seed, 40, 80);
await drawn.close();

const clients = await Promise.all(
  Array.from({ length: connections }, async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { client, pid: rows[0]!.pid };
  }),
);
const first = clients[0]!.client;

// Off the clock: each query's matches (up to the limit), which decide whether it must be counted.
const work: { cls: string; count: Statement | null; matches: number }[] = [];
for (const q of queries) {
  const count = countOf(q);
  const { rows } = await first.query<{ n: number }>(count.text, count.values);
  const matches = rows[0]!.n;
  work.push({ cls: q.cls, count: matches < COUNT_LIMIT ? count : null, matches });
}
const NOTHING: Statement = { text: 'select 1', values: [] };

// A second pass, one query at a time, for each class's figures (the first pass above warmed the cache).
const perClass = new Map<string, { ms: number[]; counted: number[] }>();
for (const item of work) {
  const t0 = performance.now();
  const s = item.count ?? NOTHING;
  await first.query(s.text, s.values);
  const entry = perClass.get(item.cls) ?? { ms: [], counted: [] };
  entry.ms.push(performance.now() - t0);
  if (item.count) entry.counted.push(item.matches);
  perClass.set(item.cls, entry);
}

// The throughput: every connection takes the next query of the list, round and round, for the time.
const cpuBefore = clients.map(({ pid }) => processCpuMs(pid) ?? 0);
let done = 0;
let next = 0;
const started = performance.now();
const end = started + seconds * 1000;
await Promise.all(
  clients.map(async ({ client }) => {
    while (performance.now() < end) {
      const s = work[next++ % work.length]!.count ?? NOTHING;
      await client.query(s.text, s.values);
      done++;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
const cpuMs = clients.reduce((sum, { pid }, i) => sum + (processCpuMs(pid) ?? 0) - cpuBefore[i]!, 0);
await Promise.all(clients.map(({ client }) => client.end()));

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
console.log(`${queries.length} queries drawn (seed ${seed}), ${connections} connections, ${seconds} s; each: its exact count when it has at most ${COUNT_LIMIT - 1} matches`);
console.log('class                        n  counted  mean matches counted   p50 ms   p95 ms');
for (const [cls, { ms, counted }] of perClass) {
  ms.sort((a, b) => a - b);
  console.log(`${cls.padEnd(26)} ${String(ms.length).padStart(3)} ${String(counted.length).padStart(8)} ${mean(counted).toFixed(0).padStart(21)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 95).toFixed(1).padStart(8)}`);
}
const perSecond = done / elapsed;
const cpuPerSearch = cpuMs / done;
const cores = os.availableParallelism();
const ceiling = (cores * 1000) / cpuPerSearch;
console.log(`floor: ${done} searches in ${elapsed.toFixed(1)} s = ${perSecond.toFixed(0)}/s; PostgreSQL's backends ${cpuPerSearch.toFixed(2)} ms of CPU per search`);
console.log(
  `ceiling on ${cores} cores: ${cores * 1000} ms / ${cpuPerSearch.toFixed(2)} ms = ${ceiling.toFixed(0)} searches/s, ${ceiling >= TARGET_PER_SECOND ? 'ABOVE' : 'BELOW'} ` +
    `the target of ${TARGET_PER_SECOND}/s (the budget per search there: ${((cores * 1000) / TARGET_PER_SECOND).toFixed(1)} ms of the server's and the database's CPU)`,
);
