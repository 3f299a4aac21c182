import { describe, expect, it } from 'vitest';
import { computeDocument, computeLine, documentUnit, quantityInThousandths, vatIncluded } from './document-lines.ts';
import type { DocumentLine } from './document-types.ts';

const line = (overrides: Partial<DocumentLine> = {}): DocumentLine => ({
  name: 'Кабель',
  unitCode: '796',
  quantity: 1,
  priceKopecks: 150_000,
  vatRate: '22',
  ...overrides,
});

describe('VAT included in an amount', () => {
  it('is amount × rate / (100 + rate), to the kopeck', () => {
    expect(vatIncluded(150_000, '22')).toBe(27_049); // 270,4918…
    expect(vatIncluded(150_000, '20')).toBe(25_000);
    expect(vatIncluded(150_000, '10')).toBe(13_636); // 136,3636…
    expect(vatIncluded(150_000, '7')).toBe(9813); // 98,1308…
    expect(vatIncluded(150_000, '5')).toBe(7143); // 71,4285…
    expect(vatIncluded(150_000, '0')).toBe(0);
    expect(vatIncluded(150_000, 'none')).toBe(0);
  });

  it('rounds half a kopeck up', () => {
    expect(vatIncluded(3, '20')).toBe(1); // 0,5 kopeck
    expect(vatIncluded(2, '20')).toBe(0);
    expect(vatIncluded(9, '20')).toBe(2); // 1,5
  });

  it('is exact at the largest amount', () => {
    // 99 999 999 999 999 × 22 / 122 = 18 032 786 885 245,72… (a float product would already be off).
    expect(vatIncluded(99_999_999_999_999, '22')).toBe(18_032_786_885_246);
  });
});

describe('a line', () => {
  it('is price × quantity, the fraction rounded half up', () => {
    const computed = computeLine(line({ quantity: 0.125, priceKopecks: 12_345, vatRate: 'none' }), 1);
    expect(computed.totalKopecks).toBe(1543); // 1543,125
    expect(computed.quantityThousandths).toBe(125);
    expect(computeLine(line({ quantity: 36.5, priceKopecks: 154_300 }), 1).totalKopecks).toBe(5_631_950);
    expect(computeLine(line({ quantity: 0.1 + 0.2, priceKopecks: 10 }), 1).totalKopecks).toBe(3);
  });

  it('splits into the amount without VAT and the VAT, which add up to the amount', () => {
    for (const vatRate of ['none', '0', '5', '7', '10', '20', '22'] as const) {
      for (const priceKopecks of [1, 3, 99, 12_345, 150_000, 987_654_321]) {
        for (const quantity of [1, 3, 12.5, 0.001]) {
          const computed = computeLine(line({ vatRate, priceKopecks, quantity }), 1);
          expect(computed.netKopecks + computed.vatKopecks).toBe(computed.totalKopecks);
          expect(computed.vatKopecks).toBe(vatIncluded(computed.totalKopecks, vatRate));
        }
      }
    }
  });

  it('prices the unit without VAT for the УПД', () => {
    expect(computeLine(line({ priceKopecks: 12_200, vatRate: '22' }), 1).netPriceKopecks).toBe(10_000);
    expect(computeLine(line({ priceKopecks: 12_345, vatRate: '22' }), 1).netPriceKopecks).toBe(10_119); // 101,188…
    expect(computeLine(line({ priceKopecks: 12_345, vatRate: 'none' }), 1).netPriceKopecks).toBe(12_345);
  });

  it('refuses what cannot be printed correctly', () => {
    expect(() => computeLine(line({ quantity: 0 }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ quantity: -1 }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ quantity: 1.0005 }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ quantity: Number.NaN }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ priceKopecks: 10.5 }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ priceKopecks: -1 }), 1)).toThrow(RangeError);
    expect(() => computeLine(line({ unitCode: '999' }), 1)).toThrow(/Unknown unit/);
    expect(() => computeLine(line({ vatRate: '18' as DocumentLine['vatRate'] }), 1)).toThrow(/VAT rate/);
    expect(() => computeLine(line({ name: '  ' }), 1)).toThrow(/no name/);
    expect(() => computeLine(line({ priceKopecks: 99_999_999_999_999, quantity: 2 }), 1)).toThrow(/exceeds/);
  });

  it('reads quantities as their decimal text', () => {
    expect(quantityInThousandths(1)).toBe(1000);
    expect(quantityInThousandths(12.5)).toBe(12_500);
    expect(quantityInThousandths(0.001)).toBe(1);
    expect(quantityInThousandths(99_999_999_999.999)).toBe(99_999_999_999_999);
    expect(quantityInThousandths(0.1 + 0.2)).toBe(300);
    expect(quantityInThousandths(1.1 * 3)).toBe(3300);
    expect(() => quantityInThousandths(0.0004)).toThrow(RangeError);
    expect(() => quantityInThousandths(2.0015)).toThrow(RangeError);
  });
});

describe('units', () => {
  it('come from the shared dictionary, plus the service unit', () => {
    expect(documentUnit('796')).toMatchObject({ code: '796', name: 'шт', okei: true });
    expect(documentUnit('bag')).toMatchObject({ name: 'мешок', okei: false });
    expect(documentUnit('876')).toMatchObject({ code: '876', name: 'усл. ед', okei: true });
  });
});

describe('a document', () => {
  it('totals its lines and their VAT by rate', () => {
    const document = computeDocument([
      line({ priceKopecks: 150_000, vatRate: '22' }),
      line({ priceKopecks: 110_000, vatRate: '10' }),
      line({ priceKopecks: 50_000, vatRate: 'none', quantity: 2 }),
      line({ priceKopecks: 12_200, vatRate: '22', quantity: 3 }),
    ]);
    expect(document.totalKopecks).toBe(150_000 + 110_000 + 100_000 + 36_600);
    expect(document.vatByRate).toEqual([
      { rate: 'none', vatKopecks: 0 },
      { rate: '10', vatKopecks: 10_000 },
      { rate: '22', vatKopecks: 27_049 + 6600 },
    ]);
    expect(document.vatKopecks).toBe(10_000 + 27_049 + 6600);
    expect(document.netKopecks + document.vatKopecks).toBe(document.totalKopecks);
    expect(document.chargesVat).toBe(true);
    expect(document.lines.map((l) => l.number)).toEqual([1, 2, 3, 4]);
  });

  it('charges VAT when a line has a rate, 0 % included, and not when every line is without VAT', () => {
    expect(computeDocument([line({ vatRate: 'none' })]).chargesVat).toBe(false);
    expect(computeDocument([line({ vatRate: '0' })]).chargesVat).toBe(true);
  });

  it('needs a line', () => {
    expect(() => computeDocument([])).toThrow(RangeError);
  });
});
