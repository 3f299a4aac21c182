import type { PublicAppConfig } from '@tmc/shared/app-config';

/** The three front-end modules of the specification (section 2, 'Module selection'). */
export const APP_MODULES = ['buyers', 'sellers', 'admins'] as const;
export type AppModule = (typeof APP_MODULES)[number];

export interface ModuleLocation {
  /** `location.host`: host name, with the port when there is one. */
  host: string;
  pathname: string;
}

/** A configured host matches the page's host with or without its port, ignoring case. */
function isHost(configured: string | null | undefined, host: string): boolean {
  const wanted = configured?.trim().toLowerCase();
  if (!wanted) return false;
  const actual = host.trim().toLowerCase();
  const actualName = actual.replace(/:\d+$/, '');
  return actual === wanted || actualName === wanted;
}

/** A path starting with the /admins segment (/admins, /admins/...), not merely the letters (/adminsx). */
function startsWithAdmins(pathname: string): boolean {
  return pathname === '/admins' || pathname.startsWith('/admins/');
}

/** /sellers/{six digits}, with or without a final slash: a premium seller's page for buyers. */
export function isSellerPublicPath(pathname: string): boolean {
  return /^\/sellers\/[0-9]{6}\/?$/.test(pathname);
}

/**
 * Module selection, in the specification's order: the admin host or a path starting with /admins
 * gives 'admins'; the seller host or a path containing /sellers/ gives 'sellers'; otherwise 'buyers'.
 */
export function selectModule(
  location: ModuleLocation,
  config: Pick<PublicAppConfig, 'adminHost' | 'sellerHost'>,
): AppModule {
  if (isHost(config.adminHost, location.host) || startsWithAdmins(location.pathname)) return 'admins';
  if (isHost(config.sellerHost, location.host)) return 'sellers';
  // A seller's public page (/sellers/{code}) is for buyers; its cabinet (/sellers/{code}/...) is the sellers module.
  if (isSellerPublicPath(location.pathname)) return 'buyers';
  if (location.pathname.includes('/sellers/')) return 'sellers';
  return 'buyers';
}
