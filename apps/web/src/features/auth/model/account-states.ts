import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '@tmc/shared/account-schemas';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { ApiError } from '../../../lib/api-client';

/**
 * The states of the account modals (specification, section 2 'Modals', section 4) and which one a
 * failed call leads to, with the texts of section 8. Pure, so the rules are tested without a screen.
 */

export type SignInState = 'default' | 'progress' | 'success' | 'error';
export type RegistrationState =
  | 'default'
  | 'progress'
  | 'success'
  | 'error-fields'
  | 'error-reset-password'
  | 'error-empty-inn'
  | 'error';
export type RecoveryState = 'default' | 'progress' | 'reset-success' | 'reset-error' | 'reset-data-error';

export interface Notice {
  title: string;
  text: string;
}

const asApiError = (error: unknown): ApiError | null => (error instanceof ApiError ? error : null);

/**
 * Sign-in failure: 'Ошибка запроса' with 'Заполните верно поля' for wrong credentials; a blocked
 * account, too many attempts or no connection keep the title and say what happened instead.
 */
export function signInFailure(error: unknown): Notice {
  const apiError = asApiError(error);
  const title = ACCOUNT_MESSAGES.requestError;
  if (!apiError || apiError.status >= 500) return { title, text: GENERIC_ERROR_MESSAGES.internal };
  if (apiError.status === 401 || apiError.status === 400) return { title, text: ACCOUNT_MESSAGES.fillFieldsCorrectly };
  return { title, text: apiError.message };
}

export interface RegistrationFailure {
  state: Extract<RegistrationState, 'error-fields' | 'error-reset-password' | 'error-empty-inn' | 'error'>;
  /** Messages to put under the form's fields (error-fields, error-empty-inn). */
  fields: Record<string, string>;
}

/**
 * Registration (quick or full) failure. The password mail failed: error-reset-password (the user
 * exists; the resend link sends the mail again). A blank inn: error-empty-inn. HTTP 500 or no
 * answer: the generic error. Anything else: the server's text in the field it concerns, or in
 * `defaultField` when the server names none (section 8: 'The server error text is put into the field').
 */
export function registrationFailure(error: unknown, defaultField: string): RegistrationFailure {
  const apiError = asApiError(error);
  if (!apiError || apiError.status === 0 || (apiError.status >= 500 && apiError.code !== ACCOUNT_ERROR_CODES.mailError)) {
    return { state: 'error', fields: {} };
  }
  if (apiError.code === ACCOUNT_ERROR_CODES.mailError) return { state: 'error-reset-password', fields: {} };
  if (apiError.code === ACCOUNT_ERROR_CODES.emptyInn) {
    return { state: 'error-empty-inn', fields: { ...apiError.fields, inn: ACCOUNT_MESSAGES.innMustBeFilled } };
  }
  const known: Record<string, [field: string, message: string]> = {
    [ACCOUNT_ERROR_CODES.innUnique]: ['inn', ACCOUNT_MESSAGES.innUnique],
    [ACCOUNT_ERROR_CODES.usernameUnique]: ['email', ACCOUNT_MESSAGES.usernameUnique],
  };
  const mapped = known[apiError.code];
  if (mapped) return { state: 'error-fields', fields: { [mapped[0]]: mapped[1] } };
  const fields = Object.keys(apiError.fields).length > 0 ? { ...apiError.fields } : { [defaultField]: apiError.message };
  return { state: 'error-fields', fields };
}

/** The generic registration error of section 8 (HTTP 500). */
export const REGISTRATION_GENERIC_ERROR: Notice = {
  title: ACCOUNT_MESSAGES.somethingWentWrong,
  text: ACCOUNT_MESSAGES.contactAdministrator,
};

export interface RecoveryFailure {
  state: Extract<RecoveryState, 'reset-error' | 'reset-data-error'>;
  notice: Notice;
}

/**
 * Recovery failure: HTTP 400 is reset-data-error 'Неверно указаны данные' (malformed input only:
 * the server answers an unknown address like a known one); anything else is reset-error
 * 'Повторите ещё раз', with the reason when it is one the user can act on (too many requests, no
 * connection).
 */
export function recoveryFailure(error: unknown): RecoveryFailure {
  const apiError = asApiError(error);
  if (apiError?.status === 400) {
    return { state: 'reset-data-error', notice: { title: ACCOUNT_MESSAGES.invalidData, text: '' } };
  }
  const reason = apiError && (apiError.status === 429 || apiError.status === 0) ? apiError.message : '';
  return { state: 'reset-error', notice: { title: ACCOUNT_MESSAGES.tryAgain, text: reason } };
}

/** Is this the new-password page's "the link no longer works" answer? */
export function isInvalidLink(error: unknown): boolean {
  const apiError = asApiError(error);
  return apiError?.status === 400 && (apiError.code === ACCOUNT_ERROR_CODES.invalidToken || 'token' in apiError.fields);
}
