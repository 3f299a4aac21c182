// A bounded line in front of work that must not run too many at once: image decodes (lib/images.ts) and
// visitors' searches (modules/tmc/tmc.service.ts, a bulkhead in front of the database's pool).

export interface LimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting in order for a place; one more is refused at once. */
  maxWaiting: number;
  /** A task that waited this long for a place is refused (and leaves the line); none: it waits as long as it takes. */
  waitTimeoutMs?: number | undefined;
  /** The error a refused task rejects with. */
  busy: () => Error;
}

/**
 * At most `concurrency` tasks at once; up to `maxWaiting` more wait in order, beyond that (or past
 * `waitTimeoutMs` in the line) `run` rejects with `busy()`: a flood waits in a bounded line, never in
 * memory without end. `peak` is the most tasks ever seen running together (what the tests look at).
 */
export function createLimiter({ concurrency, maxWaiting, waitTimeoutMs, busy }: LimiterOptions) {
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];

  /** Frees a place, or hands it straight to the next in line (so a newcomer cannot slip in between). */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  /** Waits until release() hands this task a place, or refuses it after waitTimeoutMs. */
  function waitForPlace(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const handOver = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      if (waitTimeoutMs !== undefined) {
        timer = setTimeout(() => {
          const at = waiting.indexOf(handOver);
          if (at >= 0) waiting.splice(at, 1);
          reject(busy());
        }, waitTimeoutMs);
      }
      waiting.push(handOver);
    });
  }

  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    get peak() {
      return peak;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxWaiting) throw busy();
        // The place is handed over by release(): `active` already counts this task.
        await waitForPlace();
      } else {
        active += 1;
      }
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
