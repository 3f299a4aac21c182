import { describe, expect, it } from 'vitest';
import { isValidBankAccount, isValidBik, isValidCorrespondentAccount, isValidInn, isValidKpp, isValidOgrn } from '@tmc/shared/requisites';
import ru from '../../../assets/i18n/ru.json';
import { COMPANY } from './company';

describe('the operator requisites', () => {
  it('pass the checksums', () => {
    expect(isValidInn(COMPANY.inn)).toBe(true);
    expect(isValidKpp(COMPANY.kpp)).toBe(true);
    expect(isValidOgrn(COMPANY.ogrn)).toBe(true);
    expect(isValidBik(COMPANY.bik)).toBe(true);
    expect(isValidBankAccount(COMPANY.bankAccount, COMPANY.bik)).toBe(true);
    expect(isValidCorrespondentAccount(COMPANY.correspondentAccount, COMPANY.bik)).toBe(true);
  });

  it('agree with the footer: the same company, a Moscow LLC registered in 2021', () => {
    expect(COMPANY.name).toBe(ru.footer.company);
    // ОГРН: 1 (legal entity), 21 (year 2021), 77 (Moscow).
    expect(COMPANY.ogrn.slice(0, 5)).toBe('12177');
    expect(COMPANY.inn.slice(0, 2)).toBe('77');
  });
});
