import { sql } from 'drizzle-orm';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { queryRows } from './tmc-search.ts';
import { queryWords, toTsQuery } from './tmc-text-query.ts';

/** Candidate rows read for suggestions; distinct names are picked from them. */
const CANDIDATES = 200;

/**
 * Names of published goods for the search box: the typed words as word forms or word beginnings in
 * the name, newest goods first, distinct names, at most TMC_LIMITS.suggestionsMax.
 */
export async function suggestNames(db: Db, text: string): Promise<string[]> {
  const words = queryWords(text);
  if (words.length === 0) return [];
  const query = toTsQuery(words, { prefix: true, nameOnly: true });
  const rows = await queryRows<{ name: string }>(db, sql`
    select name from (
      select t.name, t.published_at from tmc t
      where t.status = 'published' and t.search @@ to_tsquery('russian', ${query})
      order by t.published_at desc
      limit ${CANDIDATES}
    ) c
    group by name
    order by max(published_at) desc
    limit ${TMC_LIMITS.suggestionsMax}`);
  return rows.map((r) => r.name);
}
