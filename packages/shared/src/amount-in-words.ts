import { assertKopecks, toKopecks } from './kopecks.ts';

/**
 * 'Сумма прописью' as Russian invoices, acts and УПД print it (the 1C accounting format):
 *
 *   amountInWords(1234.5)  → 'Одна тысяча двести тридцать четыре рубля 50 копеек'
 *   amountInWords(0)       → 'Ноль рублей 00 копеек'
 *   amountInWords(1000000) → 'Один миллион рублей 00 копеек'
 *
 * - roubles in words with the first letter capitalised; kopecks in two digits, always present;
 * - 'рубль / рубля / рублей' and 'копейка / копейки / копеек' agree with the last two digits
 *   (1, 21 → рубль; 2-4, 22 → рубля; 0, 5-20, 11-14, 111 → рублей);
 * - тысяча and копейка are feminine ('одна тысяча', 'две тысячи', 'одна копейка'), рубль, миллион and
 *   миллиард masculine ('один рубль', 'два миллиона');
 * - zero groups are skipped ('Один миллион один рубль');
 * - amounts up to 999 999 999 999,99; negative, NaN and larger amounts are refused with a RangeError.
 *
 * `{ kopecks: 'words' }` spells the kopecks too ('… 21 рубль двадцать одна копейка'), for the rare
 * form that asks for it.
 */

export interface AmountInWordsOptions {
  /** 'digits' (default): '50 копеек'; 'words': 'пятьдесят копеек'. */
  kopecks?: 'digits' | 'words';
}

type Gender = 'masculine' | 'feminine';

/** The three forms of a counted Russian noun: for 1, for 2-4, for 5-20 and 0. */
export type PluralForms = readonly [one: string, few: string, many: string];

const ROUBLE: PluralForms = ['рубль', 'рубля', 'рублей'];
const KOPECK: PluralForms = ['копейка', 'копейки', 'копеек'];

/** Thousand, million, billion: the scale words of each group of three digits above the units. */
const SCALES: ReadonlyArray<{ forms: PluralForms; gender: Gender }> = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
];

const ONES: Record<Gender, readonly string[]> = {
  masculine: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
  feminine: ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'],
};
const TEENS = [
  'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать',
  'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать',
];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

/** The form of a noun counted by `n`: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль, 111 рублей. */
export function pluralRu(n: number, forms: PluralForms): string {
  const lastTwo = Math.abs(n) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** Words of 1..999 ('двести тридцать четыре'); '' for 0. */
function hundredsInWords(n: number, gender: Gender): string {
  const words = [HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) {
    words.push(TEENS[rest - 10] ?? '');
  } else {
    words.push(TENS[Math.floor(rest / 10)] ?? '', ONES[gender][rest % 10] ?? '');
  }
  return words.filter(Boolean).join(' ');
}

/** A whole number of 0..999 999 999 999 in words, in the gender of the noun that follows it. */
export function integerInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999) {
    throw new RangeError(`Expected a whole number from 0 to 999 999 999 999, got ${String(n)}`);
  }
  if (n === 0) return 'ноль';
  const words: string[] = [];
  for (let scale = SCALES.length; scale >= 1; scale -= 1) {
    const group = Math.floor(n / 1000 ** scale) % 1000;
    if (group === 0) continue;
    const { forms, gender: scaleGender } = SCALES[scale - 1]!;
    words.push(hundredsInWords(group, scaleGender), pluralRu(group, forms));
  }
  const units = n % 1000;
  if (units) words.push(hundredsInWords(units, gender));
  return words.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The amount in words from whole kopecks (what documents compute with). */
export function kopecksInWords(kopecks: number, options: AmountInWordsOptions = {}): string {
  assertKopecks(kopecks);
  const roubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const roublePart = `${integerInWords(roubles, 'masculine')} ${pluralRu(roubles, ROUBLE)}`;
  const kopeckNumber = options.kopecks === 'words' ? integerInWords(cents, 'feminine') : String(cents).padStart(2, '0');
  return capitalise(`${roublePart} ${kopeckNumber} ${pluralRu(cents, KOPECK)}`);
}

/** The amount in words from roubles (a number or a decimal string), rounded half up to the kopeck. */
export function amountInWords(roubles: number | string, options: AmountInWordsOptions = {}): string {
  return kopecksInWords(toKopecks(roubles), options);
}
