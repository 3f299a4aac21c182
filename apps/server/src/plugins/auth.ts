import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission, Principal, Role } from '@tmc/shared/roles';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema/users.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, SESSION_TTL_MS } from '../lib/tokens.ts';

export interface AuthUser extends Principal {
  id: string;
  email: string;
  sellerId: string | null;
  sessionId: string;
  /** The administrator who opened this session through a seller entry link; null for a sign-in. */
  enteredBy?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthUser | null;
  }
}

/** Touch last_seen_at (and slide the expiry forward) at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: roles.name,
      permission: users.permission,
      sellerId: users.sellerId,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      enteredBy: sessions.enteredBy,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.enabled, true),
        eq(users.accountNonLocked, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // An entry session (an administrator in a seller's cabinet) keeps its short fixed lifetime.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, ...(row.enteredBy ? {} : { expiresAt: new Date(Date.now() + SESSION_TTL_MS) }) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    permission: row.permission as Permission,
    sellerId: row.sellerId,
    sessionId: row.sessionId,
    enteredBy: row.enteredBy,
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

async function authPlugin(app: FastifyInstance, options: { db: Db }) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.user = token ? await findSessionUser(options.db, token) : null;
  });
}

export default fp(authPlugin, { name: 'auth' });

/** Guard: any signed-in user. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw AppError.unauthorized();
};

/** Guard: a signed-in user for whom `allowed` holds (the shared permission table's predicates). */
export function requireAccess(allowed: (p: Principal) => boolean): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.user) throw AppError.unauthorized();
    if (!allowed(request.user)) throw AppError.forbidden();
  };
}
