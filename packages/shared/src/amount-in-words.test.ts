import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords, kopecksInWords, pluralRu } from './amount-in-words.ts';

describe('amountInWords: the accounting format', () => {
  it('spells the example of the invoice', () => {
    expect(amountInWords(1234.5)).toBe('Одна тысяча двести тридцать четыре рубля 50 копеек');
  });

  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Один рубль 00 копеек'],
    [2, 'Два рубля 00 копеек'],
    [3, 'Три рубля 00 копеек'],
    [4, 'Четыре рубля 00 копеек'],
    [5, 'Пять рублей 00 копеек'],
    [10, 'Десять рублей 00 копеек'],
    [11, 'Одиннадцать рублей 00 копеек'],
    [12, 'Двенадцать рублей 00 копеек'],
    [13, 'Тринадцать рублей 00 копеек'],
    [14, 'Четырнадцать рублей 00 копеек'],
    [15, 'Пятнадцать рублей 00 копеек'],
    [19, 'Девятнадцать рублей 00 копеек'],
    [20, 'Двадцать рублей 00 копеек'],
    [21, 'Двадцать один рубль 00 копеек'],
    [22, 'Двадцать два рубля 00 копеек'],
    [25, 'Двадцать пять рублей 00 копеек'],
    [40, 'Сорок рублей 00 копеек'],
    [90, 'Девяносто рублей 00 копеек'],
    [100, 'Сто рублей 00 копеек'],
    [101, 'Сто один рубль 00 копеек'],
    [102, 'Сто два рубля 00 копеек'],
    [111, 'Сто одиннадцать рублей 00 копеек'],
    [112, 'Сто двенадцать рублей 00 копеек'],
    [200, 'Двести рублей 00 копеек'],
    [999, 'Девятьсот девяносто девять рублей 00 копеек'],
    [1000, 'Одна тысяча рублей 00 копеек'],
    [1001, 'Одна тысяча один рубль 00 копеек'],
    [2000, 'Две тысячи рублей 00 копеек'],
    [3000, 'Три тысячи рублей 00 копеек'],
    [4000, 'Четыре тысячи рублей 00 копеек'],
    [5000, 'Пять тысяч рублей 00 копеек'],
    [11000, 'Одиннадцать тысяч рублей 00 копеек'],
    [12000, 'Двенадцать тысяч рублей 00 копеек'],
    [14000, 'Четырнадцать тысяч рублей 00 копеек'],
    [21000, 'Двадцать одна тысяча рублей 00 копеек'],
    [22000, 'Двадцать две тысячи рублей 00 копеек'],
    [25000, 'Двадцать пять тысяч рублей 00 копеек'],
    [101000, 'Сто одна тысяча рублей 00 копеек'],
    [111000, 'Сто одиннадцать тысяч рублей 00 копеек'],
    [999999, 'Девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 00 копеек'],
    [1_000_000, 'Один миллион рублей 00 копеек'],
    [1_000_001, 'Один миллион один рубль 00 копеек'],
    [1_001_000, 'Один миллион одна тысяча рублей 00 копеек'],
    [2_000_000, 'Два миллиона рублей 00 копеек'],
    [5_000_000, 'Пять миллионов рублей 00 копеек'],
    [11_000_000, 'Одиннадцать миллионов рублей 00 копеек'],
    [21_000_000, 'Двадцать один миллион рублей 00 копеек'],
    [22_000_002, 'Двадцать два миллиона два рубля 00 копеек'],
    [1_000_000_000, 'Один миллиард рублей 00 копеек'],
    [2_000_000_000, 'Два миллиарда рублей 00 копеек'],
    [5_000_000_000, 'Пять миллиардов рублей 00 копеек'],
    [21_000_000_000, 'Двадцать один миллиард рублей 00 копеек'],
    [1_002_003_004, 'Один миллиард два миллиона три тысячи четыре рубля 00 копеек'],
    [
      999_999_999_999.99,
      'Девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов девятьсот девяносто девять тысяч девятьсот девяносто девять рублей 99 копеек',
    ],
  ])('%s → %s', (roubles, words) => {
    expect(amountInWords(roubles)).toBe(words);
  });

  it.each([
    [0, '00 копеек'],
    [0.01, '01 копейка'],
    [0.02, '02 копейки'],
    [0.05, '05 копеек'],
    [0.11, '11 копеек'],
    [0.12, '12 копеек'],
    [0.14, '14 копеек'],
    [0.21, '21 копейка'],
    [0.22, '22 копейки'],
    [0.25, '25 копеек'],
    [0.99, '99 копеек'],
  ])('kopecks of %s: %s, always two digits', (roubles, kopecks) => {
    expect(amountInWords(roubles)).toBe(`Ноль рублей ${kopecks}`);
  });

  it('spells kopecks in the feminine when asked for words', () => {
    expect(amountInWords(21.21, { kopecks: 'words' })).toBe('Двадцать один рубль двадцать одна копейка');
    expect(amountInWords(2.02, { kopecks: 'words' })).toBe('Два рубля две копейки');
    expect(amountInWords(1.01, { kopecks: 'words' })).toBe('Один рубль одна копейка');
    expect(amountInWords(5.11, { kopecks: 'words' })).toBe('Пять рублей одиннадцать копеек');
    expect(amountInWords(0, { kopecks: 'words' })).toBe('Ноль рублей ноль копеек');
  });
});

describe('amountInWords: input', () => {
  it('rounds floating inputs to the kopeck the caller meant', () => {
    expect(amountInWords(0.1 + 0.2)).toBe('Ноль рублей 30 копеек');
    expect(amountInWords(1.005)).toBe('Один рубль 01 копейка');
    expect(amountInWords(0.295)).toBe('Ноль рублей 30 копеек');
    expect(amountInWords(0.294999)).toBe('Ноль рублей 29 копеек');
    expect(amountInWords(19.999)).toBe('Двадцать рублей 00 копеек');
    expect(amountInWords(1e-7)).toBe('Ноль рублей 00 копеек');
  });

  it('takes decimal strings as the database returns them', () => {
    expect(amountInWords('1500.50')).toBe('Одна тысяча пятьсот рублей 50 копеек');
    expect(amountInWords('1500,5')).toBe('Одна тысяча пятьсот рублей 50 копеек');
    expect(amountInWords(' 0021 ')).toBe('Двадцать один рубль 00 копеек');
  });

  it.each([-1, -0.01, -0, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000_000, 999_999_999_999.995, 1e21])(
    'refuses %s',
    (value) => {
      expect(() => amountInWords(value)).toThrow(RangeError);
    },
  );

  it.each(['', 'abc', '-5', '1e3', '1 000', '12.3.4'])('refuses the string %j', (value) => {
    expect(() => amountInWords(value)).toThrow(RangeError);
  });

  it('refuses kopecks that are not whole', () => {
    expect(() => kopecksInWords(10.5)).toThrow(RangeError);
    expect(kopecksInWords(123_456)).toBe('Одна тысяча двести тридцать четыре рубля 56 копеек');
  });
});

describe('pluralRu and integerInWords', () => {
  it('picks the form by the last two digits', () => {
    const forms = ['позиция', 'позиции', 'позиций'] as const;
    expect([0, 1, 2, 4, 5, 11, 14, 21, 22, 25, 101, 111, 112, 1001].map((n) => pluralRu(n, forms))).toEqual([
      'позиций', 'позиция', 'позиции', 'позиции', 'позиций', 'позиций', 'позиций',
      'позиция', 'позиции', 'позиций', 'позиция', 'позиций', 'позиций', 'позиция',
    ]);
  });

  // An independent reading of the words back into a number: every amount from 0 to 20 000, and
  // every scale's edges, must read back as itself (catches a dropped or doubled group).
  const VALUES: Record<string, number> = {
    ноль: 0, один: 1, одна: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9,
    десять: 10, одиннадцать: 11, двенадцать: 12, тринадцать: 13, четырнадцать: 14, пятнадцать: 15, шестнадцать: 16,
    семнадцать: 17, восемнадцать: 18, девятнадцать: 19, двадцать: 20, тридцать: 30, сорок: 40, пятьдесят: 50,
    шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90, сто: 100, двести: 200, триста: 300,
    четыреста: 400, пятьсот: 500, шестьсот: 600, семьсот: 700, восемьсот: 800, девятьсот: 900,
  };
  const SCALE_OF: Record<string, number> = { тысяч: 1e3, миллион: 1e6, миллиард: 1e9 };
  function readBack(words: string): number {
    let total = 0;
    let group = 0;
    for (const word of words.split(' ')) {
      const scale = Object.entries(SCALE_OF).find(([stem]) => word.startsWith(stem));
      if (scale) {
        total += group * scale[1];
        group = 0;
      } else {
        const value = VALUES[word];
        if (value === undefined) throw new Error(`unknown word ${word}`);
        group += value;
      }
    }
    return total + group;
  }

  it('reads back as the same number', () => {
    const numbers = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      ...[1e3, 1e6, 1e9].flatMap((s) => [s - 1, s, s + 1, 2 * s, 21 * s + 21, 999 * s]),
      999_999_999_999,
      123_456_789_012,
    ];
    for (const n of numbers) expect(readBack(integerInWords(n))).toBe(n);
  });

  it('uses the feminine for тысяча whatever the gender asked for the units', () => {
    expect(integerInWords(2002, 'feminine')).toBe('две тысячи две');
    expect(integerInWords(2002, 'masculine')).toBe('две тысячи два');
    expect(integerInWords(1_001_001_001, 'masculine')).toBe('один миллиард один миллион одна тысяча один');
  });
});
