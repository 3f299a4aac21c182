// The information report's event counts per Moscow day (platform_daily_counts, migration 0022): goods
// placed and published, searches and searches that found nothing. Triggers on tmc and search_log append a
// row per day and figure of each statement; this module reads them and folds them together.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';

export const COUNTED_FIGURES = ['placed', 'published', 'searches', 'zeroSearches'] as const;
export type CountedFigure = (typeof COUNTED_FIGURES)[number];

/** Rows of a raw statement: both drivers answer `{ rows }`. */
async function rawRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The counted figures of each day of [start, end] (Moscow days, both included) that has any. */
export async function countsPerDay(db: Db, start: string, end: string): Promise<Array<{ day: string; figure: CountedFigure; n: number }>> {
  const rows = await rawRows<{ day: string; figure: CountedFigure; n: number | string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, figure, sum(n) as n
        from platform_daily_counts
        where day between ${start}::date and ${end}::date
        group by day, figure`,
  );
  return rows.map((r) => ({ day: r.day, figure: r.figure, n: Number(r.n) }));
}

/**
 * Folds every day and figure that has several rows into one, in one statement: the rows it deletes are
 * the rows it sums, so a report read at any moment sees the same totals. Rows of transactions not yet
 * committed are not visible to it and wait for the next run. Answers how many rows were folded.
 */
export async function compactCounts(db: Db): Promise<number> {
  const [row] = await rawRows<{ n: number | string }>(
    db,
    sql`with gone as (
          delete from platform_daily_counts
          where (day, figure) in (select day, figure from platform_daily_counts group by day, figure having count(*) > 1)
          returning day, figure, n
        ), folded as (
          insert into platform_daily_counts (day, figure, n) select day, figure, sum(n) from gone group by day, figure returning 1
        )
        select (select count(*) from gone) as n`,
  );
  return Number(row?.n ?? 0);
}

/** Every hour: between two runs a report reads at most an hour of per-statement rows besides one row per day and figure. */
export function reportCountsCompactJob(db: Db): JobDefinition {
  return {
    name: 'report-counts.compact',
    schedule: { every: 60 * 60_000 },
    async run({ log }) {
      const folded = await compactCounts(db);
      if (folded > 0) log.info({ folded }, 'platform_daily_counts: rows folded');
    },
  };
}
