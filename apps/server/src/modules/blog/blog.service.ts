import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary } from '@tmc/shared/blog-schemas';
import { BLOG_MESSAGES } from '@tmc/shared/blog-schemas';
import type { PageQuery } from '@tmc/shared/lists';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { AppError } from '../../lib/app-error.ts';
import { paged, pageOffset } from '../../lib/paged.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { blogSlug } from './blog-slug.ts';

const EXCERPT_LENGTH = 300;

/** The start of the text without Markdown marks, for the list. */
export function excerptOf(bodyMd: string): string {
  const plain = bodyMd
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH).trimEnd()}…` : plain;
}

type Row = typeof blogPosts.$inferSelect;
const toSummary = (r: Row): BlogPostSummary => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: excerptOf(r.bodyMd),
  publishedAt: r.publishedAt?.toISOString() ?? null,
});
const toPost = (r: Row): BlogPost => ({ ...toSummary(r), bodyMd: r.bodyMd });
const notFound = () => new AppError('not_found', 404, BLOG_MESSAGES.notFound);

/** What the action log keeps of a post: its title and whether it is published (the text can be long). */
const logged = (r: Row) => ({ title: r.title, published: r.publishedAt !== null });

export function createBlogService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    /** Published posts, newest first; with drafts too for the administrators' list. */
    async list(query: PageQuery, withDrafts = false) {
      const where = withDrafts ? undefined : isNotNull(blogPosts.publishedAt);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt))
          .limit(query.size)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return paged(rows.map(toSummary), query, totals[0]?.n ?? 0);
    },

    async getPublished(slug: string): Promise<BlogPost> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      if (!row || !row.publishedAt) throw notFound();
      return toPost(row);
    },

    async getAny(id: string): Promise<BlogPost> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
      if (!row) throw notFound();
      return toPost(row);
    },

    async create(actor: AuditActor, input: { title: string; bodyMd: string; published: boolean }): Promise<BlogPost> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(blogPosts)
          .values({ slug: blogSlug(input.title), title: input.title, bodyMd: input.bodyMd, authorId: actor.id, publishedAt: input.published ? new Date() : null })
          .returning();
        await audit.record(tx, { actor, action: 'blog.create', targetType: 'blog-post', targetId: row!.id, targetLabel: row!.title, after: logged(row!) });
        return toPost(row!);
      });
    },

    /** Keeps the first publication date when a published post is edited; the address never changes. */
    async update(actor: AuditActor, id: string, input: { title: string; bodyMd: string; published: boolean }): Promise<BlogPost> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(blogPosts)
          .set({
            title: input.title,
            bodyMd: input.bodyMd,
            publishedAt: input.published ? sql`coalesce(${blogPosts.publishedAt}, now())` : null,
            updatedAt: sql`now()`,
          })
          .where(eq(blogPosts.id, id))
          .returning();
        await audit.record(tx, {
          actor,
          action: 'blog.update',
          targetType: 'blog-post',
          targetId: id,
          targetLabel: row!.title,
          before: { ...logged(before), textChanged: false },
          after: { ...logged(row!), textChanged: before.bodyMd !== row!.bodyMd },
        });
        return toPost(row!);
      });
    },

    async remove(actor: AuditActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
        const row = rows[0];
        if (!row) throw notFound();
        await audit.record(tx, { actor, action: 'blog.delete', targetType: 'blog-post', targetId: id, targetLabel: row.title, before: logged(row) });
      });
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
