import { z } from 'zod';
import { text } from './text.ts';

/**
 * Kinds of running line (the spec's `?type`): only the landing page's ticker exists so far, as
 * 'main'. A new place for a ticker adds its type here.
 */
export const RUNNING_LINE_TYPES = ['main'] as const;
export type RunningLineType = (typeof RUNNING_LINE_TYPES)[number];

export const RUNNING_LINE_TEXT_MAX = 300;
/** At most this many lines of one type are shown (the newest). */
export const RUNNING_LINE_SHOWN_MAX = 20;

export const runningLineTypeSchema = z.enum(RUNNING_LINE_TYPES, 'Неизвестный тип бегущей строки');

export const runningLineQuerySchema = z.object({ type: runningLineTypeSchema.default('main') });

export const runningLineItemSchema = z.object({ id: text(), text: text(), createdAt: text() });
export type RunningLineItem = z.infer<typeof runningLineItemSchema>;

export const runningLineSchema = z.object({ type: runningLineTypeSchema, items: z.array(runningLineItemSchema) });
export type RunningLine = z.infer<typeof runningLineSchema>;

export const runningLineAddSchema = z.object({
  type: runningLineTypeSchema.default('main'),
  text: text('Введите текст строки')
    .trim()
    .min(1, 'Введите текст строки')
    .max(RUNNING_LINE_TEXT_MAX, `Не более ${RUNNING_LINE_TEXT_MAX} символов`),
});
export type RunningLineAddInput = z.input<typeof runningLineAddSchema>;
