import { describe, expect, it } from 'vitest';
import { TMC_LIMITS, TMC_MESSAGES } from './tmc-schemas.ts';
import { tmcSearchQuerySchema, tmcSuggestionsQuerySchema } from './tmc-search-schemas.ts';

describe('tmcSearchQuerySchema', () => {
  it('parses URL strings, with defaults and blank as absent', () => {
    expect(tmcSearchQuerySchema.parse({ q: ' труба ', price_from: '10,5', page: '', vat: '' })).toEqual({
      q: 'труба',
      price_from: 10.5,
      page: 0,
      size: TMC_LIMITS.pageSizeDefault,
    });
  });

  it('refuses what the spec calls garbage', () => {
    for (const bad of [{ page: '-1' }, { size: '1000' }, { price_from: '5', price_to: '1' }, { vat: '13' }, { year: '20x0' }, { created_at_from: '2025-02-30' }, { q: 'a'.repeat(201) }]) {
      expect(tmcSearchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    // A NUL becomes a space, so it can never reach the database.
    expect(tmcSearchQuerySchema.parse({ q: 'тр\u0000уба' }).q).toBe('тр уба');
    expect(tmcSuggestionsQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('seller or corporation', () => {
  it('takes either filter, trims a seller code, and refuses both at once in Russian', () => {
    const corporation = '7b7c6d1e-0000-4000-8000-000000000001';
    expect(tmcSearchQuerySchema.parse({ seller_code: ' 012345 ' }).seller_code).toBe('012345');
    expect(tmcSearchQuerySchema.parse({ corporation_id: corporation }).corporation_id).toBe(corporation);
    const both = tmcSearchQuerySchema.safeParse({ seller_code: '012345', corporation_id: corporation });
    expect(both.error?.issues).toEqual([expect.objectContaining({ path: ['corporation_id'], message: TMC_MESSAGES.sellerOrCorporation })]);
  });
});
