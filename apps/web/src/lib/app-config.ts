import { APP_CONFIG_META_NAME, type PublicAppConfig } from '@tmc/shared/app-config';

/** Used when the page has no usable config (vite dev keeps the placeholder): empty values are hidden. */
export const DEFAULT_APP_CONFIG: PublicAppConfig = {
  adminHost: null,
  sellerHost: null,
  supportPhone: '',
  supportEmail: '',
  lotsSiteUrl: null,
  blogUrl: null,
};

const NULLABLE_STRINGS = ['adminHost', 'sellerHost', 'lotsSiteUrl', 'blogUrl'] as const;
const STRINGS = ['supportPhone', 'supportEmail'] as const;

/**
 * The same check as `publicAppConfigSchema` (a unit test keeps the two in step), written out so the
 * first page does not load zod (about 24 KB gzip) before it can render: DESIGN.md section 8 budget.
 */
function isPublicAppConfig(value: Record<string, unknown>): value is PublicAppConfig {
  return (
    NULLABLE_STRINGS.every((key) => value[key] === null || typeof value[key] === 'string') &&
    STRINGS.every((key) => typeof value[key] === 'string')
  );
}

/**
 * Parses the `app-config` meta tag's content (JSON the server puts into index.html). Missing fields
 * take the defaults; anything unusable, including the unreplaced `__APP_CONFIG__` placeholder, gives
 * the defaults altogether.
 */
export function parseAppConfig(content: string | null | undefined): PublicAppConfig {
  if (!content || !content.trim().startsWith('{')) return DEFAULT_APP_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return DEFAULT_APP_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULT_APP_CONFIG;
  const merged: Record<string, unknown> = { ...DEFAULT_APP_CONFIG, ...raw };
  if (!isPublicAppConfig(merged)) return DEFAULT_APP_CONFIG;
  return {
    adminHost: merged.adminHost,
    sellerHost: merged.sellerHost,
    supportPhone: merged.supportPhone,
    supportEmail: merged.supportEmail,
    lotsSiteUrl: merged.lotsSiteUrl,
    blogUrl: merged.blogUrl,
  };
}

/** Reads the config from the document's meta tag. */
export function readAppConfig(doc: Document = document): PublicAppConfig {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_CONFIG_META_NAME}"]`);
  return parseAppConfig(meta?.content);
}
