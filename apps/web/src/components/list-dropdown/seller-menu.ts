import { sellerStatusColour, type BusinessCard, type SellerStatusColour, type SellerStatusFields } from '@tmc/shared/sellers';
import { paths } from '../../config/paths';
import { numberedByTitle } from './list-config';

/**
 * Where the seller dropdown is shown (specification, section 2): 'sellers' links to the seller's goods
 * (with the /admins prefix in the admin module); 'settings' links to the admin settings of the seller.
 */
export type SellerMenuLocation = 'sellers' | 'settings';

/**
 * A seller as the dropdown needs it: the premium list's items (with business cards) and the admin list's
 * items (with the blocked flag) both fit.
 */
export interface SellerMenuItem extends SellerStatusFields {
  title: string;
  businessCard?: BusinessCard | null;
}

export interface SellerMenuEntry<T extends SellerMenuItem = SellerMenuItem> {
  /** 1-based position in the shown (filtered) list. */
  number: number;
  seller: T;
  href: string;
  colour: SellerStatusColour;
}

export interface SellerMenuOptions {
  query: string;
  location: SellerMenuLocation;
  /** True in the admin module: links get the /admins prefix. */
  admin: boolean;
  /** True in the buyers module: a seller leads to its public page, not to its cabinet. */
  buyers?: boolean;
  /** The seller whose page is open (yellow). */
  selectedCode: string | null;
  /** yyyy-mm-dd (Moscow), for the end-of-conditions rule. */
  today: string;
}

export function sellerMenuHref(sellerCode: string, location: SellerMenuLocation, admin: boolean, buyers = false): string {
  if (buyers && location === 'sellers') return paths.sellerPublic.getHref(sellerCode);
  return location === 'settings'
    ? paths.admin.settingsEntities.getHref(sellerCode)
    : paths.sellerEntities.getHref(sellerCode, { admin });
}

/** Sellers whose title starts with the query, alphabetically, numbered from 1, each with its colour. */
export function buildSellerMenu<T extends SellerMenuItem>(sellers: readonly T[], options: SellerMenuOptions): Array<SellerMenuEntry<T>> {
  return numberedByTitle(sellers, options.query, (seller) => seller.title).map(({ number, item: seller }) => ({
    number,
    seller,
    href: sellerMenuHref(seller.sellerCode, options.location, options.admin, options.buyers),
    colour: sellerStatusColour(seller, options.selectedCode, options.today),
  }));
}
