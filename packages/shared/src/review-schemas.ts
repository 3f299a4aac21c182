import { z } from 'zod';
import { text } from './text.ts';

// Reviews of the platform: written by signed-in users, shown after an administrator approves them.
// docs/decisions.md, 'Reviews'.

export const REVIEW_TEXT_MAX = 2000;
/** A user with this many reviews waiting for moderation writes the next one after a decision. */
export const REVIEW_PENDING_MAX = 3;

export const REVIEW_MESSAGES = {
  textRequired: 'Текст отзыва обязателен',
  textTooLong: `Отзыв не длиннее ${REVIEW_TEXT_MAX} символов`,
  rating: 'Оценка от 1 до 5',
  notFound: 'Отзыв не найден',
  pendingLimit: 'Ваши отзывы ещё на проверке: новый можно оставить после решения администратора',
} as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewInputSchema = z.object({
  text: text({ error: REVIEW_MESSAGES.textRequired }).trim().min(1, REVIEW_MESSAGES.textRequired).max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
  rating: z.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating).nullable().optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: text(),
  text: text(),
  rating: z.number().nullable(),
  authorName: text(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: text(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewModerationQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });
export const reviewStatusInputSchema = z.object({ status: z.enum(['approved', 'rejected'], { error: 'Выберите решение' }) });
