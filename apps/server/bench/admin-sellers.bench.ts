// Seller administration at scale (issue 11): the admin seller list and its title-prefix filter with
// 10,000 sellers, and the information report over a year of data with 1,000,000 goods and 1,000,000
// searches. Prints p50 / p95 through the API (app.inject, the real routes, guards and serialisation).
//
//   node apps/server/bench/admin-sellers.bench.ts
//
// Uses its own database, BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/tmc_bench_admin),
// created and migrated when missing and filled on the first run (10,000 sellers; BENCH_REPORT_GOODS goods,
// default 1,000,000, spread over the last year with searches, buyers and holds); later runs reuse it.
// Drop it when done: psql -h 127.0.0.1 -U postgres -c 'drop database tmc_bench_admin'.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { ROLE_IDS } from '../src/db/schema/users.ts';
import { buildUser } from '../src/testing/factories.ts';
import { addDays, moscowToday } from '../src/lib/moscow-time.ts';
import { compactCounts } from '../src/modules/admin/report-counts.ts';

const url = process.env['BENCH_ADMIN_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench_admin';
const SELLERS = 10_000;
const GOODS = Number(process.env['BENCH_REPORT_GOODS'] ?? 1_000_000);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 60);

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
function summary(label: string, times: number[], extra = ''): void {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} p50 ${pct(s, 50).toFixed(1).padStart(7)} ms   p95 ${pct(s, 95).toFixed(1).padStart(7)} ms   ${extra}`);
}

await ensureDatabase();
const database = connectPostgres(url, { max: 6 });
await database.migrate();
const db = database.db;
const count = async (table: string) => Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

const words = ['Альфа', 'Бета', 'Вектор', 'Гранит', 'Дельта', 'Енисей', 'Жемчуг', 'Звезда', 'Идеал', 'Каскад', 'Лидер', 'Магистраль', 'Нева', 'Омега', 'Прогресс', 'Ресурс', 'Сталь', 'Техно', 'Урал', 'Феникс'];
if ((await count('sellers')) < SELLERS) {
  const started = performance.now();
  // Titles like 'ООО «Сталь-Урал 0042»', each unique; one in 50 blocked, one in 70 deleted, one in 30 with ended conditions.
  await db.execute(sql`
    insert into sellers (seller_code, title, inn, blocked, deleted_at, end_condition_at)
    select lpad((100000 + g)::text, 6, '0'),
           (array['ООО','АО','ИП','ПАО'])[1 + g % 4] || ' «' || (${`{${words.join(',')}}`}::text[])[1 + g % 20] || '-' || (${`{${words.join(',')}}`}::text[])[1 + (g / 20) % 20] || ' ' || lpad(g::text, 5, '0') || '»',
           lpad(g::text, 10, '7'), g % 50 = 0, case when g % 70 = 0 then now() end, case when g % 30 = 0 then current_date - 1 end
    from generate_series(1, ${SELLERS}::int) g
    on conflict do nothing`);
  console.log(`seeded ${SELLERS} sellers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
if ((await count('tmc')) < GOODS) {
  const started = performance.now();
  const have = await count('tmc');
  const batch = 100_000;
  // Goods created over the last year; most published a little later, one in 20 rejected.
  for (let done = have; done < GOODS; done += batch) {
    const n = Math.min(batch, GOODS - done);
    await db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, year, status, published_at, created_at)
      select s.id, (array['Труба стальная','Кабель ВВГнг','Подшипник','Задвижка','Швеллер'])[1 + g % 5] || ' ' || g,
             '796', 1 + g % 100, 100 + g % 5000, '20', '77', 2020 + g % 5,
             case when g % 20 = 0 then 'rejected' else 'published' end,
             case when g % 20 = 0 then null else t.at + interval '3 hours' end, t.at
      from generate_series(${done + 1}::int, ${done + n}::int) g
      cross join lateral (select now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval as at) t
      join sellers s on s.seller_code = lpad((100001 + g % ${SELLERS})::text, 6, '0')`);
    process.stdout.write(`\rseeded ${done + n} goods`);
  }
  await db.execute(sql`
    insert into search_log (query, result_count, created_at)
    select 'труба ' || g, case when g % 7 = 0 then 0 else g % 50 end, now() - ((g % 365) || ' days')::interval
    from generate_series(1, ${GOODS}::int) g`);
  await db.execute(sql`
    insert into users (email, username, role_id, permission, created_at)
    select 'bench-buyer-' || g || '@example.ru', 'bench-buyer-' || g || '@example.ru', ${ROLE_IDS.BUYER}, 'STANDART', now() - ((g % 365) || ' days')::interval
    from generate_series(1, 20000) g on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
  console.log(`\nseeded goods, searches and buyers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`sellers: ${await count('sellers')}, goods: ${await count('tmc')}, searches: ${await count('search_log')}`);

const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: url, JOBS_ENABLED: 'false', DATA_DIR: '/tmp/tmc-bench-admin' });
const app = await buildApp({ config, database });
await app.ready();
const admin = await buildUser(db, { role: 'ADMIN', permission: 'L1' });
const get = (path: string) => app.inject({ method: 'GET', url: path, headers: admin.headers });

try {
  const list: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const res = await get('/api/admin-panel/sellers');
    list.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(res.body);
    bytes = res.rawPayload.length;
  }
  summary(`GET /api/admin-panel/sellers (all ${SELLERS})`, list, `${(bytes / 1024).toFixed(0)} KB`);

  const prefixes = ['с', 'ст', 'стал', 'сталь-у', 'ооо ал', 'ао «бета-вектор', 'ип гранит-нева 0', 'омега-ресурс 01'];
  const filtered: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const q = prefixes[i % prefixes.length]!;
    const started = performance.now();
    const res = await get(`/api/admin-panel/sellers?q=${encodeURIComponent(q)}`);
    filtered.push(performance.now() - started);
    sizes.push(res.json().total);
  }
  summary('GET /api/admin-panel/sellers?q=<prefix>', filtered, `matches ${Math.min(...sizes)}..${Math.max(...sizes)}`);

  const end = moscowToday();
  const start = addDays(end, -364);
  // The report reads the per-day counts (platform_daily_counts): first as the seeding's statements left
  // them, then folded into one row per day and figure, as the hourly job 'report-counts.compact' keeps them.
  const reportRuns = async (label: string) => {
    const report: number[] = [];
    let totals: Record<string, number> = {};
    for (let i = 0; i < Math.max(10, Math.floor(ROUNDS / 3)); i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/admin-panel/information', headers: admin.headers, payload: { start, end } });
      report.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(res.body);
      totals = res.json().totals;
    }
    summary(`POST /api/admin-panel/information (365 days, ${label})`, report, `placed ${totals['placed']}, published ${totals['published']}, searches ${totals['searches']}`);
  };
  await reportRuns(`${await count('platform_daily_counts')} count rows`);
  await compactCounts(db);
  await reportRuns(`folded: ${await count('platform_daily_counts')} rows`);
  const xlsx: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await app.inject({ method: 'POST', url: '/api/admin-panel/information/xlsx', headers: admin.headers, payload: { start, end } });
    xlsx.push(performance.now() - started);
  }
  summary('POST /api/admin-panel/information/xlsx', xlsx);
} finally {
  await db.execute(sql`delete from users where id = ${admin.id}`);
  await app.close();
  await database.close();
}
