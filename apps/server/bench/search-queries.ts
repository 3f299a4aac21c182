// Search queries drawn at random from the goods themselves, for the search benchmark and the load test:
// nobody picks them, so the figures hold for queries nobody tuned for. Each run draws anew (the seed is
// printed; BENCH_SEED repeats a run). Classes follow issue 17: one word put into another of its forms,
// two or three words of a name, a typo (two letters swapped or one dropped), an article code or its part,
// a code typed with look-alike letters of the other alphabet, a stock-number prefix, filters only (region,
// year, VAT, unit, price, seller or corporation in any combination), a common word's page 200, and text
// with filters.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createRandom, type Random } from '../src/db/seed/random.ts';
import { queryRows } from '../src/modules/tmc/tmc-search.ts';
import { russianMorphology } from '../src/modules/tmc/tmc-morphology.ts';
import { codeParts, isCodeRun, textRuns } from '../src/modules/tmc/tmc-text-query.ts';

export const QUERY_CLASSES = [
  'one word, any form',
  'two or three words',
  'typo',
  'article code or part',
  'look-alike letters',
  'stock-number prefix',
  'filters only',
  'common word, page 200',
  'text + filters',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface BenchQuery {
  cls: QueryClass;
  params: Record<string, string>;
}

interface SampleRow {
  name: string;
  stock_number: string | null;
  region: string | null;
  year: number | null;
  vat: string;
  unit: string;
  price: number;
  seller_code: string;
  corporation_id: string | null;
}

const CYR_TO_LAT = new Map([...'авекмнорстх'].map((c, i) => [c, 'abekmhopctx'[i]!]));
const LAT_TO_CYR = new Map([...CYR_TO_LAT].map(([c, l]) => [l, c]));

/** Russian words of a name, 4+ letters (not the letters inside a code: 'хгса' of 40ХГСА is no word). */
const wordsOf = (name: string): string[] =>
  textRuns(name)
    .filter((run) => !/[0-9a-z]/.test(run))
    .flatMap((run) => run.match(/[а-я]+/g) ?? [])
    .filter((w) => w.length >= 4);
/** Code runs of a name with a digit in them (article and standard codes, sizes), as printed. */
const codesOf = (name: string): string[] => name.split(/\s+/).filter((run) => /\d/.test(run) && isCodeRun(textRuns(run)[0] ?? ''));

function otherForm(r: Random, word: string): string {
  const forms = russianMorphology().forms(word);
  return r.pick(forms);
}

function typo(r: Random, word: string): string {
  const i = r.int(1, word.length - 2);
  return r.chance(0.5) ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + word.slice(i + 1);
}

/** The code with every look-alike letter written in the other alphabet (and х/x in sizes). */
function lookAlike(code: string): string {
  return [...code]
    .map((c) => {
      const lower = c.toLowerCase();
      const twin = CYR_TO_LAT.get(lower) ?? LAT_TO_CYR.get(lower);
      if (!twin) return c;
      return c === lower ? twin : twin.toUpperCase();
    })
    .join('');
}

/** Random published goods (uniform over ids; the seed gives a dense identity). */
async function sample(db: Db, r: Random, n: number): Promise<SampleRow[]> {
  const [range] = await queryRows<{ lo: number; hi: number }>(db, sql`select min(id)::float8 as lo, max(id)::float8 as hi from tmc`);
  const ids = Array.from({ length: n * 2 }, () => r.int(Number(range!.lo), Number(range!.hi)));
  return queryRows<SampleRow>(
    db,
    sql`select t.name, t.stock_number, t.region, t.year, t.vat, t.unit, t.price::float8 as price, s.seller_code,
               (select cs.corporation_id from corporation_sellers cs where cs.seller_id = s.id limit 1) as corporation_id
        from tmc t join sellers s on s.id = t.seller_id
        where t.id = any(${sql.param(ids)}::bigint[]) and t.status = 'published' and not s.blocked and s.deleted_at is null
        limit ${n}`,
  );
}

/** Filters of a row: 1 to 4 of region, year, VAT, unit, a price range around its price, its seller or corporation. */
function filtersOf(r: Random, row: SampleRow, max: number): Record<string, string> {
  const one = (key: string, value: string | null): Record<string, string> => (value ? { [key]: value } : {});
  const all: [string, () => Record<string, string>][] = [
    ['region', () => one('region', row.region)],
    ['year', () => one('year', row.year ? String(row.year) : null)],
    ['vat', () => one('vat', row.vat)],
    ['unit', () => one('unit', row.unit)],
    ['price', () => ({ price_from: String(Math.floor(row.price * 0.5)), price_to: String(Math.ceil(row.price * 2)) })],
    ['seller', () => (row.corporation_id && r.chance(0.3) ? one('corporation_id', row.corporation_id) : one('seller_code', row.seller_code))],
  ];
  const picked = r.shuffle(all).slice(0, r.int(1, max));
  return Object.assign({}, ...picked.map(([, make]) => make()));
}

/** `perClass` queries of each text class and `filterCombos` filter-only queries, drawn from the data. */
export async function drawQueries(db: Db, seed: number, perClass: number, filterCombos: number): Promise<BenchQuery[]> {
  const r = createRandom(seed);
  const rows = await sample(db, r, Math.max(2000, perClass * 40));
  // Common words: the most frequent name words of the sample (a buyer's 'труба', 'кабель').
  const frequency = new Map<string, number>();
  for (const row of rows) for (const w of new Set(wordsOf(row.name))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const common = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([w]) => w);

  const out: BenchQuery[] = [];
  const take = (cls: QueryClass, make: (row: SampleRow) => Record<string, string> | null, count: number) => {
    for (let tries = 0, made = 0; made < count && tries < count * 50; tries++) {
      const params = make(r.pick(rows));
      if (params) {
        out.push({ cls, params });
        made++;
      }
    }
  };
  take('one word, any form', (row) => {
    const words = wordsOf(row.name);
    return words.length ? { q: otherForm(r, r.pick(words)) } : null;
  }, perClass);
  take('two or three words', (row) => {
    const words = [...new Set(wordsOf(row.name))];
    if (words.length < 2) return null;
    return { q: r.shuffle(words).slice(0, r.int(2, Math.min(3, words.length))).map((w) => (r.chance(0.5) ? otherForm(r, w) : w)).join(' ') };
  }, perClass);
  take('typo', (row) => {
    const words = wordsOf(row.name).filter((w) => w.length >= 5);
    return words.length ? { q: typo(r, r.pick(words)) } : null;
  }, perClass);
  take('article code or part', (row) => {
    const codes = codesOf(row.name);
    if (!codes.length) return null;
    const code = r.pick(codes);
    const parts = codeParts(code.toLowerCase()).filter((p) => p.length >= 2 && /[0-9]/.test(p));
    return { q: r.chance(0.6) || parts.length < 2 ? code : r.pick(parts) };
  }, perClass);
  take('look-alike letters', (row) => {
    const codes = codesOf(row.name).filter((c) => lookAlike(c) !== c);
    return codes.length ? { q: lookAlike(r.pick(codes)) } : null;
  }, perClass);
  take('stock-number prefix', (row) => {
    const s = row.stock_number;
    return s && s.length >= 6 ? { stock_number: s.slice(0, Math.max(4, Math.ceil(s.length * (0.6 + r.next() * 0.3)))) } : null;
  }, perClass);
  take('filters only', (row) => filtersOf(r, row, 4), filterCombos);
  take('common word, page 200', () => ({ q: otherForm(r, r.pick(common)), page: '200' }), perClass);
  take('text + filters', (row) => {
    const words = wordsOf(row.name);
    return words.length ? { q: r.pick(words), ...filtersOf(r, row, 3) } : null;
  }, perClass);
  return out;
}
