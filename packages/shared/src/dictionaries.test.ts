import { describe, expect, it } from 'vitest';
import {
  REGIONS,
  UNITS,
  VAT_RATES,
  findRegion,
  findUnit,
  isVatRate,
  unitCodeFromLabel,
  vatRateLabel,
} from './dictionaries.ts';

describe('REGIONS', () => {
  it('lists the 89 subjects of the Constitution with unique two-digit codes and names', () => {
    expect(REGIONS).toHaveLength(89);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(89);
    expect(new Set(REGIONS.map((r) => r.name)).size).toBe(89);
    for (const region of REGIONS) expect(region.code).toMatch(/^\d{2}$/);
  });

  it('is ordered by code', () => {
    const codes = REGIONS.map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('holds the key subjects under their codes', () => {
    expect(findRegion('77')?.name).toBe('Москва');
    expect(findRegion('78')?.name).toBe('Санкт-Петербург');
    expect(findRegion('50')?.name).toBe('Московская область');
    expect(findRegion('66')?.name).toBe('Свердловская область');
    expect(findRegion('16')?.name).toBe('Республика Татарстан (Татарстан)');
    expect(findRegion('42')?.name).toBe('Кемеровская область — Кузбасс');
    expect(findRegion('86')?.name).toBe('Ханты-Мансийский автономный округ — Югра');
    expect(findRegion('91')?.name).toBe('Республика Крым');
    expect(findRegion('92')?.name).toBe('Севастополь');
    expect(findRegion('93')?.name).toBe('Донецкая Народная Республика');
    expect(findRegion('00')).toBeUndefined();
  });

  it('counts the kinds of subjects as Article 65 does', () => {
    const count = (test: (name: string) => boolean) => REGIONS.filter((r) => test(r.name)).length;
    expect(count((n) => /Республик/.test(n))).toBe(24);
    expect(count((n) => n.endsWith(' край'))).toBe(9);
    expect(count((n) => / область/.test(n) && !n.includes('автономная'))).toBe(48);
    expect(count((n) => ['Москва', 'Санкт-Петербург', 'Севастополь'].includes(n))).toBe(3);
    expect(count((n) => n.includes('автономная область'))).toBe(1);
    expect(count((n) => n.includes('автономный округ'))).toBe(4);
  });
});

describe('UNITS', () => {
  it('has unique codes and labels', () => {
    expect(new Set(UNITS.map((u) => u.code)).size).toBe(UNITS.length);
    expect(new Set(UNITS.map((u) => u.name)).size).toBe(UNITS.length);
  });

  it('uses ОКЕИ codes where ОКЕИ has the unit', () => {
    for (const unit of UNITS) {
      if (unit.okei) expect(unit.code).toMatch(/^\d{3,4}$/);
      else expect(unit.code).toMatch(/^[a-z]+$/);
    }
    expect(findUnit('796')?.name).toBe('шт');
    expect(findUnit('006')?.name).toBe('м');
    expect(findUnit('055')?.name).toBe('м²');
    expect(findUnit('113')?.name).toBe('м³');
    expect(findUnit('166')?.name).toBe('кг');
    expect(findUnit('168')?.name).toBe('т');
    expect(findUnit('112')?.name).toBe('л');
    expect(findUnit('839')?.name).toBe('компл');
    expect(findUnit('778')?.name).toBe('упак');
    expect(findUnit('736')?.name).toBe('рулон');
    expect(findUnit('018')?.name).toBe('пог. м');
    expect(findUnit('715')?.name).toBe('пара');
    expect(findUnit('625')?.name).toBe('лист');
    expect(UNITS.find((u) => u.name === 'бухта')?.okei).toBe(false);
  });

  it('maps typed labels to codes', () => {
    expect(unitCodeFromLabel('Шт.')).toBe('796');
    expect(unitCodeFromLabel(' кв.м ')).toBe('055');
    expect(unitCodeFromLabel('м3')).toBe('113');
    expect(unitCodeFromLabel('пог. м')).toBe('018');
    expect(unitCodeFromLabel('тн')).toBe('168');
    expect(unitCodeFromLabel('Бухта')).toBe('coil');
    expect(unitCodeFromLabel('796')).toBe('796');
    expect(unitCodeFromLabel('вагон')).toBeNull();
  });
});

describe('VAT_RATES', () => {
  it('lists Без НДС and 0, 5, 7, 10, 20, 22 %', () => {
    expect(VAT_RATES.map((r) => r.value)).toEqual(['none', '0', '5', '7', '10', '20', '22']);
    expect(VAT_RATES.map((r) => r.label)).toEqual(['Без НДС', '0%', '5%', '7%', '10%', '20%', '22%']);
    expect(isVatRate('22')).toBe(true);
    expect(isVatRate('18')).toBe(false);
    expect(vatRateLabel('none')).toBe('Без НДС');
  });
});
