// The supplier's demand report and the writing of demand events (issue 12), on PostgreSQL:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench_cabinet node bench/cabinet-report.bench.ts
// (in apps/server; the database is created if missing, and filled on the first run). It prints:
//   - the report's time (p50, p95, max) through the API for a supplier with 10,000 goods over a year of
//     daily rows, in a table holding a year of events of 1,000,000 goods (the other goods exist as ids
//     in the event tables only: the report reads the supplier's rows by its index, never the goods table
//     beyond its own 10,000);
//   - events written per second while 50 concurrent clients call item pages (views, each a new visitor)
//     and searches (appearances) through the API, counted from the rows the flushes wrote.
// BENCH_SCALE (default 1) scales the other goods' events; BENCH_ROUNDS (default 30) the report calls.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { ROLE_IDS } from '../src/db/schema/users.ts';
import { generateToken, hashToken } from '../src/lib/tokens.ts';

const url = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench_cabinet';
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 30);
const scale = Number(process.env['BENCH_SCALE'] ?? 1);
const SELLER_CODE = '900001';
const OWN_GOODS = 10_000;
const ALL_GOODS = 1_000_000;

async function ensureDatabase(target: string): Promise<void> {
  const parsed = new URL(target);
  const name = parsed.pathname.slice(1);
  parsed.pathname = '/postgres';
  const client = new pg.Client({ connectionString: parsed.toString() });
  await client.connect();
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

await ensureDatabase(url);
const database = connectPostgres(url, { max: 10 });
await database.migrate();
const db = database.db;
try {
  const existing = (await db.execute(sql`select id from sellers where seller_code = ${SELLER_CODE}`)) as unknown as { rows: Array<{ id: string }> };
  let sellerId = existing.rows[0]?.id;
  if (!sellerId) {
    console.log('filling: a supplier with 10,000 goods and a year of daily rows, and the events of 1,000,000 goods …');
    const t0 = performance.now();
    const inserted = (await db.execute(sql`
      insert into sellers (seller_code, title, inn, region) values (${SELLER_CODE}, 'ООО «Бенчмарк»', '7707083893', '77') returning id`)) as unknown as { rows: Array<{ id: string }> };
    sellerId = inserted.rows[0]!.id;
    await db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, status, published_at)
      select ${sellerId}, 'Товар бенчмарка № ' || g, '796', 10, 100 + g % 900, '20', (array['77','50','71','66'])[1 + g % 4], 'published', now() - (g % 365) * interval '1 day'
      from generate_series(1, ${OWN_GOODS}) g`);
    // The supplier's goods: each has rows on about a third of the year's days.
    await db.execute(sql`
      insert into tmc_daily_stats (tmc_id, seller_id, day, views, search_hits, favourites)
      select t.id, t.seller_id, d.day, 1 + (t.id + d.n) % 7, 3 + (t.id * d.n) % 40, ((t.id + d.n) % 11 = 0)::int
      from tmc t cross join lateral (select n, (current_date - n)::date as day from generate_series(0, 364) n where (t.id + n) % 3 = 0) d
      where t.seller_id = ${sellerId}`);
    // The other 990,000 goods (ids beyond the supplier's), under 500 other sellers, a few days each.
    const others = Math.round((ALL_GOODS - OWN_GOODS) * scale);
    await db.execute(sql`
      insert into tmc_daily_stats (tmc_id, seller_id, day, views, search_hits, favourites)
      select 10000000 + g, ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid, (current_date - ((g * 7 + k * 131) % 365))::date, 1 + k, 5, 0
      from generate_series(1, ${others}) g cross join generate_series(0, 2) k
      on conflict do nothing`);
    await db.execute(sql`
      insert into seller_search_daily (seller_id, day, query, hits)
      select ${sellerId}, (current_date - (g % 365))::date, 'запрос ' || (g % 2000), 1 + g % 9 from generate_series(1, 200000) g on conflict do nothing`);
    await db.execute(sql`
      insert into zero_result_searches (day, region, query, count)
      select (current_date - (g % 365))::date, (array['77','50','71','66','78','16'])[1 + g % 6], 'не найдено ' || (g % 5000), 1 + g % 4 from generate_series(1, 300000) g on conflict do nothing`);
    await db.execute(sql`analyze`);
    console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const counts = (await db.execute(sql`
    select (select count(*) from tmc_daily_stats)::int as rows, (select count(distinct tmc_id) from tmc_daily_stats)::int as goods,
           (select count(*) from tmc_daily_stats where seller_id = ${sellerId})::int as own`)) as unknown as { rows: Array<{ rows: number; goods: number; own: number }> };
  const c = counts.rows[0]!;
  console.log(`tmc_daily_stats: ${c.rows} rows of ${c.goods} goods; the supplier's: ${c.own} rows of ${OWN_GOODS} goods`);

  // A representative of the supplier with a session.
  const email = `bench-${randomUUID()}@example.ru`;
  const user = (await db.execute(sql`
    insert into users (email, username, role_id, permission, seller_id) values (${email}, ${email}, ${ROLE_IDS.REPRESENTATIVE}, 'STANDART', ${sellerId}) returning id`)) as unknown as { rows: Array<{ id: string }> };
  const token = generateToken();
  await db.execute(sql`insert into sessions (user_id, token_hash, expires_at) values (${user.rows[0]!.id}, ${hashToken(token)}, now() + interval '1 day')`);
  const headers = { authorization: `Bearer ${token}` };

  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: '/tmp/tmc-bench-data', WEB_DIST_DIR: '/nonexistent-web-dist', JOBS_ENABLED: 'false' });
  const app = await buildApp({ config, database });
  try {
    const end = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(Date.now() - 364 * 86_400_000));
    const reportUrl = `/api/cabinet/${SELLER_CODE}/report?start=${start}&end=${end}`;
    const warm = await app.inject({ method: 'GET', url: reportUrl, headers });
    if (warm.statusCode !== 200) throw new Error(`report answered ${warm.statusCode}: ${warm.body}`);
    const body = warm.json() as { totals: Record<string, number>; days: unknown[]; items: unknown[] };
    console.log(`report over ${body.days.length} days: totals ${JSON.stringify(body.totals)}, ${body.items.length} goods listed`);
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: reportUrl, headers });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`report (a year, API): p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${rounds} calls`);
    const xt0 = performance.now();
    const xlsx = await app.inject({ method: 'GET', url: `/api/cabinet/${SELLER_CODE}/report.xlsx?start=${start}&end=${end}`, headers });
    console.log(`report.xlsx (a year): ${(performance.now() - xt0).toFixed(0)} ms, ${(xlsx.rawPayload.length / 1024).toFixed(0)} KB`);

    // Event writing under load: 50 clients, each request a new visitor (a view) or a search (20 appearances).
    const ids = ((await db.execute(sql`select id from tmc where seller_id = ${sellerId} order by id limit 2000`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
    const before = (await db.execute(sql`select coalesce(sum(views + search_hits), 0)::bigint as n from tmc_daily_stats where day = ${end}::date and seller_id = ${sellerId}`)) as unknown as { rows: Array<{ n: string }> };
    const seconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 10);
    const deadline = performance.now() + seconds * 1000;
    let requests = 0;
    let i = 0;
    const client = async () => {
      while (performance.now() < deadline) {
        i += 1;
        const n = i;
        if (n % 5 === 0) await app.inject({ method: 'GET', url: `/api/tmc/search?q=${encodeURIComponent('товар бенчмарка')}&page=${n % 20}` });
        else await app.inject({ method: 'GET', url: `/api/tmc/${ids[n % ids.length]}`, headers: { cookie: `aid=bench-${n}` } });
        requests += 1;
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 50 }, client));
    await app.services.analytics.flush();
    const elapsed = (performance.now() - t0) / 1000;
    const after = (await db.execute(sql`select coalesce(sum(views + search_hits), 0)::bigint as n from tmc_daily_stats where day = ${end}::date and seller_id = ${sellerId}`)) as unknown as { rows: Array<{ n: string }> };
    const events = Number(after.rows[0]!.n) - Number(before.rows[0]!.n);
    console.log(`events under load: ${requests} API requests in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)} req/s), ${events} events written (${(events / elapsed).toFixed(0)} events/s)`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
