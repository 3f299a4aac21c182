import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/content.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';

const SLOGAN_KEY = 'day_slogan';

export function createContentService({ db, audit }: { db: Db; audit: AuditService }) {
  async function slogan(executor: Db): Promise<string> {
    const rows = await executor.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SLOGAN_KEY));
    const value = rows[0]?.value;
    return typeof value === 'string' ? value : '';
  }
  return {
    getDaySlogan: () => slogan(db),
    /** The administrator's change is in the action log (before and after). */
    async setDaySlogan(actor: AuditActor, daySlogan: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await slogan(tx);
        await tx
          .insert(siteSettings)
          .values({ key: SLOGAN_KEY, value: daySlogan })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value: daySlogan, updatedAt: sql`now()` } });
        if (before !== daySlogan) {
          await audit.record(tx, { actor, action: 'content.day-slogan', targetType: 'content', targetId: SLOGAN_KEY, targetLabel: 'Слоган дня', before: { daySlogan: before }, after: { daySlogan } });
        }
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
