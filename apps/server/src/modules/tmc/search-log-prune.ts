import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';

/** Rows deleted per statement: each batch is a short transaction, however much a year has gathered. */
const PRUNE_BATCH = 10_000;

/** Searches that found nothing are kept this many days (what people look for and miss), then go. */
export const EMPTY_SEARCH_KEEP_DAYS = 30;

/**
 * The daily prune of search_log: searches older than a year go, and searches that found nothing after
 * 30 days (they never count on /stat, and are what a flood of made-up texts leaves behind). /stat reads
 * the last 30 days; a year is kept for the reports to come. Idempotent (a second run finds nothing older), in batches, and stops
 * between batches when the runner stops.
 */
export function searchLogPruneJob(db: Db): JobDefinition {
  return {
    name: 'search-log.prune',
    schedule: { daily: '03:30' },
    async run({ now, signal, log, heartbeat }) {
      const cutoff = sql`${now.toISOString()}::timestamptz - interval '1 year'`;
      const emptyCutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${EMPTY_SEARCH_KEEP_DAYS})`;
      let deleted = 0;
      for (;;) {
        signal.throwIfAborted();
        const result = (await db.execute(sql`
          with gone as (
            delete from search_log where id in (select id from search_log
              where created_at < ${cutoff} or (created_at < ${emptyCutoff} and coalesce(result_count, 0) = 0)
              order by id limit ${PRUNE_BATCH})
            returning 1
          )
          select count(*)::int as n from gone`)) as unknown as { rows: Array<{ n: number }> };
        const n = Number(result.rows[0]?.n ?? 0);
        deleted += n;
        if (n < PRUNE_BATCH) break;
        await heartbeat();
      }
      if (deleted > 0) log.info({ deleted }, 'search_log: old searches and old empty searches deleted');
    },
  };
}
