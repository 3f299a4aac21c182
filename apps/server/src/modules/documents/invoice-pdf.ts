import { kopecksInWords } from '@tmc/shared/amount-in-words';
import { formatKopecks } from '@tmc/shared/kopecks';
import { paymentQrString } from '@tmc/shared/payment-qr';
import { computeDocument, vatPercent, type ComputedDocument } from './document-lines.ts';
import { formatDocumentDate, formatQuantity, partyLine, shortPersonName } from './document-format.ts';
import type { InvoiceDocument } from './document-types.ts';
import {
  FONTS,
  type Cell,
  type PdfDocument,
  type TextStyle,
  createPdf,
  drawRow,
  drawText,
  horizontalLine,
  qrSymbol,
  rowHeight,
  strokeBox,
  textHeight,
} from './pdf-drawing.ts';

// 'Счёт на оплату' as Russian invoices lay it out (the layout every accountant knows from 1C): the
// payee's bank block on top, the title, supplier and buyer, the table of lines, the totals with VAT,
// the amount in words, the signatures, and the payment QR code of ГОСТ Р 56042-2014.

const PAGE = { width: 595.28, height: 841.89, left: 40, right: 40, top: 36, bottom: 40 };
const WIDTH = PAGE.width - PAGE.left - PAGE.right;
const BODY: TextStyle = { font: FONTS.regular, size: 9 };
const SMALL: TextStyle = { font: FONTS.regular, size: 7 };
/**
 * The QR code's side: at least 142 pt (5 cm), and at least 1.95 pt a module, so that a denser code
 * (a long purpose) stays readable by a phone camera and in a 100 dpi render (2.7 pixels a module).
 */
function qrSize(modules: number): number {
  return Math.max(142, Math.ceil(modules * 1.95));
}

/** The payment purpose: the invoice and its VAT, as a bank's payment order states it. */
export function invoicePurpose(invoice: InvoiceDocument, totals: ComputedDocument): string {
  const head = `Оплата по счёту № ${invoice.number} от ${formatDocumentDate(invoice.date)}`;
  if (!totals.chargesVat) return `${head}. Без налога (НДС)`;
  const vat = totals.vatByRate
    .filter((subtotal) => subtotal.rate !== 'none')
    .map((subtotal) => `НДС ${subtotal.rate}% ${formatKopecks(subtotal.vatKopecks)} руб.`)
    .join(', ');
  return `${head}. В т.ч. ${vat}`;
}

/** The ГОСТ Р 56042-2014 string of the invoice's QR code: payee, total and purpose. */
export function invoicePaymentString(invoice: InvoiceDocument, totals = computeDocument(invoice.lines)): string {
  const { supplier } = invoice;
  return paymentQrString({
    name: supplier.name,
    personalAcc: supplier.bank.account,
    bankName: supplier.bank.name,
    bic: supplier.bank.bik,
    correspAcc: supplier.bank.correspondentAccount,
    payeeInn: supplier.inn,
    kpp: supplier.kpp,
    sumKopecks: totals.totalKopecks,
    purpose: invoice.purpose?.trim() || invoicePurpose(invoice, totals),
  });
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const totals = computeDocument(invoice.lines);
  const payment = invoicePaymentString(invoice, totals);
  const title = `Счёт на оплату № ${invoice.number} от ${formatDocumentDate(invoice.date)}`;
  const canvas = createPdf({ layout: 'portrait', title, author: invoice.supplier.name, subject: `Покупатель: ${invoice.buyer.name}` });
  const { doc } = canvas;

  let y = drawBankBlock(doc, invoice, PAGE.top);
  y += 18;
  drawText(doc, title, { x: PAGE.left, y, w: WIDTH, h: 20 }, { font: FONTS.bold, size: 14 });
  y += textHeight(doc, title, WIDTH, { font: FONTS.bold, size: 14 }) + 4;
  horizontalLine(doc, PAGE.left, PAGE.left + WIDTH, y, 2);
  y += 10;

  // Parties on the left, the QR code on the right.
  const qr = qrSymbol(payment);
  const size = qrSize(qr.modules);
  const qrX = PAGE.left + WIDTH - size;
  const partiesY = y;
  y = drawParties(doc, invoice, y, WIDTH - size - 14);
  qr.draw(doc, qrX, partiesY, size);
  const caption = 'Оплата по QR-коду в приложении банка';
  drawText(doc, caption, { x: qrX, y: partiesY + size + 2, w: size, h: 10 }, { ...SMALL, align: 'center' });
  y = Math.max(y, partiesY + size + 14) + 10;

  y = drawLines(doc, totals, y);
  y = drawTotals(doc, invoice, totals, y);
  drawSignatures(doc, invoice, y);
  return canvas.finish();
}

/** The payee's bank block: bank and БИК, correspondent account, ИНН/КПП, payee and account. */
function drawBankBlock(doc: PdfDocument, invoice: InvoiceDocument, top: number): number {
  const { supplier } = invoice;
  const x = PAGE.left;
  const nameW = 290;
  const labelW = 45;
  const valueW = WIDTH - nameW - labelW;
  const row = 15;
  const cellStyle: TextStyle = { ...BODY, padding: 3 };

  const bankH = Math.max(2 * row + 4, textHeight(doc, supplier.bank.name, nameW, cellStyle) + 10);
  strokeBox(doc, { x, y: top, w: nameW, h: bankH });
  drawText(doc, supplier.bank.name, { x, y: top, w: nameW, h: bankH }, cellStyle);
  drawText(doc, 'Банк получателя', { x, y: top, w: nameW, h: bankH }, { ...SMALL, padding: 3, valign: 'bottom' });
  drawRow(doc, x + nameW, top, row, [{ text: 'БИК', width: labelW }, { text: supplier.bank.bik, width: valueW }], cellStyle);
  const corrBox = { x: x + nameW, y: top + row, w: labelW, h: bankH - row };
  strokeBox(doc, corrBox);
  drawText(doc, 'Сч. №', corrBox, cellStyle);
  strokeBox(doc, { ...corrBox, x: corrBox.x + labelW, w: valueW });
  drawText(doc, supplier.bank.correspondentAccount, { ...corrBox, x: corrBox.x + labelW, w: valueW }, cellStyle);

  const innY = top + bankH;
  drawRow(
    doc,
    x,
    innY,
    row,
    [
      { text: `ИНН ${supplier.inn}`, width: nameW / 2 },
      { text: supplier.kpp ? `КПП ${supplier.kpp}` : 'КПП', width: nameW / 2 },
    ],
    cellStyle,
  );
  const payeeH = Math.max(2 * row + 4, textHeight(doc, supplier.name, nameW, cellStyle) + 10);
  const payeeBox = { x, y: innY + row, w: nameW, h: payeeH };
  strokeBox(doc, payeeBox);
  drawText(doc, supplier.name, payeeBox, cellStyle);
  drawText(doc, 'Получатель', payeeBox, { ...SMALL, padding: 3, valign: 'bottom' });
  const accountBox = { x: x + nameW, y: innY, w: labelW, h: row + payeeH };
  strokeBox(doc, accountBox);
  drawText(doc, 'Сч. №', accountBox, cellStyle);
  strokeBox(doc, { ...accountBox, x: accountBox.x + labelW, w: valueW });
  drawText(doc, supplier.bank.account, { ...accountBox, x: accountBox.x + labelW, w: valueW }, cellStyle);
  return innY + row + payeeH;
}

function drawParties(doc: PdfDocument, invoice: InvoiceDocument, top: number, width: number): number {
  const labelW = 78;
  const rows: Array<[string, string]> = [
    ['Поставщик\n(Исполнитель):', partyLine(invoice.supplier)],
    ['Покупатель\n(Заказчик):', partyLine(invoice.buyer)],
  ];
  if (invoice.basis?.trim()) rows.push(['Основание:', invoice.basis.trim()]);
  let y = top;
  for (const [label, value] of rows) {
    const valueStyle: TextStyle = { font: FONTS.bold, size: 9 };
    const h = Math.max(textHeight(doc, label, labelW, BODY), textHeight(doc, value, width - labelW, valueStyle));
    drawText(doc, label, { x: PAGE.left, y, w: labelW, h }, BODY);
    drawText(doc, value, { x: PAGE.left + labelW, y, w: width - labelW, h }, valueStyle);
    y += h + 8;
  }
  return y;
}

const COLUMNS = [
  { header: '№', width: 26, align: 'center' },
  { header: 'Товары (работы, услуги)', width: 0, align: 'left' },
  { header: 'Кол-во', width: 52, align: 'right' },
  { header: 'Ед.', width: 40, align: 'left' },
  { header: 'Цена', width: 72, align: 'right' },
  { header: 'Сумма', width: 78, align: 'right' },
] as const;
const NAME_WIDTH = WIDTH - COLUMNS.reduce((sum, column) => sum + column.width, 0);
const widthOf = (i: number) => (COLUMNS[i]!.width || NAME_WIDTH);

function drawTableHeader(doc: PdfDocument, y: number): number {
  const style: TextStyle = { font: FONTS.bold, size: 9, padding: 3, align: 'center', valign: 'middle' };
  const cells = COLUMNS.map((column, i): Cell => ({ text: column.header, width: widthOf(i) }));
  const h = rowHeight(doc, cells, style);
  drawRow(doc, PAGE.left, y, h, cells, style, 1);
  return y + h;
}

function drawLines(doc: PdfDocument, totals: ComputedDocument, top: number): number {
  let y = drawTableHeader(doc, top);
  const style: TextStyle = { ...BODY, padding: 3 };
  for (const line of totals.lines) {
    const cells = [
      String(line.number),
      line.line.name,
      formatQuantity(line.quantityThousandths),
      line.unit.name,
      formatKopecks(line.line.priceKopecks),
      formatKopecks(line.totalKopecks),
    ].map((text, i): Cell => ({ text, width: widthOf(i), style: { align: COLUMNS[i]!.align } }));
    const h = rowHeight(doc, cells, style);
    if (y + h > PAGE.height - PAGE.bottom) {
      doc.addPage();
      y = drawTableHeader(doc, PAGE.top);
    }
    drawRow(doc, PAGE.left, y, h, cells, style);
    y += h;
  }
  return y;
}

function drawTotals(doc: PdfDocument, invoice: InvoiceDocument, totals: ComputedDocument, top: number): number {
  const rows: Array<[string, string]> = [['Итого:', formatKopecks(totals.totalKopecks)]];
  if (totals.chargesVat) {
    for (const subtotal of totals.vatByRate) {
      if (subtotal.rate === 'none') continue;
      rows.push([`В том числе НДС (${vatPercent(subtotal.rate)}%):`, formatKopecks(subtotal.vatKopecks)]);
    }
  } else {
    rows.push(['Без налога (НДС):', '—']);
  }
  rows.push(['Всего к оплате:', formatKopecks(totals.totalKopecks)]);

  const count = totals.lines.length;
  // The fixed wording of Russian invoices: 'Всего наименований 1', whatever the number.
  const summary = `Всего наименований ${count}, на сумму ${formatKopecks(totals.totalKopecks)} руб.`;
  const words = kopecksInWords(totals.totalKopecks);
  const payUntil = invoice.payUntil ? `Оплатить не позднее ${formatDocumentDate(invoice.payUntil)}` : '';
  const needed = rows.length * 14 + 70;
  let y = top + 6;
  if (y + needed > PAGE.height - PAGE.bottom - 60) {
    doc.addPage();
    y = PAGE.top;
  }

  const valueW = widthOf(5);
  const labelW = 200;
  const right = PAGE.left + WIDTH;
  for (const [label, value] of rows) {
    const style: TextStyle = { font: FONTS.bold, size: 9, align: 'right' };
    drawText(doc, label, { x: right - valueW - labelW, y, w: labelW - 6, h: 12 }, style);
    drawText(doc, value, { x: right - valueW, y, w: valueW - 3, h: 12 }, style);
    y += 14;
  }
  y += 6;
  drawText(doc, summary, { x: PAGE.left, y, w: WIDTH, h: 12 }, BODY);
  y += textHeight(doc, summary, WIDTH, BODY) + 2;
  drawText(doc, words, { x: PAGE.left, y, w: WIDTH, h: 12 }, { font: FONTS.bold, size: 9 });
  y += textHeight(doc, words, WIDTH, { font: FONTS.bold, size: 9 }) + 6;
  if (payUntil) {
    drawText(doc, payUntil, { x: PAGE.left, y, w: WIDTH, h: 12 }, BODY);
    y += 14;
  }
  return y;
}

function drawSignatures(doc: PdfDocument, invoice: InvoiceDocument, top: number): void {
  let y = top + 2;
  horizontalLine(doc, PAGE.left, PAGE.left + WIDTH, y, 2);
  y += 24;
  const half = WIDTH / 2;
  const people: Array<[string, string]> = [
    ['Руководитель', shortPersonName(invoice.supplier.director)],
    ['Бухгалтер', shortPersonName(invoice.supplier.accountant)],
  ];
  people.forEach(([role, name], i) => {
    const x = PAGE.left + i * (half + 10);
    drawText(doc, role, { x, y: y - 10, w: 70, h: 12 }, { font: FONTS.bold, size: 9 });
    const lineStart = x + 72;
    const lineEnd = x + half - 10;
    horizontalLine(doc, lineStart, lineEnd, y + 1, 0.5);
    drawText(doc, name, { x: lineStart + 60, y: y - 10, w: lineEnd - lineStart - 60, h: 12 }, { ...BODY, align: 'right' });
    drawText(doc, 'подпись', { x: lineStart, y: y + 2, w: 60, h: 8 }, { ...SMALL, size: 6, align: 'center' });
    drawText(doc, 'расшифровка подписи', { x: lineStart + 60, y: y + 2, w: lineEnd - lineStart - 60, h: 8 }, { ...SMALL, size: 6, align: 'right' });
  });
}
