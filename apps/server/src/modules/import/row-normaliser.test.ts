import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_LABELS } from '@tmc/shared/import-schemas';
import { TMC_LIMITS, TMC_MESSAGES } from '@tmc/shared/tmc-schemas';
import { mapColumns } from './column-mapping.ts';
import type { RawCell } from './raw-row.ts';
import { normaliseRow, normaliseValues, type NormalisedRow } from './row-normaliser.ts';

const headers = ['Наименование', 'Артикул', 'Ед. изм.', 'Количество', 'Цена', 'НДС', 'Год', 'Регион', 'Описание'];
const mapping = mapColumns(headers);
const good: RawCell[] = ['Труба 57х3,5', 'ТМЦ-1', 'м', '120,5', '1 234,50', '20%', '2021', 'г. Москва', 'С объекта'];

function rejected(result: NormalisedRow): Extract<NormalisedRow, { ok: false }> {
  if (result.ok) throw new Error(`expected a rejected row, got ${JSON.stringify(result.goods)}`);
  return result;
}

describe('normaliseRow', () => {
  it('turns a row of Russian text into the placement input the goods schema accepts', () => {
    const result = normaliseRow({ rowNumber: 5, cells: good }, mapping, { format: 'csv' });
    expect(result).toEqual({
      ok: true,
      rowNumber: 5,
      goods: {
        name: 'Труба 57х3,5',
        stockNumber: 'ТМЦ-1',
        unit: '006',
        quantity: 120.5,
        price: 1234.5,
        vat: '20',
        year: 2021,
        region: '77',
        description: 'С объекта',
      },
    });
  });

  it('names the row and the column in each reason: Строка 17: Цена — не число «12,3,4»', () => {
    const cells = [...good];
    cells[4] = '12,3,4';
    const result = rejected(normaliseRow({ rowNumber: 17, cells }, mapping, { format: 'xlsx' }));
    expect(result.errors).toEqual([{ field: 'price', column: 'E', reason: 'не число «12,3,4»', message: 'Строка 17: Цена — не число «12,3,4»' }]);
  });

  it('reports every bad field of a row, with the goods schema’s own messages where they apply', () => {
    const cells: RawCell[] = ['Т', 'ТМЦ-2', 'бочка', '-5', '10,555', '18%', '1900', 'Подмосковье', null];
    const result = rejected(normaliseRow({ rowNumber: 3, cells }, mapping, { format: 'csv' }));
    const byField = Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
    expect(byField).toEqual({
      unit: `Строка 3: Ед. изм. — неизвестная единица измерения «бочка»`,
      vat: `Строка 3: НДС — неизвестная ставка НДС «18%»`,
      region: `Строка 3: Регион — неизвестный регион «Подмосковье»`,
      name: `Строка 3: Наименование — наименование должно содержать не менее ${TMC_LIMITS.nameMin} символов`,
      quantity: `Строка 3: Количество — ${TMC_MESSAGES.quantityInvalid.toLowerCase()}`,
      price: `Строка 3: Цена — ${TMC_MESSAGES.priceInvalid.toLowerCase()}`,
      year: `Строка 3: Год — ${TMC_MESSAGES.yearInvalid.toLowerCase()}`,
    });
    // What the log keeps of the row, for the supplier to correct.
    expect(result.values).toEqual({ name: 'Т', stockNumber: 'ТМЦ-2', unit: 'бочка', quantity: '-5', price: '10,555', vat: '18%', year: '1900', region: 'Подмосковье' });
  });

  it('reports empty required cells with the schema’s “обязательно” messages', () => {
    const result = rejected(normaliseRow({ rowNumber: 8, cells: [null, 'А-1', null, null, null, null, null, null, null] }, mapping, { format: 'csv' }));
    expect(result.errors.map((e) => e.message)).toEqual([
      `Строка 8: ${IMPORT_FIELD_LABELS.name} — наименование обязательно`,
      `Строка 8: ${IMPORT_FIELD_LABELS.unit} — единица измерения обязательна`,
      `Строка 8: ${IMPORT_FIELD_LABELS.quantity} — количество обязательно`,
      `Строка 8: ${IMPORT_FIELD_LABELS.price} — цена обязательна`,
      `Строка 8: ${IMPORT_FIELD_LABELS.vat} — ставка НДС обязательна`,
      `Строка 8: ${IMPORT_FIELD_LABELS.region} — регион обязателен`,
    ]);
  });

  it('fills empty or absent region and VAT from the seller’s defaults, and passes the seller code', () => {
    const partial = mapColumns(['Наименование', 'Ед', 'Кол-во', 'Цена', 'НДС']);
    const result = normaliseRow({ rowNumber: 2, cells: ['Лист 4 мм', 'т', 3.25, 68500, null] }, partial, {
      format: 'xlsx',
      defaults: { region: '66', vat: 'none' },
      sellerCode: '123456',
    });
    expect(result).toMatchObject({ ok: true, goods: { region: '66', vat: 'none', sellerCode: '123456' } });
  });

  it('rounds a spreadsheet’s numbers to kopecks and grams, but not text someone typed', () => {
    const cells = [...good];
    cells[3] = 12.34567;
    cells[4] = 99.999;
    expect(normaliseRow({ rowNumber: 2, cells }, mapping, { format: 'xlsx' })).toMatchObject({ ok: true, goods: { quantity: 12.346, price: 100 } });
    cells[4] = '99,999';
    expect(rejected(normaliseRow({ rowNumber: 2, cells }, mapping, { format: 'csv' })).errors[0]?.field).toBe('price');
  });

  it('takes back the apostrophe the export puts before a formula-like text', () => {
    const cells = [...good];
    cells[0] = "'=Труба (не формула)";
    cells[8] = "'-40 °C";
    expect(normaliseRow({ rowNumber: 2, cells }, mapping, { format: 'xlsx' })).toMatchObject({ ok: true, goods: { name: '=Труба (не формула)', description: '-40 °C' } });
    cells[0] = "'Ромашка'";
    expect(normaliseRow({ rowNumber: 2, cells }, mapping, { format: 'xlsx' })).toMatchObject({ ok: true, goods: { name: "'Ромашка'" } });
  });

  it('reads columns mapped as characteristics, and characteristics a reader found', () => {
    const withAttribute = mapColumns([...headers, 'Марка стали'], { J: 'attribute' });
    const result = normaliseRow({ rowNumber: 2, cells: [...good, '09Г2С'], attributes: { ГОСТ: '10704-91' } }, withAttribute, { format: 'xlsx' });
    expect(result).toMatchObject({ ok: true, goods: { attributes: { ГОСТ: '10704-91', 'Марка стали': '09Г2С' } } });
  });

  it('rejects a row the reader rejected, with the reader’s reason, and names 1C goods as Товар', () => {
    const result = rejected(normaliseRow({ rowNumber: 4, cells: good, error: 'товар помечен в 1С на удаление' }, mapping, { format: 'commerceml' }));
    expect(result.errors).toEqual([{ field: null, column: null, reason: 'товар помечен в 1С на удаление', message: 'Товар 4: товар помечен в 1С на удаление' }]);
  });

  it('normalises a row corrected in the log exactly as a row of the file', () => {
    const values = { name: 'Труба 57х3,5', unit: 'м', quantity: '120,5', price: '1 234,50', vat: '20%', region: 'Москва' };
    expect(normaliseValues(9, values, { format: 'csv' })).toMatchObject({ ok: true, rowNumber: 9, goods: { unit: '006', price: 1234.5, region: '77' } });
    const bad = rejected(normaliseValues(9, { ...values, price: 'дорого' }, { format: 'csv' }));
    expect(bad.errors.map((e) => e.message)).toEqual(['Строка 9: Цена — не число «дорого»']);
    expect(bad.errors[0]?.column).toBeNull();
  });
});
