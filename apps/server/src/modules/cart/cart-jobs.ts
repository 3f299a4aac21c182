import type { JobDefinition } from '../../jobs/job-runner.ts';
import type { CartService } from './cart.service.ts';

/**
 * The cart's jobs (DESIGN.md section 10): every minute the term sweep (expired holds and orders,
 * deals concluded by the 20-day rule) and the reminders, and the mails of history steps that were not
 * sent right after their commit. Each is idempotent and batched; the runner runs a slot once across
 * instances, and the statements claim rows with SKIP LOCKED besides.
 */
export function cartJobs(cart: CartService): JobDefinition[] {
  return [
    {
      name: 'cart.sweep-terms',
      schedule: { every: 60_000 },
      run: async ({ now, signal, heartbeat, log }) => {
        const done = await cart.sweepTerms(now, { signal, heartbeat });
        if (done.expired || done.concluded) log.info(done, 'cart: terms swept');
        await cart.deliverPending({ signal });
      },
    },
    {
      name: 'cart.remind',
      schedule: { every: 60_000 },
      run: async ({ now, signal }) => {
        await cart.remind(now, { signal });
        await cart.deliverPending({ signal });
      },
    },
    {
      name: 'cart.mail',
      schedule: { every: 5 * 60_000 },
      run: async ({ signal }) => {
        await cart.deliverPending({ signal });
      },
    },
  ];
}
