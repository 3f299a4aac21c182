import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@tmc/shared/lists';
import { buyerLogListQuerySchema } from '@tmc/shared/logs';
import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { parseListParams } from './list-params';

const params = (search: string) => new URLSearchParams(search);

describe('parseListParams', () => {
  it('reads what the API schema accepts, with its defaults', () => {
    expect(parseListParams(pageQuerySchema, params('page=3'))).toEqual({ page: 3, size: 20 });
    expect(parseListParams(pageQuerySchema, params(''))).toEqual({ page: 0, size: 20 });
  });

  it('drops a parameter the API would refuse, keeping the others', () => {
    // year=1800 passed the web's own pattern and failed the API: now the web drops it as the API rules say.
    const query = parseListParams(tmcSearchQuerySchema, params('q=труба&year=1800&region=77&page=2'));
    expect(query.year).toBeUndefined();
    expect(query).toMatchObject({ q: 'труба', region: '77', page: 2 });
    expect(tmcSearchQuerySchema.safeParse({ q: 'труба', year: '1800' }).success).toBe(false);
  });

  it('drops a negative, fractional or unreadable page', () => {
    expect(parseListParams(pageQuerySchema, params('page=-2')).page).toBe(0);
    expect(parseListParams(pageQuerySchema, params('page=1.5')).page).toBe(0);
    expect(parseListParams(pageQuerySchema, params('page=abc')).page).toBe(0);
  });

  it('leaves the rules between parameters to the API, which names them (a price range upside down)', () => {
    const query = parseListParams(tmcSearchQuerySchema, params('price_from=500&price_to=100&year=abc&page=501'));
    expect(query).toMatchObject({ price_from: 500, price_to: 100, page: 0, size: 20 });
    expect(query.year).toBeUndefined();
  });

  it("keeps the API's default page size whatever the link says", () => {
    expect(parseListParams(pageQuerySchema, params('page=2&size=1000'))).toEqual({ page: 2, size: 20 });
  });

  it('ignores parameters the schema does not know and takes overrides', () => {
    expect(parseListParams(buyerLogListQuerySchema, params('method=about&tab=x'))).toEqual({ page: 0, size: 50, method: 'about' });
    expect(parseListParams(buyerLogListQuerySchema, params('method=Not%20a%20key')).method).toBeUndefined();
    expect(parseListParams(pageQuerySchema, params('page=1'), { page: '4' }).page).toBe(4);
  });
});
