// Nothing an administrator does is untraceable (issue 11, item 8). Administrator-only routes write their own
// rows with before and after (admin-actions-audit.test.ts holds each to it). Two kinds of writes have no such
// row: an administrator's call on a route others may call too (placing or editing a seller's goods, an import
// for a seller, the cabinet's bulk actions), and everything an administrator does inside a seller's cabinet
// after 'Войти' (a representative's session opened by an entry link). Each successful one of those gets a
// generic row here: who (the administrator, also in an entry session), when, the route, the address and the
// fields sent, without secrets.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AuditService } from './audit.service.ts';
import { requestAuditScope, type RequestAuditNote } from './request-scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes nothing of anyone's (signing in or out, a page view, a report read by POST): no row. */
    notAnAction?: boolean;
  }
  interface FastifyRequest {
    auditNote: RequestAuditNote | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_FIELD = /pass|token|secret/i;
const MAX_FIELDS = 30;
const MAX_TEXT = 200;

/** The fields a request sent, small and without secrets: what the row shows as 'after'. */
export function sentFields(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return null;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body).slice(0, MAX_FIELDS)) {
    if (SECRET_FIELD.test(key)) fields[key] = '***';
    else if (typeof value === 'string') fields[key] = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
    else if (value === null || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    else if (Array.isArray(value)) fields[key] = value.length <= 20 && value.every((v) => typeof v === 'number') ? value : `[${value.length}]`;
    else fields[key] = '{…}';
  }
  return fields;
}

/** The address as called, without one-time tokens. */
const addressOf = (request: FastifyRequest) => request.url.replace(/([?&]token=)[^&]*/gi, '$1***').slice(0, 300);

async function auditRequestsPlugin(app: FastifyInstance, { db, audit }: { db: Db; audit: AuditService }) {
  app.decorateRequest('auditNote', null);
  // The handler and the services it calls run inside the request's note, so audit.record can mark it.
  // Entered here rather than at onRequest: the body's stream events between the two lose the context.
  // Only a signed-in user's write can get a row: reads and visitors' requests skip the note and the hook below.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.user || !WRITES.has(request.method)) return done();
    const note: RequestAuditNote = { recorded: false };
    request.auditNote = note;
    requestAuditScope.run(note, done);
  });
  // Before the answer leaves (onSend, not onResponse): when the administrator sees the change done, its row
  // is in the log.
  app.addHook('onSend', (request, reply, payload, done) => {
    const user = request.user;
    if (!user || !request.auditNote || request.auditNote.recorded) return done(null, payload);
    if (reply.statusCode >= 400 || request.routeOptions.config.notAnAction) return done(null, payload);
    const entered = user.enteredBy ?? null;
    if (!entered && user.role !== 'ADMIN') return done(null, payload);
    void recordWrite(request, reply.statusCode, user, entered).then(() => done(null, payload));
  });

  /** The generic row of an administrator's write; a failure is logged, never the caller's error. */
  async function recordWrite(request: FastifyRequest, status: number, user: NonNullable<FastifyRequest['user']>, entered: string | null): Promise<void> {
    try {
      const actor = entered ? (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, entered)).limit(1))[0] : { id: user.id, email: user.email };
      if (!actor) return;
      await audit.record(db, {
        actor,
        action: entered ? 'request.as-seller' : 'request.write',
        targetType: 'request',
        targetId: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        targetLabel: addressOf(request),
        after: { status, ...(entered ? { asUser: user.email } : {}), ...(sentFields(request.body) ?? {}) },
      });
    } catch (err) {
      // The action itself has happened; a lost row is an operator's matter, not the caller's.
      request.log.error({ err }, 'action log: the row of an administrator’s request was not written');
    }
  }
}

export default fp(auditRequestsPlugin, { name: 'audit-requests', dependencies: ['auth'] });
