import { z } from 'zod';

/** Path parameters of an item addressed by its UUID (a blog post, a review, a running line). */
export const idParamsSchema = z.object({ id: z.uuid('Неверный идентификатор') });
