import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The action log (DESIGN.md section 12): every administrative action — who, when, what, on whom,
 * before and after. Rows are only ever inserted, in the same transaction as the action they describe.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for what the platform does by itself (a job, a term that ran out). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail as it was: the log stays readable after the user is renamed or deleted. */
    actorEmail: text('actor_email'),
    /** 'seller.block', 'invoice.paid', ... (AUDIT_ACTIONS in @tmc/shared/audit-schemas). */
    action: text('action').notNull(),
    /** What was acted on: 'seller', 'user', 'tmc', 'invoice', ... */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A short human label of the target as it was (a seller's title, a user's e-mail). */
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
