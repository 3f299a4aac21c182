import { z } from 'zod';

export const DAY_SLOGAN_MAX = 200;

export const daySloganSchema = z.object({ daySlogan: z.string() });
export type DaySlogan = z.infer<typeof daySloganSchema>;

export const daySloganUpdateSchema = z.object({
  daySlogan: z.string().trim().max(DAY_SLOGAN_MAX, `Не более ${DAY_SLOGAN_MAX} символов`),
});
