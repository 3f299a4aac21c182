import { assertKopecks } from './kopecks.ts';
import { isValidBankAccount, isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp } from './requisites.ts';

/**
 * The payment string of ГОСТ Р 56042-2014 ('Двумерные символы штрихового кода для осуществления
 * платежей физических лиц'), which Russian bank apps read from the QR code of an invoice:
 *
 *   ST00012|Name=…|PersonalAcc=…|BankName=…|BIC=…|CorrespAcc=…|PayeeINN=…|KPP=…|Sum=150000|Purpose=…
 *
 * - The service block 'ST0001' + '2': format ST, version 0001, character set 2 = UTF-8 (1 = WIN1251,
 *   3 = КОИ8-Р). The string is UTF-8, and the QR code must carry it as UTF-8 bytes.
 * - The character after the service block is the separator, and it must not occur in any value. We
 *   always use '|' (the standard's example, and the one every bank app expects) and replace a '|' in a
 *   value by a space; line breaks and tabs become spaces too and runs of spaces collapse, so a value
 *   can never open a field of its own.
 * - The five mandatory requisites come first, in this order: Name (up to 160 characters),
 *   PersonalAcc (20), BankName (45), BIC (9), CorrespAcc (20, '0' when the bank has none). Then the
 *   additional ones used here: PayeeINN (12), KPP (9), Sum in kopecks (up to 18 digits), Purpose (210).
 * - An over-long mandatory value, an account or code that fails its format or checksum, or a sum that
 *   is not a positive whole number of kopecks is refused (a wrong QR would send money astray); only
 *   the purpose, a free text, is cut to its 210 characters.
 */

export const PAYMENT_QR_HEADER = 'ST00012';
export const PAYMENT_QR_SEPARATOR = '|';

/** Maximum lengths of the requisites, in characters (ГОСТ Р 56042-2014, tables 1 and 2). */
export const PAYMENT_QR_LIMITS = {
  Name: 160,
  PersonalAcc: 20,
  BankName: 45,
  BIC: 9,
  CorrespAcc: 20,
  PayeeINN: 12,
  KPP: 9,
  Sum: 18,
  Purpose: 210,
} as const;

export interface PaymentQrInput {
  /** The payee's name ('ООО «ТМЦ Маркет»'). */
  name: string;
  /** The payee's settlement account (р/с), 20 digits. */
  personalAcc: string;
  bankName: string;
  bic: string;
  /** The bank's correspondent account (к/с), 20 digits. */
  correspAcc: string;
  payeeInn?: string | null;
  kpp?: string | null;
  /** The amount in whole kopecks. */
  sumKopecks?: number | null;
  purpose?: string | null;
}

export class PaymentQrError extends Error {
  override name = 'PaymentQrError';
}

/** A value with whatever could break the string's structure turned into plain spaces. */
export function cleanPaymentQrValue(value: string): string {
  return value.replace(/[|\r\n\t\f\v\u2028\u2029]/g, ' ').replace(/\s+/g, ' ').trim();
}

function field(key: keyof typeof PAYMENT_QR_LIMITS, raw: string, check?: (value: string) => boolean): string {
  const value = cleanPaymentQrValue(raw);
  if (!value) throw new PaymentQrError(`${key} is empty`);
  if ([...value].length > PAYMENT_QR_LIMITS[key]) {
    throw new PaymentQrError(`${key} is longer than ${PAYMENT_QR_LIMITS[key]} characters`);
  }
  if (check && !check(value)) throw new PaymentQrError(`${key} is not valid: ${value}`);
  return `${key}=${value}`;
}

/** The payment string for a QR code; throws PaymentQrError on a value the standard does not allow. */
export function paymentQrString(input: PaymentQrInput): string {
  const bic = cleanPaymentQrValue(input.bic);
  const fields = [
    field('Name', input.name),
    field('PersonalAcc', input.personalAcc, (v) => isValidBankAccount(v, bic)),
    field('BankName', input.bankName),
    field('BIC', bic, isValidBik),
    field('CorrespAcc', input.correspAcc, (v) => v === '0' || isValidCorrespondentAccount(v, bic)),
  ];
  if (input.payeeInn) fields.push(field('PayeeINN', input.payeeInn, isValidInn));
  if (input.kpp) fields.push(field('KPP', input.kpp, isValidKpp));
  if (input.sumKopecks !== undefined && input.sumKopecks !== null) {
    let sum: number;
    try {
      sum = assertKopecks(input.sumKopecks, 'Sum');
    } catch (error) {
      throw new PaymentQrError((error as Error).message);
    }
    if (sum <= 0) throw new PaymentQrError('Sum must be positive');
    fields.push(field('Sum', String(sum)));
  }
  const purpose = cleanPaymentQrValue(input.purpose ?? '');
  if (purpose) fields.push(field('Purpose', [...purpose].slice(0, PAYMENT_QR_LIMITS.Purpose).join('').trim()));
  return PAYMENT_QR_HEADER + PAYMENT_QR_SEPARATOR + fields.join(PAYMENT_QR_SEPARATOR);
}
