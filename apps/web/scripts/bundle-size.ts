/**
 * Initial JS of the buyer pages, gzip (DESIGN.md section 8: under 150 KB). For each page: the entry
 * chunk with everything it imports statically, plus the page's lazy route chunk with its static
 * imports: what the browser must load before the page can render. Reads Vite's manifest, so run it
 * after `npm run build -w @tmc/web`. Prints the table; exits 1 when a page is over the budget.
 *
 *   npm run bundle-size -w @tmc/web
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`Нет ${manifestPath}: сначала соберите приложение (npm run build -w @tmc/web).`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const gzipSize = new Map<string, number>();
function sizeOf(file: string): number {
  let size = gzipSize.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSize.set(file, size);
  }
  return size;
}

/** The chunk's file and the files of everything it imports statically, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entryFiles = closure(entryKey);

const pages: Array<[string, string]> = [
  ['/', 'src/app/routes/home.tsx'],
  ['/search', 'src/app/routes/search.tsx'],
  ['/search/{id}', 'src/app/routes/tmc-item.tsx'],
  ['/latest', 'src/app/routes/latest.tsx'],
  ['/stat', 'src/app/routes/stat.tsx'],
  ['/tariff', 'src/app/routes/tariff.tsx'],
  ['/about', 'src/app/routes/about.tsx'],
  ['/account', 'src/app/routes/account.tsx'],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const entryBytes = [...entryFiles].reduce((sum, f) => sum + sizeOf(f), 0);
console.log(`Общий код (точка входа и её зависимости): ${kb(entryBytes)} КБ gzip, файлов: ${entryFiles.size}`);
console.log('');
console.log('страница        | код страницы, КБ | всего, КБ | бюджет');
console.log('----------------|------------------|-----------|-------');
let over = false;
for (const [page, src] of pages) {
  if (!manifest[src]) {
    console.log(`${page.padEnd(15)} | нет в сборке`);
    continue;
  }
  const files = closure(src, new Set(entryFiles));
  const total = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
  const own = total - entryBytes;
  const ok = total / 1024 < BUDGET_KB;
  over ||= !ok;
  console.log(`${page.padEnd(15)} | ${kb(own).padStart(16)} | ${kb(total).padStart(9)} | ${ok ? 'да' : 'ПРЕВЫШЕН'}`);
}
console.log('');
console.log(`Бюджет: ${BUDGET_KB} КБ gzip начального JS на страницу покупателя.`);
process.exit(over ? 1 : 0);
