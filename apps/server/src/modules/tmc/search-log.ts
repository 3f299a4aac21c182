import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { searchLog } from '../../db/schema/tmc.ts';
import type { SearchLogEntry } from './tmc.service.ts';

/** Searches are written at most this long after they happen, in one multi-row INSERT. */
export const SEARCH_LOG_FLUSH_MS = 500;
const BATCH = 200;

/**
 * Records searches off the request path: the answer never waits for the log's INSERT, and a busy
 * minute of searches costs a few multi-row statements instead of one write per search.
 */
export function createSearchLogWriter(db: Db, log: FastifyBaseLogger) {
  let buffer: (typeof searchLog.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(async () => {
        await db.insert(searchLog).values(batch);
      })
      .catch((err: unknown) => log.error({ err }, 'search log write failed'));
    return writing;
  }

  return {
    record(entry: SearchLogEntry): void {
      buffer.push({ query: entry.query, resultCount: entry.resultCount, aid: entry.aid, userId: entry.userId });
      if (buffer.length >= BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), SEARCH_LOG_FLUSH_MS);
        timer.unref();
      }
    },
    flush,
  };
}
export type SearchLogWriter = ReturnType<typeof createSearchLogWriter>;
