import type { Database } from '../../db/client.ts';

/** Whether the database answers (GET /api/health). */
export function createHealthService({ database }: { database: Database }) {
  return {
    kind: database.kind,
    /** Resolves when the database answers a trivial query; rejects otherwise. */
    ping: () => database.ping(),
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
