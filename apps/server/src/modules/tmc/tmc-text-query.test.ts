import { describe, expect, it } from 'vitest';
import { russianMorphology } from './tmc-morphology.ts';
import { codeForm, codeLexemes, codeTsQuery, correctWords, editDistance, lexemesTsQuery, looksLikeStockNumber, prefixPattern, queryTerms, queryWords, wordTsQuery } from './tmc-text-query.ts';

describe('text query', () => {
  it('keeps only letters and digits, lower case, ё as е', () => {
    expect(queryWords("Плёнка ПВД' & !(200мк) -- ; DROP")).toEqual(['пленка', 'пвд', '200мк', 'drop']);
    expect(queryWords('')).toEqual([]);
  });

  it('asks for a lexeme in the name, or in the description too, where its lexemes are marked', () => {
    expect(lexemesTsQuery(['труб'])).toBe("'труб' | '~труб'");
    expect(lexemesTsQuery(['труб', 'трубк'], { nameOnly: true })).toBe("'труб' | 'трубк'");
    expect(lexemesTsQuery(['труб'], { prefix: true })).toBe("'труб':* | '~труб':*");
    expect(lexemesTsQuery([])).toBeNull();
    // No weights: the GIN index answers these exactly, with no row to read and check.
    expect(lexemesTsQuery(['труб'], { nameOnly: true })).not.toMatch(/:[A-D]/);
  });

  it('recognises stock numbers and escapes LIKE wildcards', () => {
    expect(looksLikeStockNumber('ТМЦ-000145')).toBe(true);
    expect(looksLikeStockNumber('труба 57')).toBe(false);
    expect(prefixPattern('A_1%')).toBe('a\\_1\\%%');
  });

  it('corrects typos within the allowed distance only', () => {
    expect(editDistance('трбуа', 'труба')).toBe(1);
    expect(correctWords(['трбуа', 'кран', 'ххххх'], ['труба', 'кран', 'трубка'])).toEqual(['труба', 'кран', 'ххххх']);
  });
});

describe('codes and look-alike letters', () => {
  it('spells a code one way whatever the layout, the decimal sign or the punctuation', () => {
    expect(codeForm('6312-2rs')).toBe('6312-2rs');
    // Cyrillic С, П, З with a Latin C typed: the look-alike letters meet in the Latin alphabet.
    expect(codeForm('cпз-4')).toBe(codeForm('спз-4'));
    expect(codeForm('57х3,5')).toBe('57x3.5');
    expect(codeForm('57x3.5')).toBe('57x3.5');
    expect(codeForm('ввгнг(а)-ls')).toBe(codeForm('ввгнг(a)-ls'));
    expect(codeForm('ст.20')).toBe('ct-20');
  });

  it('indexes the whole code, the code without punctuation and its parts', () => {
    expect(codeLexemes('6312-2rs').sort()).toEqual(['#2rs', '#6312', '#6312-2rs', '#63122rs']);
    expect(codeLexemes('57х3,5').sort()).toEqual(['#3.5', '#57', '#57x3.5', '#57x35']);
    expect(codeLexemes('10.01.0345').sort()).toEqual(['#10.01.0345', '#10010345']);
    // Russian words are not codes, but a word made only of look-alike letters is (АВВ / ABB).
    expect(codeLexemes('труба')).toEqual([]);
    expect(codeLexemes('авв')).toEqual(codeLexemes('abb'));
  });

  it('splits a query into words and codes', () => {
    const terms = queryTerms('Подшипник 6312-2RS СПЗ-4');
    expect(terms.map((t) => [t.text, t.words, t.codes])).toEqual([
      ['подшипник', ['подшипник'], []],
      ['6312-2rs', [], [['#6312-2rs'], ['#63122rs'], ['#6312', '#2rs']]],
      // '4' is too short to be a part of its own: the code is matched whole.
      ['спз-4', [], [['#cпз-4'], ['#cпз4']]],
    ]);
    expect(queryTerms('2RS')).toEqual([{ text: '2rs', words: ['2rs'], codes: [['#2rs']] }]);
    expect(queryTerms('труба г/д')).toEqual([
      { text: 'труба', words: ['труба'], codes: [] },
      { text: 'г', words: ['г'], codes: [] },
      { text: 'д', words: ['д'], codes: [] },
    ]);
  });

  it('matches codes with digits or punctuation as beginnings, and letter codes and short codes whole', () => {
    const [code] = queryTerms('6312-2RS');
    expect(codeTsQuery(code!)).toBe("('#6312-2rs':*) | ('#63122rs':*) | ('#6312' & '#2rs')");
    // Digits alone are a size or a number: whole, not the beginning of every longer number.
    expect(codeTsQuery(queryTerms('70')[0]!)).toBe("('#70')");
    const [letters] = queryTerms('ABB');
    expect(codeTsQuery(letters!)).toBe("('#abb')");
    // The beginning of a short code is the beginning of thousands of codes (40Х: 40х40х4, 40х20...).
    expect(codeTsQuery(queryTerms('40Х')[0]!)).toBe("('#40x')");
    expect(codeTsQuery(queryTerms('20х12')[0]!)).toBe("('#20x12':*) | ('#20' & '#12')");
    // A code typed up to its middle finds the whole code (6312-2 is the beginning of 6312-2RS).
    expect(codeTsQuery(queryTerms('6312-2')[0]!)).toBe("('#6312-2':*) | ('#63122')");
    // Quotes and operators never reach a lexeme.
    expect(queryTerms("a1'|!(b2) & 'x").flatMap((t) => t.codes.flat()).every((l) => /^#[0-9a-zа-я.-]+$/.test(l))).toBe(true);
  });
});

describe('word forms', () => {
  it('asks for every form of a word, and with prefix for its beginning or any other form whole', () => {
    const lexemes = { stem: ['уголк'], forms: ['уголк', 'уголок'] };
    expect(wordTsQuery('уголки', lexemes, { forms: true })).toBe("'уголк' | 'уголок' | '~уголк' | '~уголок'");
    expect(wordTsQuery('уголки', lexemes, { forms: true, prefix: true, nameOnly: true })).toBe("'уголк':* | 'уголок'");
    expect(wordTsQuery('уголки', lexemes, { prefix: true })).toBe("'уголк':* | '~уголк':*");
    // Two letters are matched whole, not as the beginning of half the words.
    expect(wordTsQuery('уг', { stem: ['уг'], forms: ['уг'] }, { prefix: true })).toBe("'уг' | '~уг'");
    // A stop word has no lexeme: it is left out of the query.
    expect(wordTsQuery('для', { stem: [], forms: [] }, { forms: true, prefix: true })).toBeNull();
  });

  it('reads the dictionary: fleeting vowels, both ways, and no verb forms', () => {
    const morphology = russianMorphology();
    expect(morphology.forms('лотки')).toEqual(expect.arrayContaining(['лоток', 'лотка', 'лотков']));
    expect(morphology.forms('фланец')).toEqual(expect.arrayContaining(['фланцы', 'фланца']));
    expect(morphology.forms('концы')).toContain('конец');
    // стали: сталь (steel), never стать (to become).
    expect(morphology.forms('стали')).toContain('сталь');
    expect(morphology.forms('стали')).not.toContain('стану');
    expect(morphology.forms('ввгнг')).toEqual(['ввгнг']);
  });

  it('finds lemmas the dictionary spells with ё or a capital letter by their folded spelling', () => {
    const morphology = russianMorphology();
    expect(morphology.forms('елки')).toEqual(expect.arrayContaining(['елка', 'елок', 'елкой']));
    expect(morphology.forms('ёлки')).toEqual(morphology.forms('елки'));
    expect(morphology.forms('москвы')).toEqual(expect.arrayContaining(['москва', 'москве']));
  });
});
