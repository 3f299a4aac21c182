/**
 * PostgreSQL's planner settings for the goods search's statements (tmc-search.ts): no parallel workers (a
 * parallel backward index scan read the whole index before its Gather Merge returned the first 20 rows),
 * no JIT (it compiled for longer than these statements run), work_mem that keeps a common word's bitmap
 * exact, and random_page_cost 1.1 because the pages a search reads are in memory, not on a disk that
 * prefers sequential reads (it keeps the planner from ANDing in a bitmap of a large index range to save a
 * few thousand page reads). On PostgreSQL they are the startup options of the search's own pool
 * (connectPostgres), so a search sends no BEGIN, SET and COMMIT; elsewhere a search's transaction sets them.
 */
export const SEARCH_PLANNER_SETTINGS: Readonly<Record<string, string>> = {
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  work_mem: '16MB',
  random_page_cost: '1.1',
};

/** The settings as libpq startup options ('-c name=value ...'). */
export const searchConnectionOptions = (): string =>
  Object.entries(SEARCH_PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
