// Turning what a person typed into PostgreSQL text-search queries over tmc.search. A query is split at
// spaces into runs; a run of Russian letters is one or more words, matched through the 'russian'
// configuration in every form of the word (tmc-morphology.ts). A run with a digit or a Latin letter (an
// article or standard code: 6312-2RS, СПЗ-4, ВВГнг(А)-LS, 57х3,5, 8732-78), or one made only of letters
// that look the same in both alphabets (АВВ / ABB), is a code: it is matched against the code lexemes
// that the database function tmc_code_lexemes() adds to tmc.search for the name and the stock number,
// with the look-alike letters folded to one alphabet, so a code typed in the other layout still matches.
// Every string handed to PostgreSQL is built here from letters, digits, '.', '-' and '#' only, so no
// input can become tsquery syntax.

/** At most this many runs of a query are used; longer queries are cut (the rest rarely narrows anything). */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words are matched whole: a prefix of one or two letters would match half the base. */
const MIN_PREFIX_LENGTH = 3;
/** Code lexemes start with this mark, which the 'russian' configuration never produces. */
export const CODE_MARK = '#';

/** Cyrillic letters with a Latin twin, and the twins (',' is folded to '.', the decimal point). Kept equal to tmc_code_lexemes() in SQL. */
const TWINS_FROM = 'авекмнорстх,';
const TWINS_TO = 'abekmhopctx.';

const lowerFolded = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');

/** Lower-case words of the text (letters and digits only), ё folded to е (the index folds it too). */
export function queryWords(text: string): string[] {
  const words = lowerFolded(text).match(/[0-9a-zа-я]+/g) ?? [];
  return words.filter((w) => w.length <= MAX_WORD_LENGTH).slice(0, MAX_QUERY_WORDS);
}

/** Space-separated runs of the text, lower case, ё as е, without punctuation at their ends. */
export function textRuns(text: string): string[] {
  return lowerFolded(text)
    .split(/\s+/)
    .map((run) => run.replace(/^[^0-9a-zа-я]+|[^0-9a-zа-я]+$/g, ''))
    .filter((run) => run.length > 0);
}

/** A run that is matched as a code: it has a digit or a Latin letter, or only letters with a twin in the other alphabet. */
export function isCodeRun(run: string): boolean {
  return run.length >= 2 && run.length <= MAX_WORD_LENGTH && (/[0-9a-z]/.test(run) || /^[авекмнорстх]+$/.test(run));
}

/**
 * The canonical spelling of a code run: look-alike letters in Latin, ',' as '.', any other punctuation as
 * one '-', a '.' only between digits. '57х3,5' and '57x3.5' are both '57x3.5'; 'ВВГнг(А)-LS' is 'bbгhг-a-ls'.
 */
export function codeForm(run: string): string {
  // One pass over the characters (the import spells every row's codes): look-alike letters as Latin, any
  // run of other characters as one '-'; then a '.' not between two digits as '-', '-' runs as one, none at
  // the ends. The same as the regular expressions of tmc_code_lexemes(), step by step.
  const chars: number[] = [];
  for (let i = 0; i < run.length; i++) {
    const c = TWIN_CODES.get(run.charCodeAt(i)) ?? run.charCodeAt(i);
    if (isDigit(c) || (c >= LATIN_A && c <= LATIN_Z) || (c >= CYRILLIC_A && c <= CYRILLIC_YA) || c === DOT) chars.push(c);
    else if (chars[chars.length - 1] !== OTHER_MARK) chars.push(OTHER_MARK);
  }
  let form = '';
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i]!;
    if (c === OTHER_MARK || (c === DOT && !(isDigit(chars[i - 1]) && isDigit(chars[i + 1])))) c = HYPHEN;
    if (c === HYPHEN && (form.length === 0 || form.endsWith('-'))) continue;
    form += String.fromCharCode(c);
  }
  return form.endsWith('-') ? form.slice(0, -1) : form;
}

const TWIN_CODES = new Map([...TWINS_FROM].map((c, i) => [c.charCodeAt(0), TWINS_TO.charCodeAt(i)]));
const [DOT, HYPHEN, LATIN_A, LATIN_X, LATIN_Z, CYRILLIC_A, CYRILLIC_YA] = ['.', '-', 'a', 'x', 'z', 'а', 'я'].map((c) => c.charCodeAt(0)) as [number, number, number, number, number, number, number];
/** A run of characters that are not kept, before it becomes '-' (no character has this code). */
const OTHER_MARK = -1;
const isDigit = (c: number | undefined): boolean => c !== undefined && c >= 48 && c <= 57;

/** Parts of a code form: split at '-' and at an 'x' between digits (57x3.5: 57, 3.5). */
export function codeParts(form: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < form.length; i++) {
    const c = form.charCodeAt(i);
    if (c === HYPHEN || (c === LATIN_X && isDigit(form.charCodeAt(i - 1)) && isDigit(form.charCodeAt(i + 1)))) {
      parts.push(form.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(form.slice(start));
  return parts;
}

/**
 * The code lexemes of a run as the index holds them (tmc_code_lexemes() in SQL does the same): the whole
 * code, the code without its punctuation, and each part of two or more characters. Empty for a run that
 * is not a code.
 */
export function codeLexemes(run: string): string[] {
  const out: string[] = [];
  addCodeLexemes(run, out);
  return out;
}

/** codeLexemes() of a run added to `out`, each lexeme once (a few a run: a list is cheaper than a set). */
function addCodeLexemes(run: string, out: string[]): void {
  if (!isCodeRun(run)) return;
  const form = codeForm(run);
  if (form.length < 2) return;
  const add = (lexeme: string) => {
    if (!out.includes(lexeme)) out.push(lexeme);
  };
  add(CODE_MARK + form);
  if (form.includes('-') || form.includes('.')) add(CODE_MARK + form.replace(/[-.]/g, ''));
  const parts = codeParts(form);
  if (parts.length > 1) for (const p of parts) if (p.length >= 2) add(CODE_MARK + p);
}

/**
 * Outside ASCII and the Russian letters, a letter, mark, space or control character, where JavaScript's and
 * PostgreSQL's (the locale's) ideas of case and white space may differ. Signs such as °, ², «», — and №
 * are neither letters nor spaces to both.
 */
const OTHER_LETTERS = /[\p{L}\p{M}\p{Z}\p{C}]/u;

/**
 * The code lexemes of a goods row's name and stock number as tsvector text, exactly as the database
 * function tmc_code_vector(name || ' ' || stock_number, 'A') spells them ('#lexeme':1A, distinct), for
 * writers of many rows (the import) to store in tmc.codes instead of paying for the plpgsql function per
 * row. Null for a text with other letters or spaces (a no-break space, an accented letter): there the
 * column is left empty and the database computes the lexemes itself, so the two spellings never differ.
 */
export function codeVector(name: string, stockNumber: string | null): string | null {
  const source = `${name} ${stockNumber ?? ''}`;
  if (BEYOND_ASCII_AND_RUSSIAN.test(source) && OTHER_LETTERS.test(source.replace(/[\p{ASCII}а-яёА-ЯЁ]+/gu, ''))) return null;
  // Called for every row of an import: runs that cannot be codes (most Russian words) are passed over
  // before any string is made of them.
  const lexemes: string[] = [];
  for (const run of lowerFolded(source).split(/\s+/)) {
    if (run.length < 2 || !MAY_BE_CODE.test(run)) continue;
    addCodeLexemes(run.replace(/^[^0-9a-zа-я]+|[^0-9a-zа-я]+$/g, ''), lexemes);
  }
  let vector = '';
  for (const lexeme of lexemes) vector += vector ? ` '${lexeme}':1A` : `'${lexeme}':1A`;
  return vector;
}

const BEYOND_ASCII_AND_RUSSIAN = /[^\p{ASCII}а-яёА-ЯЁ]/u;
/** A run (before its end punctuation is cut) that isCodeRun() may take: a digit or Latin letter, or look-alike letters only. */
const MAY_BE_CODE = /[0-9a-z]|^[^0-9a-zа-я]*[авекмнорстх]+[^0-9a-zа-я]*$/;

/** One run of a query: its words (matched through the 'russian' configuration) and, for a code, its code alternatives. */
export interface QueryTerm {
  /** The run as typed (normalized), for typo correction and the log. */
  text: string;
  /** Words of the run matched through the 'russian' configuration, all of them ([] for a code with punctuation). */
  words: string[];
  /** Ways the run may match as a code; any one is enough. Each is an AND of code lexemes. */
  codes: string[][];
}

/** The terms of a query, at most MAX_QUERY_WORDS. */
export function queryTerms(text: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const run of textRuns(text)) {
    if (run.length > MAX_WORD_LENGTH * 2) continue;
    if (isCodeRun(run)) {
      const form = codeForm(run);
      const codes: string[][] = [[CODE_MARK + form]];
      const compact = form.replace(/[-.]/g, '');
      if (compact !== form && compact.length >= 2) codes.push([CODE_MARK + compact]);
      const parts = codeParts(form);
      // A code typed with spaces or other punctuation than the name's: all its parts, if none is lost.
      if (parts.length > 1 && parts.every((p) => p.length >= 2)) codes.push(parts.map((p) => CODE_MARK + p));
      // A code without punctuation is also a word ('2rs', 'skf', 'ду50', 'abb'), as the 'russian' configuration parses it.
      const words = /^[0-9a-zа-я]+$/.test(run) ? [run] : [];
      terms.push({ text: run, words, codes: form.length >= 2 ? codes : [] });
    } else {
      for (const word of run.match(/[0-9a-zа-я]+/g) ?? []) {
        if (word.length <= MAX_WORD_LENGTH) terms.push({ text: word, words: [word], codes: [] });
      }
    }
  }
  return terms.slice(0, MAX_QUERY_WORDS);
}

export interface TsQueryOptions {
  /** Each word (of 3+ letters) and each code also matches as the beginning of a word or code. */
  prefix?: boolean;
  /** Only the name and the stock number; otherwise the description too. */
  nameOnly?: boolean;
}

/**
 * The words of a goods row's description are indexed with this mark in front of their lexemes ('~труб';
 * tmc_description_vector(), migration 0024), those of its name and stock number without it. A query
 * for the name alone is then a plain GIN match like any other, with nothing to check on the row: weights
 * ('труб':A), which told the name apart before, are not kept by the GIN index, so every candidate row had
 * to be read and checked.
 */
export const DESCRIPTION_MARK = '~';

const quoted = (lexeme: string): string => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * tsquery text (for a ::tsquery cast) of lexemes PostgreSQL made: any of them, in the name and stock
 * number, or (unless nameOnly) in the description too; with prefix, as beginnings
 * ("'лотк' | 'лоток' | '~лотк' | '~лоток'"). Null for none.
 */
export function lexemesTsQuery(lexemes: readonly string[], options: TsQueryOptions = {}): string | null {
  if (lexemes.length === 0) return null;
  const star = options.prefix ? ':*' : '';
  const all = options.nameOnly ? lexemes : [...lexemes, ...lexemes.map((l) => DESCRIPTION_MARK + l)];
  return all.map((l) => quoted(l) + star).join(' | ');
}

/**
 * tsquery text of one typed word: any of the lexemes of its forms, or (with prefix) its own lexeme as a
 * beginning when the word has MIN_PREFIX_LENGTH letters or more. Null for a stop word.
 */
export function wordTsQuery(word: string, lexemes: { stem: readonly string[]; forms: readonly string[] }, options: TsQueryOptions & { forms?: boolean } = {}): string | null {
  const alternatives: string[] = [];
  if (options.prefix) {
    const beginning = lexemesTsQuery(lexemes.stem, { nameOnly: options.nameOnly, prefix: word.length >= MIN_PREFIX_LENGTH });
    if (beginning) alternatives.push(beginning);
  }
  if (options.forms) {
    const forms = lexemesTsQuery(options.prefix ? lexemes.forms.filter((f) => !lexemes.stem.includes(f)) : lexemes.forms, { nameOnly: options.nameOnly });
    if (forms) alternatives.push(forms);
  }
  return alternatives.length ? alternatives.join(' | ') : null;
}

/**
 * A code lexeme shorter than this (without its mark) matches whole even where a beginning would do: the
 * beginning of a short code is the beginning of thousands of others ('#12':* is every code from 12 to
 * 12x40x4), and the GIN index reads them all before it can answer (40Х took 10 s).
 */
const MIN_CODE_PREFIX_LENGTH = 5;

/**
 * tsquery text of a term's code alternatives, or null. A code with letters and digits, or with
 * punctuation, matches as a beginning ('6312-2' finds 6312-2RS), and so does the last of its parts, when
 * it is MIN_CODE_PREFIX_LENGTH characters or more; codes of digits only ('70', a size, not the beginning
 * of 700) or letters only ('ABB') match whole, unless prefix is set. Codes are indexed for the name and
 * stock number only.
 */
export function codeTsQuery(term: QueryTerm, options: Pick<TsQueryOptions, 'prefix'> = {}): string | null {
  if (term.codes.length === 0) return null;
  const beginning = options.prefix || /[^0-9a-zа-я]/.test(term.text) || (/[0-9]/.test(term.text) && /[a-zа-я]/.test(term.text));
  const star = (lexeme: string, last: boolean) => (beginning && last && lexeme.length > MIN_CODE_PREFIX_LENGTH && !/^#[0-9]+$/.test(lexeme) ? ':*' : '');
  return term.codes.map((alt) => `(${alt.map((l, i) => `${quoted(l)}${star(l, alt.length === 1 || i === alt.length - 1)}`).join(' & ')})`).join(' | ');
}

/** A query that looks like a warehouse code ('ТМЦ-000145', '10.01.0345'): one token with a digit in it. */
export function looksLikeStockNumber(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= 50 && !/\s/.test(t) && /\d/.test(t);
}

/** LIKE pattern for "begins with", with LIKE's own wildcards escaped. */
export function prefixPattern(text: string): string {
  return `${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Damerau-Levenshtein distance (optimal string alignment): a swapped pair of letters counts as one typo. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos allowed in a word of this length: none below 4 letters, one up to 6, two beyond. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The closest known word for each typed word (or the word itself when nothing is close enough).
 * `known` are candidate words from the goods' vocabulary.
 */
export function correctWords(words: readonly string[], known: readonly string[]): string[] {
  return words.map((word) => {
    if (known.includes(word)) return word;
    let best = word;
    let bestDistance = allowedTypos(word.length) + 1;
    for (const candidate of known) {
      if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
      const distance = editDistance(word, candidate);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return best;
  });
}
