import { z } from 'zod';

export const corporationSchema = z.object({ id: z.string().uuid(), title: z.string() });
export type Corporation = z.infer<typeof corporationSchema>;
