// The 'russian' lexemes of a typed word as PostgreSQL stems it: the word's own (for matching it as a
// beginning: 'трубы' is 'труб:*') and those of every form of it (tmc-morphology.ts gives the forms), for
// the search's word forms. Asking for the distinct lexemes rather than handing every form to to_tsquery
// matters: 'лотки | лоток | лотку | …' stems to 'лотк' eight times and 'лоток' once, and the planner adds
// up an OR of eight equal lexemes as if they were different words, estimating three to five times the
// matches (which decides whether a total is counted). A word's lexemes never change, so they are kept for
// the life of the process; the search then builds its tsquery text itself (tmc-text-query.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { russianMorphology } from './tmc-morphology.ts';

/** Words remembered at most; past it the memory starts again (typed words repeat, so it rarely fills). */
const CACHE_MAX = 50_000;

export interface WordLexemes {
  /** The word's own lexeme ([] for a stop word such as 'для'). */
  stem: string[];
  /** The distinct lexemes of every form of the word, its own included. */
  forms: string[];
}

/** The lexemes of the words; the lookup of words not kept yet runs on `runner` when given (a search's transaction). */
export type WordStems = (words: readonly string[], runner?: Pick<Db, 'execute'>) => Promise<Map<string, WordLexemes>>;

export function createWordStems(db: Pick<Db, 'execute'>): WordStems {
  const cache = new Map<string, WordLexemes>();
  return async (words, runner = db) => {
    const missing = [...new Set(words)].filter((w) => !cache.has(w));
    if (missing.length > 0) {
      const texts = missing.map((w) => russianMorphology().forms(w).join(' '));
      // Both drivers answer { rows } (see queryRows in tmc-search.ts, not imported here to keep the modules acyclic).
      const { rows } = (await runner.execute(
        sql`select u.ord, tsvector_to_array(to_tsvector('russian', u.word)) as stem, tsvector_to_array(to_tsvector('russian', u.txt)) as forms
            from unnest(${sql.param(missing)}::text[], ${sql.param(texts)}::text[]) with ordinality as u(word, txt, ord)`,
      )) as unknown as { rows: { ord: number | string; stem: string[] | null; forms: string[] | null }[] };
      if (cache.size + missing.length > CACHE_MAX) cache.clear();
      for (const row of rows) cache.set(missing[Number(row.ord) - 1]!, { stem: row.stem ?? [], forms: row.forms ?? [] });
    }
    return new Map(words.map((w) => [w, cache.get(w) ?? { stem: [], forms: [] }]));
  };
}
