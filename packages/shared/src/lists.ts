import { z } from 'zod';

/**
 * A page of a list, as every list of the API answers: `page` counts from 0 (the specification's
 * convention, in queries and answers alike), `size` is the page size asked for, `total` the number of
 * items in the whole list. The server builds it with `paged()` (apps/server/src/lib/paged.ts).
 */
export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** The schema of a Paged<item> answer. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
