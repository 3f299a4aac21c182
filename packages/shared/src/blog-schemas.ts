import { z } from 'zod';
import { text } from './text.ts';

// Blog posts (written by administrators L1/L2, Markdown). Reviews are in review-schemas.ts.
// docs/decisions.md, 'Blog'.

export const BLOG_TITLE_MAX = 200;
export const BLOG_BODY_MAX = 50_000;

export const BLOG_MESSAGES = {
  titleRequired: 'Заголовок обязателен',
  titleTooLong: `Заголовок не длиннее ${BLOG_TITLE_MAX} символов`,
  bodyRequired: 'Текст статьи обязателен',
  bodyTooLong: `Текст статьи не длиннее ${BLOG_BODY_MAX} символов`,
  notFound: 'Статья не найдена',
} as const;

export const blogPostInputSchema = z.object({
  title: text({ error: BLOG_MESSAGES.titleRequired }).trim().min(1, BLOG_MESSAGES.titleRequired).max(BLOG_TITLE_MAX, BLOG_MESSAGES.titleTooLong),
  bodyMd: text({ error: BLOG_MESSAGES.bodyRequired }).trim().min(1, BLOG_MESSAGES.bodyRequired).max(BLOG_BODY_MAX, BLOG_MESSAGES.bodyTooLong),
  /** false keeps the post a draft that only administrators see. */
  published: z.boolean().default(true),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSummarySchema = z.object({
  id: text(),
  slug: text(),
  title: text(),
  excerpt: text(),
  publishedAt: text().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({ bodyMd: text() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogSlugParamsSchema = z.object({ slug: text().regex(/^[a-z0-9-]{1,100}$/, 'Статья не найдена') });
