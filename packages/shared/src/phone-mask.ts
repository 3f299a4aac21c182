/** The callback phone mask of the specification (section 5): +X (XXX) XXX-XX-XX, 11 digits. */
export const PHONE_MAX_DIGITS = 11;
/** Up to this many digits, backspace drops a digit rather than a character of the mask. */
export const PHONE_BACKSPACE_DIGIT_LIMIT = 6;

export const CALLBACK_PHONE_MESSAGES = {
  required: 'Телефон обязателен',
  incomplete: 'Введите номер полностью: 11 цифр',
  tooLong: 'Номер телефона должен содержать не больше 11 цифр',
} as const;

/** Digits only: what is sent to the server. */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

/**
 * The digits of a Russian number in the international form: a leading 8 (the domestic trunk prefix,
 * '8 916 123-45-67') is the country code 7. The platform's phones are Russian (+7).
 */
export function russianPhoneDigits(input: string): string {
  const d = phoneDigits(input);
  return d.startsWith('8') ? `7${d.slice(1)}` : d;
}

/**
 * Formats whatever was typed or pasted as it grows: '7' -> '+7', '7916' -> '+7 (916',
 * '79161234567' -> '+7 (916) 123-45-67'; '8916…' becomes '+7 (916…' (russianPhoneDigits). Digits past
 * the 11th are dropped.
 */
export function formatPhoneMask(input: string): string {
  const d = russianPhoneDigits(input).slice(0, PHONE_MAX_DIGITS);
  if (d === '') return '';
  let out = `+${d.slice(0, 1)}`;
  if (d.length > 1) out += ` (${d.slice(1, 4)}`;
  if (d.length > 4) out += `) ${d.slice(4, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

/**
 * Backspace on a masked value: drops the last digit and reformats. Deleting only the character
 * before the caret would hit the mask's punctuation (')', ' ', '-'), which the next reformat puts
 * back, leaving the user stuck; the specification states the rule for 6 or fewer digits. This
 * function drops the last digit at any length, because it does not know the caret: a component
 * with the caret in the middle of a longer number may let the native deletion happen instead.
 */
export function phoneBackspace(current: string): string {
  return formatPhoneMask(phoneDigits(current).slice(0, -1));
}
