// 'Купить' under load, through real HTTP: the server runs in a child process (its own event loop, as in
// production) on 127.0.0.1 over PostgreSQL, on a database of its own (tmc_bench_cart, created afresh and
// dropped at the end unless BENCH_KEEP=1).
//
//   node apps/server/bench/reserve.ts
//   BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), ROUNDS (100), RACERS (1000),
//   BUYERS (50), LOAD_SECONDS (10), SWEEP_ROWS (100000)
//
// 1. The race: RACERS buyers press 'Купить' on one item at the same instant (each its own keep-alive
//    connection), ROUNDS times on fresh items; prints per round the 201s (must be exactly 1), the 409s
//    and any other status (must be none).
// 2. Throughput: BUYERS concurrent buyers reserve distinct items for LOAD_SECONDS: reservations per second.
// 3. The sweep: SWEEP_ROWS holds whose term ran out (a third each: holds, unpaid orders, paid deals) swept
//    by the cart's job in batches of 1,000: time and rows per second.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Agent, Pool, request } from 'undici';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connectPostgres } from '../src/db/client.ts';
import { hashToken, generateToken } from '../src/lib/tokens.ts';

const adminUrl = process.env['BENCH_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'tmc_bench_cart';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

if (process.env['RESERVE_SERVER'] === '1') {
  const database = connectPostgres(dbUrl, { max: 20 });
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: dbUrl, DATA_DIR: '/tmp/tmc-bench-cart', WEB_DIST_DIR: '/nonexistent-web-dist', JOBS_ENABLED: 'false' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
} else {
  const ROUNDS = Number(process.env['ROUNDS'] ?? 100);
  const RACERS = Number(process.env['RACERS'] ?? 1000);
  const BUYERS = Number(process.env['BUYERS'] ?? 50);
  const LOAD_SECONDS = Number(process.env['LOAD_SECONDS'] ?? 10);
  const SWEEP_ROWS = Number(process.env['SWEEP_ROWS'] ?? 100_000);

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const database = connectPostgres(dbUrl, { max: 4 });
  await database.migrate();
  const db = database.db;
  // Array parameters go through pg itself (Drizzle would spread them into a row).
  const raw = new pg.Client({ connectionString: dbUrl });
  await raw.connect();
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  // A seller and the buyers, each with a session token (as sign-in would give).
  const [seller] = await rows<{ id: string }>(sql`insert into sellers (seller_code, title, inn) values ('900001', 'ООО «Стенд»', '7707083893') returning id`);
  const sellerId = seller!.id;
  const buyerCount = Math.max(RACERS, BUYERS);
  const tokens: string[] = [];
  const buyerIds: string[] = [];
  for (let i = 0; i < buyerCount; i += 500) {
    const n = Math.min(500, buyerCount - i);
    const batch = Array.from({ length: n }, () => generateToken());
    const ids = await rows<{ id: string }>(
      sql`insert into users (email, username, role_id, permission)
          select 'bench-' || g || '-' || ${randomBytes(3).toString('hex')} || '@example.ru', 'bench-' || g || '-' || ${randomBytes(3).toString('hex')} || '@example.ru', 3, 'STANDART'
          from generate_series(${i}::int, ${i + n - 1}::int) g returning id`,
    );
    await raw.query(`insert into sessions (user_id, token_hash, expires_at) select u, h, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as x(u, h)`, [
      ids.map((r) => r.id),
      batch.map(hashToken),
    ]);
    tokens.push(...batch);
    buyerIds.push(...ids.map((r) => r.id));
  }
  const newItems = async (n: number) =>
    (await rows<{ id: string }>(
      sql`insert into tmc (seller_id, name, unit, quantity, price, vat, status, published_at)
          select ${sellerId}, 'Задвижка стенд ' || g, '796', 10, 1000, '20', 'published', now() from generate_series(1, ${n}::int) g returning id`,
    )).map((r) => Number(r.id));

  const server = fork(import.meta.filename, [], { env: { ...process.env, RESERVE_SERVER: '1' } });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (m: { port: number }) => resolve(m.port));
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const reserveOn = (dispatcher: Agent | Pool, token: string, tmcId: number) =>
    request(`${origin}/api/cart`, {
      dispatcher,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tmcId, quantity: 1 }),
    }).then(async (res) => {
      await res.body.dump();
      return res.statusCode;
    });

  try {
    // 1. The race.
    console.log(`Race: ${RACERS} concurrent 'Купить' on one item, ${ROUNDS} rounds, real HTTP to ${origin}`);
    const agent = new Agent({ connections: RACERS, pipelining: 1, connectTimeout: 60_000, headersTimeout: 120_000, bodyTimeout: 120_000 });
    const items = await newItems(ROUNDS);
    let bad = 0;
    let totalOk = 0;
    let total409 = 0;
    const others = new Map<number, number>();
    const raceStart = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      const t0 = performance.now();
      const codes = await Promise.all(tokens.slice(0, RACERS).map((token) => reserveOn(agent, token, items[round]!).catch(() => 0)));
      const ok = codes.filter((c) => c === 201).length;
      const conflicts = codes.filter((c) => c === 409).length;
      const rest = codes.filter((c) => c !== 201 && c !== 409);
      for (const c of rest) others.set(c, (others.get(c) ?? 0) + 1);
      totalOk += ok;
      total409 += conflicts;
      if (ok !== 1 || rest.length) bad += 1;
      console.log(`  round ${String(round + 1).padStart(3)}: 201 × ${ok}, 409 × ${conflicts}, other × ${rest.length}${rest.length ? ` (${[...new Set(rest)].join(', ')})` : ''}  ${(performance.now() - t0).toFixed(0)} ms`);
    }
    const [held] = await rows<{ n: string; items: string }>(sql`select count(*) n, count(distinct tmc_id) items from reservations where status = 'reserved'`);
    console.log(
      `Race: ${ROUNDS} rounds in ${((performance.now() - raceStart) / 1000).toFixed(1)} s; 201 in total ${totalOk} (expected ${ROUNDS}), 409 ${total409}, other ${[...others].map(([c, n]) => `${c}×${n}`).join(' ') || 'none'}; ` +
        `rounds not exactly one success: ${bad}; holds in the database: ${held!.n} on ${held!.items} items`,
    );
    await agent.close();

    // 2. Throughput on distinct items.
    const pool = new Pool(origin, { connections: BUYERS, pipelining: 1 });
    const distinct = await newItems(200_000);
    let next = 0;
    let done = 0;
    let failed = 0;
    const latencies: number[] = [];
    const end = performance.now() + LOAD_SECONDS * 1000;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, b) => {
        while (performance.now() < end && next < distinct.length) {
          const t0 = performance.now();
          const code = await reserveOn(pool, tokens[b]!, distinct[next++]!).catch(() => 0);
          latencies.push(performance.now() - t0);
          if (code === 201) done += 1;
          else failed += 1;
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!.toFixed(1);
    console.log(`Throughput: ${BUYERS} buyers on distinct items for ${elapsed.toFixed(1)} s: ${done} reservations, ${(done / elapsed).toFixed(0)}/s; latency p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; failed ${failed}`);
    await pool.close();
  } finally {
    server.send('stop');
    await new Promise((r) => server.once('exit', r));
  }

  // 3. The sweep over SWEEP_ROWS due entries: a third holds, a third unpaid orders, a third paid deals.
  await db.execute(sql`update reservations set status = 'cancelled', term_ends_at = null where status in ('reserved','ordered','paid')`);
  const sweepItems = await newItems(SWEEP_ROWS);
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const third = Math.floor(SWEEP_ROWS / 3);
  await raw.query(
    `insert into reservations (tmc_id, buyer_id, seller_id, quantity, price, status, term_ends_at)
     select t.id, $2::uuid, $3::uuid, 1, 1000,
            case when t.ord <= $4 then 'reserved' when t.ord <= $5 then 'ordered' else 'paid' end, $6::timestamptz
     from unnest($1::bigint[]) with ordinality as t(id, ord)`,
    [sweepItems, buyerIds[0], sellerId, third, 2 * third, past],
  );
  await db.execute(sql`vacuum analyze reservations`);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: dbUrl, DATA_DIR: '/tmp/tmc-bench-cart', WEB_DIST_DIR: '/nonexistent-web-dist', JOBS_ENABLED: 'false' }), database });
  const t0 = performance.now();
  const swept = await app.services.cart.sweepTerms(new Date());
  const sweepMs = performance.now() - t0;
  const t1 = performance.now();
  const again = await app.services.cart.sweepTerms(new Date());
  console.log(
    `Sweep: ${SWEEP_ROWS} due entries (${third} holds, ${third} unpaid orders, ${SWEEP_ROWS - 2 * third} paid deals) in ${(sweepMs / 1000).toFixed(2)} s ` +
      `(${((swept.expired + swept.concluded) / (sweepMs / 1000)).toFixed(0)} entries/s, batches of 1 000): ${swept.expired} expired, ${swept.concluded} concluded; ` +
      `a second run ${(performance.now() - t1).toFixed(0)} ms, ${again.expired + again.concluded} changed`,
  );
  await app.close();
  await raw.end();
  await database.close();
  if (process.env['BENCH_KEEP'] !== '1') await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
