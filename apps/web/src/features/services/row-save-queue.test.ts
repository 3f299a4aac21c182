import { describe, expect, it } from 'vitest';
import { createRowSaveQueue } from './row-save-queue';

describe('price table save queue', () => {
  it('queues an edited row once and saves it with one call per flush', async () => {
    const calls: number[] = [];
    const queue = createRowSaveQueue<number>(async (id) => {
      calls.push(id);
    });
    queue.edit(1);
    queue.edit(1);
    queue.edit(1);
    queue.edit(2);
    expect(queue.has(1)).toBe(true);
    await queue.flush();
    expect(calls).toEqual([1, 2]);
    expect(queue.has(1)).toBe(false);
    // Nothing edited since: a flush (another focus change, another Enter) sends nothing.
    await queue.flush();
    expect(calls).toEqual([1, 2]);
  });

  it('flushes only the given rows when asked', async () => {
    const calls: number[] = [];
    const queue = createRowSaveQueue<number>(async (id) => {
      calls.push(id);
    });
    queue.edit(1);
    queue.edit(2);
    await queue.flush([2]);
    expect(calls).toEqual([2]);
    expect(queue.has(1)).toBe(true);
  });

  it('keeps a row whose save failed, silently, and saves it on the next flush', async () => {
    let fail = true;
    const calls: number[] = [];
    const queue = createRowSaveQueue<number>(async (id) => {
      calls.push(id);
      if (fail) throw new Error('network');
    });
    queue.edit(7);
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.has(7)).toBe(true);
    fail = false;
    await queue.flush();
    expect(calls).toEqual([7, 7]);
    expect(queue.has(7)).toBe(false);
  });

  it('keeps a row edited again while its save is on the way', async () => {
    let release: () => void = () => {};
    const calls: number[] = [];
    const queue = createRowSaveQueue<number>((id) => {
      calls.push(id);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    queue.edit(3);
    const saving = queue.flush();
    queue.edit(3);
    release();
    await saving;
    expect(queue.has(3)).toBe(true);
    const again = queue.flush();
    release();
    await again;
    expect(calls).toEqual([3, 3]);
  });
});
