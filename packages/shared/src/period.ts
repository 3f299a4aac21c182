import { z } from 'zod';

/** A calendar date as the API sends it: yyyy-mm-dd (read as a Moscow day by the server). */
export const isoDateSchema = z.iso.date('Дата в формате ГГГГ-ММ-ДД');

export const PERIOD_MESSAGES = {
  endBeforeStart: 'Начало периода позже конца',
} as const;

/** A period of whole days, both included: `{ start, end }` (the callback list, reports). */
export const periodSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .refine((v) => v.start <= v.end, { error: PERIOD_MESSAGES.endBeforeStart, path: ['end'] });
export type Period = z.infer<typeof periodSchema>;
