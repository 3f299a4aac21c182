import type { VatRate } from '@tmc/shared/dictionaries';

// The inputs of the documents: everything a PDF prints, so a document can be rendered again later
// from what was stored when it was issued (requisites change; an issued invoice must not).

export interface PartyRequisites {
  /** The name as the document prints it ('ООО «Ромашка»', 'ИП Иванов Иван Иванович'). */
  name: string;
  inn: string;
  /** None for an individual entrepreneur. */
  kpp?: string | null;
  address?: string | null;
  phone?: string | null;
}

export interface BankRequisites {
  name: string;
  bik: string;
  /** Settlement account (р/с). */
  account: string;
  /** The bank's correspondent account (к/с). */
  correspondentAccount: string;
}

/** The party that issues an invoice and is paid: requisites, bank and the people who sign. */
export interface PayeeRequisites extends PartyRequisites {
  bank: BankRequisites;
  /** Full names; the documents print them as 'Соколов А. В.'. */
  director: string;
  accountant: string;
}

export interface DocumentLine {
  name: string;
  /** Goods or service code (УПД column Б): the item's number on the site. */
  code?: string | null;
  /** A unit of the shared dictionary (`UNITS`: '796' шт, 'bag' мешок) or '876' усл. ед for services. */
  unitCode: string;
  /** Up to three decimals, as the goods store it. */
  quantity: number;
  /** Price per unit in whole kopecks, VAT included when the rate is not 'none'. */
  priceKopecks: number;
  vatRate: VatRate;
  /** Country of origin of imported goods (УПД columns 10, 10а); none for Russian goods and services. */
  country?: { code: string; name: string } | null;
}

export interface InvoiceDocument {
  /** 'Счёт на оплату № {number}'. */
  number: string;
  date: Date;
  /** The payment term printed under the total ('Оплатить не позднее …'). */
  payUntil?: Date | null;
  supplier: PayeeRequisites;
  buyer: PartyRequisites;
  /** 'Основание:' line (the agreement, the cart entry). */
  basis?: string | null;
  lines: readonly DocumentLine[];
  /** Payment purpose for the QR code; by default 'Оплата по счёту № N от dd.MM.yyyy' and the VAT. */
  purpose?: string | null;
}

export interface SignerNames {
  /** Full names; printed as 'Соколов А. В.' under the signature lines. */
  director?: string | null;
  accountant?: string | null;
}

export interface UpdDocument {
  /** 'Счёт-фактура № {number}' and the shipping document's number. */
  number: string;
  date: Date;
  /** The seller (the goods' supplier). */
  seller: PartyRequisites & SignerNames;
  buyer: PartyRequisites;
  /** The shipper when it is not the seller ('он же' otherwise). */
  shipper?: PartyRequisites | null;
  /** The consignee when it is not the buyer. */
  consignee?: PartyRequisites | null;
  /** Payment documents (line 5): the payment order(s) of a prepayment. */
  paymentDocuments?: ReadonlyArray<{ number: string; date: Date }>;
  /** 'Основание передачи (сдачи) / получения (приемки)' (line 8): the contract or the invoice. */
  basis?: string | null;
  /** Government contract identifier (line 8 of the invoice part), when there is one. */
  contractId?: string | null;
  lines: readonly DocumentLine[];
}
