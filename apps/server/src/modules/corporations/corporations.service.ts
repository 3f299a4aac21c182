import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  CORPORATION_MESSAGES,
  type Corporation,
  type CorporationAdminItem,
  type CorporationData,
  type CorporationDetails,
  type CorporationSeller,
} from '@tmc/shared/corporations';
import { canManagePlatform } from '@tmc/shared/roles';
import type { Db } from '../../db/client.ts';
import { corporationSellers, corporations, sellers } from '../../db/schema/sellers.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDuplicateKey } from '../../lib/db-errors.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { AuditRecord, AuditService } from '../audit/audit.service.ts';
import { activeSeller, premiumSellerOn } from '../sellers/seller-conditions.ts';

type CorporationRow = typeof corporations.$inferSelect;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Corporations: groups of sellers (specification, section 3). Administrators L1/L2 create, edit, block and
 * delete them and attach sellers, each change logged in its own transaction; visitors see unblocked ones,
 * their active sellers and their suggestions (the goods search with corporation_id, in the routes).
 */
export function createCorporationsService({ db, audit }: { db: Db; audit: AuditService }) {
  async function row(id: string): Promise<CorporationRow | null> {
    const [found] = await db.select().from(corporations).where(eq(corporations.id, id)).limit(1);
    return found ?? null;
  }

  /** The corporation a caller may see: an unblocked one, or any for L1/L2; 404 otherwise. */
  async function visible(user: AuthUser | null, id: string): Promise<CorporationRow> {
    const found = await row(id);
    if (!found || (found.blocked && !canManagePlatform(user))) throw AppError.notFound(CORPORATION_MESSAGES.notFound);
    return found;
  }

  /** Active sellers of a corporation, by title. */
  async function sellersOf(id: string): Promise<CorporationSeller[]> {
    const rows = await db
      .select({ sellerCode: sellers.sellerCode, title: sellers.title, region: sellers.region, premium: sql<boolean>`${premiumSellerOn(moscowToday())}` })
      .from(corporationSellers)
      .innerJoin(sellers, eq(sellers.id, corporationSellers.sellerId))
      .where(and(eq(corporationSellers.corporationId, id), activeSeller))
      .orderBy(asc(sql`lower(${sellers.title})`));
    return rows.map((r) => ({ ...r, premium: Boolean(r.premium) }));
  }

  /** Seller ids of these codes; 400 naming the first unknown one. */
  async function sellerIds(codes: readonly string[]): Promise<string[]> {
    const unique = [...new Set(codes)];
    if (unique.length === 0) return [];
    const found = await db.select({ id: sellers.id, code: sellers.sellerCode }).from(sellers).where(and(inArray(sellers.sellerCode, unique), isNull(sellers.deletedAt)));
    const missing = unique.find((code) => !found.some((f) => f.code === code));
    if (missing) throw AppError.validation({ sellerCodes: `${CORPORATION_MESSAGES.sellerUnknown} ${missing}` });
    return found.map((f) => f.id);
  }

  async function details(found: CorporationRow): Promise<CorporationDetails> {
    return { id: found.id, title: found.title, blocked: found.blocked, sellers: await sellersOf(found.id) };
  }

  function titleTaken(error: unknown): AppError | null {
    const parsed = findDuplicateKey(error);
    return parsed ? AppError.conflict('corporation_title_taken', CORPORATION_MESSAGES.titleTaken, { title: CORPORATION_MESSAGES.titleTaken }) : null;
  }

  async function codesOf(id: string): Promise<string[]> {
    const rows = await db
      .select({ code: sellers.sellerCode })
      .from(corporationSellers)
      .innerJoin(sellers, eq(sellers.id, corporationSellers.sellerId))
      .where(eq(corporationSellers.corporationId, id))
      .orderBy(asc(sellers.sellerCode));
    return rows.map((r) => r.code);
  }

  const record = (actor: AuthUser, entry: Omit<AuditRecord, 'actor' | 'targetType'>): AuditRecord => ({ actor, targetType: 'corporation', ...entry });

  return {
    /** Unblocked corporations by title. */
    async listUnblocked(): Promise<Corporation[]> {
      return db.select({ id: corporations.id, title: corporations.title }).from(corporations).where(eq(corporations.blocked, false)).orderBy(asc(corporations.title));
    },

    /** Every corporation with the number of its sellers (administrators). */
    async list(): Promise<CorporationAdminItem[]> {
      const rows = await db
        .select({ id: corporations.id, title: corporations.title, blocked: corporations.blocked, sellersCount: count(corporationSellers.sellerId) })
        .from(corporations)
        .leftJoin(corporationSellers, eq(corporationSellers.corporationId, corporations.id))
        .groupBy(corporations.id)
        .orderBy(asc(corporations.title));
      return rows.map((r) => ({ ...r, sellersCount: Number(r.sellersCount) }));
    },

    /** Unblocked corporations whose title contains the text, by title (at most 50). */
    async search(q: string): Promise<Corporation[]> {
      return db
        .select({ id: corporations.id, title: corporations.title })
        .from(corporations)
        .where(and(eq(corporations.blocked, false), q ? ilike(corporations.title, `%${likeLiteral(q)}%`) : undefined))
        .orderBy(asc(corporations.title))
        .limit(50);
    },

    visible,
    async get(user: AuthUser | null, id: string): Promise<CorporationDetails> {
      return details(await visible(user, id));
    },
    async sellers(user: AuthUser | null, id: string): Promise<CorporationSeller[]> {
      await visible(user, id);
      return sellersOf(id);
    },

    async add(actor: AuthUser, input: CorporationData): Promise<CorporationDetails> {
      const ids = await sellerIds(input.sellerCodes);
      try {
        const created = await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(corporations).values({ title: input.title, blocked: input.blocked }).returning();
          if (ids.length) await tx.insert(corporationSellers).values(ids.map((sellerId) => ({ corporationId: inserted!.id, sellerId })));
          await audit.record(tx, record(actor, { action: 'corporation.create', targetId: inserted!.id, targetLabel: inserted!.title, after: { title: input.title, blocked: input.blocked, sellerCodes: [...new Set(input.sellerCodes)].sort() } }));
          return inserted!;
        });
        return details(created);
      } catch (error) {
        throw titleTaken(error) ?? error;
      }
    },

    async update(actor: AuthUser, id: string, input: CorporationData): Promise<CorporationDetails> {
      const before = await row(id);
      if (!before) throw AppError.notFound(CORPORATION_MESSAGES.notFound);
      const ids = await sellerIds(input.sellerCodes);
      const beforeCodes = await codesOf(id);
      try {
        const updated = await db.transaction(async (tx) => {
          const [changed] = await tx.update(corporations).set({ title: input.title, blocked: input.blocked }).where(eq(corporations.id, id)).returning();
          await tx.delete(corporationSellers).where(eq(corporationSellers.corporationId, id));
          if (ids.length) await tx.insert(corporationSellers).values(ids.map((sellerId) => ({ corporationId: id, sellerId })));
          await audit.record(
            tx,
            record(actor, {
              action: 'corporation.update',
              targetId: id,
              targetLabel: changed!.title,
              before: { title: before.title, blocked: before.blocked, sellerCodes: beforeCodes },
              after: { title: input.title, blocked: input.blocked, sellerCodes: [...new Set(input.sellerCodes)].sort() },
            }),
          );
          return changed!;
        });
        return details(updated);
      } catch (error) {
        throw titleTaken(error) ?? error;
      }
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      const before = await row(id);
      if (!before) throw AppError.notFound(CORPORATION_MESSAGES.notFound);
      await db.transaction(async (tx) => {
        await tx.delete(corporations).where(eq(corporations.id, id));
        await audit.record(tx, record(actor, { action: 'corporation.delete', targetId: id, targetLabel: before.title, before: { title: before.title, blocked: before.blocked } }));
      });
    },
  };
}
export type CorporationsService = ReturnType<typeof createCorporationsService>;
