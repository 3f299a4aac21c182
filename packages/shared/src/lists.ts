import { z } from 'zod';

/** Paged list answer; page counts from 0 as in the specification. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
