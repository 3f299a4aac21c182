import {
  CABINET_MESSAGES,
  CABINET_PRICE_MAX,
  type CabinetBulkInput,
  type CabinetBulkResult,
  type CabinetGoodsPage,
  type CabinetGoodsQuery,
  type CabinetMailPreferences,
  type CabinetMode,
  type CabinetReport,
  type CabinetSettings,
  type CabinetSummary,
} from '@tmc/shared/cabinet-schemas';
import { isCurator, isSellerUser } from '@tmc/shared/roles';
import { TMC_ERROR_CODES } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  deleteGoodsRows,
  findSellerByCode,
  lockBulkTargets,
  repriceGoods,
  sellerGoodsPage,
  sellerRepresentatives,
  takeDownGoods,
  updateMailPreferences,
  type SellerRow,
} from './cabinet.repository.ts';

export interface CabinetAccess {
  seller: SellerRow;
  mode: CabinetMode;
}

export interface CabinetServiceOptions {
  db: Db;
  /** Removes photo files of deleted goods (the goods' photo store), after the transaction commits. */
  removePhotoFiles: (names: string[]) => Promise<void>;
  /** The demand report (modules/analytics). */
  reports: AnalyticsService;
}

/**
 * The supplier's cabinet (issue 12): who may open a seller's cabinet, its goods with their counters, bulk
 * actions. Only the seller's own representatives (read and change) and its curator (read only) get in;
 * everyone else is refused, administrators included (they have the admin module's seller pages).
 */
export function createCabinetService({ db, removePhotoFiles, reports }: CabinetServiceOptions) {
  /** The seller and the caller's mode, or 401/403/404. Roles that never get in are refused before any lookup. */
  async function access(user: AuthUser | null, sellerCode: string): Promise<CabinetAccess> {
    if (!user) throw AppError.unauthorized();
    if (!isSellerUser(user) && !isCurator(user)) throw AppError.forbidden(CABINET_MESSAGES.noAccess);
    const seller = await findSellerByCode(db, sellerCode);
    if (isSellerUser(user)) {
      if (!seller || user.sellerId !== seller.id) throw AppError.forbidden(CABINET_MESSAGES.noAccess);
      return { seller, mode: 'owner' };
    }
    if (!seller || seller.curatorId !== user.id) throw AppError.forbidden(CABINET_MESSAGES.noAccess);
    return { seller, mode: 'curator' };
  }

  /** The seller for a change: its own representative only. */
  async function ownerAccess(user: AuthUser | null, sellerCode: string): Promise<SellerRow> {
    const { seller, mode } = await access(user, sellerCode);
    if (mode !== 'owner') throw AppError.forbidden(CABINET_MESSAGES.readOnly);
    return seller;
  }

  return {
    access,
    ownerAccess,

    async summary(user: AuthUser | null, sellerCode: string): Promise<CabinetSummary> {
      const { seller, mode } = await access(user, sellerCode);
      const today = moscowToday();
      const premium = Boolean(
        !seller.blocked && !seller.deletedAt && seller.premiumStart && seller.premiumEnd && seller.premiumStart <= today && today <= seller.premiumEnd,
      );
      return {
        sellerCode: seller.sellerCode,
        title: seller.title,
        shortName: seller.shortName,
        region: seller.region,
        premium,
        blocked: seller.blocked,
        trusted: seller.trusted,
        mode,
      };
    },

    /** The seller's requisites and its representatives; whether the caller may invite another. */
    async settings(user: AuthUser | null, sellerCode: string): Promise<CabinetSettings> {
      const { seller, mode } = await access(user, sellerCode);
      const reps = await sellerRepresentatives(db, seller.id);
      const mainId = reps[0]?.id ?? null;
      return {
        requisites: {
          title: seller.title,
          shortName: seller.shortName,
          legalEntity: seller.legalEntity,
          inn: seller.inn,
          kpp: seller.kpp,
          ogrn: seller.ogrn,
          bankDetails: seller.bankDetails ?? null,
          region: seller.region,
          lastName: seller.lastName,
          firstName: seller.firstName,
          middleName: seller.middleName,
          position: seller.position,
          phoneNumber: seller.phoneNumber,
          email: seller.email,
          tariff: seller.tariff,
          premiumStart: seller.premiumStart,
          premiumEnd: seller.premiumEnd,
          endConditionAt: seller.endConditionAt,
        },
        mailPreferences: { interest: seller.mailInterest, deals: seller.mailDeals },
        representatives: reps.map((r) => ({
          id: r.id,
          email: r.email,
          name: [r.lastName, r.firstName, r.middleName].filter(Boolean).join(' ') || null,
          main: r.id === mainId,
          active: Boolean(r.hasPassword),
          createdAt: r.createdAt.toISOString(),
        })),
        canInvite: mode === 'owner' && user!.id === mainId,
        canChangeMail: mode === 'owner',
      };
    },

    /** The seller's mailing preferences, set by any of its representatives (a curator only reads them). */
    async setMailPreferences(user: AuthUser | null, sellerCode: string, input: CabinetMailPreferences): Promise<CabinetMailPreferences> {
      const seller = await ownerAccess(user, sellerCode);
      await updateMailPreferences(db, seller.id, input);
      return input;
    },

    /** The seller to whom the caller may invite a representative: the main representative's own. */
    async inviteTarget(user: AuthUser | null, sellerCode: string): Promise<SellerRow> {
      const seller = await ownerAccess(user, sellerCode);
      const reps = await sellerRepresentatives(db, seller.id);
      if (reps[0]?.id !== user!.id) throw AppError.forbidden(CABINET_MESSAGES.notMain);
      return seller;
    },

    /** The demand report of the seller over whole Moscow days. */
    async report(user: AuthUser | null, sellerCode: string, period: { start: string; end: string }): Promise<CabinetReport> {
      const { seller } = await access(user, sellerCode);
      return reports.sellerReport(seller, period.start, period.end);
    },

    async goods(user: AuthUser | null, sellerCode: string, query: CabinetGoodsQuery): Promise<CabinetGoodsPage> {
      const { seller } = await access(user, sellerCode);
      return sellerGoodsPage(db, seller.id, query);
    },

    /**
     * One bulk action on own goods, all or nothing: every id must be the seller's; goods a buyer holds
     * refuse a take-down and a delete (409); a price past numeric(14,2) refuses the change (400).
     */
    async bulk(user: AuthUser | null, sellerCode: string, input: CabinetBulkInput): Promise<CabinetBulkResult> {
      const seller = await ownerAccess(user, sellerCode);
      const ids = [...new Set(input.ids)];
      const { result, files } = await db.transaction(async (tx) => {
        const targets = await lockBulkTargets(tx, seller.id, ids);
        if (targets.length !== ids.length) throw AppError.validation({ ids: CABINET_MESSAGES.notOwnGoods }, CABINET_MESSAGES.notOwnGoods);
        if (input.action === 'price') {
          const highest = Math.max(...targets.map((t) => t.price));
          if (Math.round(highest * (100 + input.percent)) / 100 > CABINET_PRICE_MAX) {
            throw AppError.validation({ percent: CABINET_MESSAGES.priceTooHigh }, CABINET_MESSAGES.priceTooHigh);
          }
          await repriceGoods(tx, ids, input.percent);
          return { result: { changed: ids.length, archived: 0 }, files: [] as string[] };
        }
        if (targets.some((t) => t.held)) throw AppError.conflict(TMC_ERROR_CODES.reserved, CABINET_MESSAGES.reserved);
        if (input.action === 'take-down') {
          await takeDownGoods(tx, ids);
          return { result: { changed: ids.length, archived: 0 }, files: [] as string[] };
        }
        const keep = targets.filter((t) => t.hadHolds).map((t) => t.id);
        const drop = targets.filter((t) => !t.hadHolds).map((t) => t.id);
        await takeDownGoods(tx, keep);
        const removed = await deleteGoodsRows(tx, drop);
        return { result: { changed: ids.length, archived: keep.length }, files: removed };
      });
      if (files.length) await removePhotoFiles(files);
      return result;
    },
  };
}
export type CabinetService = ReturnType<typeof createCabinetService>;
