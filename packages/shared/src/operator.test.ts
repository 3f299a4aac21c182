import { describe, expect, it } from 'vitest';
import { isVatRate } from './dictionaries.ts';
import { OPERATOR } from './operator.ts';
import { isValidBankAccount, isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp, isValidOgrn } from './requisites.ts';

describe('the operator requisites', () => {
  it('pass the checksums', () => {
    expect(isValidInn(OPERATOR.inn)).toBe(true);
    expect(isValidKpp(OPERATOR.kpp)).toBe(true);
    expect(isValidOgrn(OPERATOR.ogrn)).toBe(true);
    expect(isValidBik(OPERATOR.bik)).toBe(true);
    expect(isValidBankAccount(OPERATOR.bankAccount, OPERATOR.bik)).toBe(true);
    expect(isValidCorrespondentAccount(OPERATOR.correspondentAccount, OPERATOR.bik)).toBe(true);
  });

  it('describe one company: a Moscow LLC registered in 2021', () => {
    // ОГРН: 1 (legal entity), 21 (year 2021), 77 (Moscow).
    expect(OPERATOR.ogrn.slice(0, 5)).toBe('12177');
    expect(OPERATOR.ogrn.slice(1, 3)).toBe(String(OPERATOR.founded).slice(2));
    expect(OPERATOR.inn.slice(0, 2)).toBe('77');
    expect(OPERATOR.kpp.slice(0, 2)).toBe('77');
    expect(OPERATOR.address).toContain('г. Москва');
    expect(OPERATOR.fullName).toContain(OPERATOR.name.replace(/^ООО /, ''));
  });

  it('has a VAT rate of the shared dictionary', () => {
    expect(isVatRate(OPERATOR.vatRate)).toBe(true);
  });
});
