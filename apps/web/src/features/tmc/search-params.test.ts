import { describe, expect, it } from 'vitest';
import { searchStateFromParams } from './parse-search-params';
import { apiQueryFromState, searchParamsFromState } from './search-params';

const parse = (search: string) => searchStateFromParams(new URLSearchParams(search));

describe('search URL <-> filters', () => {
  it('reads every filter of the specification under the API names', () => {
    const state = parse(
      'q=труба&name=стальная&stock_number=ТМЦ-0045&unit=796&price_from=100&price_to=2500.5&vat=20&year=2021' +
        '&seller_code=123456&region=77&created_at_from=2026-01-01&created_at_to=2026-02-01&page=3',
    );
    expect(state).toEqual({
      page: 3,
      filters: {
        q: 'труба',
        name: 'стальная',
        stock_number: 'ТМЦ-0045',
        unit: '796',
        price_from: '100',
        price_to: '2500.5',
        vat: '20',
        year: '2021',
        seller_code: '123456',
        region: '77',
        created_at_from: '2026-01-01',
        created_at_to: '2026-02-01',
      },
    });
  });

  it('round-trips: the URL of a state reads back as the same state', () => {
    const state = parse('q=кабель ВВГ&price_from=10&region=50&corporation_id=7b7c6d1e-0000-4000-8000-000000000001&page=1');
    expect(parse(searchParamsFromState(state).toString())).toEqual(state);
  });

  it('treats title (the statistics page link) as the text query, unless q is there', () => {
    expect(parse('title=Труба').filters).toEqual({ q: 'Труба' });
    expect(parse('title=Труба&q=кабель').filters).toEqual({ q: 'кабель' });
    expect(searchParamsFromState(parse('title=Труба')).toString()).toBe(`q=${encodeURIComponent('Труба')}`);
  });

  it('drops empty and malformed values and keeps the first page out of the URL', () => {
    const state = parse('q=%20%20&price_from=abc&price_to=1,5&year=21&created_at_from=01.01.2026&page=-2&vat=');
    expect(state).toEqual({ filters: { price_to: '1.5' }, page: 0 });
    expect(searchParamsFromState({ filters: { q: ' труба ' }, page: 0 }).toString()).toBe(
      `q=${encodeURIComponent('труба')}`,
    );
  });

  it('keeps the seller when a link has both a seller and a corporation', () => {
    expect(parse('seller_code=123456&corporation_id=x').filters).toEqual({ seller_code: '123456' });
  });

  it('builds the API query with page and size', () => {
    expect(apiQueryFromState({ filters: { q: 'труба', region: '77' }, page: 2 }, 20)).toEqual({
      q: 'труба',
      region: '77',
      page: 2,
      size: 20,
    });
  });
});
