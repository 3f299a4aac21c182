import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RequestPayload } from 'fastify';
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
  interface FastifyInstance {
    /** Every route as registered (HEAD routes aside), and whether a guard protects it (the OpenAPI test compares). */
    routeGuards: RouteGuardRecord[];
  }
}

export interface RouteGuardRecord {
  method: string;
  url: string;
  guarded: boolean;
  /** `schema.security` of the route as the OpenAPI document will show it. */
  security: unknown;
  /** The predicate of the route's requireAccess guard (null for requireUser or none): tests ask it who may call. */
  access: ((p: Principal) => boolean) | null;
}

/** Marks the guards below, so that the onRoute hook can find them among a route's handlers. */
const GUARD = Symbol('guard');
/** The predicate a requireAccess guard checks, kept on the guard for the route's record. */
const ACCESS = Symbol('access');
type Guard = preHandlerAsyncHookHandler & { [GUARD]?: true; [ACCESS]?: (p: Principal) => boolean };
const isGuard = (handler: unknown): handler is Guard => typeof handler === 'function' && (handler as Guard)[GUARD] === true;
function guard(handler: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return Object.assign(handler, { [GUARD]: true as const });
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
  // A guard is written as a route's `preHandler` (requireUser, requireAccess), but runs before the body
  // is read: moved here to `preParsing`, so that a visitor gets 401 and a user without the right 403
  // before any body is parsed or validated (a 400 would tell them what the route expects, and the work
  // of reading a body is not theirs to cause). The user comes from the onRequest hook below.
  const routeGuards: RouteGuardRecord[] = [];
  app.decorate('routeGuards', routeGuards);
  app.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const guards = preHandlers.filter(isGuard);
    if (guards.length > 0) {
      const rest = preHandlers.filter((handler) => !isGuard(handler));
      route.preHandler = rest.length > 0 ? rest : undefined;
      const asPreParsing = guards.map((g) => async function guardBeforeBody(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: RequestPayload) {
        await g.call(this, request, reply);
        return payload;
      });
      route.preParsing = [...asPreParsing, ...(route.preParsing === undefined ? [] : [route.preParsing].flat())];
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeGuards.push({
        method,
        url: route.url,
        guarded: guards.length > 0,
        security: (route.schema as { security?: unknown } | undefined)?.security,
        access: guards.map((g) => g[ACCESS]).find((a) => a !== undefined) ?? null,
      });
    }
  });
  // A callback, not an async hook: a request without a token (every visitor's) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? bearerToken(request) : null;
    if (!token) return done();
    findSessionUser(options.db, token).then(
      (user) => {
        request.user = user;
        done();
      },
      (err: unknown) => done(err as Error),
    );
  });
}

export default fp(authPlugin, { name: 'auth' });

/** Guard: any signed-in user. */
export const requireUser: preHandlerAsyncHookHandler = guard(async (request) => {
  if (!request.user) throw AppError.unauthorized();
});

/** Guard: a signed-in user for whom `allowed` holds (the shared permission table's predicates). */
export function requireAccess(allowed: (p: Principal) => boolean): preHandlerAsyncHookHandler {
  const handler = guard(async (request) => {
    if (!request.user) throw AppError.unauthorized();
    if (!allowed(request.user)) throw AppError.forbidden();
  });
  return Object.assign(handler, { [ACCESS]: allowed });
}
