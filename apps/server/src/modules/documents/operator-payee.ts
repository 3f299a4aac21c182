import { OPERATOR } from '@tmc/shared/operator';
import type { PayeeRequisites } from './document-types.ts';

/** The operator as the payee of its invoices, from the one place that holds its requisites. */
export function operatorPayee(): PayeeRequisites {
  return {
    name: OPERATOR.name,
    inn: OPERATOR.inn,
    kpp: OPERATOR.kpp,
    address: OPERATOR.address,
    bank: {
      name: OPERATOR.bankName,
      bik: OPERATOR.bik,
      account: OPERATOR.bankAccount,
      correspondentAccount: OPERATOR.correspondentAccount,
    },
    director: OPERATOR.director,
    accountant: OPERATOR.accountant,
  };
}
