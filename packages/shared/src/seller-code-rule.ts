/**
 * The seller-code rule without zod: the web app's router checks codes in paths with it, and the router is
 * in every page's first load. A module that also built `sellerCodeSchema` would put the schema, and zod
 * with it (about 25 KB gzip), into that first load as soon as any lazy page used the schema, because the
 * bundler keeps a module's statements in the chunk of its first importer. seller-code.ts re-exports these.
 */

/** A seller (supplier) is identified by a six-digit code (specification, sections 1 and 5). */
export const SELLER_CODE_LENGTH = 6;
export const SELLER_CODE_MESSAGE = 'Код поставщика должен состоять из 6 цифр';

export const SELLER_CODE_PATTERN = /^[0-9]{6}$/;

/** Exactly six ASCII digits; leading zeros are part of the code ('000123'). */
export function isSellerCode(s: string): boolean {
  return SELLER_CODE_PATTERN.test(s);
}
