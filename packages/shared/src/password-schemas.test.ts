import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commonPasswordCount, isCommonPassword } from './common-passwords.ts';
import { newPasswordSchema, newPasswordSchemaFor, passwordContainsEmail, setPasswordFormSchema, setPasswordSchema } from './password-schemas.ts';

/** Field -> first message, as a form shows them. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const COMMON = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';
const EMAIL = 'Пароль не должен содержать ваш адрес электронной почты';

describe('passwords', () => {
  it('8 to 128 characters, as typed', () => {
    expect(fieldErrors(newPasswordSchema, '')).toEqual({ '': 'Пароль обязателен' });
    expect(fieldErrors(newPasswordSchema, undefined)).toEqual({ '': 'Пароль обязателен' });
    expect(fieldErrors(newPasswordSchema, '1234567')).toEqual({ '': 'Пароль должен содержать не менее 8 символов' });
    expect(fieldErrors(newPasswordSchema, 'x'.repeat(129))).toEqual({ '': 'Пароль должен содержать не более 128 символов' });
    for (const ok of ['73915062', 'ю'.repeat(64), 'x'.repeat(128), '  пробелы  ', 'Склад-Тула-2024']) expect(newPasswordSchema.parse(ok)).toBe(ok);
  });

  it('refuses the most common passwords, Russian habits included, without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(3000);
    for (const common of ['12345678', 'password', 'Password1', 'qwerty123', 'QWERTY123', '1q2w3e4r', 'zaq12wsx', 'йцукенгш', 'ЙЦУКЕНГШЩЗ', 'gfhjkm123', 'parol123', 'пароль123', 'iloveyou', '11111111']) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(fieldErrors(newPasswordSchema, common), common).toEqual({ '': COMMON });
    }
    expect(isCommonPassword('кабель ВВГнг 3х2,5')).toBe(false);
  });

  it("refuses a password containing the user's e-mail or its part before '@'", () => {
    const email = 'Ivan.Petrov@metall.ru';
    expect(passwordContainsEmail('ivan.petrov2024', email)).toBe(true);
    expect(passwordContainsEmail('MyIVAN.PETROV!', email)).toBe(true);
    expect(passwordContainsEmail('x ivan.petrov@metall.ru x', email)).toBe(true);
    expect(passwordContainsEmail('ivan-petrov-2024', email)).toBe(false);
    // A local part of one or two letters is inside too many passwords to count.
    expect(passwordContainsEmail('a-long-password', 'a@b.ru')).toBe(false);
    expect(fieldErrors(newPasswordSchemaFor(email), 'ivan.petrov2024')).toEqual({ '': EMAIL });
    expect(fieldErrors(newPasswordSchemaFor(email), 'qwerty123')).toEqual({ '': COMMON });
    expect(newPasswordSchemaFor(email).parse('Склад-Тула-2024')).toBe('Склад-Тула-2024');
  });

  it('the link token must look like one; the form wants the password twice', () => {
    expect(setPasswordSchema.safeParse({ token: 'Gr50mLsN7Lh5uDTkIL0KzA7J4bL75WC63XT1cTPXDrs', password: '73915062' }).success).toBe(true);
    expect(fieldErrors(setPasswordSchema, { token: 'a b', password: '73915062' })).toEqual({ token: 'Ссылка недействительна или устарела. Запросите новое письмо' });
    expect(fieldErrors(setPasswordFormSchema, { password: '73915062', passwordConfirm: '73915063' })).toEqual({ passwordConfirm: 'Пароли не совпадают' });
    expect(setPasswordFormSchema.safeParse({ password: '73915062', passwordConfirm: '73915062' }).success).toBe(true);
    expect(fieldErrors(setPasswordFormSchema, { password: 'qwerty123', passwordConfirm: 'qwerty123' })).toEqual({ password: COMMON });
  });
});
