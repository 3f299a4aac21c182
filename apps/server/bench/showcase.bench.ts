// The landing page's shop window on a large catalogue (GET /api/stat/showcase): prints the time of the
// uncached statement (goods per category, suppliers, regions) and of a cached call, and the plan's
// shape. Run against a PostgreSQL database that holds the goods (a million: see search.ts):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node bench/showcase.bench.ts
// Read-only: it changes nothing in the database.
import { connectPostgres } from '../src/db/client.ts';
import { createStatService } from '../src/modules/stat/stat.service.ts';

const url = process.env['BENCH_DATABASE_URL'];
if (!url) {
  console.error('BENCH_DATABASE_URL is not set: point it at a PostgreSQL database with goods (see the comment at the top).');
  process.exit(1);
}
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 5);

const database = connectPostgres(url, { max: 4 });
try {
  const uncached = createStatService({ db: database.db, showcaseCacheMs: 0 });
  const times: number[] = [];
  let figures = await uncached.computeShowcase();
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    figures = await uncached.computeShowcase();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`published goods: ${figures.goods}, suppliers: ${figures.suppliers}, regions: ${figures.regions}`);
  console.log(`categories: ${figures.categories.map((c) => `${c.name} ${c.count}`).join('; ')}`);
  console.log(
    `showcase uncached: min ${times[0]!.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${rounds} rounds (after one warm-up)`,
  );

  const cached = createStatService({ db: database.db });
  await cached.showcase();
  const start = performance.now();
  const calls = 1000;
  for (let i = 0; i < calls; i += 1) await cached.showcase();
  console.log(`showcase cached: ${(((performance.now() - start) / calls) * 1000).toFixed(1)} µs per call (from memory; refreshed in the background every 5 minutes)`);
} finally {
  await database.close();
}
