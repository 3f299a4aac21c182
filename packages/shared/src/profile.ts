import { z } from 'zod';
import { text } from './text.ts';
import { PERMISSIONS, ROLES } from './roles.ts';

export const bankDetailsSchema = z.object({
  bankName: text().nullable(),
  bankLegalEntity: text().nullable(),
  bik: text().nullable(),
  bankInn: text().nullable(),
  bankAccount: text().nullable(),
  correspondentAccount: text().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The profile of section 3, as GET /api/auth/logged-in answers it. */
export const profileSchema = z.object({
  id: text().uuid(),
  email: text(),
  username: text(),
  title: text().nullable(),
  firstName: text().nullable(),
  middleName: text().nullable(),
  lastName: text().nullable(),
  inn: text().nullable(),
  phoneNumber: text().nullable(),
  role: z.object({ id: z.number().int(), name: z.enum(ROLES) }),
  permission: z.enum(PERMISSIONS),
  enabled: z.boolean(),
  accountNonLocked: z.boolean(),
  comment: text().nullable(),
  bankDetails: bankDetailsSchema.nullable(),
  sellerCode: text().nullable(),
  /** Whether an administrator allowed this user to place goods (POST /api/admin-panel/user/allow-placement). */
  placementAllowed: z.boolean(),
  /**
   * On a session opened through a seller entry link (the seller dropdown's 'input'): the e-mail of the
   * administrator who entered as this representative; absent or null otherwise.
   */
  enteredBy: text().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;
