import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/content.ts';

const SLOGAN_KEY = 'day_slogan';

export function createContentService({ db }: { db: Db }) {
  return {
    async getDaySlogan(): Promise<string> {
      const rows = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SLOGAN_KEY));
      const value = rows[0]?.value;
      return typeof value === 'string' ? value : '';
    },
    async setDaySlogan(daySlogan: string): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key: SLOGAN_KEY, value: daySlogan })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: daySlogan, updatedAt: sql`now()` } });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
