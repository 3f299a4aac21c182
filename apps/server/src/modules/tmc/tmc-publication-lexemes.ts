// The publication day of a good as lexemes of tmc.search (tmc_publication_vector(), migration 0032), and a
// range of days as a tsquery of them. A deep page of the search reads a tier's matches published since an
// instant (tmc-search.ts, deepPage): ANDed into the words' GIN scan, the range costs the GIN a few posting
// lists to skip through instead of a bitmap of every good published since (340,000 entries, 12 ms of a
// 22 ms statement for page 200 of 'фланцы' on a million goods; 7 ms in all so).
//
// A good carries one lexeme per level: the block of 8^level days its publication day (UTC, counted from
// 1970-01-01) lies in, '§p<level>_<block>'. Any range of days is a union of at most 14 blocks per level.

/** Levels of blocks: 1, 8, 64 and 512 days. */
export const PUBLICATION_LEVELS = 4;
const LEVEL_BITS = 3;
const DAY_MS = 86_400_000;

/** The day number (UTC days since 1970-01-01) of an instant. */
export const publicationDay = (instant: string | number | Date): number => Math.floor(new Date(instant).getTime() / DAY_MS);

/** The lexeme of the block of level `level` that starts at day `first` (aligned to it). */
const lexeme = (level: number, first: number): string => `§p${level}_${first >> (LEVEL_BITS * level)}`;

/**
 * The days from `first` to `last` (inclusive) as the fewest aligned blocks, taken greedily from the first
 * day: at each day the largest block that starts there and ends within the range.
 */
export function publicationBlocks(first: number, last: number): { level: number; first: number }[] {
  const blocks: { level: number; first: number }[] = [];
  for (let day = first; day <= last; ) {
    let level = PUBLICATION_LEVELS - 1;
    while (level > 0) {
      const size = 1 << (LEVEL_BITS * level);
      if (day % size === 0 && day + size - 1 <= last) break;
      level--;
    }
    blocks.push({ level, first: day });
    day += 1 << (LEVEL_BITS * level);
  }
  return blocks;
}

/** A tsquery text matching the goods published on the days from `first` to `last`, or null for none. */
export function publishedDaysTsQuery(first: number, last: number): string | null {
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0) throw new Error('unexpected publication days');
  const blocks = publicationBlocks(first, last);
  return blocks.length ? blocks.map((b) => `'${lexeme(b.level, b.first)}'`).join(' | ') : null;
}
