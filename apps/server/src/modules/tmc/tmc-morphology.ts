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

interface Lemma {
  word: string;
  flags: string;
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

  const lemmas = new Map<string, Lemma[]>();
  const lines = dic.split('\n');
  // The first line is the number of entries.
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const slash = line.indexOf('/');
    const word = slash < 0 ? line : line.slice(0, slash);
    const flags = [...(slash < 0 ? '' : line.slice(slash + 1))].filter((f) => !VERB_FLAGS.has(f)).join('');
    // A line with only verb flags is a verb.
    if (slash >= 0 && flags === '') continue;
    const key = fold(word);
    const list = lemmas.get(key);
    if (list) list.push({ word, flags });
    else lemmas.set(key, [{ word, flags }]);
  }

  function paradigm(lemma: Lemma): string[] {
    const out = [fold(lemma.word)];
    for (const flag of lemma.flags) {
      for (const rule of rulesByFlag.get(flag) ?? []) {
        if (!rule.condition.test(lemma.word)) continue;
        out.push(fold(lemma.word.slice(0, lemma.word.length - rule.strip.length)) + rule.add);
      }
    }
    return out;
  }

  /** The lemmas (by nominal flags) of which the folded word is a form. */
  function lemmasOf(word: string): Lemma[] {
    const found = new Set<Lemma>(lemmas.get(word) ?? []);
    for (let k = 1; k <= Math.min(longestAdd, word.length - 1); k++) {
      const rules = rulesByAdd.get(word.slice(word.length - k));
      if (!rules) continue;
      const base = word.slice(0, word.length - k);
      for (const rule of rules) {
        for (const lemma of lemmas.get(base + fold(rule.strip)) ?? []) {
          if (lemma.flags.includes(rule.flag) && rule.condition.test(lemma.word)) found.add(lemma);
        }
      }
    }
    // Rules that add nothing (the lemma ends in what it strips: none in this dictionary, but allowed).
    for (const rule of rulesByAdd.get('') ?? []) {
      for (const lemma of lemmas.get(word + fold(rule.strip)) ?? []) {
        if (lemma.flags.includes(rule.flag) && rule.condition.test(lemma.word)) found.add(lemma);
      }
    }
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

/** The dictionary, parsed on first use (about 0.2 s and 20 MB) and kept for the life of the process. */
export function russianMorphology(): Morphology {
  loaded ??= parseHunspell(Buffer.from(dictionary.aff).toString('utf8'), Buffer.from(dictionary.dic).toString('utf8'));
  return loaded;
}
