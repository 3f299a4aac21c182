import { describe, expect, it } from 'vitest';
import { REGIONS, UNITS, VAT_RATES } from '@tmc/shared/dictionaries';
import { parseNumber, parseRegion, parseUnit, parseVat, parseYear, roundTo } from './value-parsers.ts';

describe('parseNumber', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1\u00A0234,50', 1234.5], // no-break space, as Excel's Russian format writes
    ['1\u202F234,50', 1234.5], // narrow no-break space
    ['1\u2009234', 1234], // thin space
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['12 500', 12500],
    ['0,5', 0.5],
    [',5', 0.5],
    ['  42  ', 42],
    ['-3', -3],
    ['−3', -3], // the minus sign
    ['1 500 руб.', 1500],
    ['99,90 ₽', 99.9],
    ['1500р', 1500],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['12,3,4', '1.2.3', '1e5', 'около 10', '10 шт', '', '   ', 'руб', '1.234.56', '--1'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNull();
  });

  it('passes numbers of a spreadsheet through', () => {
    expect(parseNumber(845.5)).toBe(845.5);
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(null)).toBeNull();
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(12.3456, 3)).toBe(12.346);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});

describe('parseUnit', () => {
  it.each([
    ['шт', '796'],
    ['шт.', '796'],
    ['Шт.', '796'],
    ['ШТ', '796'],
    ['штук', '796'],
    ['Штука', '796'],
    ['796', '796'],
    ['м', '006'],
    ['006', '006'],
    ['6', '006'], // a code a spreadsheet turned into the number 6
    ['метр', '006'],
    ['кг', '166'],
    ['т', '168'],
    ['т.', '168'],
    ['Тонна', '168'],
    ['м2', '055'],
    ['м²', '055'],
    ['кв.м', '055'],
    ['кв.м.', '055'],
    ['м.кв.', '055'],
    ['М³', '113'],
    ['м3', '113'],
    ['куб.м', '113'],
    ['тыс.шт', '798'],
    ['Тысяча штук', '798'],
    ['пог.м.', '018'],
    ['компл.', '839'],
    ['упак.', '778'],
  ])('reads %j as %s', (text, code) => {
    expect(parseUnit(text)).toBe(code);
  });

  it('reads spreadsheet numbers as ОКЕИ codes', () => {
    expect(parseUnit(796)).toBe('796');
    expect(parseUnit(55)).toBe('055');
    expect(parseUnit(6)).toBe('006');
    expect(parseUnit(999)).toBeNull();
  });

  it.each(['бочка', '356', 'штукатурка', ''])('refuses %j', (text) => {
    expect(parseUnit(text)).toBeNull();
  });

  it('reads back every unit of the dictionary by its name, its full name and its code', () => {
    for (const unit of UNITS) {
      expect(parseUnit(unit.name), unit.name).toBe(unit.code);
      expect(parseUnit(unit.fullName), unit.fullName).toBe(unit.code);
      expect(parseUnit(unit.code), unit.code).toBe(unit.code);
    }
  });
});

describe('parseRegion', () => {
  it.each([
    ['Москва', '77'],
    ['г. Москва', '77'],
    ['г Москва', '77'],
    ['Москва г', '77'],
    ['город Москва', '77'],
    ['МОСКВА', '77'],
    ['77', '77'],
    ['Московская обл.', '50'],
    ['Московская область', '50'],
    ['обл. Московская', '50'],
    ['50', '50'],
    ['7', '07'],
    ['Санкт-Петербург', '78'],
    ['г. Санкт-Петербург', '78'],
    ['СПб', '78'],
    ['Ленинградская обл', '47'],
    ['Татарстан Респ', '16'],
    ['Республика Татарстан', '16'],
    ['Башкортостан', '02'],
    ['Краснодарский край', '23'],
    ['Краснодарский кр.', '23'],
    ['Ханты-Мансийский АО', '86'],
    ['ХМАО-Югра', '86'],
    ['Якутия', '14'],
    ['Республика Саха (Якутия)', '14'],
    ['Кемеровская обл. — Кузбасс', '42'],
    ['Чувашия', '21'],
    ['Республика Алтай', '04'],
    ['Алтайский край', '22'],
    ['Северная Осетия — Алания', '15'],
    ['Ямало-Ненецкий автономный округ', '89'],
    ['Еврейская АО', '79'],
    ['Орловская', '57'],
    ['Ёлкинская', null],
    ['Подмосковье', null],
    ['99', null],
    ['00', null],
  ])('reads %j as %s', (text, code) => {
    expect(parseRegion(text)).toBe(code);
  });

  it('reads spreadsheet numbers as codes', () => {
    expect(parseRegion(77)).toBe('77');
    expect(parseRegion(2)).toBe('02');
  });

  it('reads back every region of the dictionary by its official name and its code', () => {
    for (const region of REGIONS) {
      expect(parseRegion(region.name), region.name).toBe(region.code);
      expect(parseRegion(region.code), region.code).toBe(region.code);
    }
  });
});

describe('parseVat', () => {
  it.each([
    ['20%', '20'],
    ['20 %', '20'],
    ['20', '20'],
    ['НДС 20%', '20'],
    ['0,2', '20'],
    ['0.2', '20'],
    ['22%', '22'],
    ['0,22', '22'],
    ['10%', '10'],
    ['0,1', '10'],
    ['5%', '5'],
    ['7', '7'],
    ['0%', '0'],
    ['0', '0'],
    ['Без НДС', 'none'],
    ['без ндс', 'none'],
    ['БЕЗ НДС', 'none'],
    ['НДС не облагается', 'none'],
    ['Не облагается', 'none'],
    ['Без налога', 'none'],
    ['18%', null],
    ['13', null],
    ['да', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseVat(text)).toBe(value);
  });

  it('reads a percentage cell, which stores the fraction', () => {
    expect(parseVat(0.2)).toBe('20');
    expect(parseVat(0.22)).toBe('22');
    expect(parseVat(0.05)).toBe('5');
    expect(parseVat(20)).toBe('20');
    expect(parseVat(0)).toBe('0');
  });

  it('reads back every rate label of the dictionary', () => {
    for (const rate of VAT_RATES) expect(parseVat(rate.label), rate.label).toBe(rate.value);
  });
});

describe('parseYear', () => {
  it.each([
    ['2019', 2019],
    ['2019 г.', 2019],
    ['2019г', 2019],
    ['2019-05-01', 2019],
    ['01.05.2019', 2019],
    ['19', null],
    ['две тысячи', null],
  ])('reads %j as %s', (text, year) => {
    expect(parseYear(text)).toBe(year);
  });

  it('takes whole numbers from a spreadsheet', () => {
    expect(parseYear(2021)).toBe(2021);
    expect(parseYear(2021.5)).toBeNull();
  });
});
