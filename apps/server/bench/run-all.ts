// `npm run bench`: runs every benchmark of this folder one after another (search.ts, import-parse.ts and
// every *.bench.ts), each in its own process so one's caches and pools do not colour the next one's figures.
// BENCH_DATABASE_URL defaults to the local tmc_bench database (see search.ts for how to fill it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const env = { ...process.env, BENCH_DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/tmc_bench' };
const files = ['search.ts', 'import-parse.ts', 'import.ts', ...fs.readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()].filter((f) => fs.existsSync(path.join(dir, f)));

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit', env });
  if (result.status !== 0) {
    failed += 1;
    console.log(`${file} exited with ${result.status ?? result.signal}`);
  }
}
console.log(`\n${files.length} benchmark(s) run, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
