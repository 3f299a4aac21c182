// Russian word forms from a morphological dictionary, for the search's irregular nouns and adjectives:
// the 'russian' snowball stemmer cuts endings by rule and so misses stems that change (лоток / лотки,
// фланец / фланцы, конец / концы: the fleeting vowel). The dictionary is Lebedev's hunspell ru_RU
// (npm 'dictionary-ru', BSD): every line is a lemma with suffix-rule flags, and a lemma with its flags
// spells out the whole paradigm. A typed word is traced back to the lemmas it is a form of, and the
// search then asks for every form of them (docs/decisions.md, 'Search: codes, look-alike letters, word forms').
import dictionary from 'dictionary-ru';

interface SuffixRule {
  flag: string;
  /** Letters removed from the end of the lemma ('' for none). */
  strip: string;
  /** Letters added instead ('' for none). */
  add: string;
  /** The lemma's ending the rule applies to. */
  condition: RegExp;
}

/**
 * Flags of verb conjugation in this dictionary. Goods are named by nouns and adjectives, and a verb
 * reading of a noun form (стали: сталь, стать) would only add unrelated words, so verbs are left out.
 */
const VERB_FLAGS = new Set('BDLMPQRTUVWY');
/** Words shorter than this are not expanded (prepositions, units). */
const MIN_WORD_LENGTH = 3;
/** A paradigm is at most a few dozen forms; more means something unexpected, and the word is used as typed. */
const MAX_FORMS = 64;

const fold = (s: string): string => s.toLowerCase().replaceAll('ё', 'е');

export interface Morphology {
  /** Every form of every noun or adjective the word is a form of (folded: lower case, ё as е), the word included. */
  forms(word: string): string[];
}

/**
 * The dictionary's nominal lemmas sorted by their folded spelling and packed into one string with offsets:
 * about 6 MB where a Map of 146,000 keys to arrays of objects held 27 MB of every server's heap for its
 * whole life (the server's memory is a target: DESIGN.md section 8).
 */
interface LemmaTable {
  /** The lemmas spelled `key` (folded), as indexes. */
  find(key: string): number[];
  /** The lemma as the dictionary spells it (its case, ё). */
  word(lemma: number): string;
  /** Its nominal suffix-rule flags. */
  flags(lemma: number): string;
}

function lemmaTable(dic: string): LemmaTable {
  const entries: { key: string; word: string; flags: string }[] = [];
  // The first line is the number of entries.
  let at = dic.indexOf('\n') + 1;
  while (at > 0 && at < dic.length) {
    const next = dic.indexOf('\n', at);
    const line = dic.slice(at, next < 0 ? dic.length : next).trim();
    at = next < 0 ? dic.length : next + 1;
    if (!line) continue;
    const slash = line.indexOf('/');
    const word = slash < 0 ? line : line.slice(0, slash);
    let flags = '';
    for (const flag of slash < 0 ? '' : line.slice(slash + 1)) if (!VERB_FLAGS.has(flag)) flags += flag;
    // A line with only verb flags is a verb.
    if (slash >= 0 && flags === '') continue;
    entries.push({ key: fold(word), word, flags });
  }
  // Stable: lemmas of one spelling keep the dictionary's order.
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

  const keyEnds = new Uint32Array(entries.length);
  const flagEnds = new Uint32Array(entries.length);
  /** Spellings that differ from the folded key (a capital letter, ё): a few thousand. */
  const words = new Map<number, string>();
  const keyParts: string[] = [];
  const flagParts: string[] = [];
  let keyLength = 0;
  let flagLength = 0;
  // A loop, not a callback: a closure here would keep `entries` alive with the returned functions.
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    keyParts.push(entry.key);
    flagParts.push(entry.flags);
    keyEnds[i] = keyLength += entry.key.length;
    flagEnds[i] = flagLength += entry.flags.length;
    if (entry.word !== entry.key) words.set(i, entry.word);
  }
  const keys = keyParts.join('');
  const allFlags = flagParts.join('');

  const keyOf = (i: number): string => keys.slice(i ? keyEnds[i - 1]! : 0, keyEnds[i]!);
  /** Compares lemma i's key with `key` by UTF-16 code units, as the sort did, without a copy. */
  function compare(i: number, key: string): number {
    const start = i ? keyEnds[i - 1]! : 0;
    const length = keyEnds[i]! - start;
    for (let j = 0; j < length && j < key.length; j++) {
      const difference = keys.charCodeAt(start + j) - key.charCodeAt(j);
      if (difference) return difference;
    }
    return length - key.length;
  }

  return {
    find(key) {
      let low = 0;
      let high = keyEnds.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(middle, key) < 0) low = middle + 1;
        else high = middle;
      }
      const found: number[] = [];
      for (let i = low; i < keyEnds.length && compare(i, key) === 0; i++) found.push(i);
      return found;
    },
    word: (i) => words.get(i) ?? keyOf(i),
    flags: (i) => allFlags.slice(i ? flagEnds[i - 1]! : 0, flagEnds[i]!),
  };
}

export function parseHunspell(aff: string, dic: string): Morphology {
  const rulesByAdd = new Map<string, SuffixRule[]>();
  const rulesByFlag = new Map<string, SuffixRule[]>();
  let longestAdd = 0;
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    // Rule lines: SFX flag strip add condition (the header line has Y/N and a count instead).
    if (parts[0] !== 'SFX' || parts.length < 5 || parts[2] === 'Y' || parts[2] === 'N') continue;
    const [, flag, strip, add, condition] = parts as [string, string, string, string, string];
    const rule: SuffixRule = {
      flag,
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : fold(add.split('/')[0]!),
      condition: new RegExp(`${condition === '.' ? '' : condition}$`),
    };
    rulesByFlag.set(flag, [...(rulesByFlag.get(flag) ?? []), rule]);
    rulesByAdd.set(rule.add, [...(rulesByAdd.get(rule.add) ?? []), rule]);
    longestAdd = Math.max(longestAdd, rule.add.length);
  }

  const lemmas = lemmaTable(dic);

  function paradigm(lemma: number): string[] {
    const word = lemmas.word(lemma);
    const out = [fold(word)];
    for (const flag of lemmas.flags(lemma)) {
      for (const rule of rulesByFlag.get(flag) ?? []) {
        if (!rule.condition.test(word)) continue;
        out.push(fold(word.slice(0, word.length - rule.strip.length)) + rule.add);
      }
    }
    return out;
  }

  /** The lemmas of `key` that take `rule` (a form of theirs ends as the rule spells it). */
  function takingRule(key: string, rule: SuffixRule, found: Set<number>): void {
    for (const lemma of lemmas.find(key)) {
      if (lemmas.flags(lemma).includes(rule.flag) && rule.condition.test(lemmas.word(lemma))) found.add(lemma);
    }
  }

  /** The lemmas (by nominal flags) of which the folded word is a form. */
  function lemmasOf(word: string): number[] {
    const found = new Set<number>(lemmas.find(word));
    for (let k = 1; k <= Math.min(longestAdd, word.length - 1); k++) {
      const rules = rulesByAdd.get(word.slice(word.length - k));
      if (!rules) continue;
      const base = word.slice(0, word.length - k);
      for (const rule of rules) takingRule(base + fold(rule.strip), rule, found);
    }
    // Rules that add nothing (the lemma ends in what it strips: none in this dictionary, but allowed).
    for (const rule of rulesByAdd.get('') ?? []) takingRule(word + fold(rule.strip), rule, found);
    return [...found];
  }

  return {
    forms(input: string): string[] {
      const word = fold(input);
      if (word.length < MIN_WORD_LENGTH || !/^[а-я]+$/.test(word)) return [word];
      const forms = new Set([word]);
      for (const lemma of lemmasOf(word)) for (const form of paradigm(lemma)) forms.add(form);
      return forms.size > MAX_FORMS ? [word] : [...forms];
    },
  };
}

let loaded: Morphology | null = null;

/** The dictionary, parsed on first use (about 0.3 s; it then holds about 6 MB) and kept for the life of the process. */
export function russianMorphology(): Morphology {
  loaded ??= parseHunspell(Buffer.from(dictionary.aff).toString('utf8'), Buffer.from(dictionary.dic).toString('utf8'));
  return loaded;
}
