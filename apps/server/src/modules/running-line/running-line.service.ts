import { and, desc, eq } from 'drizzle-orm';
import { RUNNING_LINE_SHOWN_MAX, type RunningLine, type RunningLineItem, type RunningLineType } from '@tmc/shared/running-line';
import type { Db } from '../../db/client.ts';
import { runningLines } from '../../db/schema/running-line.ts';
import { AppError } from '../../lib/app-error.ts';

const itemColumns = { id: runningLines.id, text: runningLines.text, createdAt: runningLines.createdAt };
const toItem = (row: { id: string; text: string; createdAt: Date }): RunningLineItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Running-line tickers: the newest active lines of a type. */
export function createRunningLineService({ db }: { db: Db }) {
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

    async add(type: RunningLineType, text: string): Promise<RunningLineItem> {
      const [row] = await db.insert(runningLines).values({ type, text }).returning(itemColumns);
      return toItem(row!);
    },

    /** Takes a line off the ticker; the row stays, inactive. */
    async remove(id: string): Promise<void> {
      const rows = await db
        .update(runningLines)
        .set({ active: false })
        .where(and(eq(runningLines.id, id), eq(runningLines.active, true)))
        .returning({ id: runningLines.id });
      if (!rows.length) throw AppError.notFound('Строка не найдена');
    },
  };
}
export type RunningLineService = ReturnType<typeof createRunningLineService>;
