// The statistics page's top lists on a large catalogue: prints the time of the uncached query and of a
// cached call. Run against a PostgreSQL database that already holds the goods (seed it with the demo
// seed, e.g. a million items):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node bench/stat-top10.bench.ts
// Read-only: it changes nothing in the database.
import { sql } from 'drizzle-orm';
import { connectPostgres } from '../src/db/client.ts';
import { createStatService } from '../src/modules/stat/stat.service.ts';

const url = process.env['BENCH_DATABASE_URL'];
if (!url) {
  console.error('BENCH_DATABASE_URL is not set: point it at a PostgreSQL database with goods (see the comment at the top).');
  process.exit(1);
}
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);

const database = connectPostgres(url, { max: 4 });
try {
  const counted = (await database.db.execute(sql`select count(*) filter (where status = 'published') as published, count(distinct lower(btrim(name))) filter (where status = 'published') as names from tmc`)) as unknown as {
    rows: Array<{ published: number; names: number }>;
  };
  const { published, names } = counted.rows[0]!;
  console.log(`published goods: ${published}, distinct names: ${names}`);

  const uncached = createStatService({ db: database.db, cacheMs: 0, visitsCacheMs: 0 });
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    const result = await uncached.top10();
    times.push(performance.now() - start);
    if (i === 0) console.log(`top 'Позиций': ${result.countRequests[0]?.title} (${result.countRequests[0]?.value})`);
  }
  times.sort((a, b) => a - b);
  console.log(`top10 uncached: min ${times[0]!.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms over ${rounds} rounds`);

  const cached = createStatService({ db: database.db });
  await cached.top10();
  const start = performance.now();
  const calls = 100;
  for (let i = 0; i < calls; i += 1) await cached.top10();
  console.log(`top10 cached: ${((performance.now() - start) / calls).toFixed(2)} ms per call (lists from memory, visit totals from memory)`);
} finally {
  await database.close();
}
