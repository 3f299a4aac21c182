/** The nearest-rank percentile p (0-100) of ascending values; 0 for none. The search and load benchmarks' one definition. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
