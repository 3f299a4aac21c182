import { sql } from 'drizzle-orm';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { heldGoodsIds } from '../cart/hold-conditions.ts';
import { activeSeller } from '../sellers/seller-conditions.ts';
import { queryRows, termsTsQuery } from './tmc-search.ts';
import { queryTerms } from './tmc-text-query.ts';
import { createWordStems, type WordStems } from './tmc-word-stems.ts';

/** Candidate rows read for suggestions; distinct names are picked from them. */
const CANDIDATES = 200;
/** The word-stem memory of the database the suggestions last asked (one per process in practice). */
let stems: { db: Db; of: WordStems } | null = null;
const stemsOf = (db: Db): WordStems => {
  if (stems?.db !== db) stems = { db, of: createWordStems(db) };
  return stems.of;
};

/**
 * Names of goods for the search box: the typed words and codes as beginnings in the name (a word also
 * in any of its forms), newest goods
 * first, distinct names, at most TMC_LIMITS.suggestionsMax. Only goods a visitor's search shows are
 * offered (published, of an active seller, not held), so every suggestion leads to results: the search
 * puts the goods named exactly so first.
 */
export async function suggestNames(db: Db, text: string): Promise<string[]> {
  const terms = queryTerms(text);
  // Each word as a beginning (the word being typed) or as any of its forms (уголки: уголок).
  const query = termsTsQuery(terms, { prefix: true, forms: true, nameOnly: true, stems: await stemsOf(db)(terms.flatMap((t) => t.words)) });
  if (!query) return [];
  const rows = await queryRows<{ name: string }>(db, sql`
    select name from (
      select t.name, t.published_at from tmc t
      where t.status = 'published' and t.search @@ ${query}::tsquery
        and t.seller_id <> all (array(select ${sellers.id} from ${sellers} where not (${activeSeller})))
        and t.id not in (${heldGoodsIds(null)})
      order by t.published_at desc
      limit ${CANDIDATES}
    ) c
    group by name
    order by max(published_at) desc
    limit ${TMC_LIMITS.suggestionsMax}`);
  return rows.map((r) => r.name);
}
