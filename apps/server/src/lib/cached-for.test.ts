import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedFor } from './cached-for.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A computation that answers 1, 2, 3... and can be made to fail. */
function counter() {
  let n = 0;
  let fail = false;
  const compute = vi.fn(async () => {
    if (fail) throw new Error('database down');
    n += 1;
    return n;
  });
  return { compute, setFail: (value: boolean) => (fail = value) };
}

describe('cachedFor', () => {
  it('shares one computation between concurrent first callers and keeps the result', async () => {
    vi.useFakeTimers();
    const { compute } = counter();
    const get = cachedFor(1000, compute);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(999);
    expect(await get()).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('after the period answers the old result once more while it computes the new one', async () => {
    vi.useFakeTimers();
    const { compute } = counter();
    const get = cachedFor(1000, compute);
    await get();
    vi.advanceTimersByTime(1000);
    expect(await get()).toBe(1);
    await vi.waitFor(() => expect(compute).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await get()).toBe(2);
  });

  it('does not keep a failed first computation, and keeps the old result when a refresh fails', async () => {
    vi.useFakeTimers();
    const { compute, setFail } = counter();
    const get = cachedFor(1000, compute);
    setFail(true);
    await expect(get()).rejects.toThrow('database down');
    setFail(false);
    expect(await get()).toBe(1);
    setFail(true);
    vi.advanceTimersByTime(1000);
    expect(await get()).toBe(1);
    await vi.waitFor(() => expect(compute).toHaveBeenCalledTimes(3));
    expect(await get()).toBe(1);
  });

  it('computes on every call with a period of 0', async () => {
    const { compute } = counter();
    const get = cachedFor(0, compute);
    expect([await get(), await get()]).toEqual([1, 2]);
  });
});
