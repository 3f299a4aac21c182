import { z } from 'zod';

/** The message of a text field holding a character no field may hold. */
export const TEXT_INVALID_CHARACTERS_MESSAGE = 'Поле содержит недопустимые символы';

/**
 * Characters PostgreSQL cannot store: NUL (refused in `text`, `varchar` and `jsonb`) and a lone UTF-16
 * surrogate (invalid UTF-8; `jsonb` refuses its `\ud800` escape). Anything else a person can type is kept.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u; // eslint-disable-line no-control-regex -- NUL is what it finds

/** Whether a string can be stored as PostgreSQL text. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Every string of the API's schemas starts here instead of `z.string()` (lint refuses `z.string()` in
 * packages/shared, the server's routes and the web's forms): a NUL byte in any field is then a 400 with
 * that field's message, never a database error. Output schemas use it too, at no risk, since the
 * database can hold none of these characters. The refinement aborts, so a field reports this message
 * rather than a length or format rule further down the chain.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: TEXT_INVALID_CHARACTERS_MESSAGE, abort: true });
}
