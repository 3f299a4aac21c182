import { and, desc, eq } from 'drizzle-orm';
import { TMC_ERROR_CODES, TMC_MESSAGES, type TmcSearchPage } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { favourites } from '../../db/schema/tmc.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset, type PageRequest } from '../../lib/paged.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { TmcService } from '../tmc/tmc.service.ts';

/**
 * Favourites of a buyer. The list shows only goods the buyer can still see in the common base
 * (published, not held by another buyer); the rows of hidden goods stay and come back with the goods.
 */
export function createFavouritesService({ db, tmc }: { db: Db; tmc: TmcService }) {
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
      await db.insert(favourites).values({ userId: user.id, tmcId: id }).onConflictDoNothing();
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, user.id), eq(favourites.tmcId, id)));
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
