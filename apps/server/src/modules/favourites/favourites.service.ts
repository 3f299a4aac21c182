import { and, desc, eq } from 'drizzle-orm';
import { TMC_ERROR_CODES, TMC_MESSAGES, type TmcSearchPage } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { favourites, tmc as tmcTable } from '../../db/schema/tmc.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset, type PageRequest } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TmcService } from '../tmc/tmc.service.ts';

/**
 * Favourites of a buyer. The list shows only goods the buyer can still see in the common base
 * (published, not held by another buyer); the rows of hidden goods stay and come back with the goods.
 */
export function createFavouritesService({
  db,
  tmc,
  onAdded,
}: {
  db: Db;
  tmc: TmcService;
  /** Told of each new favourite (demand analytics), with the item's seller. */
  onAdded?: (tmcId: number, sellerId: string) => void;
}) {
  return {
    async list(user: AuthUser, query: PageRequest): Promise<TmcSearchPage> {
      const rows = await db
        .select({ tmcId: favourites.tmcId })
        .from(favourites)
        .where(eq(favourites.userId, user.id))
        .orderBy(desc(favourites.createdAt), desc(favourites.tmcId));
      // A buyer's favourites are a short list: filter visibility over all of them so pages and total agree.
      const visible = await tmc.listByIds(user, rows.map((r) => r.tmcId));
      const from = pageOffset(query);
      return { ...paged(visible.slice(from, from + query.size), query, visible.length), totalIsEstimate: false };
    },

    async add(user: AuthUser, id: number): Promise<void> {
      if (!(await tmc.visibleToBuyer(user, id))) throw new AppError(TMC_ERROR_CODES.notFound, 404, TMC_MESSAGES.notFound);
      const added = await db.insert(favourites).values({ userId: user.id, tmcId: id }).onConflictDoNothing().returning({ tmcId: favourites.tmcId });
      if (added.length && onAdded) {
        const [item] = await db.select({ sellerId: tmcTable.sellerId }).from(tmcTable).where(eq(tmcTable.id, id)).limit(1);
        if (item) onAdded(id, item.sellerId);
      }
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.tmcId, id)));
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
