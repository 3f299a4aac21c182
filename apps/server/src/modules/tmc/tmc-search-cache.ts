import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What a search of the common base found, kept while the goods are as they were: the page's ids, the total
 * and how the text matched; and the page's rows as an anonymous visitor sees them. A signed-in viewer's
 * rows are read again on every answer (their favourites and holds change without the goods changing);
 * an anonymous visitor's show only the goods, their sellers and photos, whose changes all move the
 * generation (migrations 0029 and 0030), and no hold, since the goods anybody holds are not in the answer.
 */
export interface CachedMatch<Row = unknown> {
  ids: number[];
  total: number;
  totalIsEstimate: boolean;
  matchedBy: 'none' | 'forms' | 'prefix' | 'typo';
  anonymousRows?: Row[];
}

// A new sequence's first nextval() leaves last_value as it was (1) and only sets is_called.
const generationValue = sql`select case when is_called then last_value else 0 end from tmc_search_generation`;

/**
 * Whether a transaction other than this one holds a lock that lets it write the goods or what their answers
 * show. pg_locks covers every database of the server, and a database made from a template has its tables'
 * oids: only this database's locks count (the tests' databases are such copies, written at the same time).
 */
export const goodsWriting: SQL<boolean> = sql<boolean>`exists (select 1 from pg_locks l
          where l.database = (select oid from pg_database where datname = current_database())
            and l.relation in ('tmc'::regclass, 'tmc_words'::regclass, 'tmc_photos'::regclass, 'sellers'::regclass)
            and l.mode in ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')
            and l.pid <> pg_backend_pid())`;

/** The generation as a value, for a statement that reads FROM the sequence itself (the prepared context). */
export const generationFromSequence: SQL<string> = sql<string>`case when is_called then last_value else 0 end`;

/**
 * The goods' generation as the search reads it, in the statement that reads the search's context: the
 * sequence that every statement writing tmc, tmc_words, tmc_photos or sellers moves on (migrations 0029,
 * 0030), and whether another transaction is writing one of them now (it holds a lock that lets it write
 * until it ends). Sequences are not transactional, so a writer moves the generation before its rows can be
 * seen; an answer computed while one is writing could keep the old rows under the new generation, and is
 * not kept.
 */
export const goodsGeneration: SQL = sql`(${generationValue}) as generation, ${goodsWriting} as writing`;

/** The generation alone, read again after a search: the answer is kept only if it did not move meanwhile. */
export const generationNow: SQL = sql`select (${generationValue}) as generation`;

/**
 * Answers of the visitors' search, newest used kept, at most `entries` of them (about 0.5 kB each, 11 kB
 * with an anonymous visitor's rows), all of one generation of the goods: a newer generation empties it.
 * An answer is stored only when nobody was writing the goods as it began and the generation was the same
 * after it: then it holds exactly the goods of that generation (a writer that begins later moves the
 * generation before its rows are seen), so a cached answer is the answer the database would give, not an
 * approximation of it.
 */
export function createSearchCache<Row = unknown>(entries: number) {
  const answers = new Map<string, CachedMatch<Row>>();
  // The newest generation seen (a sequence's value, as text: it may pass 2^53).
  let generation = -1n;

  function keyOf(parts: unknown): string {
    return createHash('sha1').update(JSON.stringify(parts)).digest('base64');
  }

  /** Forgets every answer of an older generation than `current`; false when `current` is older than one seen. */
  function observe(current: string): boolean {
    const seen = BigInt(current);
    if (seen > generation) {
      answers.clear();
      generation = seen;
    }
    return seen === generation;
  }

  return {
    enabled: entries > 0,
    keyOf,
    get(key: string, current: string): CachedMatch<Row> | undefined {
      if (!observe(current)) return undefined;
      const hit = answers.get(key);
      if (hit) {
        // Map keeps insertion order: moved to the end, it is the newest used.
        answers.delete(key);
        answers.set(key, hit);
      }
      return hit;
    },
    set(key: string, atGeneration: string, match: CachedMatch<Row>): void {
      if (BigInt(atGeneration) !== generation) return;
      answers.set(key, match);
      if (answers.size > entries) answers.delete(answers.keys().next().value!);
    },
    get size(): number {
      return answers.size;
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
