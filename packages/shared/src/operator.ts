import type { VatRate } from './dictionaries.ts';

// The operator's requisites, in one place for the details page, the footer, the agreements, the
// invoices and the payment QR code. The numbers pass the checksums of requisites.ts (operator.test.ts
// checks them).

export const OPERATOR = {
  name: 'ООО «ТМЦ Маркет»',
  fullName: 'Общество с ограниченной ответственностью «ТМЦ Маркет»',
  /** The full name after 'между' (instrumental case). */
  fullNameInstrumental: 'Обществом с ограниченной ответственностью «ТМЦ Маркет»',
  director: 'Соколов Андрей Викторович',
  directorTitle: 'Генеральный директор',
  /** Signs as the accountant too: the company has no chief accountant and the director keeps the books (402-ФЗ, art. 7). */
  accountant: 'Соколов Андрей Викторович',
  founded: 2021,
  address: '115280, г. Москва, ул. Ленинская Слобода, д. 19, помещение 4',
  postalAddress: '115280, г. Москва, а/я 21, ООО «ТМЦ Маркет»',
  inn: '7712345671',
  kpp: '772501001',
  ogrn: '1217700123453',
  bankName: 'АО «Коммерческий банк „Складской“»',
  bik: '044583999',
  bankAccount: '40702810930000012345',
  correspondentAccount: '30101810600000000999',
  /**
   * VAT status: the general tax regime, so the operator's services carry VAT at the standard rate,
   * 22 % since 1 January 2026. Invoices print 'В том числе НДС (22%)'.
   */
  vatRate: '22' as VatRate,
  telegramChannel: 'https://t.me/tmc_market',
  telegramName: '@tmc_market',
} as const;
