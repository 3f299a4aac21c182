import { describe, expect, it } from 'vitest';
import { findDuplicateKey, isDatabaseUnavailable, parseDuplicateKeyText } from './db-errors.ts';

describe('parseDuplicateKeyText', () => {
  it('reads the constraint from the message and the key and value from the detail', () => {
    expect(
      parseDuplicateKeyText('duplicate key value violates unique constraint "users_email_key"', 'Key (lower(email))=(ivan@example.ru) already exists.'),
    ).toEqual({ constraint: 'users_email_key', key: 'lower(email)', value: 'ivan@example.ru' });
    expect(parseDuplicateKeyText('duplicate key value violates unique constraint "users_inn_key"', 'Key (inn)=(7707083893) already exists.')).toEqual({
      constraint: 'users_inn_key',
      key: 'inn',
      value: '7707083893',
    });
  });

  it('keeps parentheses and spaces inside the value, and multi-column keys', () => {
    expect(
      parseDuplicateKeyText('duplicate key value violates unique constraint "t_title_key"', 'Key (title)=(ООО «Ромашка» (Москва)) already exists.'),
    ).toMatchObject({ value: 'ООО «Ромашка» (Москва)' });
    expect(
      parseDuplicateKeyText('duplicate key value violates unique constraint "corporation_sellers_pkey"', 'Key (corporation_id, seller_id)=(1, 2) already exists.'),
    ).toMatchObject({ key: 'corporation_id, seller_id', value: '1, 2' });
  });

  it('reads one text holding both lines, and a constraint name with a doubled quote', () => {
    expect(
      parseDuplicateKeyText('duplicate key value violates unique constraint "a""b"\nDETAIL:  Key (x)=(1) already exists.'),
    ).toEqual({ constraint: 'a"b', key: 'x', value: '1' });
  });

  it('gives the constraint alone when there is no detail, and null for other errors', () => {
    expect(parseDuplicateKeyText('duplicate key value violates unique constraint "users_username_key"')).toEqual({
      constraint: 'users_username_key',
      key: null,
      value: null,
    });
    expect(parseDuplicateKeyText('null value in column "email" of relation "users" violates not-null constraint')).toBeNull();
    expect(parseDuplicateKeyText('')).toBeNull();
  });
});

describe('findDuplicateKey', () => {
  it('finds the driver error in the cause chain (drizzle wraps it)', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_inn_key"'), {
      code: '23505',
      detail: 'Key (inn)=(500100732259) already exists.',
    });
    const wrapped = new Error('Failed query: insert into "users" ...', { cause: driver });
    expect(findDuplicateKey(wrapped)).toEqual({ constraint: 'users_inn_key', key: 'inn', value: '500100732259' });
  });

  it('ignores errors of another SQLSTATE and things that are not errors', () => {
    const other = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23503' });
    expect(findDuplicateKey(other)).toBeNull();
    expect(findDuplicateKey(null)).toBeNull();
    expect(findDuplicateKey('duplicate key value violates unique constraint "x"')).toBeNull();
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  it('recognises a lost or refused connection anywhere in the cause chain', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('database "x" is not currently accepting connections', '55000'))).toBe(true);
    // Drizzle's wrapper around a rollback on a broken client.
    const wrapped = Object.assign(new Error('Failed query: rollback'), { cause: new Error('Client has encountered a connection error and is not queryable') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves the faults of a statement alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "users_email_key"', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Что-то пошло не так'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
