import { asc, count, eq, sql } from 'drizzle-orm';
import { businessCardPhotoUrl } from '@tmc/shared/business-card-schemas';
import type { Paged, PageQuery } from '@tmc/shared/lists';
import type { SellerListItem } from '@tmc/shared/sellers';
import type { Db } from '../../db/client.ts';
import { businessCards, sellers } from '../../db/schema/sellers.ts';
import { moscowToday } from '../../lib/moscow-time.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import { premiumSellerOn } from './seller-conditions.ts';

export function createSellersService({ db }: { db: Db }) {
  return {
    /** Sellers whose premium period covers today (Moscow), with their business cards. */
    async listPremium(query: PageQuery): Promise<Paged<SellerListItem>> {
      const where = premiumSellerOn(moscowToday());
      const [rows, totals] = await Promise.all([
        db
          .select({ seller: sellers, card: businessCards })
          .from(sellers)
          .leftJoin(businessCards, eq(businessCards.sellerId, sellers.id))
          .where(where)
          .orderBy(asc(sql`lower(${sellers.title})`), asc(sellers.sellerCode))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(sellers).where(where),
      ]);
      const items = rows.map(({ seller, card }) => ({
        sellerCode: seller.sellerCode,
        title: seller.title,
        shortName: seller.shortName,
        deletedAt: seller.deletedAt?.toISOString() ?? null,
        endConditionAt: seller.endConditionAt,
        premium: true,
        businessCard: card
          ? {
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
            }
          : null,
      }));
      return paged(items, query, totals[0]?.n ?? 0);
    },
  };
}
export type SellersService = ReturnType<typeof createSellersService>;
