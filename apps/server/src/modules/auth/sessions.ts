import { and, eq, lte, sql } from 'drizzle-orm';
import type { LoginResponse } from '@tmc/shared/account-schemas';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/users.ts';
import { generateToken, hashToken, SESSION_TTL_MS } from '../../lib/tokens.ts';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * A new session with a new opaque token (256 random bits); only its hash is stored. The user's
 * expired sessions are swept at the same time. `db` may be a transaction.
 */
export async function createSession(
  db: Db,
  userId: string,
  client: ClientInfo,
  /** An administrator's entry into a seller's cabinet: who entered, and the session's fixed lifetime. */
  entry?: { enteredBy: string; ttlMs: number },
): Promise<LoginResponse> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + (entry?.ttlMs ?? SESSION_TTL_MS));
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    enteredBy: entry?.enteredBy ?? null,
  });
  return { token, tokenType: 'Bearer', expiresAt: expiresAt.toISOString() };
}

/** Ends every session of the user: after a block, a deletion or a password change. `db` may be a transaction. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
