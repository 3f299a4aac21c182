import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Profile } from '@tmc/shared/profile';
import type { Permission, Role } from '@tmc/shared/roles';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { roles, users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const ROLE_IDS: Readonly<Record<Role, number>> = { ADMIN: 1, REPRESENTATIVE: 2, BUYER: 3 };

export function createUsersService({ db }: { db: Db }) {
  return {
    async getProfile(userId: string): Promise<Profile | null> {
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
      };
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
