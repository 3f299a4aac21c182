import { OPERATOR as COMPANY } from '@tmc/shared/operator';
import type { ContentContext, InfoPageContent } from './types';

export function detailsContent({ supportEmail }: ContentContext): InfoPageContent {
  return {
    description: `Реквизиты ${COMPANY.name}: ИНН, КПП, ОГРН, юридический адрес и банковские реквизиты оператора площадки.`,
    sections: [
      {
        blocks: [
          {
            kind: 'dl',
            rows: [
              { label: 'Полное наименование', value: COMPANY.fullName },
              { label: 'Сокращённое наименование', value: COMPANY.name },
              { label: COMPANY.directorTitle, value: COMPANY.director },
              { label: 'Юридический адрес', value: COMPANY.address },
              { label: 'Почтовый адрес', value: COMPANY.postalAddress },
              ...(supportEmail.trim() ? [{ label: 'Электронная почта', value: supportEmail.trim(), href: `mailto:${supportEmail.trim()}` }] : []),
              { label: 'ИНН', value: COMPANY.inn },
              { label: 'КПП', value: COMPANY.kpp },
              { label: 'ОГРН', value: COMPANY.ogrn },
            ],
          },
        ],
      },
      {
        heading: 'Банковские реквизиты',
        blocks: [
          {
            kind: 'dl',
            rows: [
              { label: 'Банк', value: COMPANY.bankName },
              { label: 'БИК', value: COMPANY.bik },
              { label: 'Расчётный счёт', value: COMPANY.bankAccount },
              { label: 'Корреспондентский счёт', value: COMPANY.correspondentAccount },
            ],
          },
        ],
      },
    ],
  };
}
