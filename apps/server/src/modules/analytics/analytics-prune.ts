import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';
import { addDays, moscowDate } from '../../lib/moscow-time.ts';

const PRUNE_BATCH = 10_000;

/**
 * The daily prune of tmc_view_visitors: who saw what is needed only while its day can still get views
 * (today and, for late flushes, yesterday). The per-day counts stay. Idempotent, in batches.
 */
export function analyticsPruneJob(db: Db): JobDefinition {
  return {
    name: 'analytics.prune-visitors',
    schedule: { daily: '03:50' },
    async run({ now, signal, log, heartbeat }) {
      const before = addDays(moscowDate(now), -1);
      let deleted = 0;
      for (;;) {
        signal.throwIfAborted();
        const result = (await db.execute(sql`
          with gone as (
            delete from tmc_view_visitors where ctid in (select ctid from tmc_view_visitors where day < ${before}::date limit ${PRUNE_BATCH})
            returning 1
          )
          select count(*)::int as n from gone`)) as unknown as { rows: Array<{ n: number }> };
        const n = Number(result.rows[0]?.n ?? 0);
        deleted += n;
        if (n < PRUNE_BATCH) break;
        await heartbeat();
      }
      if (deleted > 0) log.info({ deleted }, 'tmc_view_visitors: past days deleted');
    },
  };
}
