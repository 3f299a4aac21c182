import { asc, eq } from 'drizzle-orm';
import type { Corporation } from '@tmc/shared/corporations';
import type { Db } from '../../db/client.ts';
import { corporations } from '../../db/schema/sellers.ts';

/** Corporations: the unblocked list feeds the top bar's 'Корпорации' dropdown. The rest comes with its issue. */
export function createCorporationsService({ db }: { db: Db }) {
  return {
    /** Unblocked corporations by title. */
    async listUnblocked(): Promise<Corporation[]> {
      return db
        .select({ id: corporations.id, title: corporations.title })
        .from(corporations)
        .where(eq(corporations.blocked, false))
        .orderBy(asc(corporations.title));
    },
  };
}
export type CorporationsService = ReturnType<typeof createCorporationsService>;
