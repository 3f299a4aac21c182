import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  allowPlacementRequestSchema,
  FULL_REGISTRATION_REQUIRED_HINTS,
  fullRegistrationHints,
  fullRegistrationSchema,
  loginRequestSchema,
  profileUpdateRequestSchema,
  quickRegistrationSchema,
  recoveryParamsSchema,
  recoverySchema,
  signInSchema,
  usernameSchema,
} from './account-schemas.ts';
import { completeInn10, completeInn12 } from './requisites.ts';

/** Field -> first message, as a form shows them. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const INN = completeInn10('770708389');

describe('the error catalogue of section 8, to the letter', () => {
  it('has every account text of the specification', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      requestError: 'Ошибка запроса',
      fillFieldsCorrectly: 'Заполните верно поля',
      somethingWentWrong: 'Что-то пошло не так',
      contactAdministrator: 'Обратитесь к администратору платформы',
      innUnique: 'Пользователь с таким ИНН уже существует',
      usernameUnique: 'Пользователь с такой эл. почтой уже существует',
      passwordMailFailed: 'Не удалось отправить письмо для создания пароля',
      innMustBeFilled: 'ИНН должен быть заполнен обязательно',
      fillInn: 'Заполнить ИНН',
      invalidData: 'Неверно указаны данные',
      tryAgain: 'Повторите ещё раз',
    });
    expect(ACCOUNT_ERROR_CODES).toMatchObject({ innUnique: 'inn_unique_error', usernameUnique: 'username_unique_error', emptyInn: 'empty_inn', mailError: 'mail_error' });
  });
});

describe('signInSchema', () => {
  it('requires the e-mail (Email обязателен) in a valid format, and the password (Пароль обязателен)', () => {
    expect(fieldErrors(signInSchema, {})).toEqual({ username: 'Email обязателен', password: 'Пароль обязателен' });
    expect(fieldErrors(signInSchema, { username: '  ', password: '' })).toEqual({ username: 'Email обязателен', password: 'Пароль обязателен' });
    expect(fieldErrors(signInSchema, { username: 'ivan.example.ru', password: 'x' })).toEqual({ username: 'Неверный формат Email' });
    expect(signInSchema.parse({ username: ' Ivan@Example.ru ', password: ' с пробелами ' })).toEqual({ username: 'Ivan@Example.ru', password: ' с пробелами ' });
  });

  it('the server-side request accepts any login name but not an empty or over-long one', () => {
    expect(loginRequestSchema.parse({ username: ' curator-ivanov ', password: 'x' }).username).toBe('curator-ivanov');
    expect(fieldErrors(loginRequestSchema, { username: '', password: '' })).toEqual({ username: 'Email обязателен', password: 'Пароль обязателен' });
    expect(fieldErrors(loginRequestSchema, { username: 'a@b.ru', password: 'п'.repeat(129) })).toEqual({ password: 'Пароль должен содержать не более 128 символов' });
  });
});

describe('quickRegistrationSchema', () => {
  it('asks for the e-mail: Электронная почта обязательна / Неверный формат почты; trimmed', () => {
    expect(fieldErrors(quickRegistrationSchema, {})).toEqual({ email: 'Электронная почта обязательна' });
    expect(fieldErrors(quickRegistrationSchema, { email: ' ' })).toEqual({ email: 'Электронная почта обязательна' });
    for (const email of ['ivan', 'ivan@', '@example.ru', 'ivan@example', 'iv an@example.ru', 'ivan@@example.ru', 'ivan@exa_mple.ru', `${'a'.repeat(250)}@b.ru`]) {
      expect(fieldErrors(quickRegistrationSchema, { email }), email).toEqual({ email: 'Неверный формат почты' });
    }
    for (const email of ['ivan@example.ru', 'ivan.petrov+tmc@sub.example.com', 'info@почта.рф', "o'neil@example.ru"]) {
      expect(quickRegistrationSchema.safeParse({ email }).success, email).toBe(true);
    }
    expect(quickRegistrationSchema.parse({ email: '  ivan@example.ru ', role: { id: 3 } })).toEqual({ email: 'ivan@example.ru' });
  });
});

describe('recoverySchema', () => {
  it('E-mail обязателен / Неверный формат E-mail', () => {
    expect(fieldErrors(recoverySchema, { email: '' })).toEqual({ email: 'E-mail обязателен' });
    expect(fieldErrors(recoverySchema, {})).toEqual({ email: 'E-mail обязателен' });
    expect(fieldErrors(recoverySchema, { email: 'нет' })).toEqual({ email: 'Неверный формат E-mail' });
    expect(recoverySchema.parse({ email: ' a@b.ru ' })).toEqual({ email: 'a@b.ru' });
    expect(fieldErrors(recoveryParamsSchema, { email: 'a@b.ru', confirmEmail: 'x' })).toEqual({ confirmEmail: 'Неверный формат E-mail' });
  });
});

describe('fullRegistrationSchema', () => {
  const valid = { title: 'ООО «Ромашка»', firstName: 'Анна', middleName: 'Сергеевна', lastName: 'Кузнецова', inn: INN, phoneNumber: '79161234567', email: 'anna@example.ru' };

  it('passes with only an inn, an e-mail and one of title, first name, last name; other fields never block', () => {
    for (const one of ['title', 'firstName', 'lastName'] as const) {
      const value = { inn: INN, email: 'a@b.ru', [one]: 'Что-то' };
      expect(fieldErrors(fullRegistrationSchema, value), one).toBeUndefined();
    }
    expect(fieldErrors(fullRegistrationSchema, { ...valid, middleName: '', phoneNumber: null, comment: undefined, bankDetails: { bik: 'не БИК' } })).toBeUndefined();
  });

  it('blocks when title, first name and last name are all blank, with each message', () => {
    expect(fieldErrors(fullRegistrationSchema, { ...valid, title: ' ', firstName: '', lastName: null })).toEqual({
      title: 'Наименование обязательно',
      firstName: 'Имя обязательно',
      lastName: 'Фамилия обязательна',
    });
  });

  it('blocks on the inn: ИНН обязателен, ИНН должен состоять из 10-12 арабских цифр, the check digit', () => {
    expect(fieldErrors(fullRegistrationSchema, { ...valid, inn: '' })).toEqual({ inn: 'ИНН обязателен' });
    expect(fieldErrors(fullRegistrationSchema, { ...valid, inn: undefined })).toEqual({ inn: 'ИНН обязателен' });
    expect(fieldErrors(fullRegistrationSchema, { ...valid, inn: null })).toEqual({ inn: 'ИНН обязателен' });
    for (const inn of ['123456789', '12345678901', '1234567890123', '77070833ab']) {
      expect(fieldErrors(fullRegistrationSchema, { ...valid, inn }), inn).toEqual({ inn: 'ИНН должен состоять из 10-12 арабских цифр' });
    }
    expect(fieldErrors(fullRegistrationSchema, { ...valid, inn: '7707083894' })).toEqual({ inn: 'Неверное контрольное число ИНН' });
    expect(fullRegistrationSchema.parse({ ...valid, inn: completeInn12('5001007322') }).inn).toHaveLength(12);
  });

  it('blocks on the e-mail, and shows every blocking message at once', () => {
    expect(fieldErrors(fullRegistrationSchema, { ...valid, email: '' })).toEqual({ email: 'Электронная почта обязательна' });
    expect(fieldErrors(fullRegistrationSchema, { ...valid, email: 'anna' })).toEqual({ email: 'Неверный формат почты' });
    expect(fieldErrors(fullRegistrationSchema, {})).toEqual({
      inn: 'ИНН обязателен',
      email: 'Электронная почта обязательна',
      title: 'Наименование обязательно',
      firstName: 'Имя обязательно',
      lastName: 'Фамилия обязательна',
    });
  });

  it('trims every value and reads missing text as empty', () => {
    const parsed = fullRegistrationSchema.parse({
      title: '  ООО «Ромашка» ',
      firstName: '\tАнна ',
      lastName: null,
      inn: ` ${INN} `,
      email: ' anna@example.ru ',
      phoneNumber: ' +7 (916) 123-45-67 ',
      bankDetails: { bankName: ' Банк ', bik: ' 044525225 ' },
    });
    expect(parsed).toEqual({
      title: 'ООО «Ромашка»',
      firstName: 'Анна',
      middleName: '',
      lastName: '',
      inn: INN,
      phoneNumber: '+7 (916) 123-45-67',
      email: 'anna@example.ru',
      comment: '',
      bankDetails: { bankName: 'Банк', bankLegalEntity: '', bik: '044525225', bankInn: '', bankAccount: '', correspondentAccount: '' },
    });
  });

  it('limits lengths so that nothing unbounded reaches the database', () => {
    expect(fieldErrors(fullRegistrationSchema, { ...valid, title: 'а'.repeat(501) })).toEqual({ title: 'Не более 500 символов' });
  });
});

describe('the required hints of the registration form', () => {
  it('are the specification texts, shown for blank fields only', () => {
    expect(FULL_REGISTRATION_REQUIRED_HINTS).toEqual({
      title: 'Наименование обязательно',
      lastName: 'Фамилия обязательна',
      firstName: 'Имя обязательно',
      middleName: 'Отчество обязательно',
      inn: 'ИНН обязателен',
      email: 'Электронная почта обязательна',
      phoneNumber: 'Телефон обязателен',
    });
    expect(fullRegistrationHints({ title: 'ООО', firstName: ' ', lastName: null, inn: INN, email: 'a@b.ru', phoneNumber: '7' })).toEqual({
      firstName: 'Имя обязательно',
      lastName: 'Фамилия обязательна',
      middleName: 'Отчество обязательно',
    });
  });
});

describe('requests of the administrator', () => {
  it('login names: no spaces or path characters', () => {
    expect(usernameSchema.parse(' curator.ivanov ')).toBe('curator.ivanov');
    expect(usernameSchema.safeParse('a@b.ru').success).toBe(true);
    for (const bad of ['', 'ab', 'два слова', 'a/b', 'a?b', 'a#b']) expect(usernameSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('allow-placement wants a user by name or id', () => {
    expect(fieldErrors(allowPlacementRequestSchema, {})).toEqual({ username: 'Укажите пользователя' });
    expect(allowPlacementRequestSchema.parse({ username: ' a@b.ru ' })).toEqual({ username: 'a@b.ru', allowed: true });
    expect(allowPlacementRequestSchema.parse({ id: '00000000-0000-4000-8000-000000000000', allowed: false }).allowed).toBe(false);
  });

  it('the profile update keeps absent keys absent (unchanged) and null as a clear', () => {
    expect(profileUpdateRequestSchema.parse({ comment: null, title: ' x ' })).toEqual({ comment: null, title: 'x' });
  });
});
