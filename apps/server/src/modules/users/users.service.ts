import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  fullRegistrationSchema,
  type FullRegistration,
  type ProfileUpdateRequest,
  usernameSchema,
} from '@tmc/shared/account-schemas';
import type { BankDetails, Profile } from '@tmc/shared/profile';
import { canGrantPermission, canManageAccountOf, canManagePlatform, isPermissionOfRole, type Permission, type Principal, type Role } from '@tmc/shared/roles';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { ROLE_IDS, roles, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDuplicateKey } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/audit.service.ts';

/** The unique constraints of users, as the error codes of the specification and the field they concern. */
const UNIQUE_CONSTRAINTS: Readonly<Record<string, { code: string; message: string; field: string }>> = {
  users_email_key: { code: ACCOUNT_ERROR_CODES.usernameUnique, message: ACCOUNT_MESSAGES.usernameUnique, field: 'email' },
  users_username_key: { code: ACCOUNT_ERROR_CODES.usernameUnique, message: ACCOUNT_MESSAGES.usernameUnique, field: 'username' },
  users_inn_key: { code: ACCOUNT_ERROR_CODES.innUnique, message: ACCOUNT_MESSAGES.innUnique, field: 'inn' },
};

/**
 * A unique violation of users as the specification's 409 (the check before writing catches the common
 * case; this catches a race). `fieldFor` renames a field (quick registration has only `email`).
 */
export function uniqueViolationError(error: unknown, fieldFor: (field: string) => string = (f) => f): AppError | null {
  const duplicate = findDuplicateKey(error);
  const known = duplicate ? UNIQUE_CONSTRAINTS[duplicate.constraint] : undefined;
  if (!known) return null;
  return AppError.conflict(known.code, known.message, { [fieldFor(known.field)]: known.message });
}

const emailTaken = (field: string) =>
  AppError.conflict(ACCOUNT_ERROR_CODES.usernameUnique, ACCOUNT_MESSAGES.usernameUnique, { [field]: ACCOUNT_MESSAGES.usernameUnique });

const PROFILE_KEYS = ['title', 'firstName', 'middleName', 'lastName', 'inn', 'phoneNumber', 'email', 'comment', 'bankDetails'] as const;

type UserRow = typeof users.$inferSelect;

const orNull = (value: string): string | null => (value === '' ? null : value);

function storedBankDetails(value: FullRegistration['bankDetails']): BankDetails | null {
  if (!value) return null;
  const details: BankDetails = {
    bankName: orNull(value.bankName),
    bankLegalEntity: orNull(value.bankLegalEntity),
    bik: orNull(value.bik),
    bankInn: orNull(value.bankInn),
    bankAccount: orNull(value.bankAccount),
    correspondentAccount: orNull(value.correspondentAccount),
  };
  return Object.values(details).some((v) => v !== null) ? details : null;
}

/** Field messages of a failed parse: the first message of each field, nested fields as 'bankDetails.bik'. */
function fieldMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

export interface UsersServiceOptions {
  db: Db;
  /** Ends every session of a user inside the caller's transaction (auth's sessions: a block or deletion takes effect at once). */
  endUserSessions: (tx: Db, userId: string) => Promise<void>;
  /** The action log: an administrator's change of another user's account is recorded. */
  audit: AuditService;
}

type Actor = Principal & { id: string; email: string };

/** The fields of `changes` with the values they had and have now (the action log keeps only what changed). */
function changedFields(current: UserRow, changes: Partial<typeof users.$inferInsert>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const was = current[key as keyof UserRow] ?? null;
    if (JSON.stringify(was) === JSON.stringify(value ?? null)) continue;
    before[key] = was;
    after[key] = value ?? null;
  }
  return { before, after };
}

export function createUsersService({ db, endUserSessions, audit }: UsersServiceOptions) {
  async function getProfile(userId: string, enteredBy: string | null = null): Promise<Profile | null> {
    const rows = await db
      .select({ user: users, roleName: roles.name, sellerCode: sellers.sellerCode })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(sellers, eq(sellers.id, users.sellerId))
      .where(eq(users.id, userId))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const u = row.user;
    return {
      id: u.id,
      email: u.email,
      username: u.username,
      title: u.title,
      firstName: u.firstName,
      middleName: u.middleName,
      lastName: u.lastName,
      inn: u.inn,
      phoneNumber: u.phoneNumber,
      role: { id: u.roleId, name: row.roleName as Role },
      permission: u.permission as Permission,
      enabled: u.enabled,
      accountNonLocked: u.accountNonLocked,
      comment: u.comment,
      bankDetails: u.bankDetails ?? null,
      sellerCode: row.sellerCode ?? null,
      placementAllowed: u.placementAllowed,
      ...(enteredBy ? { enteredBy: await emailOf(enteredBy) } : {}),
    };
  }

  async function emailOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.email ?? null;
  }

  /** A user that is not deleted, with its role's name. */
  async function findLive(where: SQL | undefined): Promise<{ user: UserRow; role: Role } | null> {
    const rows = await db
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(where, isNull(users.deletedAt)))
      .limit(1);
    const row = rows[0];
    return row ? { user: row.user, role: row.role as Role } : null;
  }

  /** Whether another user (deleted ones too: their addresses stay taken) has this e-mail or login name. */
  async function loginTaken(value: string, exceptUserId?: string): Promise<boolean> {
    const key = value.toLowerCase();
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.username}) = ${key}`),
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async function innTaken(inn: string, exceptUserId: string): Promise<boolean> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.inn, inn), isNull(users.deletedAt), ne(users.id, exceptUserId)))
      .limit(1);
    return rows.length > 0;
  }

  /** The profile part of an update, merged with the stored profile and checked by the full-registration rule. */
  async function profileChanges(current: UserRow, input: ProfileUpdateRequest): Promise<Partial<typeof users.$inferInsert>> {
    const pick = <K extends (typeof PROFILE_KEYS)[number]>(key: K, stored: unknown) => (input[key] === undefined ? stored : input[key]);
    const merged = {
      title: pick('title', current.title),
      firstName: pick('firstName', current.firstName),
      middleName: pick('middleName', current.middleName),
      lastName: pick('lastName', current.lastName),
      inn: pick('inn', current.inn),
      phoneNumber: pick('phoneNumber', current.phoneNumber),
      email: pick('email', current.email),
      comment: pick('comment', current.comment),
      bankDetails: pick('bankDetails', current.bankDetails),
    };
    const parsed = fullRegistrationSchema.safeParse(merged);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      const innBlank = typeof merged.inn !== 'string' || merged.inn.trim() === '';
      if (innBlank) throw new AppError(ACCOUNT_ERROR_CODES.emptyInn, 400, ACCOUNT_MESSAGES.innMustBeFilled, fields);
      throw AppError.validation(fields);
    }
    const v = parsed.data;
    if (v.email.toLowerCase() !== current.email.toLowerCase() && (await loginTaken(v.email, current.id))) throw emailTaken('email');
    if (v.inn !== current.inn && (await innTaken(v.inn, current.id))) {
      throw AppError.conflict(ACCOUNT_ERROR_CODES.innUnique, ACCOUNT_MESSAGES.innUnique, { inn: ACCOUNT_MESSAGES.innUnique });
    }
    return {
      title: orNull(v.title),
      firstName: orNull(v.firstName),
      middleName: orNull(v.middleName),
      lastName: orNull(v.lastName),
      inn: v.inn,
      phoneNumber: orNull(v.phoneNumber),
      email: v.email,
      comment: orNull(v.comment),
      bankDetails: storedBankDetails(v.bankDetails),
    };
  }

  /**
   * Whether the profile fields of this update change nothing but the comment (the form sends the whole
   * profile back: a field sent as it is stored is no change; '' and null are the same).
   */
  function changesOnlyComment(current: UserRow, input: ProfileUpdateRequest): boolean {
    const plain = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() : v);
    return PROFILE_KEYS.every((key) => {
      if (key === 'comment' || input[key] === undefined) return true;
      if (key === 'email') return String(input.email ?? '').trim().toLowerCase() === current.email.toLowerCase();
      return JSON.stringify(plain(input[key])) === JSON.stringify(plain(current[key]));
    });
  }

  /**
   * An administrator's note on another user's account: checked alone, not by the full-registration rule,
   * so L1/L2 can comment on a quick-registered buyer who has no ИНН yet (the rule is the user's own).
   */
  function commentChange(input: ProfileUpdateRequest): Partial<typeof users.$inferInsert> {
    const parsed = fullRegistrationSchema.shape.comment.safeParse(input.comment);
    if (!parsed.success) throw AppError.validation({ comment: parsed.error.issues[0]!.message });
    return input.comment === undefined ? {} : { comment: orNull(parsed.data) };
  }

  /** What only an administrator changes on another user's account. */
  async function adminChanges(actor: Principal, target: { user: UserRow; role: Role }, input: ProfileUpdateRequest) {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.username != null) {
      const parsed = usernameSchema.safeParse(input.username);
      if (!parsed.success) throw AppError.validation({ username: parsed.error.issues[0]!.message });
      if (parsed.data.toLowerCase() !== target.user.username.toLowerCase() && (await loginTaken(parsed.data, target.user.id))) {
        throw emailTaken('username');
      }
      changes.username = parsed.data;
    }
    if (input.permission != null && input.permission !== target.user.permission) {
      if (!isPermissionOfRole(target.role, input.permission)) {
        throw AppError.validation({ permission: ACCOUNT_MESSAGES.permissionNotForRole });
      }
      if (!canGrantPermission(actor, input.permission)) throw AppError.forbidden();
      changes.permission = input.permission;
    }
    if (input.enabled != null) changes.enabled = input.enabled;
    if (input.accountNonLocked != null) changes.accountNonLocked = input.accountNonLocked;
    return changes;
  }

  return {
    getProfile,

    /**
     * Quick registration: a buyer (fixed BUYER role, STANDART) with only an e-mail and no password yet;
     * the caller then sends the password-creation mail.
     */
    async createBuyer(email: string): Promise<{ id: string; email: string }> {
      if (await loginTaken(email)) throw emailTaken('email');
      try {
        const [created] = await db
          .insert(users)
          .values({ email, username: email, roleId: ROLE_IDS.BUYER, permission: 'STANDART' })
          .returning({ id: users.id, email: users.email });
        return created!;
      } catch (error) {
        // Both the e-mail and the login name of a quick registration are the address the form has.
        throw uniqueViolationError(error, () => 'email') ?? error;
      }
    },

    /** A representative of a seller invited by e-mail (the supplier's cabinet): no password until the mail's link. */
    async createRepresentative(email: string, sellerId: string): Promise<{ id: string; email: string }> {
      if (await loginTaken(email)) throw emailTaken('email');
      try {
        const [created] = await db
          .insert(users)
          .values({ email, username: email, roleId: ROLE_IDS.REPRESENTATIVE, permission: 'STANDART', sellerId })
          .returning({ id: users.id, email: users.email });
        return created!;
      } catch (error) {
        throw uniqueViolationError(error, () => 'email') ?? error;
      }
    },

    /**
     * PUT /api/admin-panel/user/update: the actor's own profile, or with `targetId` another user's for an
     * administrator (L1, L2). Blocking or disabling ends the target's sessions in the same transaction.
     */
    async updateProfile(actor: Actor, targetId: string | undefined, input: ProfileUpdateRequest): Promise<Profile> {
      const other = targetId !== undefined && targetId !== actor.id;
      if (other && !canManagePlatform(actor)) throw AppError.forbidden();
      const target = await findLive(eq(users.id, other ? targetId : actor.id));
      if (!target) throw other ? AppError.notFound('Пользователь не найден') : AppError.unauthorized();
      if (other && !canManageAccountOf(actor, { role: target.role, permission: target.user.permission as Permission })) {
        throw AppError.forbidden();
      }

      const touchesProfile = PROFILE_KEYS.some((key) => input[key] !== undefined);
      const changes = {
        ...(touchesProfile
          ? other && changesOnlyComment(target.user, input)
            ? commentChange(input)
            : await profileChanges(target.user, input)
          : {}),
        ...(other ? await adminChanges(actor, target, input) : {}),
      };
      const endsSessions =
        (changes.enabled === false && target.user.enabled) || (changes.accountNonLocked === false && target.user.accountNonLocked);

      if (Object.keys(changes).length > 0) {
        try {
          await db.transaction(async (tx) => {
            await tx
              .update(users)
              .set({ ...changes, updatedAt: sql`now()` })
              .where(eq(users.id, target.user.id));
            if (endsSessions) await endUserSessions(tx, target.user.id);
            // An administrator's edit of another account is in the action log with what it changed.
            const diff = changedFields(target.user, changes);
            if (other && Object.keys(diff.after).length > 0) {
              await audit.record(tx, { actor, action: 'user.update', targetType: 'user', targetId: target.user.id, targetLabel: target.user.email, ...diff });
            }
          });
        } catch (error) {
          throw uniqueViolationError(error) ?? error;
        }
      }
      return (await getProfile(target.user.id))!;
    },

    /** POST /api/admin-panel/user/allow-placement: the user by id or login name (or e-mail). */
    async setPlacementAllowed(actor: Actor, by: { id?: string | undefined; username?: string | undefined }, allowed: boolean): Promise<Profile> {
      const key = by.username?.trim().toLowerCase();
      const target = await findLive(
        by.id !== undefined ? eq(users.id, by.id) : or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`),
      );
      if (!target) throw AppError.notFound('Пользователь не найден');
      if (!canManageAccountOf(actor, { role: target.role, permission: target.user.permission as Permission })) throw AppError.forbidden();
      if (target.user.placementAllowed !== allowed) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ placementAllowed: allowed, updatedAt: sql`now()` }).where(eq(users.id, target.user.id));
          await audit.record(tx, {
            actor,
            action: 'user.allow-placement',
            targetType: 'user',
            targetId: target.user.id,
            targetLabel: target.user.email,
            before: { placementAllowed: target.user.placementAllowed },
            after: { placementAllowed: allowed },
          });
        });
      }
      return (await getProfile(target.user.id))!;
    },

    /** Soft deletion: the account stays for history, its sessions end in the same transaction. */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, userId));
        await endUserSessions(tx, userId);
      });
    },

    /**
     * The first administrator (ADMIN, L1) on an empty platform: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
     * random password that the caller prints once. Returns null when an administrator already exists.
     */
    async ensureFirstAdmin(email: string | undefined, password: string | undefined): Promise<{ email: string; generatedPassword: string | null } | null> {
      const existing = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(eq(users.roleId, ROLE_IDS.ADMIN));
      if ((existing[0]?.n ?? 0) > 0) return null;
      const adminEmail = email ?? 'admin@tmc-market.ru';
      const generatedPassword = password ? null : randomBytes(12).toString('base64url');
      await db.insert(users).values({
        email: adminEmail,
        username: adminEmail,
        passwordHash: await hashPassword(password ?? generatedPassword!),
        roleId: ROLE_IDS.ADMIN,
        permission: 'L1',
        title: 'Администратор платформы',
        firstName: 'Администратор',
      });
      return { email: adminEmail, generatedPassword };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
