import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { canManagePlatform, type Permission, type Role } from '@tmc/shared/roles';
import { ADMIN_SELLER_MESSAGES } from '@tmc/shared/admin-sellers';
import {
  SELLER_ENTRY_MESSAGES as M,
  SELLER_ENTRY_SESSION_HOURS,
  SELLER_ENTRY_TOKEN_TTL_SECONDS,
  sellerEntryPath,
  type SellerEntryLink,
  type SellerEntrySession,
} from '@tmc/shared/seller-entry';
import type { LoginResponse } from '@tmc/shared/account-schemas';
import type { Db } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import { ROLE_IDS, roles, sellerEntryTokens, users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from './admin-sellers.service.ts';

// The seller dropdown's 'input' (issue 11, item 4): an administrator (L1, L2) gets a link with a
// single-use token valid for a minute, opens it in a new tab, and the token becomes a session of the
// seller's representative marked with the administrator (sessions.entered_by) that lasts two hours and
// is not extended. Every entry is written to the action log ('seller.input') when the token is used.

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface SellerEntryServiceOptions {
  db: Db;
  audit: AuditService;
  /** Opens a session (auth's sessions) inside the caller's transaction. */
  openSession: (tx: Db, userId: string, client: ClientInfo, entry: { enteredBy: string; ttlMs: number }) => Promise<LoginResponse>;
}

const invalidLink = () => AppError.validation({ token: M.invalidLink }, M.invalidLink);

export function createSellerEntryService({ db, audit, openSession }: SellerEntryServiceOptions) {
  /** The seller's first live representative able to sign in, or a 409 saying why there is none. */
  async function representativeOf(executor: Db, seller: typeof sellers.$inferSelect) {
    if (seller.deletedAt) throw AppError.conflict('seller_deleted', M.deleted);
    if (seller.blocked) throw AppError.conflict('seller_blocked', M.blocked);
    const [rep] = await executor
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.sellerId, seller.id),
          eq(users.roleId, ROLE_IDS.REPRESENTATIVE),
          isNull(users.deletedAt),
          eq(users.enabled, true),
          eq(users.accountNonLocked, true),
        ),
      )
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!rep) throw AppError.conflict('no_representative', M.noRepresentative);
    return rep;
  }

  return {
    /** POST /api/admin-panel/seller/input?sellerCode (L1, L2): a link that works once, for a minute. */
    async issue(actor: Actor, sellerCode: string): Promise<SellerEntryLink> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.sellerCode, sellerCode)).limit(1);
      if (!seller) throw AppError.notFound(ADMIN_SELLER_MESSAGES.notFound);
      await representativeOf(db, seller);
      const token = generateToken();
      const expiresAt = new Date(Date.now() + SELLER_ENTRY_TOKEN_TTL_SECONDS * 1000);
      // Old unused links of this administrator are swept as new ones are made.
      await db.delete(sellerEntryTokens).where(and(eq(sellerEntryTokens.adminId, actor.id), sql`${sellerEntryTokens.expiresAt} < now() - interval '1 day'`));
      await db.insert(sellerEntryTokens).values({ tokenHash: hashToken(token), sellerId: seller.id, adminId: actor.id, expiresAt });
      return { token, path: sellerEntryPath(token), expiresAt: expiresAt.toISOString() };
    },

    /**
     * POST /api/auth/seller-input {token}: the token used up and exchanged for a session of the seller's
     * representative, if it is unused and unexpired, its administrator still an L1/L2 able to sign in, and
     * the seller still enterable. The entry is logged in the same transaction.
     */
    async enter(token: string, client: ClientInfo): Promise<SellerEntrySession> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(sellerEntryTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(sellerEntryTokens.tokenHash, hashToken(token)), isNull(sellerEntryTokens.usedAt), gt(sellerEntryTokens.expiresAt, sql`now()`)))
          .returning({ sellerId: sellerEntryTokens.sellerId, adminId: sellerEntryTokens.adminId });
        if (!used) throw invalidLink();
        const [admin] = await tx
          .select({ id: users.id, email: users.email, role: roles.name, permission: users.permission })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(and(eq(users.id, used.adminId), isNull(users.deletedAt), eq(users.enabled, true), eq(users.accountNonLocked, true)))
          .limit(1);
        if (!admin || !canManagePlatform({ role: admin.role as Role, permission: admin.permission as Permission })) throw invalidLink();
        const [seller] = await tx.select().from(sellers).where(eq(sellers.id, used.sellerId)).for('update');
        if (!seller) throw invalidLink();
        const rep = await representativeOf(tx, seller);
        const session = await openSession(tx, rep.id, client, { enteredBy: admin.id, ttlMs: SELLER_ENTRY_SESSION_HOURS * 3600_000 });
        await audit.record(tx, {
          actor: { id: admin.id, email: admin.email },
          action: 'seller.input',
          targetType: 'seller',
          targetId: seller.id,
          targetLabel: `${seller.sellerCode} ${seller.title}`,
          after: { representative: rep.email, ip: client.ip, sessionExpiresAt: session.expiresAt },
        });
        return { ...session, sellerCode: seller.sellerCode };
      });
    },
  };
}

export type SellerEntryService = ReturnType<typeof createSellerEntryService>;
