import { z } from 'zod';
import { text } from './text.ts';

export const DAY_SLOGAN_MAX = 200;

export const daySloganSchema = z.object({ daySlogan: text() });
export type DaySlogan = z.infer<typeof daySloganSchema>;

export const daySloganUpdateSchema = z.object({
  daySlogan: text().trim().max(DAY_SLOGAN_MAX, `Не более ${DAY_SLOGAN_MAX} символов`),
});
