import { z } from 'zod';

/**
 * Public settings the server hands to the web app in the `app-config` meta tag of index.html,
 * so module selection by host and the footer's contacts need no extra request.
 */
export const publicAppConfigSchema = z.object({
  adminHost: z.string().nullable(),
  sellerHost: z.string().nullable(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  lotsSiteUrl: z.string().nullable(),
  blogUrl: z.string().nullable(),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;

export const APP_CONFIG_META_NAME = 'app-config';
