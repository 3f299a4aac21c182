import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { PeopleList, PeopleQuery, Person } from '@tmc/shared/people';
import { PERMISSION_TITLES } from '@tmc/shared/people';
import type { Paged } from '@tmc/shared/lists';
import { PERMISSIONS, type Permission, type Role } from '@tmc/shared/roles';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { ROLE_IDS, roles, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset } from '../../lib/paged.ts';

// People lists for administrators (issue 11, item 6): buyers, quick-registration buyers, users allowed
// to place goods, and sellers' representatives, paged and searched; one person's card; the roles and
// permission levels. Live (not deleted) accounts only; newest first.

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which accounts each list holds. */
const LIST_CONDITIONS: Readonly<Record<PeopleList, SQL>> = {
  buyers: eq(users.roleId, ROLE_IDS.BUYER),
  // Quick registration gives an e-mail only: no organisation and no ИНН yet.
  simplebuyers: and(eq(users.roleId, ROLE_IDS.BUYER), isNull(users.inn), isNull(users.title))!,
  placebuyers: and(eq(users.placementAllowed, true), or(eq(users.roleId, ROLE_IDS.BUYER), eq(users.roleId, ROLE_IDS.REPRESENTATIVE)))!,
  sellers: eq(users.roleId, ROLE_IDS.REPRESENTATIVE),
};

const columns = {
  user: users,
  role: roles.name,
  sellerCode: sellers.sellerCode,
  sellerTitle: sellers.title,
};

type Row = { user: typeof users.$inferSelect; role: string; sellerCode: string | null; sellerTitle: string | null };

const toPerson = (r: Row): Person => ({
  id: r.user.id,
  email: r.user.email,
  username: r.user.username,
  title: r.user.title,
  lastName: r.user.lastName,
  firstName: r.user.firstName,
  middleName: r.user.middleName,
  inn: r.user.inn,
  phoneNumber: r.user.phoneNumber,
  comment: r.user.comment,
  role: r.role as Role,
  permission: r.user.permission as Permission,
  enabled: r.user.enabled,
  accountNonLocked: r.user.accountNonLocked,
  blockReason: r.user.blockReason,
  placementAllowed: r.user.placementAllowed,
  simple: r.role === 'BUYER' && r.user.inn === null && r.user.title === null,
  sellerCode: r.sellerCode,
  sellerTitle: r.sellerTitle,
  createdAt: r.user.createdAt.toISOString(),
});

export function createPeopleService({ db }: { db: Db }) {
  return {
    async list(list: PeopleList, query: PeopleQuery): Promise<Paged<Person>> {
      const conditions: SQL[] = [LIST_CONDITIONS[list], isNull(users.deletedAt)];
      if (query.q) {
        const p = containsPattern(query.q);
        conditions.push(
          or(ilike(users.email, p), ilike(users.username, p), ilike(users.title, p), ilike(users.lastName, p), ilike(users.firstName, p), ilike(users.inn, p), ilike(sellers.title, p))!,
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .leftJoin(sellers, eq(sellers.id, users.sellerId))
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(users).leftJoin(sellers, eq(sellers.id, users.sellerId)).where(where),
      ]);
      return paged(rows.map(toPerson), query, total?.n ?? 0);
    },

    /** A buyer's or a representative's card (administrators' accounts are not people of these lists). */
    async card(id: string): Promise<Person> {
      const [row] = await db
        .select(columns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(sellers, eq(sellers.id, users.sellerId))
        .where(and(eq(users.id, id), isNull(users.deletedAt), or(eq(users.roleId, ROLE_IDS.BUYER), eq(users.roleId, ROLE_IDS.REPRESENTATIVE))))
        .limit(1);
      if (!row) throw AppError.notFound('Пользователь не найден');
      return toPerson(row);
    },

    async roles() {
      const rows = await db.select().from(roles).orderBy(asc(roles.id));
      return rows.map((r) => ({ id: r.id, name: r.name as Role }));
    },

    permissions() {
      return PERMISSIONS.map((name) => ({ name, title: PERMISSION_TITLES[name] }));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
