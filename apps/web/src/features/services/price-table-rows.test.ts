import { describe, expect, it } from 'vitest';
import type { ServicePriceRow } from '@tmc/shared/services-schemas';
import { parsePriceInput } from './price-input';
import { toPriceTableRows } from './price-table-rows';

const row = (id: number): ServicePriceRow => ({ id, tier: null, amount: 'до 15', sumTmc: null, price: 100, validityPeriod: '1 год' });

describe('price table rows', () => {
  it('numbers the general services, merges their cells over their rows and skips empty ones', () => {
    const rows = toPriceTableRows([
      { id: 10, name: 'Размещение', priceLists: [row(1), row(2), row(3)] },
      { id: 11, name: 'Пусто', priceLists: [] },
      { id: 12, name: 'Аренда', priceLists: [row(4)] },
    ]);
    expect(rows.map((r) => [r.row.id, r.idGeneral, r.nameGeneral, r.number, r.priceListNumber, r.rowSpan])).toEqual([
      [1, 10, 'Размещение', 1, 1, 3],
      [2, 10, 'Размещение', 1, 2, 0],
      [3, 10, 'Размещение', 1, 3, 0],
      [4, 12, 'Аренда', 2, 1, 1],
    ]);
  });
});

describe('price input', () => {
  it('reads spaces, a comma or a dot and the rouble sign', () => {
    expect(parsePriceInput('45 000,50')).toBe(45000.5);
    expect(parsePriceInput('45\u00A0000.5 ₽')).toBe(45000.5);
    expect(parsePriceInput('0')).toBe(0);
  });

  it('gives NaN for anything else', () => {
    for (const text of ['', 'abc', '-5', '1,2,3', '1e5']) expect(parsePriceInput(text), text).toBeNaN();
  });
});
