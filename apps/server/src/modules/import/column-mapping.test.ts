import { describe, expect, it } from 'vitest';
import { IMPORT_MAPPING_MESSAGES, type ImportField } from '@tmc/shared/import-schemas';
import { headerScore, mapColumns, matchHeader, missingRequiredMessage } from './column-mapping.ts';

describe('matchHeader', () => {
  it.each<[string, ImportField]>([
    ['Наименование', 'name'],
    ['НАИМЕНОВАНИЕ', 'name'],
    ['Наименование товара', 'name'],
    ['Наименование ТМЦ', 'name'],
    ['Номенклатура', 'name'],
    ['  Название  ', 'name'],
    ['Артикул', 'stockNumber'],
    ['Код', 'stockNumber'],
    ['Складской номер', 'stockNumber'],
    ['Номенклатурный номер', 'stockNumber'],
    ['Ед. изм.', 'unit'],
    ['Ед.изм', 'unit'],
    ['Единица измерения', 'unit'],
    ['Ед. изм. (ОКЕИ)', 'unit'],
    ['Количество', 'quantity'],
    ['Кол-во', 'quantity'],
    ['Кол-во, шт', 'quantity'],
    ['Остаток', 'quantity'],
    ['Остаток на складе', 'quantity'],
    ['Цена', 'price'],
    ['Цена, руб.', 'price'],
    ['Цена с НДС', 'price'],
    ['Цена с НДС, руб.', 'price'],
    ['Цена за ед.', 'price'],
    ['НДС', 'vat'],
    ['НДС, %', 'vat'],
    ['Ставка НДС', 'vat'],
    ['Ставка НДС, %', 'vat'],
    ['Год', 'year'],
    ['Год выпуска', 'year'],
    ['Год изготовления', 'year'],
    ['Регион', 'region'],
    ['Регион хранения', 'region'],
    ['Описание', 'description'],
    ['Примечание', 'description'],
    ['Характеристики', 'description'],
  ])('%j is %s', (header, field) => {
    expect(matchHeader(header)?.field).toBe(field);
  });

  it.each(['№ п/п', 'Сумма', 'в т.ч. НДС', 'Сумма НДС', 'Штрихкод', '', 'Размер'])('%j is no field', (header) => {
    expect(matchHeader(header)).toBeNull();
  });

  it('ignores ё/е, case, spaces and punctuation', () => {
    expect(matchHeader('КОЛ-ВО')).toEqual(matchHeader('кол во'));
    expect(matchHeader('ед изм')).toEqual(matchHeader('Ед.Изм.'));
  });

  it('counts the fields a row names', () => {
    expect(headerScore(['Прайс-лист ООО «Ромашка»', null])).toBe(0);
    expect(headerScore(['Наименование', 'Кол-во', 'Цена, руб.', 'Сумма'])).toBe(3);
  });
});

describe('mapColumns', () => {
  it('finds every field whatever the order of the columns', () => {
    const mapping = mapColumns(['Цена, руб.', 'Регион', 'Ед. изм.', 'Наименование товара', 'Кол-во', 'Ставка НДС', 'Артикул', 'Год выпуска', 'Описание']);
    expect(mapping.fields).toEqual({ price: 0, region: 1, unit: 2, name: 3, quantity: 4, vat: 5, stockNumber: 6, year: 7, description: 8 });
    expect(mapping.missingRequired).toEqual([]);
    expect(mapping.columns[4]).toMatchObject({ index: 4, letter: 'E', header: 'Кол-во', target: 'quantity', overridden: false });
  });

  it('gives a field to its best column: Количество over Остаток, Артикул over Код, Цена с НДС over Цена без НДС', () => {
    const mapping = mapColumns(['Код', 'Остаток', 'Наименование', 'Цена без НДС', 'Количество', 'Артикул', 'Цена с НДС']);
    expect(mapping.fields).toMatchObject({ stockNumber: 5, quantity: 4, price: 6, name: 2 });
    expect(mapping.columns[0]?.target).toBeNull();
    expect(mapping.columns[1]?.target).toBeNull();
  });

  it('reports the required fields without a column, except those a default fills', () => {
    const mapping = mapColumns(['Наименование', 'Цена']);
    expect(mapping.missingRequired).toEqual(['unit', 'quantity', 'vat', 'region']);
    expect(missingRequiredMessage(mapping)).toBe(IMPORT_MAPPING_MESSAGES.missingRequired(['Ед. изм.', 'Количество', 'НДС', 'Регион']));
    expect(mapColumns(['Наименование', 'Цена'], {}, { defaulted: ['region', 'vat'] }).missingRequired).toEqual(['unit', 'quantity']);
    expect(missingRequiredMessage(mapColumns(['Наименование', 'Ед', 'Кол', 'Цена', 'НДС', 'Регион']))).toBeNull();
  });

  it('applies the supplier override by letter or index: a field moves, a column is skipped or read as a characteristic', () => {
    const headers = ['Товар', 'Кол', 'Стоимость', 'Цена', 'Марка стали', 'Ед'];
    const auto = mapColumns(headers);
    expect(auto.fields.price).toBe(3);
    const mapping = mapColumns(headers, { C: 'price', '3': 'skip', e: 'attribute' });
    expect(mapping.fields.price).toBe(2);
    expect(mapping.columns[3]).toMatchObject({ target: null, overridden: true });
    expect(mapping.attributes).toEqual([{ index: 4, name: 'Марка стали' }]);
    expect(mapping.errors).toEqual([]);
  });

  it('moves a field away from the column its header gave it to', () => {
    const mapping = mapColumns(['Наименование', 'Описание', 'Полное наименование'], { C: 'name' });
    expect(mapping.fields.name).toBe(2);
    expect(mapping.columns[0]?.target).toBeNull();
  });

  it('reports an unknown column and a field named twice', () => {
    const mapping = mapColumns(['Наименование', 'Цена', 'Кол'], { Z: 'price', A: 'quantity', B: 'quantity' });
    expect(mapping.errors).toEqual([IMPORT_MAPPING_MESSAGES.columnUnknown('Z'), IMPORT_MAPPING_MESSAGES.duplicateTarget('Количество')]);
    expect(mapping.fields.quantity).toBe(0);
  });
});
