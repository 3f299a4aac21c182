import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { lexemeStatistics, parseTsQuery, tsQuerySelectivity, type LexemeStatistics } from './tmc-lexeme-selectivity.ts';
import { plannedRows, queryRows } from './tmc-search.ts';

const stats = (entries: [string, number][], minFrequency = 0.001, nullFraction = 0): LexemeStatistics => ({
  frequency: new Map(entries),
  minFrequency,
  nullFraction,
});

describe('a tsquery text as a tree', () => {
  it('reads quoted lexemes with beginnings, weights and escaped quotes', () => {
    expect(parseTsQuery("'труб'")).toEqual({ lexeme: 'труб', prefix: false });
    expect(parseTsQuery("'труб':*")).toEqual({ lexeme: 'труб', prefix: true });
    expect(parseTsQuery("'труб':AB")).toEqual({ lexeme: 'труб', prefix: false });
    expect(parseTsQuery("'it''s'")).toEqual({ lexeme: "it's", prefix: false });
    expect(parseTsQuery("'a\\'b'")).toEqual({ lexeme: "a'b", prefix: false });
  });

  it('binds ! before <-> and &, and & before |', () => {
    expect(parseTsQuery("'a' | 'b' & !'c'")).toEqual({
      op: 'or',
      left: { lexeme: 'a', prefix: false },
      right: { op: 'and', left: { lexeme: 'b', prefix: false }, right: { op: 'not', arg: { lexeme: 'c', prefix: false } } },
    });
    expect(parseTsQuery("('a' | 'b') <-> 'c'")).toEqual({
      op: 'and',
      left: { op: 'or', left: { lexeme: 'a', prefix: false }, right: { lexeme: 'b', prefix: false } },
      right: { lexeme: 'c', prefix: false },
    });
  });

  it('is null for what it does not read', () => {
    for (const text of ['', "'a' &", "('a'", "'a')", 'a', "'a' 'b'", "'a' & | 'b'"]) expect(parseTsQuery(text)).toBeNull();
  });
});

describe("the planner's selectivity of a tsquery", () => {
  const s = stats([
    ['болт', 0.2],
    ['гайк', 0.1],
    ['труб', 0.3],
    ['трубк', 0.05],
  ]);

  it('is a common lexeme’s frequency, and at most half the lowest kept frequency for another', () => {
    expect(tsQuerySelectivity("'болт'", s)).toBeCloseTo(0.2, 12);
    expect(tsQuerySelectivity("'шайб'", s)).toBeCloseTo(0.0005, 12);
    expect(tsQuerySelectivity("'шайб'", stats([['болт', 0.2]], 0.5))).toBeCloseTo(0.005, 12);
  });

  it('combines words as independent events, and leaves out the rows without a vector', () => {
    expect(tsQuerySelectivity("'болт' & 'гайк'", s)).toBeCloseTo(0.02, 12);
    expect(tsQuerySelectivity("'болт' | 'гайк'", s)).toBeCloseTo(0.28, 12);
    expect(tsQuerySelectivity("'болт' & !'гайк'", s)).toBeCloseTo(0.18, 12);
    expect(tsQuerySelectivity("'болт' <-> 'гайк'", s)).toBeCloseTo(0.02, 12);
    expect(tsQuerySelectivity("'болт'", stats([['болт', 0.2]], 0.001, 0.25))).toBeCloseTo(0.15, 12);
  });

  it('guesses a beginning from the common lexemes it begins, and 2 % with fewer than 100 of them', () => {
    expect(tsQuerySelectivity("'труб':*", s)).toBeCloseTo(0.02, 12);
    const many = stats(Array.from({ length: 200 }, (_, i) => [`w${String(i).padStart(3, '0')}`, 0.001] as [string, number]));
    // w00*: 10 of the 200 lexemes; their union, plus that share of the rest.
    const matched = 1 - (1 - 0.001) ** 10;
    const all = 1 - (1 - 0.001) ** 200;
    expect(tsQuerySelectivity("'w00':*", many)).toBeCloseTo(matched + (1 - all) * (10 / 200), 12);
    // Never less than a lexeme outside the list.
    expect(tsQuerySelectivity("'zz':*", many)).toBeCloseTo(0.0005, 12);
  });

  it('is null for a text it does not read', () => {
    expect(tsQuerySelectivity("'болт' &", s)).toBeNull();
  });

  it('reads pg_stats as it comes, and nothing without it', () => {
    expect(lexemeStatistics(['a', 'b'], [0.5, '0.25', 0.25, 0.5], '0.1')).toEqual({
      frequency: new Map([
        ['a', 0.5],
        ['b', 0.25],
      ]),
      minFrequency: 0.25,
      nullFraction: 0.1,
    });
    expect(lexemeStatistics(null, null, null)).toBeNull();
    expect(lexemeStatistics(['a'], [0.5], 0)).toBeNull();
  });
});

describe("the same estimate as the database's planner", () => {
  let database: Database;
  let lexemes: LexemeStatistics;
  let base: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    const seller = await buildSeller(database.db);
    // 6,000 goods named from 240 made-up words (each a lexeme as it is), with descriptions from 60 more:
    // over 100 common lexemes, some of them beginnings of others, in names and ('~') in descriptions.
    await database.db.execute(sql`
      insert into tmc (seller_id, name, description, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid,
             'изд' || (g % 240) || ' изд' || ((g * 7) % 240) || ' дет' || (g % 13),
             'опис' || (g % 60) || ' изд' || ((g * 11) % 240),
             '796', 1, 10, '20', '77', case when g % 10 = 0 then 'draft' else 'published' end, now() - g * interval '1 minute'
      from generate_series(1, 6000) g`);
    await database.db.execute(sql`analyze tmc`);
    const [row] = await queryRows<{ elems: string[] | null; freqs: number[] | null; null_frac: number | null }>(
      database.db,
      sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs, null_frac::float8 as null_frac
          from pg_stats where schemaname = current_schema() and tablename = 'tmc' and attname = 'search'`,
    );
    lexemes = lexemeStatistics(row!.elems, row!.freqs, row!.null_frac)!;
    base = (await plannedRows(database.db, sql`select 1 from tmc t where t.status = 'published'`))['Plan Rows'] ?? 0;
  }, 120_000);
  afterAll(async () => database.close());

  it('for words, their forms, beginnings and their combinations', async () => {
    expect(lexemes.frequency.size).toBeGreaterThan(100);
    const queries = [
      "'изд5'",
      "'изд5' | '~изд5'",
      "('изд5' | '~изд5') & ('дет3' | '~дет3')",
      "'изд1':*",
      "'изд1':* | '~изд1':*",
      "'опис7'",
      "'~опис7'",
      "'нетакого'",
      "('изд12' | '~изд12') & ('изд7' | '~изд7') & 'дет1'",
      "'изд5' & !'дет3'",
    ];
    const differing: { text: string; here: number; planner: number }[] = [];
    for (const text of queries) {
      const planner = (await plannedRows(database.db, sql`select 1 from tmc t where t.status = 'published' and t.search @@ ${text}::tsquery`))['Plan Rows'] ?? 0;
      const here = Math.max(1, Math.round(base * tsQuerySelectivity(text, lexemes)!));
      // Within a row: the planner rounds the rows of each condition, this rounds once.
      if (Math.abs(here - planner) > 1) differing.push({ text, here, planner });
    }
    expect(differing).toEqual([]);
  });
});
