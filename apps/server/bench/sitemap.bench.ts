// The sitemap on a large catalogue: prints the time to build sitemap.xml (the index, above 50,000 URLs)
// and the first, a middle and the last goods part, with their sizes. Run against a PostgreSQL database
// that already holds the goods (seed it with the demo seed, e.g. a million items):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tmc_bench node bench/sitemap.bench.ts
// Read-only: it changes nothing in the database.
import { connectPostgres } from '../src/db/client.ts';
import { createSeoService } from '../src/modules/seo/seo.service.ts';

const url = process.env['BENCH_DATABASE_URL'];
if (!url) {
  console.error('BENCH_DATABASE_URL is not set: point it at a PostgreSQL database with goods (see the comment at the top).');
  process.exit(1);
}
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const origin = 'https://tmc.example.ru';

async function timed(label: string, run: () => Promise<string | null>): Promise<void> {
  const times: number[] = [];
  let size = 0;
  let urls = 0;
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    const xml = (await run()) ?? '';
    times.push(performance.now() - start);
    size = Buffer.byteLength(xml);
    urls = xml.split('<loc>').length - 1;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(22)} min ${times[0]!.toFixed(0).padStart(5)} ms, median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(5)} ms, ${urls} URLs, ${(size / 1024 / 1024).toFixed(1)} MB`,
  );
}

const database = connectPostgres(url, { max: 4 });
try {
  const seo = createSeoService({ db: database.db });
  const index = (await seo.sitemap(origin)) ?? '';
  const parts = index.split('/sitemaps/goods-').length - 1;
  console.log(`sitemap.xml is ${index.includes('<sitemapindex') ? `an index of ${parts} goods parts` : 'one file'}`);
  await timed('sitemap.xml', () => seo.sitemap(origin));
  await timed('pages part', () => seo.pagesPart(origin));
  for (const n of [...new Set([1, Math.ceil(parts / 2), parts])].filter((n) => n >= 1)) {
    await timed(`goods part ${n}`, () => seo.goodsPart(origin, n));
  }
} finally {
  await database.close();
}
