import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

class Busy extends Error {
  readonly reason = 'busy';
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the limiter', () => {
  it('runs at most N tasks at once, lets M wait in order, and refuses the rest as busy', async () => {
    const limiter = createLimiter({ concurrency: 2, maxWaiting: 3, busy: () => new Busy() });
    const releases: Array<() => void> = [];
    const order: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        order.push(n);
        releases.push(() => resolve(n));
      });
    const running = [1, 2, 3, 4, 5].map((n) => limiter.run(task(n)));
    await tick();
    expect([limiter.active, limiter.waiting]).toEqual([2, 3]);
    await expect(limiter.run(task(6))).rejects.toBeInstanceOf(Busy);
    while (releases.length > 0 || limiter.active > 0) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(limiter.peak).toBe(2);
    // A failing task frees its place too.
    await expect(limiter.run(() => Promise.reject(new Error('сбой')))).rejects.toThrow('сбой');
    expect(limiter.active).toBe(0);
  });

  it('refuses a task that waited longer than the wait timeout, and the line goes on without it', async () => {
    const limiter = createLimiter({ concurrency: 1, maxWaiting: 10, waitTimeoutMs: 20, busy: () => new Busy() });
    let finishFirst = () => {};
    const first = limiter.run(() => new Promise<string>((resolve) => (finishFirst = () => resolve('первая'))));
    const late = limiter.run(async () => 'опоздавшая');
    await expect(late).rejects.toBeInstanceOf(Busy);
    expect([limiter.active, limiter.waiting]).toEqual([1, 0]);
    // The next one in line gets the place as soon as the first is done, well within its own wait.
    const next = limiter.run(async () => 'следующая');
    finishFirst();
    expect(await first).toBe('первая');
    expect(await next).toBe('следующая');
    expect(limiter.active).toBe(0);
  });
});
