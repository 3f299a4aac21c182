import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { ADMIN_SELLER_MESSAGES as M, type StaffCreate, type StaffList, type StaffListItem } from '@tmc/shared/admin-sellers';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { ROLE_IDS, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDuplicateKey } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from './admin-sellers.service.ts';

/** Curators are ADMIN L4, dispatchers ADMIN L3 (DESIGN.md section 4). */
export type StaffKind = 'curator' | 'dispatcher';
const LEVEL: Readonly<Record<StaffKind, 'L3' | 'L4'>> = { curator: 'L4', dispatcher: 'L3' };

const emailTaken = () => AppError.conflict('username_unique_error', M.emailTaken, { email: M.emailTaken });
const usernameTaken = () => AppError.conflict('username_unique_error', 'Пользователь с таким логином уже существует', { username: 'Пользователь с таким логином уже существует' });

export function createAdminStaffService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /** Live curators or dispatchers, by name, with how many sellers each has. */
    async list(kind: StaffKind): Promise<StaffList> {
      const link = kind === 'curator' ? sellers.curatorId : sellers.dispetcherId;
      const rows = await db
        .select({ user: users, sellers: count(sellers.id) })
        .from(users)
        .leftJoin(sellers, and(eq(link, users.id), isNull(sellers.deletedAt)))
        .where(and(eq(users.roleId, ROLE_IDS.ADMIN), eq(users.permission, LEVEL[kind]), isNull(users.deletedAt)))
        .groupBy(users.id)
        .orderBy(asc(sql`lower(${users.username})`));
      const items: StaffListItem[] = rows.map(({ user: u, sellers: n }) => ({
        id: u.id,
        username: u.username,
        email: u.email,
        name: [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || null,
        phoneNumber: u.phoneNumber,
        blocked: !u.accountNonLocked || !u.enabled,
        sellers: n,
      }));
      return { items, total: items.length };
    },

    /** A new curator (L4) or dispatcher (L3) without a password; the route sends the password-creation mail. */
    async create(actor: Actor, kind: StaffKind, input: StaffCreate): Promise<StaffListItem> {
      const email = input.email.toLowerCase();
      try {
        return await db.transaction(async (tx) => {
          const taken = await tx
            .select({ username: users.username, email: users.email })
            .from(users)
            .where(or(sql`lower(${users.username}) in (${email}, ${input.username.toLowerCase()})`, sql`lower(${users.email}) in (${email}, ${input.username.toLowerCase()})`));
          if (taken.some((u) => u.email.toLowerCase() === email || u.username.toLowerCase() === email)) throw emailTaken();
          if (taken.length > 0) throw usernameTaken();
          const [user] = await tx
            .insert(users)
            .values({
              email,
              username: input.username,
              roleId: ROLE_IDS.ADMIN,
              permission: LEVEL[kind],
              lastName: input.lastName,
              firstName: input.firstName,
              middleName: input.middleName,
              phoneNumber: input.phoneNumber ?? null,
            })
            .returning();
          await audit.record(tx, {
            actor,
            action: 'user.create',
            targetType: 'user',
            targetId: user!.id,
            targetLabel: email,
            after: { username: input.username, email, role: 'ADMIN', permission: LEVEL[kind] },
          });
          return {
            id: user!.id,
            username: user!.username,
            email,
            name: [input.lastName, input.firstName, input.middleName].filter(Boolean).join(' ') || null,
            phoneNumber: user!.phoneNumber,
            blocked: false,
            sellers: 0,
          };
        });
      } catch (error) {
        const duplicate = findDuplicateKey(error);
        if (duplicate?.constraint === 'users_email_key') throw emailTaken();
        if (duplicate?.constraint === 'users_username_key') throw usernameTaken();
        throw error;
      }
    },
  };
}
export type AdminStaffService = ReturnType<typeof createAdminStaffService>;
