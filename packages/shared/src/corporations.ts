import { z } from 'zod';
import { text } from './text.ts';

export const corporationSchema = z.object({ id: text().uuid(), title: text() });
export type Corporation = z.infer<typeof corporationSchema>;
