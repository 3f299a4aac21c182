import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { GoodsSeed } from './demo-goods.ts';
import { goodsCategoryOf } from '../../modules/tmc/tmc-category.ts';
import { codeVector } from '../../modules/tmc/tmc-text-query.ts';

/** Rows per statement: one array parameter per column, so a batch is one round trip whatever its size. */
const BATCH = 5000;

export interface InsertGoodsOptions {
  /** seller code -> seller id */
  sellerIds: ReadonlyMap<string, string>;
  /** Publication instants are spread over this many days back from now; the newest day is yesterday (Moscow) and today. */
  spreadDays: number;
  random: () => number;
  onProgress?: (inserted: number) => void;
  /**
   * How many goods will come. With it the publication instants grow with the insertion order (oldest
   * first, still uniform over the spread), as in a real base that grows by appending: the table's
   * physical order then follows publication, which the recency-ordered search reads.
   */
  total?: number;
}

/** Bulk-inserts published goods with multi-row statements (never a row at a time). */
export async function insertPublishedGoods(db: Db, goods: Iterable<GoodsSeed>, options: InsertGoodsOptions): Promise<number> {
  let inserted = 0;
  let batch: GoodsSeed[] = [];
  const now = Date.now();
  const flush = async () => {
    if (batch.length === 0) return;
    const col = <T>(pick: (g: GoodsSeed) => T) => batch.map(pick);
    const spreadMs = options.spreadDays * 86_400_000;
    const total = options.total;
    const published = batch.map((_, i) =>
      new Date(total ? now - spreadMs * (1 - Math.min(1, (inserted + i + options.random()) / total)) : now - options.random() * spreadMs).toISOString(),
    );
    await db.execute(sql`
      INSERT INTO tmc (seller_id, name, description, stock_number, unit, quantity, price, vat, year, region, codes, category, status, published_at, created_at, updated_at)
      SELECT s, n, d, sn, u, q, p, v, y, r, c, k, 'published', pa, pa, pa
      FROM unnest(
        ${sql.param(col((g) => options.sellerIds.get(g.sellerCode)!))}::uuid[],
        ${sql.param(col((g) => g.name))}::text[],
        ${sql.param(col((g) => g.description))}::text[],
        ${sql.param(col((g) => g.stockNumber))}::text[],
        ${sql.param(col((g) => g.unit))}::text[],
        ${sql.param(col((g) => g.quantity))}::numeric[],
        ${sql.param(col((g) => g.price))}::numeric[],
        ${sql.param(col((g) => g.vat))}::text[],
        ${sql.param(col((g) => g.year))}::smallint[],
        ${sql.param(col((g) => g.region))}::text[],
        ${sql.param(published)}::timestamptz[],
        ${sql.param(col((g) => codeVector(g.name, g.stockNumber)))}::tsvector[],
        ${sql.param(col((g) => goodsCategoryOf(g.name)))}::smallint[]
      ) AS t(s, n, d, sn, u, q, p, v, y, r, pa, c, k)`);
    inserted += batch.length;
    batch = [];
    options.onProgress?.(inserted);
  };
  for (const item of goods) {
    batch.push(item);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return inserted;
}
