import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { SEARCH_PLANNER_SETTINGS, searchConnectionOptions } from './search-settings.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const settingsOf = async (db: NonNullable<Database['searchDb']>) => {
  const names = Object.keys(SEARCH_PLANNER_SETTINGS);
  // On PostgreSQL (the only database this runs on) execute answers node-postgres's result.
  const { rows } = (await db.execute(sql`select name, current_setting(name) as value from unnest(${`{${names.join(',')}}`}::text[]) as name`)) as unknown as {
    rows: { name: string; value: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
};

describe("the search's planner settings", () => {
  it('are libpq startup options', () => {
    expect(searchConnectionOptions()).toBe('-c max_parallel_workers_per_gather=0 -c jit=off -c work_mem=16MB -c random_page_cost=1.1');
  });

  it.runIf(process.env['TEST_DATABASE_URL'])("are those of the search pool's connections on PostgreSQL, and of no other", async () => {
    expect(database.kind).toBe('postgres');
    expect(await settingsOf(database.searchDb!)).toEqual(SEARCH_PLANNER_SETTINGS);
    // The rest of the server keeps PostgreSQL's own.
    const main = await settingsOf(database.db);
    expect(main['random_page_cost']).not.toBe('1.1');
    expect(main['work_mem']).not.toBe('16MB');
  });
});
