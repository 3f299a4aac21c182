import { z } from 'zod';
import { text } from './text.ts';
import { GENERIC_ERROR_MESSAGES } from './api-error.ts';
import { CALLBACK_PHONE_MESSAGES } from './phone-mask.ts';
import { innSchema, REQUISITE_MESSAGES } from './requisites.ts';

/**
 * Accounts: sign-in, quick and full registration, recovery and the new password (specification,
 * sections 4, 5, 7 and 8). One place for the schemas and texts: the server validates requests with
 * them, the web's forms resolve with them.
 */

// ---------------------------------------------------------------------------------------------
// Texts

/** The error catalogue of section 8 for accounts, to the letter, plus the few texts the spec leaves to us. */
export const ACCOUNT_MESSAGES = {
  /** Sign-in failure: title 'Ошибка запроса' with text 'Заполните верно поля'. */
  requestError: 'Ошибка запроса',
  fillFieldsCorrectly: GENERIC_ERROR_MESSAGES.validation,
  /** Registration, HTTP 500: 'Что-то пошло не так' with 'Обратитесь к администратору платформы'. */
  somethingWentWrong: GENERIC_ERROR_MESSAGES.internal,
  contactAdministrator: 'Обратитесь к администратору платформы',
  innUnique: 'Пользователь с таким ИНН уже существует',
  usernameUnique: 'Пользователь с такой эл. почтой уже существует',
  /** Password-mail failure, shown with a resend link. */
  passwordMailFailed: 'Не удалось отправить письмо для создания пароля',
  /** Empty inn, shown with the button 'Заполнить ИНН'. */
  innMustBeFilled: 'ИНН должен быть заполнен обязательно',
  fillInn: 'Заполнить ИНН',
  /** Recovery, HTTP 400. */
  invalidData: 'Неверно указаны данные',
  /** Recovery, other errors. */
  tryAgain: 'Повторите ещё раз',
  // Where the specification is silent:
  accountBlocked: 'Учётная запись заблокирована. Обратитесь к администратору платформы',
  invalidLink: 'Ссылка недействительна или устарела. Запросите новое письмо',
  emailsDiffer: 'Адреса электронной почты в запросе не совпадают',
  userRequired: 'Укажите пользователя',
  permissionNotForRole: 'Этот уровень доступа не подходит для роли пользователя',
} as const;

/** The `error.code` values the account endpoints answer with (besides validation_error, unauthorized, forbidden, not_found, too_many_requests). */
export const ACCOUNT_ERROR_CODES = {
  innUnique: 'inn_unique_error',
  usernameUnique: 'username_unique_error',
  emptyInn: 'empty_inn',
  mailError: 'mail_error',
  invalidCredentials: 'invalid_credentials',
  accountBlocked: 'account_blocked',
  invalidToken: 'invalid_token',
  emailMismatch: 'email_mismatch',
} as const;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email обязателен',
  emailFormat: 'Неверный формат Email',
  passwordRequired: 'Пароль обязателен',
} as const;

export const REGISTRATION_MESSAGES = {
  title: 'Наименование обязательно',
  lastName: 'Фамилия обязательна',
  firstName: 'Имя обязательно',
  middleName: 'Отчество обязательно',
  innRequired: REQUISITE_MESSAGES.inn.required,
  innFormat: REQUISITE_MESSAGES.inn.format,
  emailRequired: 'Электронная почта обязательна',
  emailFormat: 'Неверный формат почты',
  phone: CALLBACK_PHONE_MESSAGES.required,
} as const;

export const RECOVERY_MESSAGES = {
  emailRequired: 'E-mail обязателен',
  emailFormat: 'Неверный формат E-mail',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: SIGN_IN_MESSAGES.passwordRequired,
  tooShort: `Пароль должен содержать не менее ${PASSWORD_MIN_LENGTH} символов`,
  tooLong: `Пароль должен содержать не более ${PASSWORD_MAX_LENGTH} символов`,
  mismatch: 'Пароли не совпадают',
  common: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой',
  containsEmail: 'Пароль не должен содержать ваш адрес электронной почты',
} as const;

export const USERNAME_MESSAGES = {
  required: 'Имя пользователя обязательно',
  format: 'Имя пользователя: от 3 до 254 символов, без пробелов и символов / ? # %',
} as const;

const tooLong = (max: number) => `Не более ${max} символов`;

// ---------------------------------------------------------------------------------------------
// Fields

export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address: the local part as zod's own pattern (Latin letters, digits, _ ' + - and dots
 * between), the domain in any alphabet (почта.рф) with a top-level domain of two letters or more.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** A trimmed e-mail: missing or blank gives `required`, anything else that is not an address gives `format`. */
export function emailField(messages: { required: string; format: string }) {
  return text({ error: (issue) => (issue.input == null ? messages.required : messages.format) })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: messages.format, abort: true })
    .regex(EMAIL_PATTERN, { error: messages.format });
}

/** The password of a sign-in: required; longer than any password we accept is refused before hashing. */
const signInPasswordSchema = text({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/** A login name (set by an administrator): e-mail addresses, and curators' names that appear in paths. */
export const usernameSchema = text({ error: USERNAME_MESSAGES.required })
  .trim()
  .min(1, { error: USERNAME_MESSAGES.required, abort: true })
  .regex(/^[^\s/?#%]{3,254}$/u, { error: USERNAME_MESSAGES.format });

/** Optional free text: trimmed; missing and null read as ''. */
function optionalText(max: number) {
  return text()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => v ?? '');
}

export const TEXT_LIMITS = { title: 500, name: 100, phoneNumber: 32, comment: 2000, bankField: 500 } as const;

// ---------------------------------------------------------------------------------------------
// Sign-in: POST /api/auth/login

/** The sign-in form (modal 'Sign-in'): its e-mail goes to the server as `username`. */
export const signInSchema = z.object({
  username: emailField({ required: SIGN_IN_MESSAGES.emailRequired, format: SIGN_IN_MESSAGES.emailFormat }),
  password: signInPasswordSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * What POST /api/auth/login accepts (form or JSON). Looser than the form: a login name need not be
 * an e-mail address (curators' names), so a wrong one is simply not found.
 */
export const loginRequestSchema = z.object({
  username: text({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: SIGN_IN_MESSAGES.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: tooLong(EMAIL_MAX_LENGTH) }),
  password: signInPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of a successful sign-in (and of setting a password): a bearer token for the Authorization header. */
export const loginResponseSchema = z.object({
  token: text(),
  tokenType: z.literal('Bearer'),
  /** ISO 8601; the expiry slides forward while the session is used. */
  expiresAt: text(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Quick registration: POST /api/admin-panel/user/create

/** E-mail only. The request may carry role and permission (a profile); they are ignored: always BUYER, STANDART. */
export const quickRegistrationSchema = z.object({
  email: emailField({ required: REGISTRATION_MESSAGES.emailRequired, format: REGISTRATION_MESSAGES.emailFormat }),
});
export type QuickRegistrationInput = z.input<typeof quickRegistrationSchema>;

// ---------------------------------------------------------------------------------------------
// Full registration: PUT /api/admin-panel/user/update (the profile form)

/** Bank details in a buyer's profile: free text, trimmed; they never block saving the profile. */
export const bankDetailsFormSchema = z.object({
  bankName: optionalText(TEXT_LIMITS.bankField),
  bankLegalEntity: optionalText(TEXT_LIMITS.bankField),
  bik: optionalText(TEXT_LIMITS.bankField),
  bankInn: optionalText(TEXT_LIMITS.bankField),
  bankAccount: optionalText(TEXT_LIMITS.bankField),
  correspondentAccount: optionalText(TEXT_LIMITS.bankField),
});

const NAME_GROUP = ['title', 'firstName', 'lastName'] as const;

/**
 * The full registration form. Blocking, as the specification says, only: an invalid inn (blank,
 * not 10-12 digits, or a wrong check digit), an invalid e-mail, or title, first name and last name
 * all blank (then each of the three gets its message). Every other field is free, trimmed text; the
 * 'required' texts of those fields are hints (FULL_REGISTRATION_REQUIRED_HINTS), never errors.
 */
export const fullRegistrationSchema = z
  .object({
    title: optionalText(TEXT_LIMITS.title),
    firstName: optionalText(TEXT_LIMITS.name),
    middleName: optionalText(TEXT_LIMITS.name),
    lastName: optionalText(TEXT_LIMITS.name),
    inn: innSchema,
    phoneNumber: optionalText(TEXT_LIMITS.phoneNumber),
    email: emailField({ required: REGISTRATION_MESSAGES.emailRequired, format: REGISTRATION_MESSAGES.emailFormat }),
    comment: optionalText(TEXT_LIMITS.comment),
    bankDetails: bankDetailsFormSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine(
    (value, ctx) => {
      if (NAME_GROUP.every((key) => value[key] === '')) {
        for (const key of NAME_GROUP) ctx.addIssue({ code: 'custom', message: REGISTRATION_MESSAGES[key], path: [key] });
      }
    },
    // Also when inn or e-mail already failed, so every blocking message shows at once.
    { when: (payload) => !payload.issues.some((issue) => (NAME_GROUP as readonly PropertyKey[]).includes(issue.path?.[0] ?? '')) },
  );
export type FullRegistrationInput = z.input<typeof fullRegistrationSchema>;
export type FullRegistration = z.output<typeof fullRegistrationSchema>;

/** The 'required' texts of the registration form, shown as hints beside blank fields without blocking. */
export const FULL_REGISTRATION_REQUIRED_HINTS = {
  title: REGISTRATION_MESSAGES.title,
  lastName: REGISTRATION_MESSAGES.lastName,
  firstName: REGISTRATION_MESSAGES.firstName,
  middleName: REGISTRATION_MESSAGES.middleName,
  inn: REGISTRATION_MESSAGES.innRequired,
  email: REGISTRATION_MESSAGES.emailRequired,
  phoneNumber: REGISTRATION_MESSAGES.phone,
} as const;
export type RequiredHintField = keyof typeof FULL_REGISTRATION_REQUIRED_HINTS;

/** The hints for the fields that are blank (after trimming) in these form values. */
export function fullRegistrationHints(values: Partial<Record<RequiredHintField, string | null | undefined>>): Partial<Record<RequiredHintField, string>> {
  const hints: Partial<Record<RequiredHintField, string>> = {};
  for (const key of Object.keys(FULL_REGISTRATION_REQUIRED_HINTS) as RequiredHintField[]) {
    if ((values[key] ?? '').trim() === '') hints[key] = FULL_REGISTRATION_REQUIRED_HINTS[key];
  }
  return hints;
}

/**
 * The body of PUT /api/admin-panel/user/update. A missing key leaves the field as it is; null or ''
 * clears it. The profile fields, once merged with the stored profile, must pass
 * fullRegistrationSchema. `username`, `enabled`, `accountNonLocked` and `permission` are applied only
 * for an administrator (L1, L2) updating another user (`?id`); otherwise they are ignored, so a
 * form may send the whole profile back. Other keys (id, role, sellerCode, ...) are ignored.
 */
export const profileUpdateRequestSchema = z.object({
  title: text().trim().max(TEXT_LIMITS.title, { error: tooLong(TEXT_LIMITS.title) }).nullish(),
  firstName: text().trim().max(TEXT_LIMITS.name, { error: tooLong(TEXT_LIMITS.name) }).nullish(),
  middleName: text().trim().max(TEXT_LIMITS.name, { error: tooLong(TEXT_LIMITS.name) }).nullish(),
  lastName: text().trim().max(TEXT_LIMITS.name, { error: tooLong(TEXT_LIMITS.name) }).nullish(),
  inn: text().trim().max(64, { error: REGISTRATION_MESSAGES.innFormat }).nullish(),
  phoneNumber: text().trim().max(TEXT_LIMITS.phoneNumber, { error: tooLong(TEXT_LIMITS.phoneNumber) }).nullish(),
  email: text().trim().max(EMAIL_MAX_LENGTH, { error: REGISTRATION_MESSAGES.emailFormat }).nullish(),
  comment: text().trim().max(TEXT_LIMITS.comment, { error: tooLong(TEXT_LIMITS.comment) }).nullish(),
  bankDetails: bankDetailsFormSchema.nullish(),
  username: text().max(1000).nullish(),
  enabled: z.boolean().nullish(),
  accountNonLocked: z.boolean().nullish(),
  permission: text().max(32).nullish(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const profileUpdateQuerySchema = z.object({
  id: z.uuid({ error: 'Неверный идентификатор пользователя' }).optional(),
});

// ---------------------------------------------------------------------------------------------
// Placement: POST /api/admin-panel/user/allow-placement

/** The user by login name or id; `allowed` (default true) false withdraws the permission. */
export const allowPlacementRequestSchema = z
  .object({
    username: text().trim().min(1).max(1000).optional(),
    id: z.uuid({ error: 'Неверный идентификатор пользователя' }).optional(),
    allowed: z.boolean().default(true),
  })
  .refine((v) => v.username !== undefined || v.id !== undefined, { error: ACCOUNT_MESSAGES.userRequired, path: ['username'] });
export type AllowPlacementRequest = z.input<typeof allowPlacementRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Recovery: PUT /api/auth/{email}/reset-password/{email}

export const recoverySchema = z.object({
  email: emailField({ required: RECOVERY_MESSAGES.emailRequired, format: RECOVERY_MESSAGES.emailFormat }),
});
export type RecoveryInput = z.input<typeof recoverySchema>;

/** The path parameters of the recovery call: the same address twice. */
export const recoveryParamsSchema = z.object({
  email: recoverySchema.shape.email,
  confirmEmail: recoverySchema.shape.email,
});

// ---------------------------------------------------------------------------------------------
// New password: POST /api/auth/password (the page /account/password?token=...)

export const PASSWORD_PAGE_PATH = '/account/password';

/** The link's token: 256 random bits in base64url (43 characters). */
export const passwordTokenSchema = text({ error: ACCOUNT_MESSAGES.invalidLink })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: ACCOUNT_MESSAGES.invalidLink });

// The new password's rule and the schemas of this call live in password-schemas.ts (with the list of
// common passwords, which only the pages that set a password load).
