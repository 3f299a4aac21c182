import { z } from 'zod';
import { text } from './text.ts';

/** Visit totals shown in the top bar and on /stat. */
export const visitTotalsSchema = z.object({
  totalDailyVisits: z.number().int(),
  totalMonthlyVisits: z.number().int(),
  totalAnnualVisits: z.number().int(),
});
export type VisitTotals = z.infer<typeof visitTotalsSchema>;

/** One row of a top-10 column: a goods name or a search request, with its figure. */
export const top10ItemSchema = z.object({ title: text(), value: z.number() });
export type Top10Item = z.infer<typeof top10ItemSchema>;

/** The statistics page (specification, section 3 'Top10 statistics'): visit totals and four top-10 lists. */
export const top10StatSchema = visitTotalsSchema.extend({
  /** Most frequent search requests ('Популярные'). */
  searchRequests: z.array(top10ItemSchema),
  /** Goods names with the most published positions ('Позиций'). */
  countRequests: z.array(top10ItemSchema),
  /** Goods names with the largest quantity in store ('Количество'). */
  countInStoreRequests: z.array(top10ItemSchema),
  /** Goods names with the largest sum in store, price × quantity, roubles ('Сумма'). */
  sumInStoreRequests: z.array(top10ItemSchema),
});
export type Top10Stat = z.infer<typeof top10StatSchema>;

export const TOP10_SIZE = 10;

/** One category of the landing page's shop window with its published goods (goods-categories.ts). */
export const showcaseCategorySchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  count: z.number().int(),
});

/**
 * The landing page's figures (GET /api/stat/showcase, public, cached on the server for a few minutes):
 * published goods of active suppliers, the suppliers that have them, the regions they are stored in, and
 * the goods per category, largest first ('Прочее' last), categories without goods left out.
 */
export const showcaseSchema = z.object({
  goods: z.number().int(),
  suppliers: z.number().int(),
  regions: z.number().int(),
  categories: z.array(showcaseCategorySchema),
});
export type Showcase = z.infer<typeof showcaseSchema>;
