import { z } from 'zod';

// Blog posts (written by administrators L1/L2, Markdown) and reviews (written by signed-in users,
// shown after an administrator approves them). docs/decisions.md, 'Blog and reviews'.

export const BLOG_TITLE_MAX = 200;
export const BLOG_BODY_MAX = 50_000;
export const REVIEW_TEXT_MAX = 2000;
/** A user with this many reviews waiting for moderation writes the next one after a decision. */
export const REVIEW_PENDING_MAX = 3;

export const BLOG_MESSAGES = {
  titleRequired: 'Заголовок обязателен',
  titleTooLong: `Заголовок не длиннее ${BLOG_TITLE_MAX} символов`,
  bodyRequired: 'Текст статьи обязателен',
  bodyTooLong: `Текст статьи не длиннее ${BLOG_BODY_MAX} символов`,
  notFound: 'Статья не найдена',
} as const;

export const REVIEW_MESSAGES = {
  textRequired: 'Текст отзыва обязателен',
  textTooLong: `Отзыв не длиннее ${REVIEW_TEXT_MAX} символов`,
  rating: 'Оценка от 1 до 5',
  notFound: 'Отзыв не найден',
  pendingLimit: 'Ваши отзывы ещё на проверке: новый можно оставить после решения администратора',
} as const;

export const blogPostInputSchema = z.object({
  title: z.string({ error: BLOG_MESSAGES.titleRequired }).trim().min(1, BLOG_MESSAGES.titleRequired).max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong),
  bodyMd: z.string({ error: BLOG_MESSAGES.bodyRequired }).trim().min(1, BLOG_MESSAGES.bodyRequired).max(BLOG_BODY_MAX, BLOG_MESSAGES.bodyTooLong),
  /** false keeps the post a draft that only administrators see. */
  published: z.boolean().default(true),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ bodyMd: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Статья не найдена') });
export const idParamsSchema = z.object({ id: z.uuid('Неверный идентификатор') });

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewInputSchema = z.object({
  text: z.string({ error: REVIEW_MESSAGES.textRequired }).trim().min(1, REVIEW_MESSAGES.textRequired).max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
  rating: z.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating).nullable().optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  text: z.string(),
  rating: z.number().nullable(),
  authorName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewModerationQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });
export const reviewStatusInputSchema = z.object({ status: z.enum(['approved', 'rejected'], { error: 'Выберите решение' }) });
