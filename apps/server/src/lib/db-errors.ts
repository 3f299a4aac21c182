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
