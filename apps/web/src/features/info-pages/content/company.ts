// The operator's requisites. The company name is the footer's (ru.json footer.company); the numbers
// pass the checksums of packages/shared/src/requisites.ts (company.test.ts checks them).

export const COMPANY = {
  name: 'ООО «ТМЦ Маркет»',
  fullName: 'Общество с ограниченной ответственностью «ТМЦ Маркет»',
  /** The full name after 'между' (instrumental case). */
  fullNameInstrumental: 'Обществом с ограниченной ответственностью «ТМЦ Маркет»',
  director: 'Соколов Андрей Викторович',
  directorTitle: 'Генеральный директор',
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
  telegramChannel: 'https://t.me/tmc_market',
  telegramName: '@tmc_market',
} as const;
