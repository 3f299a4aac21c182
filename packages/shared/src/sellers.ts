import { z } from 'zod';
import { text } from './text.ts';

export const businessCardSchema = z.object({
  sellerCode: text(),
  photoPath: text().nullable(),
  title: text(),
  address: text().nullable(),
  phoneNumber: text().nullable(),
  website: text().nullable(),
  email: text().nullable(),
  aboutSeller: text().nullable(),
  aboutTmc: text().nullable(),
  aboutDelivery: text().nullable(),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

/** A card as GET /api/auth/business-card/{sellerCode} answers it: with the seller's region and premium state. */
export const businessCardViewSchema = businessCardSchema.extend({
  region: text().nullable(),
  premium: z.boolean(),
});
export type BusinessCardView = z.infer<typeof businessCardViewSchema>;

/** A seller as the dropdown menus list it. */
export const sellerListItemSchema = z.object({
  sellerCode: text(),
  title: text(),
  shortName: text().nullable(),
  deletedAt: text().nullable(),
  /** yyyy-mm-dd */
  endConditionAt: text().nullable(),
  premium: z.boolean(),
  businessCard: businessCardSchema.nullable(),
});
export type SellerListItem = z.infer<typeof sellerListItemSchema>;

export type SellerStatusColour = 'yellow' | 'red' | 'blue' | 'grey' | 'black';

/** The fields the status colour is decided by (a premium list item, an admin list item). */
export interface SellerStatusFields {
  sellerCode: string;
  deletedAt: string | null;
  endConditionAt: string | null;
  /** Blocked by an administrator; lists that never hold blocked sellers leave it out. */
  blocked?: boolean;
}

/**
 * Colour of a seller in the admin list (specification, section 4): the selected one yellow,
 * end of conditions today or past red, deleted blue, blocked grey (the specification's 'distinct
 * colour' for blocked sellers), otherwise black. `today` is yyyy-mm-dd (Moscow).
 */
export function sellerStatusColour(seller: SellerStatusFields, selectedCode: string | null | undefined, today: string): SellerStatusColour {
  if (selectedCode && seller.sellerCode === selectedCode) return 'yellow';
  if (seller.endConditionAt && seller.endConditionAt <= today) return 'red';
  if (seller.deletedAt) return 'blue';
  if (seller.blocked) return 'grey';
  return 'black';
}
