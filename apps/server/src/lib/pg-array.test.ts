import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { queryRows } from '../modules/tmc/tmc-search.ts';
import { pgArray } from './pg-array.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('pgArray', () => {
  it('reads back in the database as the same values, whatever the characters', async () => {
    const texts = ['', 'a', 'NULL', 'null', ' spaced ', 'comma,semicolon;', '{brace}', 'quote "x"', 'back\\slash', '\\"', "apostrophe's", 'Труба 57х3,5 «ГОСТ»', 'line\nbreak\ttab', '😀'];
    const rows = await queryRows<{ v: string | null; n: number }>(
      t.database.db,
      sql`select v, n::int from unnest(${pgArray([...texts, null])}::text[]) with ordinality as x(v, n) order by n`,
    );
    expect(rows.map((r) => r.v)).toEqual([...texts, null]);
    const numbers = await queryRows<{ v: string | null }>(t.database.db, sql`select v::text from unnest(${pgArray([0, 1.5, -2, 1234567.125, null])}::numeric[]) as v`);
    expect(numbers.map((r) => r.v)).toEqual(['0', '1.5', '-2', '1234567.125', null]);
    const empty = await queryRows<{ n: number }>(t.database.db, sql`select cardinality(${pgArray([])}::text[])::int as n`);
    expect(empty[0]!.n).toBe(0);
  });
});
