// The action log (DESIGN.md section 12). Modules record an administrative action with `record` inside
// the same transaction as the action, so the log holds exactly what was committed:
//
//   await db.transaction(async (tx) => {
//     const [before] = await tx.select(...).from(sellers).where(...).for('update');
//     await tx.update(sellers).set({ blocked: true, blockReason: reason }).where(...);
//     await audit.record(tx, { actor: user, action: 'seller.block', targetType: 'seller', targetId: before.id,
//       targetLabel: before.title, before: { blocked: false }, after: { blocked: true, reason } });
//   });
//
// `before` and `after` hold only the fields the action changed (small objects, never password hashes or
// tokens). L1 reads the log through GET /api/admin-panel/audit (audit.routes.ts).
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditPage, AuditQuery, AuditTargetType } from '@tmc/shared/audit-schemas';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import { addDays, moscowMidnightInstant } from '../../lib/moscow-time.ts';
import { noteRecorded } from './request-scope.ts';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  /** Who did it; null for what the platform does by itself (a job, a term that ran out). */
  actor: AuditActor | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Row = typeof auditLog.$inferSelect;
const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  targetLabel: r.targetLabel,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** `like` pattern of a prefix, with the pattern's own characters taken literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAuditService({ db }: { db: Db }) {
  return {
    /** Records one action; pass the transaction that makes the change (or the database for a single statement). */
    async record(executor: Db, entry: AuditRecord): Promise<void> {
      await executor.insert(auditLog).values({
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel: entry.targetLabel ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
      noteRecorded();
    },

    /** The log, newest first, with the page's filters. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const where: SQL[] = [];
      if (query.actor) where.push(like(auditLog.actorEmail, prefixPattern(query.actor.toLowerCase())));
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
      if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
      if (query.from) where.push(gte(auditLog.createdAt, moscowMidnightInstant(query.from)));
      if (query.to) where.push(lt(auditLog.createdAt, moscowMidnightInstant(addDays(query.to, 1))));
      const condition = where.length ? and(...where) : undefined;
      const [rows, totals] = await Promise.all([
        db.select().from(auditLog).where(condition).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(query.size).offset(pageOffset(query)),
        db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      return paged(rows.map(toEntry), query, totals[0]?.total ?? 0);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
