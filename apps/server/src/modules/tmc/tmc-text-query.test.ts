import { describe, expect, it } from 'vitest';
import { correctWords, editDistance, looksLikeStockNumber, prefixPattern, queryWords, toTsQuery } from './tmc-text-query.ts';

describe('text query', () => {
  it('keeps only letters and digits, lower case, ё as е', () => {
    expect(queryWords("Плёнка ПВД' & !(200мк) -- ; DROP")).toEqual(['пленка', 'пвд', '200мк', 'drop']);
    expect(queryWords('')).toEqual([]);
  });

  it('builds AND queries with prefixes and weights', () => {
    expect(toTsQuery(['труба', 'ст'])).toBe('труба & ст');
    expect(toTsQuery(['труба', 'ст'], { prefix: true })).toBe('труба:* & ст');
    expect(toTsQuery(['труба'], { prefix: true, nameOnly: true })).toBe('труба:*A');
  });

  it('recognises stock numbers and escapes LIKE wildcards', () => {
    expect(looksLikeStockNumber('ТМЦ-000145')).toBe(true);
    expect(looksLikeStockNumber('труба 57')).toBe(false);
    expect(prefixPattern('A_1%')).toBe('a\\_1\\%%');
  });

  it('corrects typos within the allowed distance only', () => {
    expect(editDistance('трбуа', 'труба')).toBe(1);
    expect(correctWords(['трбуа', 'кран', 'ххххх'], ['труба', 'кран', 'трубка'])).toEqual(['труба', 'кран', 'ххххх']);
  });
});
