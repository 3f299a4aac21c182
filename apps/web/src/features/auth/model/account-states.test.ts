import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isInvalidLink, recoveryFailure, registrationFailure, signInFailure } from './account-states';

const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError({ status, code, message, fields });

describe('sign-in failure', () => {
  it("shows 'Ошибка запроса / Заполните верно поля' for wrong credentials", () => {
    expect(signInFailure(apiError(401, 'invalid_credentials', 'Заполните верно поля'))).toEqual({
      title: 'Ошибка запроса',
      text: 'Заполните верно поля',
    });
  });

  it('keeps the title and says why for a blocked account and for too many attempts', () => {
    expect(signInFailure(apiError(403, 'account_blocked', 'Учётная запись заблокирована. Обратитесь к администратору платформы')).text).toBe(
      'Учётная запись заблокирована. Обратитесь к администратору платформы',
    );
    const limited = signInFailure(apiError(429, 'too_many_requests', 'Слишком много запросов, попробуйте позже'));
    expect(limited).toEqual({ title: 'Ошибка запроса', text: 'Слишком много запросов, попробуйте позже' });
  });

  it('never shows a server fault as a credentials problem', () => {
    expect(signInFailure(apiError(500, 'internal_error', 'x')).text).toBe('Что-то пошло не так');
    expect(signInFailure(new Error('boom')).text).toBe('Что-то пошло не так');
  });
});

describe('registration failure', () => {
  it('a failed password mail is error-reset-password', () => {
    expect(registrationFailure(apiError(502, 'mail_error', 'Не удалось отправить письмо'), 'email').state).toBe('error-reset-password');
  });

  it('a blank inn is error-empty-inn with the inn flagged', () => {
    const failure = registrationFailure(apiError(400, 'empty_inn', 'ИНН должен быть заполнен обязательно', { inn: 'ИНН обязателен', title: 'Наименование обязательно' }), 'email');
    expect(failure).toEqual({ state: 'error-empty-inn', fields: { inn: 'ИНН должен быть заполнен обязательно', title: 'Наименование обязательно' } });
  });

  it('duplicate e-mail and inn get the catalogue texts in their fields', () => {
    expect(registrationFailure(apiError(409, 'username_unique_error', 'whatever'), 'email')).toEqual({
      state: 'error-fields',
      fields: { email: 'Пользователь с такой эл. почтой уже существует' },
    });
    expect(registrationFailure(apiError(409, 'inn_unique_error', 'whatever'), 'email')).toEqual({
      state: 'error-fields',
      fields: { inn: 'Пользователь с таким ИНН уже существует' },
    });
  });

  it("puts other server texts into the field they name, else into the default field", () => {
    expect(registrationFailure(apiError(400, 'validation_error', 'Заполните верно поля', { email: 'Неверный формат почты' }), 'email').fields).toEqual({
      email: 'Неверный формат почты',
    });
    expect(registrationFailure(apiError(429, 'too_many_requests', 'Слишком много запросов, попробуйте позже'), 'email')).toEqual({
      state: 'error-fields',
      fields: { email: 'Слишком много запросов, попробуйте позже' },
    });
  });

  it('HTTP 500 and no answer are the generic error', () => {
    expect(registrationFailure(apiError(500, 'internal_error', 'Что-то пошло не так'), 'email').state).toBe('error');
    expect(registrationFailure(apiError(0, 'network_error', 'Нет связи'), 'email').state).toBe('error');
  });
});

describe('recovery failure', () => {
  it("HTTP 400 is reset-data-error 'Неверно указаны данные'", () => {
    const failure = recoveryFailure(apiError(400, 'email_mismatch', 'Адреса не совпадают'));
    expect(failure.state).toBe('reset-data-error');
    expect(failure.notice.title).toBe('Неверно указаны данные');
  });

  it("anything else is reset-error 'Повторите ещё раз', with the reason for too many requests", () => {
    expect(recoveryFailure(apiError(502, 'mail_error', 'x'))).toEqual({ state: 'reset-error', notice: { title: 'Повторите ещё раз', text: '' } });
    expect(recoveryFailure(apiError(429, 'too_many_requests', 'Слишком много запросов, попробуйте позже')).notice.text).toBe(
      'Слишком много запросов, попробуйте позже',
    );
  });
});

describe('password link', () => {
  it('recognises the invalid-link answer only', () => {
    expect(isInvalidLink(apiError(400, 'invalid_token', 'Ссылка недействительна'))).toBe(true);
    expect(isInvalidLink(apiError(400, 'validation_error', 'x', { token: 'Ссылка недействительна' }))).toBe(true);
    expect(isInvalidLink(apiError(400, 'validation_error', 'x', { password: 'short' }))).toBe(false);
    expect(isInvalidLink(apiError(429, 'too_many_requests', 'x'))).toBe(false);
  });
});
