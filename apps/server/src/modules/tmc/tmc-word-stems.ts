// The 'russian' lexemes of every form of a word, as PostgreSQL stems them, for the search's word forms
// (tmc-morphology.ts gives the forms). Asking for the distinct lexemes rather than handing every form to
// to_tsquery matters: 'лотки | лоток | лотку | …' stems to 'лотк' eight times and 'лоток' once, and the
// planner adds up an OR of eight equal lexemes as if they were different words, estimating three to five
// times the matches (which decides whether a total is counted). A word's lexemes never change, so they are
// kept for the life of the process.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { russianMorphology } from './tmc-morphology.ts';

/** Words remembered at most; past it the memory starts again (typed words repeat, so it rarely fills). */
const CACHE_MAX = 50_000;

export type WordStems = (words: readonly string[]) => Promise<Map<string, string[]>>;

export function createWordStems(db: Pick<Db, 'execute'>): WordStems {
  const cache = new Map<string, string[]>();
  return async (words) => {
    const missing = [...new Set(words)].filter((w) => !cache.has(w));
    if (missing.length > 0) {
      const texts = missing.map((w) => russianMorphology().forms(w).join(' '));
      // Both drivers answer { rows } (see queryRows in tmc-search.ts, not imported here to keep the modules acyclic).
      const { rows } = (await db.execute(
        sql`select u.ord, tsvector_to_array(to_tsvector('russian', u.txt)) as lexemes from unnest(${sql.param(texts)}::text[]) with ordinality as u(txt, ord)`,
      )) as unknown as { rows: { ord: number | string; lexemes: string[] | null }[] };
      if (cache.size + missing.length > CACHE_MAX) cache.clear();
      for (const row of rows) cache.set(missing[Number(row.ord) - 1]!, row.lexemes ?? []);
    }
    return new Map(words.map((w) => [w, cache.get(w) ?? []]));
  };
}
