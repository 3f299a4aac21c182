import type { DocumentLine, InvoiceDocument, PartyRequisites, UpdDocument } from '../modules/documents/document-types.ts';
import { operatorPayee } from '../modules/documents/operator-payee.ts';

// Documents as the cart and billing will fill them, for the document tests and the benchmark.
// The requisites are made up and pass their checksums.

export const SAMPLE_BUYER: PartyRequisites = {
  name: 'ООО «Северный склад»',
  inn: '7709988778',
  kpp: '770901001',
  address: '127006, г. Москва, ул. Тверская, д. 27, стр. 1',
  phone: '+7 (495) 123-45-67',
};

export const SAMPLE_SELLER: UpdDocument['seller'] = {
  name: 'ООО «ЭлектроСнаб»',
  inn: '5406554432',
  kpp: '540601001',
  address: '630099, Новосибирская обл., г. Новосибирск, ул. Красный проспект, д. 1, офис 5',
  director: 'Петров Пётр Петрович',
  accountant: 'Иванова Мария Сергеевна',
};

export function sampleInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: '2026-000123',
    date: new Date('2026-11-23T09:00:00Z'),
    payUntil: new Date('2026-12-01T09:00:00Z'),
    supplier: operatorPayee(),
    buyer: SAMPLE_BUYER,
    basis: 'Пользовательское соглашение (оферта), заявка по корзине № 5821',
    lines: [
      {
        name: 'Информационная услуга по сделке: кабель ВВГнг(А)-LS 3×2,5 (резерв № 5821)',
        unitCode: '876',
        quantity: 1,
        priceKopecks: 150_000,
        vatRate: '22',
      },
    ],
    ...overrides,
  };
}

const GOODS: ReadonlyArray<Omit<DocumentLine, 'vatRate'>> = [
  { name: 'Кабель ВВГнг(А)-LS 3×2,5 ок(N, PE)-0,66 ГОСТ 31996-2012, барабан 500 м', code: '100200', unitCode: '006', quantity: 500, priceKopecks: 12_345 },
  { name: 'Автоматический выключатель ВА47-29 3Р 16А 4,5кА х-ка С IEK', code: '100201', unitCode: '796', quantity: 12, priceKopecks: 89_990, country: { code: '156', name: 'КИТАЙ' } },
  { name: 'Труба стальная электросварная 57×3,5 мм ГОСТ 10704-91', code: '100202', unitCode: '018', quantity: 36.5, priceKopecks: 154_300 },
  { name: 'Цемент М500 Д0 ЦЕМ I 42,5Н', code: '100203', unitCode: 'bag', quantity: 40, priceKopecks: 52_000 },
];

/** Goods lines cycling through a few real-looking items (units with and without an ОКЕИ code). */
export function sampleGoodsLines(count: number, vatRate: DocumentLine['vatRate'] = '22'): DocumentLine[] {
  return Array.from({ length: count }, (_, i) => {
    const goods = GOODS[i % GOODS.length]!;
    return { ...goods, code: String(100200 + i), vatRate };
  });
}

export function sampleUpd(overrides: Partial<UpdDocument> = {}): UpdDocument {
  return {
    number: 'УПД-5821',
    date: new Date('2026-11-23T09:00:00Z'),
    seller: SAMPLE_SELLER,
    buyer: SAMPLE_BUYER,
    basis: 'Счёт на оплату № 2026-000123 от 23.11.2026',
    paymentDocuments: [{ number: '482', date: new Date('2026-11-20T09:00:00Z') }],
    lines: sampleGoodsLines(3),
    ...overrides,
  };
}
