import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import type { Database } from '../../db/client.ts';
import { buildSeller } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createTmcSearchOn, onlyRareLexemes, priceByIndex, queryRows } from './tmc-search.ts';

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

describe('a price range with text', () => {
  it('is read through the price index when the words match many more goods than the range keeps', () => {
    // By the planner's estimates on a million goods: 'подшипник' at 100-200 ₽, 'эмаль' at 1,612-6,449 ₽.
    expect(priceByIndex({ total: 6042, largestAlternative: 6028, anyPrice: 47592, inRange: 122155 })).toBe(true);
    expect(priceByIndex({ total: 3639, largestAlternative: 3588, anyPrice: 25081, inRange: 139586 })).toBe(true);
    // 'краска' at 2,103-8,416 ₽ and a narrow 'пленка': checked on the words' rows.
    expect(priceByIndex({ total: 1432, largestAlternative: 695, anyPrice: 11217, inRange: 122792 })).toBe(false);
    expect(priceByIndex({ total: 37, largestAlternative: 34, anyPrice: 228, inRange: 154889 })).toBe(false);
    // No price range.
    expect(priceByIndex({ total: 10, largestAlternative: 10 })).toBe(false);
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
      select ${seller.id}::uuid, 'Задвижка клиновая ' || g, '796', 1, 10, '20', '77', 'published', now() - g * interval '1 minute' from generate_series(1, 7) g
      union all
      select ${seller.id}::uuid, 'Труба медная ' || g, '796', 1, 500 + g, '20', '77', 'published', now() - g * interval '1 second' from generate_series(1, 50) g`);
    await database.db.execute(sql`analyze tmc`);
  }, 60_000);
  afterAll(async () => database.close());

  it('are exact either way, and a typo of the rare word finds it', async () => {
    const engine = createTmcSearchOn(database);
    const search = (q: string) => engine.search(tmcSearchQuerySchema.parse({ q }), { publicOnly: true, viewerId: null });
    expect(await search('задвижки')).toMatchObject({ total: 7, totalIsEstimate: false, matchedBy: 'forms' });
    expect(await search('задвика')).toMatchObject({ total: 7, totalIsEstimate: false, matchedBy: 'typo' });
    expect(await search('трубы')).toMatchObject({ total: 3050, totalIsEstimate: false, matchedBy: 'forms' });
    expect(await search('трубы задвижка')).toMatchObject({ total: 0, totalIsEstimate: false });
  });
  it('of a common word in a narrow price range are its goods in the range, newest first', async () => {
    // 3,050 pipes of which 50 cost 501-550 ₽: the range is read through the price index (priceByIndex).
    const engine = createTmcSearchOn(database);
    const got = await engine.search(tmcSearchQuerySchema.parse({ q: 'труба', price_from: '400', price_to: '600' }), { publicOnly: true, viewerId: null });
    const expected = await queryRows<{ id: number | string }>(
      database.db,
      sql`select id from tmc where name like 'Труба медная%' order by published_at desc, id desc limit 20`,
    );
    expect(got).toMatchObject({ total: 50, totalIsEstimate: false });
    expect(got.rows.map((r) => r.id)).toEqual(expected.map((r) => Number(r.id)));
    expect(got.rows.every((r) => r.price >= 400 && r.price <= 600)).toBe(true);
  });
});
