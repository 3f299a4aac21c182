import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { CALLBACK_ROLES, type CallbackListQuery, type CallbackRequestRow } from '@tmc/shared/callback-schemas';
import type { Db } from '../../db/client.ts';
import { callbackRequests } from '../../db/schema/callbacks.ts';

/** At most this many callbacks in one list answer: a period longer than that is narrowed by the admin. */
export const CALLBACK_LIST_LIMIT = 1000;

/** Moscow midnight of an ISO date, as a timestamptz expression (business days are Moscow days). */
const moscowMidnight = (isoDate: string) => sql`(${isoDate}::date)::timestamp at time zone 'Europe/Moscow'`;

/** Callback requests: the visitor's phone and role, and the administrators' list (the API keeps the specification's /api/request paths). */
export function createCallbacksService({ db }: { db: Db }) {
  return {
    roleNames(): string[] {
      return [...CALLBACK_ROLES];
    },

    async create(input: { phoneNumber: string; role: string; ip: string | null }): Promise<void> {
      await db.insert(callbackRequests).values(input);
    },

    /** Callbacks received on the Moscow days start..end (both included), newest first. */
    async list({ start, end }: CallbackListQuery): Promise<CallbackRequestRow[]> {
      const rows = await db
        .select({ id: callbackRequests.id, phoneNumber: callbackRequests.phoneNumber, role: callbackRequests.role, createdAt: callbackRequests.createdAt })
        .from(callbackRequests)
        .where(
          and(
            gte(callbackRequests.createdAt, moscowMidnight(start)),
            lt(callbackRequests.createdAt, sql`${moscowMidnight(end)} + interval '1 day'`),
          ),
        )
        .orderBy(desc(callbackRequests.createdAt))
        .limit(CALLBACK_LIST_LIMIT);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type CallbacksService = ReturnType<typeof createCallbacksService>;
