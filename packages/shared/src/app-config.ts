import { z } from 'zod';
import { text } from './text.ts';

/**
 * Public settings the server hands to the web app in the `app-config` meta tag of index.html,
 * so module selection by host and the footer's contacts need no extra request.
 */
export const publicAppConfigSchema = z.object({
  adminHost: text().nullable(),
  sellerHost: text().nullable(),
  supportPhone: text(),
  supportEmail: text(),
  lotsSiteUrl: text().nullable(),
  blogUrl: text().nullable(),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;

export const APP_CONFIG_META_NAME = 'app-config';
