/**
 * Keeps a computation's result for `ms` per instance. Past that, callers still get the kept result
 * while one new computation runs in the background (stale while revalidate), so only the very first
 * caller waits for the query; concurrent first callers share one computation. A failed first
 * computation is not kept (the next caller tries again); a failed refresh keeps the old result.
 * `ms` 0 computes on every call.
 */
export function cachedFor<T>(ms: number, compute: () => Promise<T>): () => Promise<T> {
  if (ms <= 0) return compute;
  let current: { at: number; value: Promise<T> } | null = null;
  let refreshing = false;
  return () => {
    if (!current) {
      const value = compute();
      const entry = { at: Date.now(), value };
      current = entry;
      value.catch(() => {
        if (current === entry) current = null;
      });
      return value;
    }
    if (Date.now() - current.at >= ms && !refreshing) {
      refreshing = true;
      compute()
        .then((result) => {
          current = { at: Date.now(), value: Promise.resolve(result) };
        })
        .catch(() => {
          // The old figures stay until the next attempt.
        })
        .finally(() => {
          refreshing = false;
        });
    }
    return current.value;
  };
}
