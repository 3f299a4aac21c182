import { describe, expect, it } from 'vitest';
import { OPERATOR } from './operator.ts';
import { PAYMENT_QR_LIMITS, PaymentQrError, type PaymentQrInput, cleanPaymentQrValue, paymentQrString } from './payment-qr.ts';

const PAYEE: PaymentQrInput = {
  name: OPERATOR.name,
  personalAcc: OPERATOR.bankAccount,
  bankName: OPERATOR.bankName,
  bic: OPERATOR.bik,
  correspAcc: OPERATOR.correspondentAccount,
  payeeInn: OPERATOR.inn,
  kpp: OPERATOR.kpp,
};

/** How a bank app reads the string: the header, the separator after it, then key=value pairs. */
function parse(text: string): { header: string; fields: Array<[string, string]> } {
  const header = text.slice(0, 7);
  const separator = text.charAt(7);
  const fields = text
    .slice(8)
    .split(separator)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    });
  return { header, fields };
}

describe('paymentQrString', () => {
  it('writes the UTF-8 header, the mandatory requisites in order, then the additional ones', () => {
    const text = paymentQrString({ ...PAYEE, sumKopecks: 150_000, purpose: 'Оплата по счёту № 17 от 23.11.2026' });
    expect(text).toBe(
      'ST00012|Name=ООО «ТМЦ Маркет»|PersonalAcc=40702810930000012345|BankName=АО «Коммерческий банк „Складской“»' +
        '|BIC=044583999|CorrespAcc=30101810600000000999|PayeeINN=7712345671|KPP=772501001|Sum=150000' +
        '|Purpose=Оплата по счёту № 17 от 23.11.2026',
    );
    const { header, fields } = parse(text);
    expect(header).toBe('ST00012');
    expect(fields.map(([key]) => key)).toEqual([
      'Name', 'PersonalAcc', 'BankName', 'BIC', 'CorrespAcc', 'PayeeINN', 'KPP', 'Sum', 'Purpose',
    ]);
  });

  it('leaves out the additional requisites that are not given', () => {
    const text = paymentQrString({ ...PAYEE, payeeInn: null, kpp: undefined });
    expect(parse(text).fields.map(([key]) => key)).toEqual(['Name', 'PersonalAcc', 'BankName', 'BIC', 'CorrespAcc']);
  });

  it('never lets the separator or a line break into a value', () => {
    const text = paymentQrString({ ...PAYEE, name: 'ООО «А|Б»', sumKopecks: 1, purpose: 'Счёт 5 |Sum=1\r\nНДС\tнет' });
    const { fields } = parse(text);
    expect(fields).toContainEqual(['Name', 'ООО «А Б»']);
    expect(fields).toContainEqual(['Purpose', 'Счёт 5 Sum=1 НДС нет']);
    expect(fields.filter(([key]) => key === 'Sum')).toEqual([['Sum', '1']]);
    expect(cleanPaymentQrValue('  a \n\n b | c  ')).toBe('a b c');
  });

  it('cuts the purpose to 210 characters and refuses an over-long mandatory value', () => {
    const long = 'Оплата '.repeat(60);
    const purpose = parse(paymentQrString({ ...PAYEE, purpose: long })).fields.find(([key]) => key === 'Purpose')?.[1] ?? '';
    expect([...purpose].length).toBeLessThanOrEqual(PAYMENT_QR_LIMITS.Purpose);
    expect(long.startsWith(purpose)).toBe(true);
    expect(() => paymentQrString({ ...PAYEE, name: 'Я'.repeat(161) })).toThrow(PaymentQrError);
    expect(() => paymentQrString({ ...PAYEE, name: 'Я'.repeat(160) })).not.toThrow();
    expect(() => paymentQrString({ ...PAYEE, bankName: 'Б'.repeat(46) })).toThrow(/BankName/);
  });

  it('refuses requisites that fail their format or checksum', () => {
    expect(() => paymentQrString({ ...PAYEE, personalAcc: '40702810930000012346' })).toThrow(/PersonalAcc/);
    expect(() => paymentQrString({ ...PAYEE, bic: '04458399' })).toThrow(PaymentQrError);
    expect(() => paymentQrString({ ...PAYEE, correspAcc: '30101810600000000998' })).toThrow(/CorrespAcc/);
    expect(() => paymentQrString({ ...PAYEE, payeeInn: '7712345670' })).toThrow(/PayeeINN/);
    expect(() => paymentQrString({ ...PAYEE, kpp: '77250100' })).toThrow(/KPP/);
    expect(() => paymentQrString({ ...PAYEE, name: ' | ' })).toThrow(/Name is empty/);
  });

  it('takes the sum as a positive whole number of kopecks', () => {
    expect(parse(paymentQrString({ ...PAYEE, sumKopecks: 99_999_999_999_999 })).fields).toContainEqual(['Sum', '99999999999999']);
    for (const bad of [0, -100, 10.5, Number.NaN, 1e15]) {
      expect(() => paymentQrString({ ...PAYEE, sumKopecks: bad })).toThrow(PaymentQrError);
    }
  });
});
