// Fixed dictionaries of the goods search (`GET /api/tmc/dictionaries`) and of the forms:
// regions, units of measure and VAT rates. Goods store the code / value, never the label.

export interface Region {
  /** Two-digit code of the subject as the tax service numbers it (the first two digits of an INN). */
  readonly code: string;
  /** Full official name as in Article 65 of the Constitution of the Russian Federation. */
  readonly name: string;
}

/**
 * The 89 subjects of the Russian Federation (Constitution, Article 65), ordered by code.
 *
 * Codes are the tax service's subject codes (the first two digits of an INN or KPP); for subjects
 * 01-79, 83, 86, 87 and 89 they are also the base vehicle-registration codes. For the subjects admitted
 * in 2014 and 2022 the tax codes are 90-95 (vehicle plates use 82, 80, 81, 85 and 84 there).
 */
export const REGIONS: readonly Region[] = [
  { code: '01', name: 'Республика Адыгея (Адыгея)' },
  { code: '02', name: 'Республика Башкортостан' },
  { code: '03', name: 'Республика Бурятия' },
  { code: '04', name: 'Республика Алтай' },
  { code: '05', name: 'Республика Дагестан' },
  { code: '06', name: 'Республика Ингушетия' },
  { code: '07', name: 'Кабардино-Балкарская Республика' },
  { code: '08', name: 'Республика Калмыкия' },
  { code: '09', name: 'Карачаево-Черкесская Республика' },
  { code: '10', name: 'Республика Карелия' },
  { code: '11', name: 'Республика Коми' },
  { code: '12', name: 'Республика Марий Эл' },
  { code: '13', name: 'Республика Мордовия' },
  { code: '14', name: 'Республика Саха (Якутия)' },
  { code: '15', name: 'Республика Северная Осетия — Алания' },
  { code: '16', name: 'Республика Татарстан (Татарстан)' },
  { code: '17', name: 'Республика Тыва' },
  { code: '18', name: 'Удмуртская Республика' },
  { code: '19', name: 'Республика Хакасия' },
  { code: '20', name: 'Чеченская Республика' },
  { code: '21', name: 'Чувашская Республика — Чувашия' },
  { code: '22', name: 'Алтайский край' },
  { code: '23', name: 'Краснодарский край' },
  { code: '24', name: 'Красноярский край' },
  { code: '25', name: 'Приморский край' },
  { code: '26', name: 'Ставропольский край' },
  { code: '27', name: 'Хабаровский край' },
  { code: '28', name: 'Амурская область' },
  { code: '29', name: 'Архангельская область' },
  { code: '30', name: 'Астраханская область' },
  { code: '31', name: 'Белгородская область' },
  { code: '32', name: 'Брянская область' },
  { code: '33', name: 'Владимирская область' },
  { code: '34', name: 'Волгоградская область' },
  { code: '35', name: 'Вологодская область' },
  { code: '36', name: 'Воронежская область' },
  { code: '37', name: 'Ивановская область' },
  { code: '38', name: 'Иркутская область' },
  { code: '39', name: 'Калининградская область' },
  { code: '40', name: 'Калужская область' },
  { code: '41', name: 'Камчатский край' },
  { code: '42', name: 'Кемеровская область — Кузбасс' },
  { code: '43', name: 'Кировская область' },
  { code: '44', name: 'Костромская область' },
  { code: '45', name: 'Курганская область' },
  { code: '46', name: 'Курская область' },
  { code: '47', name: 'Ленинградская область' },
  { code: '48', name: 'Липецкая область' },
  { code: '49', name: 'Магаданская область' },
  { code: '50', name: 'Московская область' },
  { code: '51', name: 'Мурманская область' },
  { code: '52', name: 'Нижегородская область' },
  { code: '53', name: 'Новгородская область' },
  { code: '54', name: 'Новосибирская область' },
  { code: '55', name: 'Омская область' },
  { code: '56', name: 'Оренбургская область' },
  { code: '57', name: 'Орловская область' },
  { code: '58', name: 'Пензенская область' },
  { code: '59', name: 'Пермский край' },
  { code: '60', name: 'Псковская область' },
  { code: '61', name: 'Ростовская область' },
  { code: '62', name: 'Рязанская область' },
  { code: '63', name: 'Самарская область' },
  { code: '64', name: 'Саратовская область' },
  { code: '65', name: 'Сахалинская область' },
  { code: '66', name: 'Свердловская область' },
  { code: '67', name: 'Смоленская область' },
  { code: '68', name: 'Тамбовская область' },
  { code: '69', name: 'Тверская область' },
  { code: '70', name: 'Томская область' },
  { code: '71', name: 'Тульская область' },
  { code: '72', name: 'Тюменская область' },
  { code: '73', name: 'Ульяновская область' },
  { code: '74', name: 'Челябинская область' },
  { code: '75', name: 'Забайкальский край' },
  { code: '76', name: 'Ярославская область' },
  { code: '77', name: 'Москва' },
  { code: '78', name: 'Санкт-Петербург' },
  { code: '79', name: 'Еврейская автономная область' },
  { code: '83', name: 'Ненецкий автономный округ' },
  { code: '86', name: 'Ханты-Мансийский автономный округ — Югра' },
  { code: '87', name: 'Чукотский автономный округ' },
  { code: '89', name: 'Ямало-Ненецкий автономный округ' },
  { code: '90', name: 'Запорожская область' },
  { code: '91', name: 'Республика Крым' },
  { code: '92', name: 'Севастополь' },
  { code: '93', name: 'Донецкая Народная Республика' },
  { code: '94', name: 'Луганская Народная Республика' },
  { code: '95', name: 'Херсонская область' },
];

export interface Unit {
  /** ОКЕИ code ('796' for шт); a unit missing from ОКЕИ has a latin key instead (see `okei`). */
  readonly code: string;
  /** Short label shown after a quantity. */
  readonly name: string;
  /** Full name for lists and hints. */
  readonly fullName: string;
  /** False for units that ОКЕИ lacks (бухта, мешок): documents print «—» in the code column. */
  readonly okei: boolean;
}

/** Units of measure common for surplus goods, grouped: pieces and sets, length, area, volume, mass. */
export const UNITS: readonly Unit[] = [
  { code: '796', name: 'шт', fullName: 'Штука', okei: true },
  { code: '798', name: 'тыс. шт', fullName: 'Тысяча штук', okei: true },
  { code: '839', name: 'компл', fullName: 'Комплект', okei: true },
  { code: '704', name: 'набор', fullName: 'Набор', okei: true },
  { code: '715', name: 'пара', fullName: 'Пара (2 шт.)', okei: true },
  { code: '778', name: 'упак', fullName: 'Упаковка', okei: true },
  { code: '728', name: 'пачка', fullName: 'Пачка', okei: true },
  { code: '812', name: 'ящик', fullName: 'Ящик', okei: true },
  { code: 'bag', name: 'мешок', fullName: 'Мешок', okei: false },
  { code: '736', name: 'рулон', fullName: 'Рулон', okei: true },
  { code: '616', name: 'бобина', fullName: 'Бобина', okei: true },
  { code: 'coil', name: 'бухта', fullName: 'Бухта', okei: false },
  { code: '625', name: 'лист', fullName: 'Лист', okei: true },
  { code: '006', name: 'м', fullName: 'Метр', okei: true },
  { code: '018', name: 'пог. м', fullName: 'Погонный метр', okei: true },
  { code: '008', name: 'км', fullName: 'Километр', okei: true },
  { code: '055', name: 'м²', fullName: 'Квадратный метр', okei: true },
  { code: '113', name: 'м³', fullName: 'Кубический метр', okei: true },
  { code: '112', name: 'л', fullName: 'Литр', okei: true },
  { code: '163', name: 'г', fullName: 'Грамм', okei: true },
  { code: '166', name: 'кг', fullName: 'Килограмм', okei: true },
  { code: '168', name: 'т', fullName: 'Тонна', okei: true },
];

/** Values of the VAT rates, as goods and filters carry them. */
export const VAT_RATE_VALUES = ['none', '0', '5', '7', '10', '20', '22'] as const;
export type VatRate = (typeof VAT_RATE_VALUES)[number];

export interface VatRateOption {
  readonly value: VatRate;
  readonly label: string;
}

/** VAT rates (DESIGN.md section 5): Без НДС, 0, 5, 7 (simplified taxation), 10, 20 and 22 (from 2026) %. */
export const VAT_RATES: readonly VatRateOption[] = VAT_RATE_VALUES.map((value) => ({
  value,
  label: value === 'none' ? 'Без НДС' : `${value}%`,
}));

const regionByCode = new Map(REGIONS.map((region) => [region.code, region]));
const unitByCode = new Map(UNITS.map((unit) => [unit.code, unit]));
const vatRateByValue = new Map(VAT_RATES.map((rate) => [rate.value as string, rate]));

export function findRegion(code: string): Region | undefined {
  return regionByCode.get(code);
}

export function findUnit(code: string): Unit | undefined {
  return unitByCode.get(code);
}

export function isVatRate(value: string): value is VatRate {
  return vatRateByValue.has(value);
}

export function vatRateLabel(value: string): string | undefined {
  return vatRateByValue.get(value)?.label;
}

/** Spellings met in spreadsheets and 1C exports, mapped to unit codes (keys lower case, no final dot). */
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  'штука': '796', 'штук': '796', 'шт': '796', 'pcs': '796', 'ед': '796',
  'тыс шт': '798', 'тыс. шт': '798', '1000 шт': '798',
  'комплект': '839', 'компл': '839', 'к-т': '839', 'кт': '839',
  'набор': '704', 'нб': '704',
  'пара': '715', 'пар': '715',
  'упаковка': '778', 'упак': '778', 'уп': '778',
  'пачка': '728', 'пач': '728',
  'ящик': '812', 'ящ': '812',
  'мешок': 'bag', 'меш': 'bag',
  'рулон': '736', 'рул': '736',
  'бобина': '616', 'боб': '616',
  'бухта': 'coil', 'бух': 'coil',
  'лист': '625', 'лст': '625',
  'метр': '006', 'м': '006', 'm': '006',
  'погонный метр': '018', 'пог. м': '018', 'пог.м': '018', 'пог м': '018', 'п.м': '018', 'пм': '018', 'м.п': '018', 'мп': '018',
  'километр': '008', 'км': '008',
  'квадратный метр': '055', 'м²': '055', 'м2': '055', 'кв. м': '055', 'кв.м': '055', 'кв м': '055',
  'кубический метр': '113', 'м³': '113', 'м3': '113', 'куб. м': '113', 'куб.м': '113', 'куб м': '113',
  'литр': '112', 'л': '112', 'лтр': '112',
  'грамм': '163', 'г': '163', 'гр': '163',
  'килограмм': '166', 'кг': '166', 'kg': '166',
  'тонна': '168', 'т': '168', 'тн': '168', 'тонн': '168',
};

/** The unit code for a label as people type it ('Шт.', 'кв.м', '796'), or null when unknown. */
export function unitCodeFromLabel(label: string): string | null {
  const key = label.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (unitByCode.has(key)) return key;
  return UNIT_ALIASES[key] ?? null;
}
