// Conversions of one cell into what the goods schema takes: numbers written the Russian way, units by
// name, abbreviation or ОКЕИ code, regions by name or code, VAT rates in the ways people write them.
// Each returns null when it cannot read the value; the normaliser turns that into the row's reason.
import { REGIONS, UNITS, unitCodeFromLabel, VAT_RATE_VALUES } from '@tmc/shared/dictionaries';
import { parseNumberText } from '@tmc/shared/number-input';
import type { RawCell } from './raw-row.ts';

/** Text of a cell, trimmed; numbers as JavaScript writes them (without float noise, the readers see to that). */
export function cellText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

// ---------------------------------------------------------------------------------------------
// Numbers

/**
 * A number written as a person or a spreadsheet writes it ('1 234,50', '1234.5', '1.234,50', '1 500 руб.'):
 * the shared parser of every number field (packages/shared/src/number-input.ts); a spreadsheet's own
 * numbers pass through.
 */
export function parseNumber(cell: RawCell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (cell === null || cell === undefined) return null;
  return parseNumberText(cell);
}

/** Rounds to `digits` decimals half away from zero, on the decimal string (so 1.005 becomes 1.01). */
export function roundTo(n: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  const shifted = Math.round(Math.abs(Number(`${mantissa}e${Number(exponent) + digits}`)));
  return Math.sign(n) * Number(`${shifted}e${-digits}`);
}

// ---------------------------------------------------------------------------------------------
// Units

const unitByFullName = new Map(UNITS.map((u) => [normaliseWord(u.fullName), u.code]));
const unitCodes = new Set(UNITS.map((u) => u.code));

function normaliseWord(text: string): string {
  return text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

/**
 * A unit code of the shared dictionary for what a file holds: a name or abbreviation as the shared
 * dictionary knows it ('шт.', 'кв.м', 'Килограмм'), an ОКЕИ code, also as a spreadsheet number that lost
 * its leading zeros (6 for '006'), or with the dots and superscripts people vary ('м.кв.', 'м3', 'тыс.шт').
 */
export function parseUnit(cell: RawCell | undefined): string | null {
  if (typeof cell === 'number') {
    const code = Number.isInteger(cell) && cell >= 0 && cell < 1000 ? String(cell).padStart(3, '0') : '';
    return unitCodes.has(code) ? code : null;
  }
  const text = cellText(cell);
  if (!text) return null;
  if (/^\d{1,3}$/.test(text)) {
    const code = text.padStart(3, '0');
    return unitCodes.has(code) ? code : null;
  }
  const direct = unitCodeFromLabel(text);
  if (direct) return direct;
  const word = normaliseWord(text).replace(/²/g, '2').replace(/³/g, '3');
  const byName = unitByFullName.get(word.replace(/\.$/, ''));
  if (byName) return byName;
  // Dots and spaces vary: 'тыс.шт' = 'тыс. шт', 'кв.м.' = 'кв. м', 'м.кв.' = 'кв. м'.
  const variants = [word.replace(/\.+$/, ''), word.replace(/\./g, '. ').replace(/\s+/g, ' ').replace(/\s*\.?\s*$/, ''), word.replace(/[.\s]/g, '')];
  for (const variant of variants) {
    const code = unitCodeFromLabel(variant);
    if (code) return code;
  }
  const swapped = /^м\.?\s*(кв|куб)\.?$/.exec(word);
  if (swapped) return unitCodeFromLabel(`${swapped[1]}. м`);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Regions

const regionCodes = new Set(REGIONS.map((r) => r.code));

// Words that say what kind of subject a region is; they are dropped so that 'Московская обл.',
// 'Московская область' and 'обл. Московская' all come to 'московская'.
const REGION_KIND_WORDS = new Set([
  'г', 'гор', 'город', 'федерального', 'значения', 'обл', 'область', 'край', 'кр', 'респ', 'республика', 'р',
  'ао', 'автономный', 'автономная', 'округ', 'окр', 'народная', 'нр', 'субъект', 'рф', 'россия',
]);

/** Lower case, ё as е, punctuation and dashes as spaces, kind words dropped. */
function regionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !REGION_KIND_WORDS.has(word))
    .join(' ');
}

/** Other names in use, by their region key. */
const REGION_ALIASES: Readonly<Record<string, string>> = {
  'спб': '78', 'питер': '78', 'с петербург': '78', 'с пб': '78',
  'мск': '77',
  'хмао': '86', 'хмао югра': '86', 'янао': '89', 'нао': '83', 'чао': '87', 'еао': '79',
  'башкирия': '02', 'татария': '16', 'удмуртия': '18', 'чувашия': '21', 'чечня': '20', 'якутия': '14',
  'кабардино балкария': '07', 'кбр': '07', 'карачаево черкесия': '09', 'кчр': '09', 'северная осетия': '15',
  'днр': '93', 'лнр': '94', 'кузбасс': '42', 'югра': '86', 'алания': '15', 'адыгея': '01', 'хакасия': '19',
  'тыва': '17', 'тува': '17', 'марий эл': '12', 'коми': '11', 'калмыкия': '08', 'карелия': '10', 'мордовия': '13',
};

const regionByKey: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const region of REGIONS) {
    // The official name, and each of its parts: 'Республика Саха (Якутия)' is also 'саха' and 'якутия',
    // 'Кемеровская область — Кузбасс' also 'кемеровская' and 'кузбасс'.
    const parts = [region.name, ...region.name.split(/[()—]/)];
    for (const part of parts) {
      const key = regionKey(part);
      if (key && !map.has(key)) map.set(key, region.code);
    }
  }
  for (const [key, code] of Object.entries(REGION_ALIASES)) if (!map.has(key)) map.set(key, code);
  return map;
})();

/** A region code for a name ('г. Москва', 'Московская обл.', 'Татарстан Респ') or a code ('77', 7). */
export function parseRegion(cell: RawCell | undefined): string | null {
  const text = cellText(cell);
  if (!text) return null;
  if (/^\d{1,2}$/.test(text)) {
    const code = text.padStart(2, '0');
    return regionCodes.has(code) ? code : null;
  }
  return regionByKey.get(regionKey(text)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// VAT

const vatValues = new Set<string>(VAT_RATE_VALUES);
const NO_VAT = /^(?:без\s*(?:ндс|налога)|ндс\s*не\s*облагается|не\s*облагается(?:\s*ндс)?|не\s*облаг\.?|нет|без|освобожден[ао]?(?:\s*от\s*ндс)?|-|—|–)$/;

/**
 * A VAT value of the shared dictionary: '20%', '20', 'НДС 20%', 0.2 or '0,2' (a percentage cell stores
 * the fraction), 'Без НДС', 'НДС не облагается', 'Без налога' (as 1C writes it).
 */
export function parseVat(cell: RawCell | undefined): string | null {
  if (typeof cell === 'number') return vatFromNumber(cell);
  const text = cellText(cell).toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  if (!text) return null;
  if (NO_VAT.test(text)) return 'none';
  const bare = text.replace(/^ндс\s*/, '').replace(/\s*%$/, '').trim();
  const n = parseNumber(bare);
  return n === null ? null : vatFromNumber(n);
}

function vatFromNumber(n: number): string | null {
  const percent = n > 0 && n < 1 ? roundTo(n * 100, 6) : n;
  const value = String(percent);
  return vatValues.has(value) && value !== 'none' ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Year

/** A year: 2019, '2019', '2019 г.', '2019г', or a date cell ('2019-05-01', '01.05.2019'). */
export function parseYear(cell: RawCell | undefined): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null;
  const text = cellText(cell);
  if (text.length === 4 && /^\d{4}$/.test(text)) return Number(text);
  const match = /^(\d{4})(?:\s*(?:г\.?|год|гг\.?))?$/.exec(text) ?? /^(\d{4})-\d{2}-\d{2}$/.exec(text) ?? /^\d{1,2}\.\d{1,2}\.(\d{4})$/.exec(text);
  return match ? Number(match[1]) : null;
}

// ---------------------------------------------------------------------------------------------
// Memoised lookups: a file repeats a few dozen spellings of its units, rates and regions over
// thousands of rows, so each spelling is resolved once.

const MEMO_SIZE = 4096;

function memoise(parse: (text: string) => string | null): (cell: RawCell) => string | null {
  const cache = new Map<string, string | null>();
  return (cell) => {
    if (typeof cell !== 'string') return cell === null ? null : parse(String(cell));
    const hit = cache.get(cell);
    if (hit !== undefined) return hit;
    const value = parse(cell);
    if (cache.size >= MEMO_SIZE) cache.clear();
    cache.set(cell, value);
    return value;
  };
}

/** parseUnit, parseVat and parseRegion with a cache per distinct text (numbers go through uncached). */
export const lookupUnit = (cell: RawCell): string | null => (typeof cell === 'number' ? parseUnit(cell) : cachedUnit(cell));
export const lookupVat = (cell: RawCell): string | null => (typeof cell === 'number' ? parseVat(cell) : cachedVat(cell));
export const lookupRegion = (cell: RawCell): string | null => (typeof cell === 'number' ? parseRegion(cell) : cachedRegion(cell));
const cachedUnit = memoise((text) => parseUnit(text));
const cachedVat = memoise((text) => parseVat(text));
const cachedRegion = memoise((text) => parseRegion(text));
