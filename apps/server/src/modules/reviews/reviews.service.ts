import { and, count, desc, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES, REVIEW_PENDING_MAX, type Review, type ReviewStatus } from '@tmc/shared/review-schemas';
import type { PageQuery } from '@tmc/shared/lists';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';

/** Shown instead of a name when the author left nothing to show or was deleted. */
const ANONYMOUS_AUTHOR = 'Пользователь площадки';

const columns = {
  id: reviews.id,
  text: reviews.text,
  rating: reviews.rating,
  status: reviews.status,
  createdAt: reviews.createdAt,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
};
type Row = { id: string; text: string; rating: number | null; status: string; createdAt: Date; title: string | null; firstName: string | null; lastName: string | null };

/** 'Иван П.' (or the organisation): a review never shows the author's e-mail or full surname. */
function authorName(r: Row): string {
  const first = r.firstName?.trim();
  const last = r.lastName?.trim();
  if (first) return last ? `${first} ${last.slice(0, 1)}.` : first;
  return r.title?.trim() || ANONYMOUS_AUTHOR;
}

const toReview = (r: Row): Review => ({
  id: r.id,
  text: r.text,
  rating: r.rating,
  authorName: authorName(r),
  status: r.status as ReviewStatus,
  createdAt: r.createdAt.toISOString(),
});

export function createReviewsService({ db, audit }: { db: Db; audit: AuditService }) {
  async function listByStatus(status: ReviewStatus, query: PageQuery) {
    const where = eq(reviews.status, status);
    const [rows, totals] = await Promise.all([
      db
        .select(columns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(status === 'pending' ? reviews.createdAt : desc(reviews.createdAt))
        .limit(query.size)
        .offset(pageOffset(query)),
      db.select({ n: count() }).from(reviews).where(where),
    ]);
    return paged(rows.map(toReview), query, totals[0]?.n ?? 0);
  }

  return {
    /** What visitors see: approved reviews, newest first. */
    listApproved: (query: PageQuery) => listByStatus('approved', query),
    /** The administrators' queue (oldest pending first) or an archive by status. */
    listByStatus,

    /** Refused (429) while the user has REVIEW_PENDING_MAX reviews waiting: the moderators' queue stays small. */
    async create(userId: string, input: { text: string; rating?: number | null | undefined }): Promise<Review> {
      const [pending] = await db.select({ n: count() }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.status, 'pending')));
      if ((pending?.n ?? 0) >= REVIEW_PENDING_MAX) throw new AppError('review_pending_limit', 429, REVIEW_MESSAGES.pendingLimit);
      const [row] = await db.insert(reviews).values({ userId, text: input.text, rating: input.rating ?? null }).returning({ id: reviews.id });
      return this.get(row!.id);
    },

    async get(id: string): Promise<Review> {
      const [row] = await db.select(columns).from(reviews).leftJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id)).limit(1);
      if (!row) throw new AppError('not_found', 404, REVIEW_MESSAGES.notFound);
      return toReview(row);
    },

    /** A moderator's decision on a review, in the action log. */
    async setStatus(actor: AuditActor, id: string, status: 'approved' | 'rejected'): Promise<Review> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ status: reviews.status, text: reviews.text }).from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) throw new AppError('not_found', 404, REVIEW_MESSAGES.notFound);
        await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
        await audit.record(tx, { actor, action: 'review.status', targetType: 'review', targetId: id, targetLabel: before.text.slice(0, 100), before: { status: before.status }, after: { status } });
      });
      return this.get(id);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
