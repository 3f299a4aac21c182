import { formatPhoneMask, phoneDigits, PHONE_MAX_DIGITS } from '@tmc/shared/phone-mask';
import { OPERATOR as COMPANY } from '@tmc/shared/operator';
import type { ContentContext, InfoPageContent } from './types';

const displayPhone = (phone: string) => (phoneDigits(phone).length === PHONE_MAX_DIGITS ? formatPhoneMask(phone) : phone);

export function contactsContent({ supportPhone, supportEmail }: ContentContext): InfoPageContent {
  const rows = [
    ...(supportPhone.trim() ? [{ label: 'Телефон', value: displayPhone(supportPhone.trim()), href: `tel:+${phoneDigits(supportPhone)}` }] : []),
    ...(supportEmail.trim() ? [{ label: 'Электронная почта', value: supportEmail.trim(), href: `mailto:${supportEmail.trim()}` }] : []),
    { label: 'Канал в Telegram', value: COMPANY.telegramName, href: COMPANY.telegramChannel },
    { label: 'Адрес', value: COMPANY.address },
  ];
  return {
    description: 'Контакты площадки ТМЦ Маркет: телефон и электронная почта службы поддержки, канал в мессенджере.',
    sections: [
      { blocks: [{ kind: 'dl', rows }] },
      {
        heading: 'Часы работы',
        blocks: [
          {
            kind: 'p',
            text: 'Служба поддержки отвечает по рабочим дням с 9:00 до 19:00 по московскому времени. Заявку на обратный звонок можно оставить в любое время: до 19:00 перезвоним в тот же день, после — на следующий рабочий день с 9-00 до 10-00.',
          },
        ],
      },
    ],
  };
}
