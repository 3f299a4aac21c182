// The one rule of the tiers that other modules apply (issue 15): how many positions a seller may still
// place (the goods form and the import call `room` in the transaction that writes the goods), and what
// becomes of its published goods when its tier changes (`fitGoods`: over the limit they leave the common
// base as 'paused', and come back when a tier with room is paid).
import {
  effectiveTariff,
  FREE_TIER_TERMS,
  freeWindowStart,
  TIER_LIMIT_ERROR_CODE,
  tierLimitMessage,
  tierTerms,
  type StoredTier,
  type TierTerms,
} from '@tmc/shared/seller-tiers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PriceListService } from '../price-list/price-list.service.ts';
import { heldCount, lockPlacements, pausePublishedBeyond, placedSince, restorePaused, sellerTierById } from './tiers.repository.ts';

export interface TierRoom {
  /** Positions that may still be placed; null: no limit. */
  left: number | null;
  terms: TierTerms;
}

/** The placement refused at the limit: 409 with the limit named and the tariff page offered. */
export function tierLimitError(terms: TierTerms): AppError {
  return new AppError(TIER_LIMIT_ERROR_CODE, 409, tierLimitMessage(terms));
}

export function createTierRules({ priceList }: { priceList: PriceListService }) {
  /** The terms of a seller's tier at `now`: the free tier's constants, or the price list's positions count of its tier. */
  async function termsAt(conn: Db, stored: StoredTier, now: Date): Promise<TierTerms> {
    const tariff = effectiveTariff(stored, now);
    if (tariff === 'free') return FREE_TIER_TERMS;
    const row = (await priceList.byTiers([tariff], conn)).get(tariff);
    // A paid tier the price list does not name has no known limit.
    return tierTerms(tariff, row?.amount ?? null);
  }

  /** Positions counted against the terms: placed in the last half year (free tier) or held (paid tiers). */
  async function used(conn: Db, sellerId: string, terms: TierTerms, now: Date): Promise<number> {
    return terms.window === 'half-year' ? placedSince(conn, sellerId, freeWindowStart(now)) : heldCount(conn, sellerId);
  }

  return {
    termsAt,
    used,

    /**
     * The seller's room at `now`, inside the caller's transaction: with a limit, placements of the seller are
     * serialised until that transaction ends, so the count stays true for the goods it then writes.
     */
    async room(tx: Db, sellerId: string, now: Date): Promise<TierRoom> {
      const seller = await sellerTierById(tx, sellerId);
      if (!seller) throw AppError.notFound();
      const terms = await termsAt(tx, { tariff: seller.tariff, endsAt: seller.tariffEndsAt }, now);
      if (terms.limit === null) return { left: null, terms };
      await lockPlacements(tx, sellerId);
      return { left: Math.max(0, terms.limit - (await used(tx, sellerId, terms, now))), terms };
    },

    /**
     * The common base made to fit new terms, in the transaction that changes the tier: published goods past
     * the limit (the most recently published kept) become 'paused'; under a paid tier paused goods come back,
     * the most recently published first, while it has room. Nothing is deleted.
     */
    async fitGoods(tx: Db, sellerId: string, terms: TierTerms): Promise<{ paused: number; restored: number }> {
      if (terms.limit === null) return { paused: 0, restored: await restorePaused(tx, sellerId, null) };
      const paused = await pausePublishedBeyond(tx, sellerId, terms.limit);
      if (terms.window === 'half-year') return { paused, restored: 0 };
      const restored = await restorePaused(tx, sellerId, terms.limit - (await heldCount(tx, sellerId)));
      return { paused, restored };
    },
  };
}
export type TierRules = ReturnType<typeof createTierRules>;
