import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  bankAccountSchema,
  bankDetailsInputSchema,
  bikSchema,
  completeBankAccount,
  completeCorrespondentAccount,
  completeInn10,
  completeInn12,
  completeOgrn,
  completeOgrnip,
  correspondentAccountSchema,
  innSchema,
  isValidBankAccount,
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  kppSchema,
  ogrnSchema,
} from './requisites.ts';

/** Every message a schema gives, in order. */
function messages(schema: z.ZodType, value: unknown): string[] | undefined {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message);
}

/** The value with its digit at `index` replaced by each other digit. */
function everyOtherDigitAt(value: string, index: number): string[] {
  const out: string[] = [];
  for (let d = 0; d <= 9; d++) {
    if (String(d) !== value.charAt(index)) out.push(value.slice(0, index) + String(d) + value.slice(index + 1));
  }
  return out;
}

// Published requisites of real banks; each checksum was verified by hand before being asserted.
const SBER = { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', bik: '044525225', corr: '30101810400000000225' };
const BANKS = [
  { name: 'Сбербанк', bik: '044525225', corr: '30101810400000000225' },
  { name: 'ВТБ', bik: '044525187', corr: '30101810700000000187' },
  { name: 'Альфа-Банк', bik: '044525593', corr: '30101810200000000593' },
  { name: 'Т-Банк', bik: '044525974', corr: '30101810145250000974' },
  { name: 'Северо-Западный банк Сбербанка', bik: '044030653', corr: '30101810500000000653' },
];
// Settlement accounts at Сбербанк (БИК 044525225) with a correct key.
const SBER_ACCOUNTS = ['40702810438000034726', '40702810038000017240'];

describe('isValidInn', () => {
  it('accepts real 10-digit ИНН of legal entities', () => {
    // Сбербанк, Яндекс, Альфа-Банк, Т-Банк, ВТБ
    for (const inn of ['7707083893', '7736207543', '7728168971', '7710140679', '7702070139']) {
      expect(isValidInn(inn)).toBe(true);
    }
  });

  it('accepts a real 12-digit ИНН of an individual', () => {
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('refuses a wrong control digit', () => {
    for (const inn of everyOtherDigitAt('7707083893', 9)) expect(isValidInn(inn)).toBe(false);
    for (const inn of everyOtherDigitAt('500100732259', 10)) expect(isValidInn(inn)).toBe(false);
    for (const inn of everyOtherDigitAt('500100732259', 11)) expect(isValidInn(inn)).toBe(false);
    expect(isValidInn('772053433860')).toBe(false);
  });

  it('checks both control digits of a 12-digit ИНН', () => {
    // The 11th digit right but the 12th wrong, and the other way round.
    expect(isValidInn('500100732250')).toBe(false);
    expect(isValidInn('500100732209')).toBe(false);
  });

  it('refuses other lengths and characters', () => {
    for (const inn of ['', '770708389', '77070838931', '77070838930', '7707083893 ', ' 7707083893', '770708389X', '5001007322599', '７７０７０８３８９３']) {
      expect(isValidInn(inn)).toBe(false);
    }
  });

  it('does not take a 10-digit ИНН inside 11 or 12 digits for valid', () => {
    // A valid 10-digit ИНН followed by digits is neither a 10- nor a valid 12-digit ИНН.
    expect(isValidInn('77070838930')).toBe(false);
    expect(isValidInn('770708389300')).toBe(false);
  });
});

describe('innSchema', () => {
  it('gives the required message for a blank or missing value', () => {
    for (const value of ['', '   ', undefined, null]) expect(messages(innSchema, value)).toEqual(['ИНН обязателен']);
  });

  it('gives the format message, and only it, for a value of the wrong shape (11 digits too)', () => {
    for (const value of ['770708389', '77070838931', '7707O83893', '7707-083893', '5001007322599', 7707083893]) {
      expect(messages(innSchema, value)).toEqual(['ИНН должен состоять из 10-12 арабских цифр']);
    }
  });

  it('gives the checksum message for a well-formed ИНН with a wrong control digit', () => {
    expect(messages(innSchema, '7707083894')).toEqual(['Неверное контрольное число ИНН']);
    expect(messages(innSchema, '500100732258')).toEqual(['Неверное контрольное число ИНН']);
  });

  it('trims a valid ИНН', () => {
    expect(innSchema.parse(' 7707083893 ')).toBe('7707083893');
    expect(innSchema.parse('500100732259')).toBe('500100732259');
  });
});

describe('isValidKpp and kppSchema', () => {
  it('accepts 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    for (const kpp of [SBER.kpp, '773643001', '7736AB001', '77360A001', '7736Z9001']) expect(isValidKpp(kpp)).toBe(true);
  });

  it('refuses other shapes', () => {
    for (const kpp of ['', '77360100', '7736010011', '7736ab001', '7736АБ001', 'A73601001', '773601A01', '7736-1001']) {
      expect(isValidKpp(kpp)).toBe(false);
    }
  });

  it('gives one message per problem', () => {
    expect(messages(kppSchema, '')).toEqual(['КПП обязателен']);
    expect(messages(kppSchema, undefined)).toEqual(['КПП обязателен']);
    expect(messages(kppSchema, '77360100')).toEqual(['КПП должен состоять из 9 символов']);
    expect(messages(kppSchema, '7736010011')).toEqual(['КПП должен состоять из 9 символов']);
    expect(messages(kppSchema, '7736АБ001')).toEqual([
      'КПП должен иметь вид: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    ]);
  });

  it('trims and raises Latin letters typed in lower case', () => {
    expect(kppSchema.parse(' 7736ab001 ')).toBe('7736AB001');
    expect(kppSchema.parse(SBER.kpp)).toBe(SBER.kpp);
  });
});

describe('isValidOgrn', () => {
  it('accepts real 13-digit ОГРН', () => {
    // Сбербанк, ВТБ, Альфа-Банк, Т-Банк, Яндекс
    for (const ogrn of ['1027700132195', '1027739609391', '1027700067328', '1027739642281', '1027700229193']) {
      expect(isValidOgrn(ogrn)).toBe(true);
    }
  });

  it('accepts real 15-digit ОГРНИП (modulus 13, not 11)', () => {
    expect(isValidOgrn('304500116000157')).toBe(true);
    expect(isValidOgrn('316861700133226')).toBe(true);
    // Under the 13-digit rule (mod 11) the control digit of this one would be 0, not 2.
    expect(isValidOgrn('304463210700212')).toBe(true);
    expect(isValidOgrn('304463210700210')).toBe(false);
  });

  it('refuses a wrong control digit', () => {
    for (const ogrn of everyOtherDigitAt('1027700132195', 12)) expect(isValidOgrn(ogrn)).toBe(false);
    for (const ogrn of everyOtherDigitAt('304500116000157', 14)) expect(isValidOgrn(ogrn)).toBe(false);
  });

  it('refuses other lengths and characters', () => {
    for (const ogrn of ['', '102770013219', '10277001321950', '3045001160001570', '102770013219O', ' 1027700132195']) {
      expect(isValidOgrn(ogrn)).toBe(false);
    }
  });

  it('takes a remainder of 10 as control digit 0', () => {
    // Found by search: the first 12 digits leave 10 modulo 11.
    const body = Array.from({ length: 100 }, (_, i) => `1027700${String(i).padStart(5, '0')}`).find(
      (b) => BigInt(b) % 11n === 10n,
    );
    expect(body).toBeDefined();
    expect(isValidOgrn(`${body}0`)).toBe(true);
  });
});

describe('ogrnSchema', () => {
  it('gives required, then format, then checksum messages', () => {
    expect(messages(ogrnSchema, '')).toEqual(['ОГРН обязателен']);
    expect(messages(ogrnSchema, '10277001321')).toEqual(['ОГРН должен состоять из 13 или 15 цифр']);
    expect(messages(ogrnSchema, '10277001321950')).toEqual(['ОГРН должен состоять из 13 или 15 цифр']);
    expect(messages(ogrnSchema, '1027700132196')).toEqual(['Неверное контрольное число ОГРН']);
    expect(messages(ogrnSchema, '304500116000158')).toEqual(['Неверное контрольное число ОГРН']);
  });

  it('accepts ОГРН and ОГРНИП', () => {
    expect(ogrnSchema.parse(' 1027700132195 ')).toBe('1027700132195');
    expect(ogrnSchema.parse('304500116000157')).toBe('304500116000157');
  });
});

describe('isValidBik and bikSchema', () => {
  it('accepts 9 digits starting with 04', () => {
    for (const bank of BANKS) expect(isValidBik(bank.bik)).toBe(true);
  });

  it('refuses other values', () => {
    for (const bik of ['', '04452522', '0445252250', '144525225', '004525988', '04452522X']) expect(isValidBik(bik)).toBe(false);
  });

  it('gives one message per problem', () => {
    expect(messages(bikSchema, '')).toEqual(['БИК обязателен']);
    expect(messages(bikSchema, '04452522')).toEqual(['БИК должен состоять из 9 цифр']);
    expect(messages(bikSchema, '14452522a')).toEqual(['БИК должен состоять из 9 цифр']);
    expect(messages(bikSchema, '144525225')).toEqual(['БИК должен начинаться с 04']);
    expect(bikSchema.parse(' 044525225 ')).toBe('044525225');
  });
});

describe('isValidCorrespondentAccount', () => {
  it("accepts real banks' correspondent accounts with their BIK", () => {
    for (const bank of BANKS) expect(isValidCorrespondentAccount(bank.corr, bank.bik)).toBe(true);
  });

  it('refuses a correspondent account with another bank’s BIK', () => {
    // Сбербанк's correspondent account is keyed on '052' (БИК digits 5-6); Северо-Западный is on '003'.
    expect(isValidCorrespondentAccount(SBER.corr, '044030653')).toBe(false);
  });

  it('catches any single wrong digit', () => {
    for (let i = 5; i < 20; i++) {
      for (const account of everyOtherDigitAt(SBER.corr, i)) expect(isValidCorrespondentAccount(account, SBER.bik)).toBe(false);
    }
  });

  it('refuses accounts that are not on 30101, or not 20 digits, or an invalid BIK', () => {
    // 3 -> 4 at index 0 (weight 7) and 4 -> 5 at the key (weight 3) keep the sum a multiple of 10:
    // the key is right for the prefix '052', but a '40101' account is not a correspondent account.
    expect(isValidCorrespondentAccount('40101810500000000225', SBER.bik)).toBe(false);
    expect(isValidCorrespondentAccount('3010181040000000022', SBER.bik)).toBe(false);
    expect(isValidCorrespondentAccount(SBER.corr, '04452522')).toBe(false);
    expect(isValidCorrespondentAccount(SBER.corr, '144525225')).toBe(false);
  });
});

describe('isValidBankAccount', () => {
  it('accepts settlement accounts keyed on the BIK’s last 3 digits', () => {
    for (const account of SBER_ACCOUNTS) expect(isValidBankAccount(account, SBER.bik)).toBe(true);
  });

  it('refuses the same account at a bank with other last 3 BIK digits', () => {
    for (const account of SBER_ACCOUNTS) expect(isValidBankAccount(account, '044525187')).toBe(false);
  });

  it('catches any single wrong digit', () => {
    for (let i = 0; i < 20; i++) {
      for (const account of everyOtherDigitAt(SBER_ACCOUNTS[0] ?? '', i)) {
        expect(isValidBankAccount(account, SBER.bik)).toBe(false);
      }
    }
  });

  it('does not accept a correspondent account as a settlement account by mistake of prefix', () => {
    // The two rules use different BIK digits: '225' for a settlement account, '052' for a correspondent one.
    expect(isValidBankAccount(SBER.corr, SBER.bik)).toBe(false);
  });

  it('refuses malformed accounts and BIK', () => {
    expect(isValidBankAccount('', SBER.bik)).toBe(false);
    expect(isValidBankAccount('4070281043800003472', SBER.bik)).toBe(false);
    expect(isValidBankAccount('407028104380000347260', SBER.bik)).toBe(false);
    expect(isValidBankAccount('4070281043800003472O', SBER.bik)).toBe(false);
    expect(isValidBankAccount(SBER_ACCOUNTS[0] ?? '', '')).toBe(false);
  });
});

describe('generators', () => {
  const first9s = ['770708389', '500100732', '123456789', '000000000', '999999999', '772800000'];

  it('completeInn10 makes valid ИНН, and the real one back from its first 9 digits', () => {
    expect(completeInn10('770708389')).toBe('7707083893');
    for (const first9 of first9s) {
      const inn = completeInn10(first9);
      expect(inn).toMatch(/^\d{10}$/);
      expect(inn.startsWith(first9)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    }
  });

  it('completeInn12 makes valid ИНН, and the real one back from its first 10 digits', () => {
    expect(completeInn12('5001007322')).toBe('500100732259');
    for (let i = 0; i < 200; i++) {
      const first10 = String(7700000000 + i * 1234567).slice(0, 10);
      const inn = completeInn12(first10);
      expect(inn.startsWith(first10)).toBe(true);
      expect(isValidInn(inn)).toBe(true);
    }
  });

  it('completeOgrn and completeOgrnip make valid numbers, and the real ones back', () => {
    expect(completeOgrn('102770013219')).toBe('1027700132195');
    expect(completeOgrnip('30450011600015')).toBe('304500116000157');
    for (let i = 0; i < 200; i++) {
      expect(isValidOgrn(completeOgrn(`1027700${String(i).padStart(5, '0')}`))).toBe(true);
      expect(isValidOgrn(completeOgrnip(`3045001160${String(i).padStart(4, '0')}`))).toBe(true);
    }
  });

  it('completeBankAccount puts the key at index 8, from 19 or 20 digits', () => {
    const [real = ''] = SBER_ACCOUNTS;
    const without = real.slice(0, 8) + real.slice(9);
    expect(completeBankAccount(SBER.bik, without)).toBe(real);
    // With 20 digits the digit at index 8 is replaced, whatever it was.
    for (const wrong of everyOtherDigitAt(real, 8)) expect(completeBankAccount(SBER.bik, wrong)).toBe(real);

    for (const bank of BANKS) {
      for (let i = 0; i < 50; i++) {
        const digits19 = `40702810${String(i * 7919).padStart(11, '0')}`;
        const account = completeBankAccount(bank.bik, digits19);
        expect(account).toMatch(/^\d{20}$/);
        expect(account.slice(0, 8) + account.slice(9)).toBe(digits19);
        expect(isValidBankAccount(account, bank.bik)).toBe(true);
      }
    }
  });

  it('completeCorrespondentAccount gives the real accounts of real banks', () => {
    // Т-Банк's real account does not follow the convention of zeros in the middle, so it is left out.
    for (const bank of BANKS.filter((b) => b.name !== 'Т-Банк')) {
      expect(completeCorrespondentAccount(bank.bik)).toBe(bank.corr);
    }
    const tbank = completeCorrespondentAccount('044525974');
    expect(tbank).toMatch(/^30101810\d00000000974$/);
    expect(isValidCorrespondentAccount(tbank, '044525974')).toBe(true);
  });

  it('refuses malformed input rather than produce an invalid value', () => {
    expect(() => completeInn10('77070838')).toThrow();
    expect(() => completeInn10('77070838a')).toThrow();
    expect(() => completeInn12('770708389')).toThrow();
    expect(() => completeOgrn('1027700132')).toThrow();
    expect(() => completeOgrnip('102770013219')).toThrow();
    expect(() => completeBankAccount('144525225', '4070281003800001724')).toThrow();
    expect(() => completeBankAccount(SBER.bik, '407028100380000172')).toThrow();
    expect(() => completeCorrespondentAccount('04452522')).toThrow();
  });
});

describe('account schemas', () => {
  it('check the format only', () => {
    expect(messages(bankAccountSchema, '')).toEqual(['Расчётный счёт обязателен']);
    expect(messages(bankAccountSchema, '4070281043800003472')).toEqual(['Расчётный счёт должен состоять из 20 цифр']);
    expect(bankAccountSchema.parse(' 40702810438000034727 ')).toBe('40702810438000034727');
    expect(messages(correspondentAccountSchema, '')).toEqual(['Корреспондентский счёт обязателен']);
    expect(messages(correspondentAccountSchema, '3010181040000000022')).toEqual(['Корреспондентский счёт должен состоять из 20 цифр']);
    expect(messages(correspondentAccountSchema, '40702810438000034726')).toEqual(['Корреспондентский счёт должен начинаться с 30101']);
  });
});

describe('bankDetailsInputSchema', () => {
  const valid = {
    bankName: 'ПАО Сбербанк',
    bankLegalEntity: 'Публичное акционерное общество «Сбербанк России»',
    bik: SBER.bik,
    bankInn: SBER.inn,
    bankAccount: SBER_ACCOUNTS[0],
    correspondentAccount: SBER.corr,
  };

  function fieldMessages(value: unknown): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const issue of bankDetailsInputSchema.safeParse(value).error?.issues ?? []) {
      const key = issue.path.join('.');
      (out[key] ??= []).push(issue.message);
    }
    return out;
  }

  it('accepts real bank details, trimmed', () => {
    expect(bankDetailsInputSchema.parse({ ...valid, bik: ` ${SBER.bik} ` })).toEqual(valid);
  });

  it('lets the legal entity name and the bank ИНН be blank or missing', () => {
    expect(bankDetailsInputSchema.safeParse({ ...valid, bankLegalEntity: null, bankInn: '' }).success).toBe(true);
    expect(bankDetailsInputSchema.safeParse({ ...valid, bankLegalEntity: undefined, bankInn: undefined }).success).toBe(true);
  });

  it('checks a bank ИНН that is given', () => {
    expect(fieldMessages({ ...valid, bankInn: '7707083894' })).toEqual({ bankInn: ['Неверное контрольное число ИНН'] });
    expect(fieldMessages({ ...valid, bankInn: '77070838' })).toEqual({ bankInn: ['ИНН должен состоять из 10-12 арабских цифр'] });
  });

  it('puts a settlement account that does not fit the BIK on bankAccount', () => {
    expect(fieldMessages({ ...valid, bankAccount: '40702810438000034727' })).toEqual({
      bankAccount: ['Неверный расчётный счёт для указанного БИК'],
    });
  });

  it('puts a correspondent account that does not fit the BIK on correspondentAccount', () => {
    // Северо-Западный банк's account: keyed on БИК digits '03', not Moscow's '52'.
    expect(fieldMessages({ ...valid, correspondentAccount: '30101810500000000653' })).toEqual({
      correspondentAccount: ['Неверный корреспондентский счёт для указанного БИК'],
    });
  });

  it('flags both accounts when the BIK belongs to a bank in another region', () => {
    expect(fieldMessages({ ...valid, bik: '044030653' })).toEqual({
      bankAccount: ['Неверный расчётный счёт для указанного БИК'],
      correspondentAccount: ['Неверный корреспондентский счёт для указанного БИК'],
    });
  });

  it('still checks the accounts when an unrelated field is missing', () => {
    expect(fieldMessages({ ...valid, bankName: ' ', bankAccount: '40702810438000034727' })).toEqual({
      bankName: ['Наименование банка обязательно'],
      bankAccount: ['Неверный расчётный счёт для указанного БИК'],
    });
  });

  it('gives only the format message when the BIK or an account is malformed', () => {
    expect(fieldMessages({ ...valid, bik: '04452522' })).toEqual({ bik: ['БИК должен состоять из 9 цифр'] });
    expect(fieldMessages({ ...valid, bankAccount: '4070281043800003472' })).toEqual({
      bankAccount: ['Расчётный счёт должен состоять из 20 цифр'],
    });
  });

  it('lists every missing required field at once', () => {
    expect(fieldMessages({})).toEqual({
      bankName: ['Наименование банка обязательно'],
      bik: ['БИК обязателен'],
      bankAccount: ['Расчётный счёт обязателен'],
      correspondentAccount: ['Корреспондентский счёт обязателен'],
    });
  });

  it('accepts details made by the generators for every bank', () => {
    for (const bank of BANKS) {
      const details = {
        bankName: bank.name,
        bik: bank.bik,
        bankAccount: completeBankAccount(bank.bik, '4070281000000000123'),
        correspondentAccount: completeCorrespondentAccount(bank.bik),
      };
      expect(fieldMessages(details)).toEqual({});
    }
  });
});
