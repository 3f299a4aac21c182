/**
 * PostgreSQL's duplicate-key error, read from its text (specification, section 8: "a duplicate-key
 * database error text can be parsed into a constraint name and a value"). PostgreSQL and PGlite both
 * say, in the message and the detail:
 *
 *   duplicate key value violates unique constraint "users_email_key"
 *   Key (lower(email))=(ivan@example.ru) already exists.
 *
 * Drizzle wraps the driver's error (`cause`), so the whole cause chain is read.
 */

export interface DuplicateKey {
  /** The unique constraint or index, e.g. `users_email_key`. */
  constraint: string;
  /** The key expression, e.g. `lower(email)` or `inn`; null when the detail is missing. */
  key: string | null;
  /** The duplicate value as PostgreSQL printed it; null when the detail is missing. */
  value: string | null;
}

const UNIQUE_VIOLATION = '23505';
const CONSTRAINT_TEXT = /duplicate key value violates unique constraint "((?:[^"]|"")+)"/;
// The value may itself contain parentheses; it runs to the last ') already exists'.
const DETAIL_TEXT = /Key \((.+?)\)=\((.*)\) already exists\.?/s;

/** Parses the message and detail texts of a duplicate-key error; null for any other text. */
export function parseDuplicateKeyText(message: string, detail?: string | null): DuplicateKey | null {
  const constraint = CONSTRAINT_TEXT.exec(message)?.[1];
  if (!constraint) return null;
  const keyValue = DETAIL_TEXT.exec(detail ?? '') ?? DETAIL_TEXT.exec(message);
  return {
    constraint: constraint.replaceAll('""', '"'),
    key: keyValue?.[1] ?? null,
    value: keyValue?.[2] ?? null,
  };
}

interface DriverErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The duplicate key of a unique violation anywhere in this error's cause chain, or null. */
export function findDuplicateKey(error: unknown): DuplicateKey | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as DriverErrorLike;
    if (typeof e.message === 'string' && (e.code === UNIQUE_VIOLATION || e.code === undefined)) {
      const parsed = parseDuplicateKeyText(e.message, typeof e.detail === 'string' ? e.detail : null);
      if (parsed) return parsed;
    }
    current = e.cause;
  }
  return null;
}

// PostgreSQL's codes for 'the server is going away or cannot take us now': admin_shutdown (a restart,
// pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up or in recovery),
// too_many_connections, and the whole connection_exception class (08...).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// The operating system's, when the server cannot be reached or the connection broke.
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres and pg-pool say these without a code: a broken connection, a client used after it
// broke, no connection within the acquire timeout; PostgreSQL refuses a new connection to a database
// that does not accept connections now (ALTER DATABASE ... ALLOW_CONNECTIONS false).
const UNAVAILABLE_TEXT =
  /^Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|is not currently accepting connections|the database system is (?:starting up|shutting down|in recovery mode)/;

/**
 * Work refused before it reached the database because its share of the pool is taken (the visitors'
 * search line, modules/tmc/tmc.service.ts): answered like a pool that gave no connection in time (503).
 */
export class DatabaseBusy extends Error {
  constructor(what: string) {
    super(`${what}: no place within the wait`);
    this.name = 'DatabaseBusy';
  }
}

/**
 * Whether this error (anywhere in its cause chain) says that the database cannot be reached now, as
 * opposed to a fault of the statement: the request answers 503 and may be repeated.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseBusy) return true;
    const e = current as DriverErrorLike;
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_SOCKET_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

const DEADLOCK_DETECTED = '40P01';

/** Whether this error (anywhere in its cause chain) is PostgreSQL's 'deadlock detected': the transaction was chosen to end a lock cycle. */
export function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as DriverErrorLike).code === DEADLOCK_DETECTED) return true;
    current = (current as DriverErrorLike).cause;
  }
  return false;
}
