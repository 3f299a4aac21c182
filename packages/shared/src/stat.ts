import { z } from 'zod';

/** Visit totals shown in the top bar and on /stat. */
export const visitTotalsSchema = z.object({
  totalDailyVisits: z.number().int(),
  totalMonthlyVisits: z.number().int(),
  totalAnnualVisits: z.number().int(),
});
export type VisitTotals = z.infer<typeof visitTotalsSchema>;
