import { z } from 'zod';
import { PERMISSIONS, ROLES } from './roles.ts';

export const bankDetailsSchema = z.object({
  bankName: z.string().nullable(),
  bankLegalEntity: z.string().nullable(),
  bik: z.string().nullable(),
  bankInn: z.string().nullable(),
  bankAccount: z.string().nullable(),
  correspondentAccount: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** The profile of section 3, as GET /api/auth/logged-in answers it. */
export const profileSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  username: z.string(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  inn: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.enum(ROLES) }),
  permission: z.enum(PERMISSIONS),
  enabled: z.boolean(),
  accountNonLocked: z.boolean(),
  comment: z.string().nullable(),
  bankDetails: bankDetailsSchema.nullable(),
  sellerCode: z.string().nullable(),
  /** Whether an administrator allowed this user to place goods (POST /api/admin-panel/user/allow-placement). */
  placementAllowed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
