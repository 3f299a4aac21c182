import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BUSINESS_CARD_ERROR_CODES,
  BUSINESS_CARD_MESSAGES,
  businessCardPhotoUrl,
  type BusinessCardData,
} from '@tmc/shared/business-card-schemas';
import { canManagePlatform, isCurator, isSellerUser } from '@tmc/shared/roles';
import type { BusinessCardView } from '@tmc/shared/sellers';
import type { Db } from '../../db/client.ts';
import { businessCards, sellers } from '../../db/schema/sellers.ts';
import type { UploadFolder } from '../../jobs/upload-orphans.ts';
import { AppError } from '../../lib/app-error.ts';
import { ImageRejected, imageRejectedError, type ImageProcessor } from '../../lib/images.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { premiumSellerOn } from '../sellers/seller-conditions.ts';

/** Stored photo names: a UUID, '-thumb' for the small one, always .webp (the path parameter is checked against it). */
export const CARD_PHOTO_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

type CardRow = typeof businessCards.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

const thumbOf = (file: string) => file.replace(/\.webp$/, '-thumb.webp');

/** The API's card: the photo as its URL, with the seller's region and whether it is premium today. */
export function toBusinessCardView(seller: Pick<SellerRow, 'sellerCode' | 'region'>, card: CardRow, premium: boolean): BusinessCardView {
  return {
    sellerCode: seller.sellerCode,
    photoPath: card.photoPath ? businessCardPhotoUrl(card.photoPath) : null,
    title: card.title,
    address: card.address,
    phoneNumber: card.phoneNumber,
    website: card.website,
    email: card.email,
    aboutSeller: card.aboutSeller,
    aboutTmc: card.aboutTmc,
    aboutDelivery: card.aboutDelivery,
    region: seller.region,
    premium,
  };
}

/**
 * Business cards of sellers (specification, sections 3 and 7): one per seller, shown to buyers while the
 * seller is premium; its representative edits it while premium, administrators L1/L2 always. The photo
 * is checked and re-encoded like goods photos and kept under DATA_DIR/uploads/cards.
 */
export function createBusinessCardsService({ db, uploadsDir, images }: { db: Db; uploadsDir: string; images: ImageProcessor }) {
  const dir = path.join(uploadsDir, 'cards');

  async function removeFiles(names: string[]): Promise<void> {
    await Promise.all(names.filter((n) => CARD_PHOTO_FILE_PATTERN.test(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
  }

  async function sellerOf(sellerCode: string): Promise<{ seller: SellerRow; premium: boolean } | null> {
    const [row] = await db
      .select({ seller: sellers, premium: sql<boolean>`${premiumSellerOn(moscowToday())}` })
      .from(sellers)
      .where(and(eq(sellers.sellerCode, sellerCode), isNull(sellers.deletedAt)))
      .limit(1);
    return row ? { seller: row.seller, premium: Boolean(row.premium) } : null;
  }

  /** The seller whose card the user may change: L1/L2 any; its own representative while premium. */
  async function sellerForChange(user: AuthUser, sellerCode: string): Promise<SellerRow> {
    const found = await sellerOf(sellerCode);
    if (canManagePlatform(user)) {
      if (!found) throw AppError.notFound(BUSINESS_CARD_MESSAGES.sellerNotFound);
      return found.seller;
    }
    if (!isSellerUser(user) || !found || user.sellerId !== found.seller.id) throw AppError.forbidden(BUSINESS_CARD_MESSAGES.noAccess);
    if (!found.premium) throw new AppError(BUSINESS_CARD_ERROR_CODES.notPremium, 403, BUSINESS_CARD_MESSAGES.notPremium);
    return found.seller;
  }

  /** Whether the user sees the card whatever the seller's state: its representative, its curator, L1/L2. */
  function mayAlwaysRead(user: AuthUser | null, seller: SellerRow): boolean {
    if (!user) return false;
    if (canManagePlatform(user)) return true;
    if (isSellerUser(user)) return user.sellerId === seller.id;
    return isCurator(user) && seller.curatorId === user.id;
  }

  async function cardRow(sellerId: string): Promise<CardRow | null> {
    const [row] = await db.select().from(businessCards).where(eq(businessCards.sellerId, sellerId)).limit(1);
    return row ?? null;
  }

  /** The folder for the orphan sweep (jobs/upload-orphans.ts): a photo and its thumbnail are kept while a card names the photo. */
  const uploads: UploadFolder = {
    dir,
    pattern: CARD_PHOTO_FILE_PATTERN,
    async referenced(names) {
      const photoOf = (name: string) => name.replace(/-thumb\.webp$/, '.webp');
      const rows = await db
        .select({ photoPath: businessCards.photoPath })
        .from(businessCards)
        .where(inArray(businessCards.photoPath, [...new Set(names.map(photoOf))]));
      const photos = new Set(rows.map((r) => r.photoPath));
      return new Set(names.filter((name) => photos.has(photoOf(name))));
    },
  };

  return {
    dir,
    uploads,

    async get(user: AuthUser | null, sellerCode: string): Promise<BusinessCardView> {
      const found = await sellerOf(sellerCode);
      if (!found || (!found.premium && !mayAlwaysRead(user, found.seller))) throw AppError.notFound(BUSINESS_CARD_MESSAGES.notFound);
      const card = await cardRow(found.seller.id);
      if (!card) throw AppError.notFound(BUSINESS_CARD_MESSAGES.notFound);
      return toBusinessCardView(found.seller, card, found.premium);
    },

    /** Creates or replaces the card's fields (the photo stays); one statement, so nothing is half-written. */
    async save(user: AuthUser, input: BusinessCardData): Promise<BusinessCardView> {
      const seller = await sellerForChange(user, input.sellerCode);
      const { sellerCode: _code, ...fields } = input;
      const [card] = await db
        .insert(businessCards)
        .values({ sellerId: seller.id, ...fields })
        .onConflictDoUpdate({ target: businessCards.sellerId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      const found = await sellerOf(seller.sellerCode);
      return toBusinessCardView(seller, card!, found?.premium ?? false);
    },

    /** Checks the bytes, stores a WebP and its thumbnail, points the card at them and removes the old files. */
    async addPhoto(user: AuthUser, sellerCode: string, bytes: Buffer): Promise<BusinessCardView> {
      const seller = await sellerForChange(user, sellerCode);
      const before = await cardRow(seller.id);
      if (!before) throw AppError.conflict('card_missing', BUSINESS_CARD_MESSAGES.cardFirst);
      let variants;
      try {
        variants = await images.webpVariants(bytes);
      } catch (error) {
        if (error instanceof ImageRejected) throw imageRejectedError(error, BUSINESS_CARD_MESSAGES);
        throw error;
      }
      const full = `${randomUUID()}.webp`;
      await fs.mkdir(dir, { recursive: true });
      await Promise.all([fs.writeFile(path.join(dir, full), variants.full), fs.writeFile(path.join(dir, thumbOf(full)), variants.thumb)]);
      let card: CardRow | undefined;
      try {
        [card] = await db.update(businessCards).set({ photoPath: full, updatedAt: sql`now()` }).where(eq(businessCards.sellerId, seller.id)).returning();
      } catch (error) {
        await removeFiles([full, thumbOf(full)]);
        throw error;
      }
      if (before.photoPath) await removeFiles([before.photoPath, thumbOf(before.photoPath)]);
      const found = await sellerOf(sellerCode);
      return toBusinessCardView(seller, card!, found?.premium ?? false);
    },

    /** Cards of these sellers that buyers may see (premium today), in the order of the codes. */
    async bySellerCodes(codes: readonly string[]): Promise<BusinessCardView[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ seller: sellers, card: businessCards })
        .from(businessCards)
        .innerJoin(sellers, eq(sellers.id, businessCards.sellerId))
        .where(and(inArray(sellers.sellerCode, [...new Set(codes)]), premiumSellerOn(moscowToday())));
      const byCode = new Map(rows.map((r) => [r.seller.sellerCode, toBusinessCardView(r.seller, r.card, true)]));
      return codes.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
    },

    /** Every card (administrators), by the seller's title. */
    async all(): Promise<BusinessCardView[]> {
      const today = moscowToday();
      const rows = await db
        .select({ seller: sellers, card: businessCards, premium: sql<boolean>`${premiumSellerOn(today)}` })
        .from(businessCards)
        .innerJoin(sellers, eq(sellers.id, businessCards.sellerId))
        .where(isNull(sellers.deletedAt))
        .orderBy(asc(sql`lower(${sellers.title})`));
      return rows.map((r) => toBusinessCardView(r.seller, r.card, Boolean(r.premium)));
    },
  };
}
export type BusinessCardsService = ReturnType<typeof createBusinessCardsService>;
