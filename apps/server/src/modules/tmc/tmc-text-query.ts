// Turning what a person typed into PostgreSQL text-search queries for the 'russian' configuration.
// Words keep only letters and digits, so the strings handed to to_tsquery() can never be operators:
// a query like "труба' & !(" or "1; drop table" becomes plain words.

/** At most this many words of a query are used; longer queries are cut (the rest rarely narrows anything). */
export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words are matched whole: a prefix of one or two letters would match half the base. */
const MIN_PREFIX_LENGTH = 3;

/** Lower-case words of the text, ё folded to е (the index folds it too). */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().replaceAll('ё', 'е').match(/[0-9a-zа-я]+/g) ?? [];
  return words.filter((w) => w.length <= MAX_WORD_LENGTH).slice(0, MAX_QUERY_WORDS);
}

export interface TsQueryOptions {
  /** Each word (of 3+ letters) also matches as the beginning of a word. */
  prefix?: boolean;
  /** Only the name and the stock number (weight A of tmc.search). */
  nameOnly?: boolean;
}

/** An AND of the words in to_tsquery syntax ('труба:* & стальн:*A'); the stemmer then reduces each word. */
export function toTsQuery(words: readonly string[], options: TsQueryOptions = {}): string {
  return words
    .map((w) => {
      const star = options.prefix && w.length >= MIN_PREFIX_LENGTH ? '*' : '';
      const weight = options.nameOnly ? 'A' : '';
      return star || weight ? `${w}:${star}${weight}` : w;
    })
    .join(' & ');
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
