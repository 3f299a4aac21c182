// A small deterministic pseudo-random generator (mulberry32) for demo data: the same seed gives the
// same catalogue on every machine. Not for anything secret.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element, each with its weight (weights need not sum to 1). */
  pickWeighted<T>(items: readonly (readonly [item: T, weight: number])[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A string of n random decimal digits (may start with 0). */
  digits(n: number): string;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty array');
    return items[Math.floor(next() * items.length)] as T;
  };

  return {
    next,
    int,
    float(min, max, decimals) {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    pick,
    pickWeighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('pick from an empty array');
      return last[0];
    },
    chance: (p) => next() < p,
    digits(n) {
      let out = '';
      for (let i = 0; i < n; i++) out += String(Math.floor(next() * 10));
      return out;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const swap = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = swap;
      }
      return copy;
    },
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to derive per-key traits without keeping state. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
