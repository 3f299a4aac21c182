import type { PartyRequisites } from './document-types.ts';

// How the documents print dates, quantities, people and parties.

const MOSCOW_DATE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 'dd.MM.yyyy' on the Moscow calendar: documents are dated where the operator is. */
export function formatDocumentDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid document date');
  return MOSCOW_DATE.format(date);
}

/** A quantity in thousandths as documents print it: '1', '12,5', '1 000', '0,125'. */
export function formatQuantity(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ' ');
  const fraction = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : whole;
}

/** 'Соколов Андрей Викторович' → 'Соколов А. В.', as signatures are captioned. */
export function shortPersonName(fullName: string): string {
  const [surname, ...given] = fullName.trim().split(/\s+/);
  if (!surname) return '';
  const initials = given.map((name) => `${name.charAt(0).toUpperCase()}.`).join(' ');
  return initials ? `${surname} ${initials}` : surname;
}

/** 'ИНН 7712345671 / КПП 772501001' or, for an entrepreneur, 'ИНН 500100732259'. */
export function innKpp(party: PartyRequisites): string {
  return party.kpp ? `${party.inn}/${party.kpp}` : party.inn;
}

/** One line of requisites as invoices print a party: name, ИНН, КПП, address, phone. */
export function partyLine(party: PartyRequisites): string {
  return [
    party.name,
    `ИНН ${party.inn}`,
    party.kpp ? `КПП ${party.kpp}` : null,
    party.address,
    party.phone ? `тел.: ${party.phone}` : null,
  ]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');
}
