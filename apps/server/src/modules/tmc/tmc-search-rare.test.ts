import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import type { Database } from '../../db/client.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createTmcSearch, onlyRareLexemes } from './tmc-search.ts';

describe('a stage of only rare lexemes (counted without asking the planner)', () => {
  const common = new Set(['труб', '~труб', '§r77', "it's"]);

  it('is one whose every text lexeme is outside the most common ones', () => {
    expect(onlyRareLexemes(["'задвижк' | '~задвижк'"], common)).toBe(true);
    expect(onlyRareLexemes(["('задвижк' | '~задвижк') & '§r77'"], common)).toBe(true);
    expect(onlyRareLexemes(["'задвижк'", "'задвижк' | '~задвижк'"], common)).toBe(true);
    expect(onlyRareLexemes(["'it''s'"], new Set())).toBe(true);
  });

  it('is not one with a common lexeme, a beginning, or no text lexeme at all', () => {
    expect(onlyRareLexemes(["'труб' | '~труб'"], common)).toBe(false);
    expect(onlyRareLexemes(["('задвижк' | '~задвижк') & ('труб' | '~труб')"], common)).toBe(false);
    expect(onlyRareLexemes(["'задвижк'", "'труб'"], common)).toBe(false);
    expect(onlyRareLexemes(["'задвижк':* | '~задвижк':*"], common)).toBe(false);
    expect(onlyRareLexemes(["'it''s'"], common)).toBe(false);
    expect(onlyRareLexemes(["'§r77'"], common)).toBe(false);
    expect(onlyRareLexemes([], common)).toBe(false);
  });
});

describe('the totals of rare and common words, with the planner statistics read', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const seller = await buildSeller(database.db);
    // 3,000 pipes (a common word once analyzed) and 7 gate valves.
    await database.db.execute(sql`
      insert into tmc (seller_id, name, unit, quantity, price, vat, region, status, published_at)
      select ${seller.id}::uuid, 'Труба стальная ' || g, '796', 1, 10, '20', '77', 'published', now() - g * interval '1 minute' from generate_series(1, 3000) g
      union all
      select ${seller.id}::uuid, 'Задвижка клиновая ' || g, '796', 1, 10, '20', '77', 'published', now() - g * interval '1 minute' from generate_series(1, 7) g`);
    await database.db.execute(sql`analyze tmc`);
  }, 60_000);
  afterAll(async () => database.close());

  it('are exact either way, and a typo of the rare word finds it', async () => {
    const engine = createTmcSearch(database.searchDb ?? database.db, undefined, { settingsInConnection: database.searchDb !== undefined });
    const search = (q: string) => engine.search(tmcSearchQuerySchema.parse({ q }), { publicOnly: true, viewerId: null });
    expect(await search('задвижки')).toMatchObject({ total: 7, totalIsEstimate: false, matchedBy: 'forms' });
    expect(await search('задвика')).toMatchObject({ total: 7, totalIsEstimate: false, matchedBy: 'typo' });
    expect(await search('трубы')).toMatchObject({ total: 3000, totalIsEstimate: false, matchedBy: 'forms' });
    expect(await search('трубы задвижка')).toMatchObject({ total: 0, totalIsEstimate: false });
  });
});
