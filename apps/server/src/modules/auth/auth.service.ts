import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES, type LoginResponse } from '@tmc/shared/account-schemas';
import { newPasswordSchemaFor } from '@tmc/shared/password-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loginThrottle, oneTimeTokens, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { passwordPageLink } from '../../lib/public-url.ts';
import { generateToken, hashToken, ONE_TIME_TOKEN_TTL_MS } from '../../lib/tokens.ts';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.ts';
import { passwordMail, type PasswordMailKind, type PasswordMailOccasion } from '../../mail/templates.ts';
import { createSession, deleteSession, deleteUserSessions, type ClientInfo } from './sessions.ts';

export function mailError(): AppError {
  return new AppError(ACCOUNT_ERROR_CODES.mailError, 502, ACCOUNT_MESSAGES.passwordMailFailed);
}

type AuthConfig = Pick<AppConfig, 'loginFailures' | 'passwordMailsPerHour'>;

interface LoginUser {
  id: string;
  passwordHash: string | null;
  enabled: boolean;
  accountNonLocked: boolean;
}

export function createAuthService({ db, mailer, config, log }: { db: Db; mailer: Mailer; config: AuthConfig; log: FastifyBaseLogger }) {
  // Verified against when the account does not exist or has no password yet, so every failure costs one argon2 run.
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  /** A live (not deleted) account by login name or e-mail, the login name first. */
  async function findAccount(login: string): Promise<LoginUser | null> {
    const key = login.trim().toLowerCase();
    const rows = await db
      .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled, accountNonLocked: users.accountNonLocked })
      .from(users)
      .where(and(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`), isNull(users.deletedAt)))
      .orderBy(desc(sql`lower(${users.username}) = ${key}`))
      .limit(1);
    return rows[0] ?? null;
  }

  /**
   * Counts a sign-in attempt before the password is checked, atomically (one statement for both rows),
   * so parallel guesses cannot slip past a limit; throws 429 when the attempt may not be checked:
   * - per account and client address (`<account>@<address>`): past `max` failures in the window, that
   *   address is refused for that account until the window ends, even with the right password (a 200
   *   among 429s would tell the guesser they were right). Other addresses, the owner's, go on;
   * - per account from every address (`<account>`): past `accountMax`, the k-th further attempt is let
   *   through only k(k+1)/2 seconds after the window started, so guesses from many addresses slow down
   *   ever more instead of locking the account. A refused attempt does not count towards it.
   * Recovery always works: setting a password through a mail's link clears every count of the account.
   */
  async function countAttempt(accountKey: string, address: string): Promise<{ pairKey: string }> {
    const { windowMs, max, accountMax } = config.loginFailures;
    const pairKey = `${accountKey}@${address}`;
    const expired = sql`${loginThrottle.windowStart} <= now() - ${windowMs} * interval '1 millisecond'`;
    const rows = await db
      .insert(loginThrottle)
      .values([
        { accountKey, failures: 1, windowStart: sql`now()` },
        { accountKey: pairKey, failures: 1, windowStart: sql`now()` },
      ])
      .onConflictDoUpdate({
        target: loginThrottle.accountKey,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${loginThrottle.windowStart} end`,
        },
      })
      .returning({ key: loginThrottle.accountKey, failures: loginThrottle.failures, windowStart: loginThrottle.windowStart, now: sql<Date>`now()` });
    const pair = rows.find((r) => r.key === pairKey);
    const account = rows.find((r) => r.key === accountKey);
    const now = new Date(account?.now ?? Date.now()).getTime();
    let retryAfterMs = 0;
    if (pair && pair.failures > max) retryAfterMs = pair.windowStart.getTime() + windowMs - now;
    else if (account && account.failures > accountMax) {
      const k = account.failures - accountMax;
      retryAfterMs = account.windowStart.getTime() + ((k * (k + 1)) / 2) * 1000 - now;
    }
    if (retryAfterMs > 0) {
      // Refused unchecked: not a failure of the account's (a locked address hammering, or a guess that
      // came too early, does not push the delay further for everyone).
      await undoAccountAttempt(accountKey);
      throw AppError.tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    }
    return { pairKey };
  }

  async function undoAccountAttempt(accountKey: string): Promise<void> {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(eq(loginThrottle.accountKey, accountKey));
  }

  /** A success: the address's count is cleared, and the attempt is no failure of the account's. */
  async function clearAttempts(accountKey: string, pairKey: string): Promise<void> {
    await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, pairKey));
    await undoAccountAttempt(accountKey);
  }

  /** Drops counts whose window is over (on every failure: the index on window_start keeps it cheap). */
  async function pruneAttempts(): Promise<void> {
    await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, sql`now() - ${config.loginFailures.windowMs} * interval '1 millisecond'`));
  }

  /**
   * Sends a password link to this account: 'create_password' while it has no password (after quick
   * registration), 'reset_password' after. Past the per-account hourly limit nothing is sent (and
   * the caller answers as if it were). Throws mail_error (502) when the mail cannot be delivered.
   */
  async function sendPasswordMail(userId: string, origin: string, occasion: PasswordMailOccasion): Promise<void> {
    const [user] = await db
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) return;
    const [recent] = await db
      .select({ n: count() })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), gt(oneTimeTokens.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.n ?? 0) >= config.passwordMailsPerHour) {
      log.info({ userId }, 'password mail not sent: hourly limit of the account reached');
      return;
    }
    const kind: PasswordMailKind = user.passwordHash ? 'reset_password' : 'create_password';
    const token = generateToken();
    await db.insert(oneTimeTokens).values({
      userId,
      purpose: kind,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS),
    });
    const link = passwordPageLink(origin, token);
    try {
      await mailer.send({ to: user.email, ...passwordMail(kind, link, occasion) }, { secretLink: link });
    } catch (error) {
      if (error instanceof MailDeliveryError) throw mailError();
      throw error;
    }
  }

  // Work started after an answer was sent (recovery mails); settled() waits for it (tests, app close).
  const inFlight = new Set<Promise<void>>();
  function afterAnswer(what: string, work: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => log.error({ err }, `${what} failed after the answer`))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  const service = {
    /** Sign-in: a new session and token on every success. */
    async login(username: string, password: string, client: ClientInfo): Promise<LoginResponse> {
      const user = await findAccount(username);
      const accountKey = user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
      const { pairKey } = await countAttempt(accountKey, client.ip ?? 'unknown');
      const matches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !user.passwordHash || !matches) {
        await pruneAttempts();
        throw new AppError(ACCOUNT_ERROR_CODES.invalidCredentials, 401, ACCOUNT_MESSAGES.fillFieldsCorrectly);
      }
      await clearAttempts(accountKey, pairKey);
      // Told only to someone who knows the password.
      if (!user.enabled || !user.accountNonLocked) {
        throw new AppError(ACCOUNT_ERROR_CODES.accountBlocked, 403, ACCOUNT_MESSAGES.accountBlocked);
      }
      return createSession(db, user.id, client);
    },

    sendPasswordMail,

    async logout(sessionId: string): Promise<void> {
      await deleteSession(db, sessionId);
    },

    /**
     * Recovery (and resending the password-creation mail): the same answer whether or not the address
     * belongs to an account. Deleted, blocked and disabled accounts get no mail.
     */
    /**
     * Recovery as the route calls it: the account is looked up and the mail sent after the answer, so
     * the answer takes the same time whether or not the address has an account (and a mail that fails
     * is in the log and the outbox, not in the answer).
     */
    requestPasswordMailAfterAnswer(email: string, origin: string): void {
      afterAnswer('recovery mail', () => service.requestPasswordMail(email, origin));
    },

    /** Resolves when the work started after answers (recovery mails) is done. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    async requestPasswordMail(email: string, origin: string): Promise<void> {
      const key = email.trim().toLowerCase();
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.username}) = ${key}`),
            isNull(users.deletedAt),
            eq(users.enabled, true),
            eq(users.accountNonLocked, true),
          ),
        )
        .orderBy(desc(sql`lower(${users.email}) = ${key}`))
        .limit(1);
      if (user) await sendPasswordMail(user.id, origin, 'request');
    },

    /**
     * Sets the password through a link's token: the token is used up, every other link of the user
     * stops working, every session of the user ends, and a new session is returned.
     */
    async setPassword(token: string, password: string, client: ClientInfo): Promise<LoginResponse> {
      const tokenHash = hashToken(token);
      const live = and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`));
      const invalid = () => new AppError(ACCOUNT_ERROR_CODES.invalidToken, 400, ACCOUNT_MESSAGES.invalidLink, { token: ACCOUNT_MESSAGES.invalidLink });
      const accountOk = and(isNull(users.deletedAt), eq(users.enabled, true), eq(users.accountNonLocked, true));
      // Check first, so a made-up token costs no argon2 run.
      const [candidate] = await db
        .select({ id: oneTimeTokens.id, email: users.email })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(and(live, accountOk))
        .limit(1);
      if (!candidate) throw invalid();
      // The shared rule for this user: the body's schema checked the rest, the e-mail is known only now.
      const checked = newPasswordSchemaFor(candidate.email).safeParse(password);
      if (!checked.success) throw AppError.validation({ password: checked.error.issues[0]!.message });
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // Conditional: of two requests with the same token, one wins.
        const [used] = await tx.update(oneTimeTokens).set({ usedAt: sql`now()` }).where(live).returning({ userId: oneTimeTokens.userId });
        if (!used) throw invalid();
        const userId = used.userId;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(and(eq(users.id, userId), accountOk))
          .returning({ id: users.id });
        if (!updated) throw invalid();
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
        await deleteUserSessions(tx, userId);
        // The owner is in again from every address: the account's count and every address's go.
        await tx
          .delete(loginThrottle)
          .where(or(eq(loginThrottle.accountKey, `user:${userId}`), sql`starts_with(${loginThrottle.accountKey}, ${`user:${userId}@`})`));
        return createSession(tx, userId, client);
      });
    },
  };
  return service;
}
export type AuthService = ReturnType<typeof createAuthService>;
