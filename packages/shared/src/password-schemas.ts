/**
 * The new password's rule (POST /api/auth/password and the page /account/password): 8 to 128
 * characters taken as typed, not one of the most common passwords (common-passwords.ts), and not
 * containing the user's own e-mail address or its part before '@'. A module of its own, so that the list
 * is loaded only where a password is set.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordTokenSchema } from './account-schemas.ts';
import { isCommonPassword } from './common-passwords.ts';
import { text } from './text.ts';

/** A local part shorter than this ('a@', 'io@') is too likely inside any password to refuse it. */
const EMAIL_PART_MIN_LENGTH = 3;

/** Whether the password contains the address, or its part before '@', without regard to case. */
export function passwordContainsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (address.length > 0 && lower.includes(address)) return true;
  return local.length >= EMAIL_PART_MIN_LENGTH && lower.includes(local);
}

/** A new password: 8 to 128 characters, taken as typed (never trimmed), not a common one. */
export const newPasswordSchema = text({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: PASSWORD_MESSAGES.common, abort: true });

/** The rule for a known user: also refuses a password containing their e-mail (the server, once it knows whose link it is). */
export const newPasswordSchemaFor = (email: string) =>
  newPasswordSchema.refine((password) => !passwordContainsEmail(password, email), { error: PASSWORD_MESSAGES.containsEmail });

export const setPasswordSchema = z.object({
  token: passwordTokenSchema,
  password: newPasswordSchema,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The new-password form: the password twice. */
export const setPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirm: text({ error: PASSWORD_MESSAGES.mismatch }) })
  .refine((v) => v.password === v.passwordConfirm, { error: PASSWORD_MESSAGES.mismatch, path: ['passwordConfirm'] });
export type SetPasswordFormInput = z.input<typeof setPasswordFormSchema>;
