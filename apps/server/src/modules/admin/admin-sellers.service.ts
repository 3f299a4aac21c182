import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_SELLER_MESSAGES as M,
  type AdminSeller,
  type AdminSellerList,
  type DeleteQuery,
  type PremiumPeriod,
  type SellerCreate,
  type SellerTariff,
  type SellerUpdate,
} from '@tmc/shared/admin-sellers';
import type { BankDetails } from '@tmc/shared/profile';
import { canManageAccountOf, canManagePlatform, hasAdminLevel, isCurator, type Permission, type Principal, type Role } from '@tmc/shared/roles';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { ROLE_IDS, roles, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDuplicateKey } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';

// Administration of sellers (issue 11): the lists, the card and the actions. Every change is one
// transaction that also writes its action-log row (audit.record), so a refused or failed action leaves
// nothing behind and a committed one is always in the log.

export interface Actor extends Principal {
  id: string;
  email: string;
}

type SellerRow = typeof sellers.$inferSelect;
type UserRow = typeof users.$inferSelect;

const curatorUser = alias(users, 'curator_user');
const dispetcherUser = alias(users, 'dispetcher_user');

/** A leading legal form with its quotes, as the web's title-prefix filter skips it (title-prefix.ts). */
const LEGAL_FORM_PREFIX =
  '^(общество с ограниченной ответственностью|публичное акционерное общество|акционерное общество|индивидуальный предприниматель|ооо|пао|нао|зао|оао|ао|ип|фгуп|гуп|муп|ано|нко|тоо)[[:space:]]+';

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Lower case, 'ё' as 'е', quotes removed, spaces collapsed: the web's normaliseTitle in SQL. */
const normalisedTitle = sql`btrim(regexp_replace(translate(lower(${sellers.title}), 'ё«»"„“”''', 'е       '), '[[:space:]]+', ' ', 'g'))`;
const normaliseQuery = (q: string) => q.toLowerCase().replace(/ё/g, 'е').replace(/["'«»„“”‘’]/g, ' ').replace(/\s+/g, ' ').trim();

const personName = (u: { lastName: string | null; firstName: string | null; middleName: string | null } | null) => {
  if (!u) return null;
  const name = [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ');
  return name || null;
};

const fieldError = (field: string, message: string) => AppError.validation({ [field]: message }, message);

/** The fields of `after` that differ from `before` (the action log keeps only what changed). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

function storedBankDetails(input: SellerCreate['bankDetails']): BankDetails | null {
  if (!input) return null;
  return {
    bankName: input.bankName,
    bankLegalEntity: input.bankLegalEntity || null,
    bik: input.bik,
    bankInn: input.bankInn || null,
    bankAccount: input.bankAccount,
    correspondentAccount: input.correspondentAccount,
  };
}

export interface AdminSellersServiceOptions {
  db: Db;
  audit: AuditService;
  /** Ends every session of a user inside the caller's transaction (auth's sessions). */
  endUserSessions: (tx: Db, userId: string) => Promise<void>;
}

export function createAdminSellersService({ db, audit, endUserSessions }: AdminSellersServiceOptions) {
  async function list(where: SQL | undefined, q: string | undefined): Promise<AdminSellerList> {
    const conditions: SQL[] = [];
    if (where) conditions.push(where);
    const query = q ? normaliseQuery(q) : '';
    if (query) {
      const pattern = likePrefix(query);
      conditions.push(or(sql`${normalisedTitle} like ${pattern}`, sql`regexp_replace(${normalisedTitle}, ${LEGAL_FORM_PREFIX}, '') like ${pattern}`)!);
    }
    const rows = await db
      .select({
        sellerCode: sellers.sellerCode,
        title: sellers.title,
        inn: sellers.inn,
        blocked: sellers.blocked,
        deletedAt: sellers.deletedAt,
        endConditionAt: sellers.endConditionAt,
        curator: curatorUser.username,
      })
      .from(sellers)
      .leftJoin(curatorUser, eq(curatorUser.id, sellers.curatorId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(sql`lower(${sellers.title})`), asc(sellers.sellerCode));
    const items = rows.map((r) => ({ ...r, deletedAt: r.deletedAt?.toISOString() ?? null }));
    return { items, total: items.length };
  }

  async function findSeller(executor: Db, sellerCode: string, forUpdate = false): Promise<SellerRow> {
    const query = executor.select().from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  }

  /** A live (not deleted) ADMIN user of this level by login name or e-mail, else a 400 on `field`. */
  async function staffByUsername(executor: Db, username: string, level: Permission, field: string, message: string): Promise<UserRow> {
    const key = username.trim().toLowerCase();
    const [row] = await executor
      .select()
      .from(users)
      .where(
        and(
          or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`),
          eq(users.roleId, ROLE_IDS.ADMIN),
          eq(users.permission, level),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (!row) throw fieldError(field, message);
    return row;
  }

  async function staffById(executor: Db, id: string, level: Permission, field: string, message: string): Promise<UserRow> {
    const [row] = await executor
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.roleId, ROLE_IDS.ADMIN), eq(users.permission, level), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw fieldError(field, message);
    return row;
  }

  /** A live user by login name or e-mail, with its role. */
  async function liveUser(executor: Db, username: string): Promise<{ user: UserRow; role: Role } | null> {
    const key = username.trim().toLowerCase();
    const [row] = await executor
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`), isNull(users.deletedAt)))
      .limit(1);
    return row ? { user: row.user, role: row.role as Role } : null;
  }

  /** The representative accounts of a seller (deleted ones too when `all`). */
  async function representatives(executor: Db, sellerId: string): Promise<UserRow[]> {
    return executor
      .select()
      .from(users)
      .where(and(eq(users.sellerId, sellerId), eq(users.roleId, ROLE_IDS.REPRESENTATIVE), isNull(users.deletedAt)))
      .orderBy(asc(users.createdAt));
  }

  async function card(actor: Principal & { id: string }, sellerCode: string, executor: Db = db): Promise<AdminSeller> {
    const [row] = await executor
      .select({ seller: sellers, curator: curatorUser, dispetcher: dispetcherUser })
      .from(sellers)
      .leftJoin(curatorUser, eq(curatorUser.id, sellers.curatorId))
      .leftJoin(dispetcherUser, eq(dispetcherUser.id, sellers.dispetcherId))
      .where(eq(sellers.sellerCode, sellerCode))
      .limit(1);
    if (!row) throw AppError.notFound(M.notFound);
    const s = row.seller;
    // Administrators L1-L3 read every card; a curator only the cards of its own sellers.
    if (!hasAdminLevel(actor, 'L1', 'L2', 'L3') && !(isCurator(actor) && s.curatorId === actor.id)) throw AppError.forbidden();
    const [rep] = await representatives(executor, s.id);
    const staff = (u: UserRow | null) => (u ? { id: u.id, username: u.username, name: personName(u) } : null);
    return {
      id: s.id,
      sellerCode: s.sellerCode,
      title: s.title,
      shortName: s.shortName,
      legalEntity: s.legalEntity,
      inn: s.inn,
      kpp: s.kpp,
      ogrn: s.ogrn,
      bankAccount: s.bankDetails?.bankAccount ?? null,
      bankDetails: s.bankDetails ?? null,
      username: rep?.username ?? null,
      lastName: s.lastName,
      firstName: s.firstName,
      middleName: s.middleName,
      position: s.position,
      phoneNumber: s.phoneNumber,
      email: s.email,
      contact: s.contact,
      curator: staff(row.curator),
      dispetcher: s.dispetcherId,
      dispetcherUser: staff(row.dispetcher),
      tariff: s.tariff as SellerTariff,
      premiumStart: s.premiumStart,
      premiumEnd: s.premiumEnd,
      endConditionAt: s.endConditionAt,
      trusted: s.trusted,
      blocked: s.blocked,
      blockReason: s.blockReason,
      deletedAt: s.deletedAt?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
      editable: canManagePlatform(actor),
    };
  }

  /** The seller's fields from a create or update body, with curator and dispatcher resolved. */
  async function sellerValues(executor: Db, input: SellerCreate | SellerUpdate) {
    const curator = input.curator ? await staffByUsername(executor, input.curator, 'L4', 'curator', M.curatorUnknown) : null;
    const dispetcher = input.dispetcher ? await staffById(executor, input.dispetcher, 'L3', 'dispetcher', M.dispetcherUnknown) : null;
    return {
      title: input.title,
      shortName: input.shortName,
      legalEntity: input.legalEntity,
      inn: input.inn,
      kpp: input.kpp ?? null,
      ogrn: input.ogrn ?? null,
      bankDetails: storedBankDetails(input.bankDetails),
      lastName: input.lastName,
      firstName: input.firstName,
      middleName: input.middleName,
      position: input.position,
      phoneNumber: input.phoneNumber ?? null,
      email: input.email ? input.email.toLowerCase() : null,
      contact: input.contact,
      curatorId: curator?.id ?? null,
      dispetcherId: dispetcher?.id ?? null,
      // Left as it is when not sent: the card's own action sets it (PUT /seller/end-condition).
      ...(input.endConditionAt !== undefined ? { endConditionAt: input.endConditionAt } : {}),
    };
  }

  /** The values the action log shows for a seller (ids of people as their login names). */
  async function loggable(executor: Db, values: Partial<SellerRow>): Promise<Record<string, unknown>> {
    const { curatorId, dispetcherId, id: _id, createdAt: _c, updatedAt: _u, ...rest } = values;
    const out: Record<string, unknown> = { ...rest };
    const ids = [curatorId, dispetcherId].filter((v): v is string => typeof v === 'string');
    const names = ids.length ? await executor.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids)) : [];
    const nameOf = (id: string | null | undefined) => (id ? (names.find((n) => n.id === id)?.username ?? id) : null);
    if (curatorId !== undefined) out.curator = nameOf(curatorId);
    if (dispetcherId !== undefined) out.dispetcher = nameOf(dispetcherId);
    return out;
  }

  async function innTaken(executor: Db, inn: string, exceptId?: string): Promise<boolean> {
    const [row] = await executor
      .select({ id: sellers.id })
      .from(sellers)
      .where(and(eq(sellers.inn, inn), isNull(sellers.deletedAt), exceptId ? ne(sellers.id, exceptId) : undefined))
      .limit(1);
    return row !== undefined;
  }

  async function freeSellerCode(executor: Db): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const code = String(randomInt(100_000, 1_000_000));
      const [taken] = await executor.select({ id: sellers.id }).from(sellers).where(eq(sellers.sellerCode, code)).limit(1);
      if (!taken) return code;
    }
    throw new Error('no free seller code after 50 attempts');
  }

  /** Blocks or unblocks a seller and all of its representatives; sessions end at once on block. */
  async function setSellerBlocked(tx: Db, seller: SellerRow, blocked: boolean, reason: string | null): Promise<void> {
    await tx.update(sellers).set({ blocked, blockReason: reason, updatedAt: sql`now()` }).where(eq(sellers.id, seller.id));
    for (const rep of await representatives(tx, seller.id)) {
      await tx.update(users).set({ accountNonLocked: !blocked, blockReason: reason, updatedAt: sql`now()` }).where(eq(users.id, rep.id));
      if (blocked) await endUserSessions(tx, rep.id);
    }
  }

  /** The seller a block or unblock path names: its representative's login, or (when no user has it) its code. */
  async function blockTarget(tx: Db, actor: Actor, username: string): Promise<{ kind: 'seller'; seller: SellerRow } | { kind: 'user'; user: UserRow; role: Role }> {
    const found = await liveUser(tx, username);
    if (found) {
      if (found.user.id === actor.id) throw AppError.validation({ username: M.selfAction }, M.selfAction);
      if (!canManageAccountOf(actor, { role: found.role, permission: found.user.permission as Permission })) throw AppError.forbidden();
      if (found.role === 'REPRESENTATIVE' && found.user.sellerId) {
        const [seller] = await tx.select().from(sellers).where(eq(sellers.id, found.user.sellerId)).for('update');
        if (seller) return { kind: 'seller', seller };
      }
      return { kind: 'user', ...found };
    }
    if (/^[0-9]{6}$/.test(username)) {
      const [seller] = await tx.select().from(sellers).where(eq(sellers.sellerCode, username)).for('update');
      if (seller) return { kind: 'seller', seller };
    }
    throw AppError.notFound(M.userNotFound);
  }

  return {
    /** Every seller (L1-L3), alphabetically; `q` filters by title prefix as the dropdown does. */
    listAll: (q?: string) => list(undefined, q),
    /** The curator's own sellers. */
    listOfCurator: (curatorId: string, q?: string) => list(eq(sellers.curatorId, curatorId), q),

    card,

    async create(actor: Actor, input: SellerCreate): Promise<{ seller: AdminSeller; representativeId: string }> {
      try {
        return await db.transaction(async (tx) => {
          const sellerCode = input.sellerCode ?? (await freeSellerCode(tx));
          const [codeTaken] = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
          if (codeTaken) throw AppError.conflict('seller_code_unique_error', M.codeTaken, { sellerCode: M.codeTaken });
          if (await innTaken(tx, input.inn)) throw AppError.conflict('inn_unique_error', M.innTaken, { inn: M.innTaken });
          const email = input.email.toLowerCase();
          if (await liveUserOrDeleted(tx, email)) throw AppError.conflict('username_unique_error', M.emailTaken, { email: M.emailTaken });
          const values = await sellerValues(tx, input);
          const [seller] = await tx.insert(sellers).values({ ...values, sellerCode }).returning();
          const [rep] = await tx
            .insert(users)
            .values({
              email,
              username: email,
              roleId: ROLE_IDS.REPRESENTATIVE,
              permission: 'STANDART',
              sellerId: seller!.id,
              title: input.title,
              lastName: input.lastName,
              firstName: input.firstName,
              middleName: input.middleName,
              phoneNumber: input.phoneNumber ?? null,
            })
            .returning({ id: users.id });
          await audit.record(tx, {
            actor,
            action: 'seller.create',
            targetType: 'seller',
            targetId: seller!.id,
            targetLabel: `${sellerCode} ${seller!.title}`,
            after: { ...(await loggable(tx, { ...values, sellerCode })), username: email },
          });
          return { seller: await card(actor, sellerCode, tx), representativeId: rep!.id };
        });
      } catch (error) {
        throw duplicateAsConflict(error);
      }
    },

    async update(actor: Actor, sellerCode: string, input: SellerUpdate): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const before = await findSeller(tx, sellerCode, true);
        if (input.inn !== before.inn && (await innTaken(tx, input.inn, before.id))) throw AppError.conflict('inn_unique_error', M.innTaken, { inn: M.innTaken });
        const values = await sellerValues(tx, input);
        await tx.update(sellers).set({ ...values, updatedAt: sql`now()` }).where(eq(sellers.id, before.id));
        const diff = changes(await loggable(tx, before), await loggable(tx, values));
        if (Object.keys(diff.after).length > 0) {
          await audit.record(tx, { actor, action: 'seller.update', targetType: 'seller', targetId: before.id, targetLabel: `${sellerCode} ${values.title}`, ...diff });
        }
        return card(actor, sellerCode, tx);
      });
    },

    /** PUT /block/{username}: a seller (by its representative's login or its code) or any other user. */
    async block(actor: Actor, username: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await blockTarget(tx, actor, username);
        if (target.kind === 'seller') {
          if (target.seller.blocked) throw AppError.conflict('already_blocked', M.alreadyBlocked);
          await setSellerBlocked(tx, target.seller, true, reason);
          await audit.record(tx, {
            actor,
            action: 'seller.block',
            targetType: 'seller',
            targetId: target.seller.id,
            targetLabel: `${target.seller.sellerCode} ${target.seller.title}`,
            before: { blocked: false },
            after: { blocked: true, reason },
          });
        } else {
          if (!target.user.accountNonLocked) throw AppError.conflict('already_blocked', M.alreadyBlocked);
          await tx.update(users).set({ accountNonLocked: false, blockReason: reason, updatedAt: sql`now()` }).where(eq(users.id, target.user.id));
          await endUserSessions(tx, target.user.id);
          await audit.record(tx, {
            actor,
            action: 'user.block',
            targetType: 'user',
            targetId: target.user.id,
            targetLabel: target.user.email,
            before: { accountNonLocked: true },
            after: { accountNonLocked: false, reason },
          });
        }
      });
    },

    async unblock(actor: Actor, username: string): Promise<void> {
      await db.transaction(async (tx) => {
        const target = await blockTarget(tx, actor, username);
        if (target.kind === 'seller') {
          if (!target.seller.blocked) throw AppError.conflict('not_blocked', M.notBlocked);
          await setSellerBlocked(tx, target.seller, false, null);
          await audit.record(tx, {
            actor,
            action: 'seller.unblock',
            targetType: 'seller',
            targetId: target.seller.id,
            targetLabel: `${target.seller.sellerCode} ${target.seller.title}`,
            before: { blocked: true, reason: target.seller.blockReason },
            after: { blocked: false },
          });
        } else {
          if (target.user.accountNonLocked) throw AppError.conflict('not_blocked', M.notBlocked);
          await tx.update(users).set({ accountNonLocked: true, blockReason: null, updatedAt: sql`now()` }).where(eq(users.id, target.user.id));
          await audit.record(tx, {
            actor,
            action: 'user.unblock',
            targetType: 'user',
            targetId: target.user.id,
            targetLabel: target.user.email,
            before: { accountNonLocked: false, reason: target.user.blockReason },
            after: { accountNonLocked: true },
          });
        }
      });
    },

    /**
     * DELETE /delete: a seller (by code, or by its representative's login) is deleted softly with its
     * representatives (its goods leave the common base; holds and deals stay); a curator's sellers move
     * to `newCurator`; any other user is deleted softly. Sessions end in the same transaction.
     */
    async remove(actor: Actor, query: DeleteQuery): Promise<void> {
      await db.transaction(async (tx) => {
        let seller: SellerRow | undefined;
        let user: { user: UserRow; role: Role } | null = null;
        if (query.sellerCode) {
          seller = await findSeller(tx, query.sellerCode, true);
        } else {
          user = await liveUser(tx, query.username!);
          if (!user) throw AppError.notFound(M.userNotFound);
          if (user.user.id === actor.id) throw AppError.validation({ username: M.selfAction }, M.selfAction);
          if (!canManageAccountOf(actor, { role: user.role, permission: user.user.permission as Permission })) throw AppError.forbidden();
          if (user.role === 'REPRESENTATIVE' && user.user.sellerId) {
            [seller] = await tx.select().from(sellers).where(eq(sellers.id, user.user.sellerId)).for('update');
          }
        }

        if (seller) {
          if (seller.deletedAt) throw AppError.conflict('already_deleted', M.alreadyDeleted);
          await tx.update(sellers).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(sellers.id, seller.id));
          for (const rep of await representatives(tx, seller.id)) {
            await tx.update(users).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, rep.id));
            await endUserSessions(tx, rep.id);
          }
          await audit.record(tx, {
            actor,
            action: 'seller.delete',
            targetType: 'seller',
            targetId: seller.id,
            targetLabel: `${seller.sellerCode} ${seller.title}`,
            before: { deletedAt: null },
            after: { deletedAt: new Date().toISOString() },
          });
          return;
        }

        const target = user!;
        const after: Record<string, unknown> = { deletedAt: new Date().toISOString() };
        if (target.role === 'ADMIN' && target.user.permission === 'L4') {
          const curated = await tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.curatorId, target.user.id));
          if (curated.length > 0) {
            if (!query.newCurator) throw fieldError('newCurator', M.newCuratorRequired);
            const next = await staffByUsername(tx, query.newCurator, 'L4', 'newCurator', M.curatorUnknown);
            if (next.id === target.user.id) throw fieldError('newCurator', M.newCuratorSame);
            await tx.update(sellers).set({ curatorId: next.id, updatedAt: sql`now()` }).where(eq(sellers.curatorId, target.user.id));
            after.newCurator = next.username;
            after.sellersMoved = curated.length;
          }
        }
        if (target.role === 'ADMIN' && target.user.permission === 'L3') {
          await tx.update(sellers).set({ dispetcherId: null, updatedAt: sql`now()` }).where(eq(sellers.dispetcherId, target.user.id));
        }
        await tx.update(users).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, target.user.id));
        await endUserSessions(tx, target.user.id);
        await audit.record(tx, {
          actor,
          action: 'user.delete',
          targetType: 'user',
          targetId: target.user.id,
          targetLabel: target.user.email,
          before: { deletedAt: null },
          after,
        });
      });
    },

    async setEndCondition(actor: Actor, sellerCode: string, endConditionAt: string | null): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const before = await findSeller(tx, sellerCode, true);
        await tx.update(sellers).set({ endConditionAt, updatedAt: sql`now()` }).where(eq(sellers.id, before.id));
        await audit.record(tx, {
          actor,
          action: 'seller.end-condition',
          targetType: 'seller',
          targetId: before.id,
          targetLabel: `${sellerCode} ${before.title}`,
          before: { endConditionAt: before.endConditionAt },
          after: { endConditionAt },
        });
        return card(actor, sellerCode, tx);
      });
    },

    /** Trusted or not: a trusted seller's new and edited goods are published at once (post-moderation). */
    async setTrusted(actor: Actor, sellerCode: string, trusted: boolean): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const before = await findSeller(tx, sellerCode, true);
        if (before.trusted !== trusted) {
          await tx.update(sellers).set({ trusted, updatedAt: sql`now()` }).where(eq(sellers.id, before.id));
          await audit.record(tx, {
            actor,
            action: 'seller.trusted',
            targetType: 'seller',
            targetId: before.id,
            targetLabel: `${sellerCode} ${before.title}`,
            before: { trusted: before.trusted },
            after: { trusted },
          });
        }
        return card(actor, sellerCode, tx);
      });
    },

    async addPremium(actor: Actor, sellerCode: string, period: PremiumPeriod): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const before = await findSeller(tx, sellerCode, true);
        await tx.update(sellers).set({ premiumStart: period.start, premiumEnd: period.end, updatedAt: sql`now()` }).where(eq(sellers.id, before.id));
        await audit.record(tx, {
          actor,
          action: 'seller.premium-add',
          targetType: 'seller',
          targetId: before.id,
          targetLabel: `${sellerCode} ${before.title}`,
          before: { premiumStart: before.premiumStart, premiumEnd: before.premiumEnd },
          after: { premiumStart: period.start, premiumEnd: period.end },
        });
        return card(actor, sellerCode, tx);
      });
    },

    async removePremium(actor: Actor, sellerCode: string): Promise<AdminSeller> {
      return db.transaction(async (tx) => {
        const before = await findSeller(tx, sellerCode, true);
        await tx.update(sellers).set({ premiumStart: null, premiumEnd: null, updatedAt: sql`now()` }).where(eq(sellers.id, before.id));
        await audit.record(tx, {
          actor,
          action: 'seller.premium-remove',
          targetType: 'seller',
          targetId: before.id,
          targetLabel: `${sellerCode} ${before.title}`,
          before: { premiumStart: before.premiumStart, premiumEnd: before.premiumEnd },
          after: { premiumStart: null, premiumEnd: null },
        });
        return card(actor, sellerCode, tx);
      });
    },
  };

  /** Whether any user, deleted ones too (their addresses stay taken), has this login or e-mail. */
  async function liveUserOrDeleted(executor: Db, email: string): Promise<boolean> {
    const [row] = await executor
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${email}`, sql`lower(${users.email}) = ${email}`))
      .limit(1);
    return row !== undefined;
  }
}

/** A unique violation that slipped past the checks (a race) as the same 409 the checks give. */
function duplicateAsConflict(error: unknown): unknown {
  const duplicate = findDuplicateKey(error);
  if (!duplicate) return error;
  if (duplicate.constraint === 'sellers_seller_code_unique') return AppError.conflict('seller_code_unique_error', M.codeTaken, { sellerCode: M.codeTaken });
  if (duplicate.constraint === 'users_email_key' || duplicate.constraint === 'users_username_key') {
    return AppError.conflict('username_unique_error', M.emailTaken, { email: M.emailTaken });
  }
  return error;
}

export type AdminSellersService = ReturnType<typeof createAdminSellersService>;
