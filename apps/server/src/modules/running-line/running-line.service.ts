import { and, desc, eq } from 'drizzle-orm';
import { RUNNING_LINE_SHOWN_MAX, type RunningLine, type RunningLineItem, type RunningLineType } from '@tmc/shared/running-line';
import type { Db } from '../../db/client.ts';
import { runningLines } from '../../db/schema/running-line.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';

const itemColumns = { id: runningLines.id, text: runningLines.text, createdAt: runningLines.createdAt };
const toItem = (row: { id: string; text: string; createdAt: Date }): RunningLineItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Running-line tickers: the newest active lines of a type. */
export function createRunningLineService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    async list(type: RunningLineType): Promise<RunningLine> {
      const rows = await db
        .select(itemColumns)
        .from(runningLines)
        .where(and(eq(runningLines.type, type), eq(runningLines.active, true)))
        .orderBy(desc(runningLines.createdAt), desc(runningLines.id))
        .limit(RUNNING_LINE_SHOWN_MAX);
      return { type, items: rows.map(toItem) };
    },

    async add(actor: AuditActor, type: RunningLineType, text: string): Promise<RunningLineItem> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(runningLines).values({ type, text }).returning(itemColumns);
        await audit.record(tx, { actor, action: 'running-line.add', targetType: 'running-line', targetId: row!.id, targetLabel: text.slice(0, 100), after: { type, text } });
        return toItem(row!);
      });
    },

    /** Takes a line off the ticker; the row stays, inactive. */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(runningLines)
          .set({ active: false })
          .where(and(eq(runningLines.id, id), eq(runningLines.active, true)))
          .returning({ id: runningLines.id, type: runningLines.type, text: runningLines.text });
        const row = rows[0];
        if (!row) throw AppError.notFound('Строка не найдена');
        await audit.record(tx, {
          actor,
          action: 'running-line.remove',
          targetType: 'running-line',
          targetId: row.id,
          targetLabel: row.text.slice(0, 100),
          before: { active: true, type: row.type },
          after: { active: false },
        });
      });
    },
  };
}
export type RunningLineService = ReturnType<typeof createRunningLineService>;
