import { z } from 'zod';
import { text } from './text.ts';

/**
 * Russian requisites (ИНН, КПП, ОГРН/ОГРНИП, БИК, bank accounts): format and checksum checks,
 * zod schemas that report one message per field (required, then format, then checksum), and
 * generators of checksum-valid values for demo data.
 *
 * The boolean checks take the value exactly as given (no trimming); the schemas trim first.
 */

export const REQUISITE_MESSAGES = {
  inn: {
    required: 'ИНН обязателен',
    format: 'ИНН должен состоять из 10-12 арабских цифр',
    checksum: 'Неверное контрольное число ИНН',
  },
  kpp: {
    required: 'КПП обязателен',
    length: 'КПП должен состоять из 9 символов',
    format: 'КПП должен иметь вид: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  },
  ogrn: {
    required: 'ОГРН обязателен',
    format: 'ОГРН должен состоять из 13 или 15 цифр',
    checksum: 'Неверное контрольное число ОГРН',
  },
  bik: {
    required: 'БИК обязателен',
    format: 'БИК должен состоять из 9 цифр',
    prefix: 'БИК должен начинаться с 04',
  },
  bankName: {
    required: 'Наименование банка обязательно',
  },
  bankAccount: {
    required: 'Расчётный счёт обязателен',
    format: 'Расчётный счёт должен состоять из 20 цифр',
    checksum: 'Неверный расчётный счёт для указанного БИК',
  },
  correspondentAccount: {
    required: 'Корреспондентский счёт обязателен',
    format: 'Корреспондентский счёт должен состоять из 20 цифр',
    prefix: 'Корреспондентский счёт должен начинаться с 30101',
    checksum: 'Неверный корреспондентский счёт для указанного БИК',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Arithmetic

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * Number(digits.charAt(i)), 0);
}

/** The remainder of a long decimal string, digit by digit (a 14-digit OGRNIP prefix fits a double, but no need to rely on it). */
function decimalMod(digits: string, modulus: number): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % modulus;
  return rest;
}

function assertDigits(value: string, lengths: readonly number[], what: string): void {
  if (!/^[0-9]+$/.test(value) || !lengths.includes(value.length)) {
    throw new Error(`${what}: expected ${lengths.join(' or ')} digits, got '${value}'`);
  }
}

// ---------------------------------------------------------------------------------------------
// ИНН: 10 digits for a legal entity, 12 for an individual

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function innControlDigit(digits: string, weights: readonly number[]): string {
  return String((weightedSum(digits, weights) % 11) % 10);
}

const INN_FORMAT = /^(?:[0-9]{10}|[0-9]{12})$/;

/** A 10- or 12-digit ИНН whose control digits are right (11 digits is never valid). */
export function isValidInn(s: string): boolean {
  if (!INN_FORMAT.test(s)) return false;
  if (s.length === 10) return s.charAt(9) === innControlDigit(s, INN10_WEIGHTS);
  return s.charAt(10) === innControlDigit(s, INN12_WEIGHTS_11) && s.charAt(11) === innControlDigit(s, INN12_WEIGHTS_12);
}

/** The 10-digit ИНН of a legal entity with these first 9 digits. */
export function completeInn10(first9: string): string {
  assertDigits(first9, [9], 'completeInn10');
  return first9 + innControlDigit(first9, INN10_WEIGHTS);
}

/** The 12-digit ИНН of an individual with these first 10 digits. */
export function completeInn12(first10: string): string {
  assertDigits(first10, [10], 'completeInn12');
  const first11 = first10 + innControlDigit(first10, INN12_WEIGHTS_11);
  return first11 + innControlDigit(first11, INN12_WEIGHTS_12);
}

// ---------------------------------------------------------------------------------------------
// КПП: NNNN (tax office) + PP (reason: digits, or capital Latin letters since 2012) + XXX

const KPP_FORMAT = /^[0-9]{4}[0-9A-Z]{2}[0-9]{3}$/;

/** A КПП has no checksum; only its format can be checked. */
export function isValidKpp(s: string): boolean {
  return KPP_FORMAT.test(s);
}

// ---------------------------------------------------------------------------------------------
// ОГРН (13 digits): control = first 12 mod 11, then mod 10; ОГРНИП (15): first 14 mod 13, then mod 10

function ogrnControlDigit(body: string): string {
  const modulus = body.length === 12 ? 11 : 13;
  return String(decimalMod(body, modulus) % 10);
}

const OGRN_FORMAT = /^(?:[0-9]{13}|[0-9]{15})$/;

/** A 13-digit ОГРН or a 15-digit ОГРНИП whose control digit is right. */
export function isValidOgrn(s: string): boolean {
  if (!OGRN_FORMAT.test(s)) return false;
  return s.charAt(s.length - 1) === ogrnControlDigit(s.slice(0, -1));
}

/** The 13-digit ОГРН with these first 12 digits. */
export function completeOgrn(first12: string): string {
  assertDigits(first12, [12], 'completeOgrn');
  return first12 + ogrnControlDigit(first12);
}

/** The 15-digit ОГРНИП with these first 14 digits. */
export function completeOgrnip(first14: string): string {
  assertDigits(first14, [14], 'completeOgrnip');
  return first14 + ogrnControlDigit(first14);
}

// ---------------------------------------------------------------------------------------------
// БИК: 9 digits, '04' is the Russian Federation's code (banks; treasury БИК ТОФК are not accepted)

const BIK_FORMAT = /^[0-9]{9}$/;
const BIK_PREFIX = '04';

export function isValidBik(s: string): boolean {
  return BIK_FORMAT.test(s) && s.startsWith(BIK_PREFIX);
}

// ---------------------------------------------------------------------------------------------
// Bank accounts (the Bank of Russia's control key): the 3 BIK-derived digits followed by
// the 20-digit account, weighted 7, 1, 3 repeated, sum to a multiple of 10. The control key is the
// account's 9th digit (index 8). The weights are coprime with 10, so any single wrong digit is caught.

const ACCOUNT_FORMAT = /^[0-9]{20}$/;
const ACCOUNT_WEIGHTS = [7, 1, 3] as const;
const ACCOUNT_KEY_INDEX = 8;
/** Correspondent accounts of banks at the Bank of Russia are on balance account 30101. */
const CORRESPONDENT_PREFIX = '30101';

function accountSum(prefix3: string, account: string): number {
  return Array.from(prefix3 + account).reduce((sum, ch, i) => sum + Number(ch) * (ACCOUNT_WEIGHTS[i % 3] ?? 0), 0);
}

/** A settlement account is keyed with the BIK's last 3 digits (the bank's number). */
function settlementPrefix(bik: string): string {
  return bik.slice(-3);
}

/** A correspondent account is keyed with '0' and the BIK's 5th-6th digits (the Bank of Russia branch). */
function correspondentPrefix(bik: string): string {
  return `0${bik.slice(4, 6)}`;
}

/** Puts the control key at index 8, replacing the digit there. */
function withKey(prefix3: string, account: string): string {
  const zeroed = account.slice(0, ACCOUNT_KEY_INDEX) + '0' + account.slice(ACCOUNT_KEY_INDEX + 1);
  // Key weight is 3 (index 8 + 3 prefix digits = 11, 11 mod 3 = 2), and 3 * 3 = 9 = -1 (mod 10).
  const key = ((accountSum(prefix3, zeroed) % 10) * 3) % 10;
  return zeroed.slice(0, ACCOUNT_KEY_INDEX) + String(key) + zeroed.slice(ACCOUNT_KEY_INDEX + 1);
}

/** A 20-digit settlement (расчётный) account that is valid for this BIK. */
export function isValidBankAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && ACCOUNT_FORMAT.test(account) && accountSum(settlementPrefix(bik), account) % 10 === 0;
}

/** A 20-digit correspondent account, on balance account 30101, that is valid for this BIK. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    isValidBik(bik) &&
    ACCOUNT_FORMAT.test(account) &&
    account.startsWith(CORRESPONDENT_PREFIX) &&
    accountSum(correspondentPrefix(bik), account) % 10 === 0
  );
}

/**
 * A settlement account valid for `bik`. `digits19` is 19 digits (the key is inserted at index 8) or
 * 20 digits (the digit at index 8 is replaced by the key).
 */
export function completeBankAccount(bik: string, digits19: string): string {
  if (!isValidBik(bik)) throw new Error(`completeBankAccount: invalid BIK '${bik}'`);
  assertDigits(digits19, [19, 20], 'completeBankAccount');
  const account =
    digits19.length === 19
      ? digits19.slice(0, ACCOUNT_KEY_INDEX) + '0' + digits19.slice(ACCOUNT_KEY_INDEX)
      : digits19;
  return withKey(settlementPrefix(bik), account);
}

/** The bank's correspondent account '30101810K00000000NNN', NNN being the BIK's last 3 digits. */
export function completeCorrespondentAccount(bik: string): string {
  if (!isValidBik(bik)) throw new Error(`completeCorrespondentAccount: invalid BIK '${bik}'`);
  return withKey(correspondentPrefix(bik), `${CORRESPONDENT_PREFIX}810000000000${bik.slice(-3)}`);
}

// ---------------------------------------------------------------------------------------------
// Schemas

type Rule = readonly [test: (value: string) => boolean, message: string];

/** The first failing rule's message, if any. */
function firstFailure(value: string, rules: readonly Rule[]): string | undefined {
  return rules.find(([test]) => !test(value))?.[1];
}

/**
 * A trimmed string: missing or blank gives `required`, then the first failing rule gives its
 * message and no other, so a field never shows a checksum message for a value of the wrong shape.
 * One superRefine rather than checks with `abort: true`: an explicitly aborted field would also
 * stop bankDetailsInputSchema's cross-field check, which should still run when another field is
 * blank.
 */
function requisiteSchema(required: string, rules: readonly Rule[], normalise?: (value: string) => string) {
  let schema = text({ error: (issue) => (issue.input == null ? required : rules[0]?.[1]) }).trim();
  if (normalise) schema = schema.overwrite(normalise);
  return schema.superRefine((value, ctx) => {
    const message = value === '' ? required : firstFailure(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Like requisiteSchema, but blank, null and missing are accepted (as '' / null / undefined). */
function optionalRequisiteSchema(rules: readonly Rule[]) {
  return text({ error: rules[0]?.[1] })
    .trim()
    .superRefine((value, ctx) => {
      const message = value === '' ? undefined : firstFailure(value, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullish();
}

const M = REQUISITE_MESSAGES;

const innRules: readonly Rule[] = [
  [(v) => INN_FORMAT.test(v), M.inn.format],
  [isValidInn, M.inn.checksum],
];

export const innSchema = requisiteSchema(M.inn.required, innRules);

/**
 * Capital letters are the only valid ones, so lower case typed by hand is raised rather than
 * refused.
 */
export const kppSchema = requisiteSchema(
  M.kpp.required,
  [
    [(v) => v.length === 9, M.kpp.length],
    [isValidKpp, M.kpp.format],
  ],
  (v) => v.toUpperCase(),
);

export const ogrnSchema = requisiteSchema(M.ogrn.required, [
  [(v) => OGRN_FORMAT.test(v), M.ogrn.format],
  [isValidOgrn, M.ogrn.checksum],
]);

export const bikSchema = requisiteSchema(M.bik.required, [
  [(v) => BIK_FORMAT.test(v), M.bik.format],
  [isValidBik, M.bik.prefix],
]);

/** Format only: the checksum needs the BIK, so bankDetailsInputSchema checks it. */
export const bankAccountSchema = requisiteSchema(M.bankAccount.required, [
  [(v) => ACCOUNT_FORMAT.test(v), M.bankAccount.format],
]);

/** Format only: the checksum needs the BIK, so bankDetailsInputSchema checks it. */
export const correspondentAccountSchema = requisiteSchema(M.correspondentAccount.required, [
  [(v) => ACCOUNT_FORMAT.test(v), M.correspondentAccount.format],
  [(v) => v.startsWith(CORRESPONDENT_PREFIX), M.correspondentAccount.prefix],
]);

const ACCOUNT_FIELDS = new Set<PropertyKey>(['bik', 'bankAccount', 'correspondentAccount']);

/**
 * Bank details as a form or an API client submits them (the field names of section 3). Bank name,
 * BIK and both accounts are needed to issue an invoice; the bank's legal entity name and ИНН are
 * optional, but an ИНН given must be valid. Both accounts are checked against the BIK, and the
 * message goes on the account field.
 */
export const bankDetailsInputSchema = z
  .object({
    bankName: requisiteSchema(M.bankName.required, []),
    bankLegalEntity: text().trim().nullish(),
    bik: bikSchema,
    bankInn: optionalRequisiteSchema(innRules),
    bankAccount: bankAccountSchema,
    correspondentAccount: correspondentAccountSchema,
  })
  .superRefine(
    (value, ctx) => {
      if (!isValidBankAccount(value.bankAccount, value.bik)) {
        ctx.addIssue({ code: 'custom', message: M.bankAccount.checksum, path: ['bankAccount'] });
      }
      if (!isValidCorrespondentAccount(value.correspondentAccount, value.bik)) {
        ctx.addIssue({ code: 'custom', message: M.correspondentAccount.checksum, path: ['correspondentAccount'] });
      }
    },
    {
      // Also when another field (say the bank name) is missing, so every account message shows at
      // once; but not when the BIK or an account already has its own format message.
      when: (payload) => !payload.issues.some((issue) => ACCOUNT_FIELDS.has(issue.path?.[0] ?? '')),
    },
  );
export type BankDetailsInput = z.infer<typeof bankDetailsInputSchema>;
