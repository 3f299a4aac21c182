import { CART_EVENT_LABELS, CART_TERMS, type CartEvent } from '@tmc/shared/cart-schemas';
import { SITE, type MailContent } from '../../mail/templates.ts';

// The mails of the cart: every step of an entry goes to both sides (the buyer; the supplier's people and
// its curator), a reminder only to the buyer. Plain text with a simple HTML copy.


function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

const dateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
export const formatMoscowDateTime = (at: Date) => `${dateTime.format(at)} (МСК)`;

export interface CartMailFacts {
  event: CartEvent;
  side: 'buyer' | 'seller';
  goodsName: string;
  quantity: string;
  buyerTitle: string;
  sellerTitle: string;
  termEndsAt: Date | null;
  note: string | null;
  /** The page to open: /cart for the buyer, the cabinet's deals for the supplier. */
  link: string;
}

function lead(f: CartMailFacts): string {
  const term = f.termEndsAt ? formatMoscowDateTime(f.termEndsAt) : '';
  const goods = `«${f.goodsName}» (${f.quantity})`;
  switch (f.event) {
    case 'reserved':
      return f.side === 'buyer'
        ? `Вы зарезервировали ${goods} у поставщика ${f.sellerTitle}. Резерв действует ${CART_TERMS.holdDays} дня, до ${term}: закажите услугу площадки, чтобы продлить его.`
        : `Покупатель заинтересован: ${f.buyerTitle} зарезервировал ${goods} до ${term}. Товар скрыт от других покупателей.`;
    case 'ordered':
      return f.side === 'buyer'
        ? `Вы заказали услугу площадки по ${goods}. Счёт выставлен и доступен в корзине; оплатите его до ${term}, иначе резерв будет снят.`
        : `Покупатель ${f.buyerTitle} заказал услугу площадки по ${goods}. Резерв продлён до ${term} на время оплаты.`;
    case 'paid':
      return `Счёт за услугу площадки по ${goods} оплачен. На сделку отводится ${CART_TERMS.completeDays} дней, до ${term}: товар остаётся в резерве. Сообщите площадке, состоялась ли сделка.`;
    case 'confirmed':
      return `Сделка по ${goods} подтверждена: она состоялась. Остаток товара уменьшен на проданное количество.`;
    case 'refused':
      return `Сделка по ${goods} не состоялась, резерв снят, товар вернулся в общую базу.`;
    case 'concluded':
      return `Срок сделки по ${goods} истёк без уведомления: сделка считается состоявшейся, остаток товара уменьшен автоматически.`;
    case 'cancelled':
      return f.side === 'buyer' ? `Вы отменили резерв ${goods}.` : `Покупатель ${f.buyerTitle} отменил резерв ${goods}; товар вернулся в общую базу.`;
    case 'expired':
      return `Резерв ${goods} снят: срок истёк${f.note ? ` (${f.note})` : ''}. Товар вернулся в общую базу.`;
    case 'reminded':
      return `Напоминаем: срок по ${goods} истекает ${term}. ${f.note ?? ''}`.trim();
    case 'nomenclature':
      return f.side === 'buyer'
        ? `Ваш запрос всей номенклатуры отправлен поставщику ${f.sellerTitle}.`
        : `Покупатель ${f.buyerTitle} просит показать всю номенклатуру вашей организации (тариф PLATINUM). Свяжитесь с ним или пришлите перечень позиций.`;
  }
}

export function cartMail(f: CartMailFacts): MailContent {
  const subject = `${CART_EVENT_LABELS[f.event]}: ${f.goodsName.slice(0, 80)} — ${SITE}`;
  const body = lead(f);
  const text = ['Здравствуйте!', '', body, '', f.note && f.event !== 'expired' && f.event !== 'reminded' ? `Комментарий: ${f.note}` : '', `Подробности: ${f.link}`, '', `— ${SITE}`, '']
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const a = escapeHtml(f.link);
  const html = `<!doctype html>
<html lang="ru">
<body style="font-family: Arial, sans-serif; font-size: 15px; color: #222;">
<p>Здравствуйте!</p>
<p>${escapeHtml(body)}</p>
${f.note && f.event !== 'expired' && f.event !== 'reminded' ? `<p>Комментарий: ${escapeHtml(f.note)}</p>` : ''}
<p><a href="${a}">${a}</a></p>
<p>— ${escapeHtml(SITE)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
