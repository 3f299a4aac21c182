import type { JobDefinition } from '../../jobs/job-runner.ts';
import type { TiersService } from './tiers.service.ts';

/**
 * The tiers' expiry (DESIGN.md section 10): every five minutes the sellers whose paid period ended return
 * to the free tier (EXCLUSIVE to GOLD terms), their goods over the limit leaving the common base. The
 * runner runs a slot once across instances; the pass itself is idempotent (tiers.service.ts `expire`), and
 * the placement rule reads the period's end itself (effectiveTariff), so nothing depends on the job's delay.
 */
export function tierExpiryJob(tiers: TiersService): JobDefinition {
  return {
    name: 'tiers.expire',
    schedule: { every: 5 * 60_000 },
    run: async ({ now, signal, log }) => {
      const changed = await tiers.expire(now, { signal });
      if (changed) log.info({ changed }, 'tiers: paid periods ended');
    },
  };
}
