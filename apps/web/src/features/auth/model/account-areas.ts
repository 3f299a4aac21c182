import type { Profile } from '@tmc/shared/profile';
import { isAdmin, isSellerUser, type Principal } from '@tmc/shared/roles';
import { paths } from '../../../config/paths';

export interface AccountArea {
  key: 'admin' | 'sellerCabinet';
  href: string;
  /** Key in ru.json. */
  labelKey: 'auth.entry.admin' | 'auth.entry.sellerCabinet';
}

/**
 * The areas besides /account a signed-in user may use, by the permission table (shared roles.ts):
 * administration for ADMIN (any of L1-L4), the seller's cabinet for a seller's representative.
 */
export function accountAreas(profile: Pick<Profile, 'sellerCode'> | null, principal: Principal | null): AccountArea[] {
  const areas: AccountArea[] = [];
  if (isAdmin(principal)) areas.push({ key: 'admin', href: paths.admin.home.getHref(), labelKey: 'auth.entry.admin' });
  if (isSellerUser(principal) && profile?.sellerCode) {
    areas.push({ key: 'sellerCabinet', href: paths.sellerEntities.getHref(profile.sellerCode), labelKey: 'auth.entry.sellerCabinet' });
  }
  return areas;
}
