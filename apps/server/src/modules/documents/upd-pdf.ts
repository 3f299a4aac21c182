import { pluralRu } from '@tmc/shared/amount-in-words';
import { formatKopecks } from '@tmc/shared/kopecks';
import { computeDocument, vatPercent, type ComputedDocument, type ComputedLine } from './document-lines.ts';
import { formatDocumentDate, formatQuantity, innKpp, shortPersonName } from './document-format.ts';
import type { PartyRequisites, UpdDocument } from './document-types.ts';
import {
  FONTS,
  type Cell,
  type PdfDocument,
  type TextStyle,
  createPdf,
  drawRow,
  drawText,
  horizontalLine,
  rowHeight,
  strokeBox,
  textHeight,
} from './pdf-drawing.ts';

// The universal transfer document (УПД) laid out as the form the tax service recommends (letter of
// ФНС России ММВ-20-3/96@ of 21.10.2013, on the invoice form of Government decree № 1137): landscape
// A4, the 'Универсальный передаточный документ' strip with its status on the left, the invoice
// header lines (1)–(8), the goods table with the form's columns А, Б, 1–13, 'Всего к оплате (9)',
// the signatures of the invoice part, and the transfer part [8]–[19] below.

const PAGE = { width: 841.89, height: 595.28, left: 20, right: 20, top: 18, bottom: 22 };
const WIDTH = PAGE.width - PAGE.left - PAGE.right;
const RIGHT = PAGE.left + WIDTH;

const LABEL: TextStyle = { font: FONTS.narrow, size: 6.5 };
const VALUE: TextStyle = { font: FONTS.narrow, size: 7 };
const CAPTION: TextStyle = { font: FONTS.narrow, size: 5.5, align: 'center' };
const CODE_WIDTH = 24;
const DASH = '—';

interface Column {
  key: string;
  header: string;
  /** The header of a group of columns this one belongs to ('Единица измерения'). */
  group?: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

const TRACEABILITY_UNIT = 'Количественная единица измерения товара, используемая в целях осуществления прослеживаемости';
const FIXED_COLUMNS: Column[] = [
  { key: 'А', header: '№ п/п', width: 16, align: 'center' },
  { key: 'Б', header: 'Код товара/ работ, услуг', width: 44, align: 'center' },
  { key: '1', header: 'Наименование товара (описание выполненных работ, оказанных услуг), имущественного права', width: 0, align: 'left' },
  { key: '1а', header: 'Код вида товара', width: 22, align: 'center' },
  { key: '2', header: 'код', group: 'Единица измерения', width: 21, align: 'center' },
  { key: '2а', header: 'условное обозначение (национальное)', group: 'Единица измерения', width: 34, align: 'center' },
  { key: '3', header: 'Количество (объем)', width: 36, align: 'right' },
  { key: '4', header: 'Цена (тариф) за единицу измерения', width: 46, align: 'right' },
  { key: '5', header: 'Стоимость товаров (работ, услуг), имущественных прав без налога — всего', width: 52, align: 'right' },
  { key: '6', header: 'В том числе сумма акциза', width: 34, align: 'center' },
  { key: '7', header: 'Налоговая ставка', width: 28, align: 'center' },
  { key: '8', header: 'Сумма налога, предъявляемая покупателю', width: 46, align: 'right' },
  { key: '9', header: 'Стоимость товаров (работ, услуг), имущественных прав с налогом — всего', width: 52, align: 'right' },
  { key: '10', header: 'цифровой код', group: 'Страна происхождения товара', width: 22, align: 'center' },
  { key: '10а', header: 'краткое наименование', group: 'Страна происхождения товара', width: 36, align: 'center' },
  { key: '11', header: 'Регистрационный номер декларации на товары или регистрационный номер партии товара, подлежащего прослеживаемости', width: 50, align: 'center' },
  { key: '12', header: 'код', group: TRACEABILITY_UNIT, width: 22, align: 'center' },
  { key: '12а', header: 'условное обозначение', group: TRACEABILITY_UNIT, width: 26, align: 'center' },
  { key: '13', header: 'Количество товара, подлежащего прослеживаемости, в количественной единице измерения товара, используемой в целях осуществления прослеживаемости', width: 44, align: 'center' },
];
const NAME_WIDTH = WIDTH - FIXED_COLUMNS.reduce((sum, column) => sum + column.width, 0);
const COLUMNS: Column[] = FIXED_COLUMNS.map((column) => (column.width ? column : { ...column, width: NAME_WIDTH }));
/** The status strip on the left is as wide as columns А and Б below it. */
const STRIP = COLUMNS[0]!.width + COLUMNS[1]!.width;

function columnX(index: number): number {
  return PAGE.left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
}

/** Status 1: invoice and transfer document (the seller charges VAT); 2: transfer document only. */
export function updStatus(totals: ComputedDocument): 1 | 2 {
  return totals.chargesVat ? 1 : 2;
}

export async function renderUpdPdf(upd: UpdDocument): Promise<Buffer> {
  const totals = computeDocument(upd.lines);
  const date = formatDocumentDate(upd.date);
  const canvas = createPdf({
    layout: 'landscape',
    title: `Универсальный передаточный документ № ${upd.number} от ${date}`,
    author: upd.seller.name,
    subject: `Покупатель: ${upd.buyer.name}`,
  });
  const { doc } = canvas;

  const headerBottom = drawHeader(doc, upd, totals);
  let y = drawTableHeader(doc, headerBottom + 4);
  // The strip's edge runs from the top of the page down to the table.
  horizontalLine(doc, PAGE.left, PAGE.left + STRIP, PAGE.top, 0.5);
  doc.lineWidth(0.8).moveTo(PAGE.left + STRIP, PAGE.top).lineTo(PAGE.left + STRIP, headerBottom + 4).stroke();

  for (const line of totals.lines) {
    const cells = lineCells(line);
    const h = rowHeight(doc, cells, { ...VALUE, padding: 2 });
    if (y + h > PAGE.height - PAGE.bottom) {
      doc.addPage();
      y = drawTableHeader(doc, PAGE.top);
    }
    drawRow(doc, PAGE.left, y, h, cells, { ...VALUE, padding: 2 });
    y += h;
  }

  const totalH = 13;
  if (y + totalH > PAGE.height - PAGE.bottom) {
    doc.addPage();
    y = drawTableHeader(doc, PAGE.top);
  }
  y = drawTotalRow(doc, totals, y, totalH);

  const partOneH = 52;
  if (y + partOneH > PAGE.height - PAGE.bottom) {
    doc.addPage();
    y = PAGE.top;
  }
  const sheetsAt = { page: doc.bufferedPageRange().count - 1, y };
  y = drawInvoiceSignatures(doc, upd, y, partOneH);

  // The transfer part's height with one-line values (measured): it is kept whole on one page.
  const partTwoH = 160;
  if (y + partTwoH > PAGE.height - PAGE.bottom) {
    doc.addPage();
    y = PAGE.top;
  }
  drawTransferPart(doc, upd, date, y);

  // Now that the pages are counted: 'Документ составлен на N листах' and the page numbers.
  const pages = doc.bufferedPageRange().count;
  doc.switchToPage(sheetsAt.page);
  const sheets = `Документ составлен на ${pages} ${pluralRu(pages, ['листе', 'листах', 'листах'])}`;
  drawText(doc, sheets, { x: PAGE.left, y: sheetsAt.y + 4, w: STRIP - 2, h: partOneH - 8 }, { ...LABEL, size: 6.5 });
  if (pages > 1) {
    for (let page = 0; page < pages; page += 1) {
      doc.switchToPage(page);
      drawText(doc, `Лист ${page + 1} из ${pages}`, { x: RIGHT - 80, y: PAGE.height - 14, w: 80, h: 8 }, { ...LABEL, size: 6, align: 'right' });
    }
  }
  return canvas.finish();
}

interface FieldPart {
  label?: string;
  value?: string;
  /** A fixed width for the value; values without one share what is left. */
  width?: number;
}

/**
 * One line of the form: labels, underlined values and the line's number on the right, e.g.
 * 'Продавец: ООО «ТМЦ Маркет» (2)' ('(2)' in the invoice part, '[8]' in the transfer part).
 * Returns the line's height.
 */
function drawFieldLine(doc: PdfDocument, x: number, right: number, y: number, parts: FieldPart[], code: string, bold = false): number {
  const labelStyle: TextStyle = bold ? { font: FONTS.narrowBold, size: 9 } : LABEL;
  const valueStyle: TextStyle = bold ? { font: FONTS.narrowBold, size: 9, align: 'center' } : VALUE;
  const codeX = right - CODE_WIDTH;
  const labelWidths = parts.map((part) => (part.label ? doc.font(labelStyle.font).fontSize(labelStyle.size).widthOfString(part.label) + 4 : 0));
  const fixed = labelWidths.reduce((sum, w) => sum + w, 0) + parts.reduce((sum, part) => sum + (part.width ?? 0), 0);
  const flexible = parts.filter((part) => part.value !== undefined && part.width === undefined).length;
  const flexWidth = flexible ? Math.max(40, (codeX - x - fixed - 4) / flexible) : 0;
  const valueWidth = (part: FieldPart) => part.width ?? flexWidth;

  const height = Math.max(
    textHeight(doc, 'Ж', 100, labelStyle),
    ...parts.map((part) => (part.value !== undefined ? textHeight(doc, part.value || ' ', valueWidth(part), { ...valueStyle, padding: 1 }) : 0)),
  );
  let left = x;
  parts.forEach((part, i) => {
    if (part.label) {
      drawText(doc, part.label, { x: left, y, w: labelWidths[i]!, h: height }, { ...labelStyle, valign: 'bottom' });
      left += labelWidths[i]!;
    }
    if (part.value !== undefined) {
      const w = valueWidth(part);
      drawText(doc, part.value, { x: left, y, w, h: height }, { ...valueStyle, padding: 1, valign: 'bottom' });
      horizontalLine(doc, left, left + w, y + height + 0.5, 0.4);
      left += w + 3;
    }
  });
  drawText(doc, code, { x: codeX, y, w: CODE_WIDTH, h: height }, { ...labelStyle, align: 'right', valign: 'bottom' });
  return height + 1.5;
}

function partyName(party: PartyRequisites): string {
  return party.name;
}

function partyWithAddress(party: PartyRequisites): string {
  return [party.name, party.address].filter(Boolean).join(', ');
}

function drawHeader(doc: PdfDocument, upd: UpdDocument, totals: ComputedDocument): number {
  const date = formatDocumentDate(upd.date);
  const status = updStatus(totals);

  // The strip: title, status box, legend.
  const title = 'Универсальный передаточный документ';
  drawText(doc, title, { x: PAGE.left, y: PAGE.top + 3, w: STRIP - 2, h: 40 }, { font: FONTS.narrowBold, size: 8.5 });
  const statusY = PAGE.top + 6 + textHeight(doc, title, STRIP - 2, { font: FONTS.narrowBold, size: 8.5 });
  drawText(doc, 'Статус:', { x: PAGE.left, y: statusY + 2, w: 30, h: 12 }, LABEL);
  const statusBox = { x: PAGE.left + 30, y: statusY, w: 16, h: 13 };
  strokeBox(doc, statusBox, 0.8);
  drawText(doc, String(status), statusBox, { font: FONTS.narrowBold, size: 9, align: 'center', valign: 'middle' });
  drawText(
    doc,
    '1 – счёт-фактура и передаточный документ (акт)\n2 – передаточный документ (акт)',
    { x: PAGE.left, y: statusY + 18, w: STRIP - 3, h: 60 },
    { ...LABEL, size: 5.5 },
  );

  const x = PAGE.left + STRIP + 6;
  const citation = 'Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137';
  const citationW = 190;
  drawText(doc, citation, { x: RIGHT - citationW, y: PAGE.top, w: citationW, h: 20 }, { ...LABEL, size: 5.5, align: 'right' });
  const narrowRight = RIGHT - citationW - 10;

  let y = PAGE.top;
  y += drawFieldLine(doc, x, narrowRight, y, [{ label: 'Счёт-фактура №', value: upd.number, width: 110 }, { label: 'от', value: date, width: 90 }], '(1)', true);
  y += drawFieldLine(doc, x, narrowRight, y, [{ label: 'Исправление №', value: '--', width: 110 }, { label: 'от', value: '--', width: 90 }], '(1а)');
  const shipping = upd.paymentDocuments?.length
    ? upd.paymentDocuments.map((payment) => `№ ${payment.number} от ${formatDocumentDate(payment.date)}`).join('; ')
    : '№ -- от --';
  const lineCount = totals.lines.length;
  const rows: Array<[FieldPart[], string]> = [
    [[{ label: 'Продавец:', value: partyName(upd.seller) }], '2'],
    [[{ label: 'Адрес:', value: upd.seller.address ?? '' }], '2а'],
    [[{ label: 'ИНН/КПП продавца:', value: innKpp(upd.seller) }], '2б'],
    [[{ label: 'Грузоотправитель и его адрес:', value: upd.shipper ? partyWithAddress(upd.shipper) : 'он же' }], '3'],
    [[{ label: 'Грузополучатель и его адрес:', value: partyWithAddress(upd.consignee ?? upd.buyer) }], '4'],
    [[{ label: 'К платежно-расчетному документу', value: shipping }], '5'],
    [
      [
        { label: 'Документ об отгрузке', value: lineCount > 1 ? `№ п/п 1–${lineCount}` : '№ п/п 1', width: 70 },
        { label: '№', value: upd.number, width: 90 },
        { label: 'от', value: date, width: 70 },
      ],
      '5а',
    ],
    [[{ label: 'Покупатель:', value: partyName(upd.buyer) }], '6'],
    [[{ label: 'Адрес:', value: upd.buyer.address ?? '' }], '6а'],
    [[{ label: 'ИНН/КПП покупателя:', value: innKpp(upd.buyer) }], '6б'],
    [[{ label: 'Валюта: наименование, код', value: 'Российский рубль, 643' }], '7'],
    [
      [{ label: 'Идентификатор государственного контракта, договора (соглашения) (при наличии):', value: upd.contractId ?? '' }],
      '8',
    ],
  ];
  for (const [parts, code] of rows) y += drawFieldLine(doc, x, RIGHT, y, parts, `(${code})`);
  return Math.max(y, statusY + 60);
}

function drawTableHeader(doc: PdfDocument, top: number): number {
  const style: TextStyle = { font: FONTS.narrow, size: 5.5, align: 'center', valign: 'middle', padding: 1.5 };
  // Group titles above their columns; the others span both header rows.
  const groups = [...new Set(COLUMNS.flatMap((column) => (column.group ? [column.group] : [])))];
  const groupWidth = (group: string) => COLUMNS.filter((column) => column.group === group).reduce((sum, column) => sum + column.width, 0);
  const groupRow = Math.max(...groups.map((group) => textHeight(doc, group, groupWidth(group), style)));
  const subHeights = COLUMNS.filter((column) => column.group).map((column) => textHeight(doc, column.header, column.width, style));
  const singleHeights = COLUMNS.filter((column) => !column.group).map((column) => textHeight(doc, column.header, column.width, style));
  const bodyH = Math.max(groupRow + Math.max(...subHeights), ...singleHeights);

  COLUMNS.forEach((column, i) => {
    const x = columnX(i);
    if (!column.group) {
      const box = { x, y: top, w: column.width, h: bodyH };
      strokeBox(doc, box);
      drawText(doc, column.header, box, style);
      return;
    }
    const first = COLUMNS.findIndex((other) => other.group === column.group);
    if (first === i) {
      const box = { x, y: top, w: groupWidth(column.group), h: groupRow };
      strokeBox(doc, box);
      drawText(doc, column.group, box, style);
    }
    const box = { x, y: top + groupRow, w: column.width, h: bodyH - groupRow };
    strokeBox(doc, box);
    drawText(doc, column.header, box, style);
  });
  const numbers = COLUMNS.map((column): Cell => ({ text: column.key, width: column.width }));
  drawRow(doc, PAGE.left, top + bodyH, 9, numbers, { ...style, size: 6 });
  return top + bodyH + 9;
}

function lineCells(line: ComputedLine): Cell[] {
  const percent = vatPercent(line.line.vatRate);
  const values: Record<string, string> = {
    А: String(line.number),
    Б: line.line.code?.trim() || DASH,
    1: line.line.name,
    '1а': DASH,
    2: line.unit.okei ? line.unit.code : DASH,
    '2а': line.unit.name,
    3: formatQuantity(line.quantityThousandths),
    4: formatKopecks(line.netPriceKopecks),
    5: formatKopecks(line.netKopecks),
    6: 'без акциза',
    7: percent === null ? 'без НДС' : `${percent}%`,
    8: percent === null ? 'без НДС' : formatKopecks(line.vatKopecks),
    9: formatKopecks(line.totalKopecks),
    10: line.line.country?.code ?? DASH,
    '10а': line.line.country?.name ?? DASH,
    11: DASH,
    12: DASH,
    '12а': DASH,
    13: DASH,
  };
  return COLUMNS.map((column) => ({ text: values[column.key] ?? '', width: column.width, style: { align: column.align } }));
}

function drawTotalRow(doc: PdfDocument, totals: ComputedDocument, y: number, h: number): number {
  const style: TextStyle = { font: FONTS.narrowBold, size: 7.5, padding: 2, valign: 'middle' };
  const at = (key: string) => COLUMNS.findIndex((column) => column.key === key);
  const span = (from: string, to: string) => columnX(at(to) + 1) - columnX(at(from));
  const vat = totals.chargesVat ? formatKopecks(totals.vatKopecks) : 'без НДС';
  const cells: Cell[] = [
    { text: '', width: STRIP },
    { text: 'Всего к оплате (9)', width: span('1', '4') },
    { text: formatKopecks(totals.netKopecks), width: span('5', '5'), style: { align: 'right' } },
    { text: 'X', width: span('6', '7'), style: { align: 'center' } },
    { text: vat, width: span('8', '8'), style: { align: 'right' } },
    { text: formatKopecks(totals.totalKopecks), width: span('9', '9'), style: { align: 'right' } },
  ];
  drawRow(doc, PAGE.left, y, h, cells, style);
  return y + h;
}

/** A signature: a line for the signature and one for the name, with their captions below. */
function drawSignatureSlots(doc: PdfDocument, x: number, y: number, slots: Array<{ width: number; value?: string; caption: string }>): void {
  let left = x;
  for (const slot of slots) {
    if (slot.value) drawText(doc, slot.value, { x: left, y: y - 9, w: slot.width, h: 9 }, { ...VALUE, align: 'center' });
    horizontalLine(doc, left, left + slot.width, y, 0.4);
    drawText(doc, slot.caption, { x: left, y: y + 0.5, w: slot.width, h: 7 }, CAPTION);
    left += slot.width + 6;
  }
}

function drawInvoiceSignatures(doc: PdfDocument, upd: UpdDocument, top: number, height: number): number {
  const { seller } = upd;
  const entrepreneur = !seller.kpp;
  const director = seller.director ? shortPersonName(seller.director) : '';
  const accountant = seller.accountant ? shortPersonName(seller.accountant) : '';
  const x = PAGE.left + STRIP + 6;
  const half = (RIGHT - x) / 2;
  const labelW = 118;
  const slots = (name: string) => [
    { width: 60, caption: '(подпись)' },
    { width: half - labelW - 80, value: name, caption: '(ф.и.о.)' },
  ];
  doc.lineWidth(0.8).moveTo(PAGE.left + STRIP, top).lineTo(PAGE.left + STRIP, top + height).stroke();
  horizontalLine(doc, PAGE.left, RIGHT, top + height, 1.2);

  const first = top + 18;
  drawText(doc, 'Руководитель организации или иное уполномоченное лицо', { x, y: first - 15, w: labelW, h: 18 }, { ...LABEL, size: 6.5 });
  drawSignatureSlots(doc, x + labelW, first, slots(entrepreneur ? '' : director));
  drawText(doc, 'Главный бухгалтер или иное уполномоченное лицо', { x: x + half, y: first - 15, w: labelW, h: 18 }, { ...LABEL, size: 6.5 });
  drawSignatureSlots(doc, x + half + labelW, first, slots(entrepreneur ? '' : accountant));

  const second = top + 41;
  drawText(doc, 'Индивидуальный предприниматель или иное уполномоченное лицо', { x, y: second - 15, w: labelW, h: 18 }, { ...LABEL, size: 6.5 });
  drawSignatureSlots(doc, x + labelW, second, slots(entrepreneur ? director || seller.name : ''));
  drawSignatureSlots(doc, x + half, second, [
    { width: half - 20, caption: '(реквизиты свидетельства о государственной регистрации индивидуального предпринимателя)' },
  ]);
  return top + height + 4;
}

/** The transfer part [8]–[19] under the invoice part; returns its bottom. */
function drawTransferPart(doc: PdfDocument, upd: UpdDocument, date: string, top: number): number {
  let y = top;
  const full = (label: string, value: string, code: string) => {
    y += drawFieldLine(doc, PAGE.left, RIGHT, y, [{ label, value }], `[${code}]`);
  };
  full('Основание передачи (сдачи) / получения (приемки)', upd.basis ?? '', '8');
  drawText(doc, '(договор; доверенность и др.)', { x: PAGE.left + 160, y, w: RIGHT - PAGE.left - 200, h: 7 }, CAPTION);
  y += 7;
  full('Данные о транспортировке и грузе', '', '9');
  drawText(doc, '(транспортная накладная, поручение экспедитору, экспедиторская / складская расписка и др. / масса нетто/ брутто груза, если не приведены ссылки на транспортные документы, содержащие эти сведения)', { x: PAGE.left + 120, y, w: RIGHT - PAGE.left - 160, h: 7 }, CAPTION);
  y += 9;

  const half = WIDTH / 2;
  const columnTop = y;
  const seller = upd.seller;
  const sides = [
    {
      x: PAGE.left,
      transfer: ['Товар (груз) передал / услуги, результаты работ, права сдал', '10'],
      date: ['Дата отгрузки, передачи (сдачи)', '11', date],
      other: ['Иные сведения об отгрузке, передаче', '12'],
      responsible: '13',
      subject: [`${seller.name}, ИНН/КПП ${innKpp(seller)}`, '14'],
      signer: seller.director ? shortPersonName(seller.director) : '',
    },
    {
      x: PAGE.left + half + 8,
      transfer: ['Товар (груз) получил / услуги, результаты работ, права принял', '15'],
      date: ['Дата получения (приемки)', '16', ''],
      other: ['Иные сведения о получении, приемке', '17'],
      responsible: '18',
      subject: [`${upd.buyer.name}, ИНН/КПП ${innKpp(upd.buyer)}`, '19'],
      signer: '',
    },
  ];
  let bottom = columnTop;
  for (const side of sides) {
    const right = side.x + half - 10;
    const w = right - side.x;
    let sy = columnTop;
    const signatureRow = (label: string, code: string, name: string) => {
      drawText(doc, label, { x: side.x, y: sy, w: w - CODE_WIDTH, h: 9 }, LABEL);
      sy += 17;
      drawSignatureSlots(doc, side.x, sy, [
        { width: w * 0.3, caption: '(должность)' },
        { width: w * 0.22, caption: '(подпись)' },
        { width: w * 0.33, value: name, caption: '(ф.и.о.)' },
      ]);
      drawText(doc, `[${code}]`, { x: right - CODE_WIDTH, y: sy - 9, w: CODE_WIDTH, h: 9 }, { ...LABEL, align: 'right' });
      sy += 10;
    };
    const fieldRow = (label: string, value: string, code: string) => {
      const h = drawFieldLine(doc, side.x, right, sy, [{ label, value }], `[${code}]`);
      sy += h;
    };
    signatureRow(side.transfer[0]!, side.transfer[1]!, side.signer);
    fieldRow(side.date[0]!, side.date[2]!, side.date[1]!);
    fieldRow(side.other[0]!, '', side.other[1]!);
    drawText(doc, '(ссылки на неотъемлемые приложения, сопутствующие документы, иные документы и т.п.)', { x: side.x, y: sy, w: w - CODE_WIDTH, h: 7 }, CAPTION);
    sy += 8;
    signatureRow('Ответственный за правильность оформления факта хозяйственной жизни', side.responsible, side.signer);
    drawText(doc, 'Наименование экономического субъекта – составителя документа (в т.ч. комиссионера / агента)', { x: side.x, y: sy, w: w - CODE_WIDTH, h: 9 }, LABEL);
    sy += 9;
    fieldRow('', side.subject[0]!, side.subject[1]!);
    drawText(doc, '(может не заполняться при проставлении печати в М.П., может быть указан ИНН / КПП)', { x: side.x + 40, y: sy, w: w - CODE_WIDTH - 40, h: 7 }, CAPTION);
    drawText(doc, 'М.П.', { x: side.x + 10, y: sy + 1, w: 30, h: 9 }, LABEL);
    bottom = Math.max(bottom, sy + 10);
  }
  doc.lineWidth(0.8).moveTo(PAGE.left + half + 2, columnTop).lineTo(PAGE.left + half + 2, bottom).stroke();
  return bottom;
}
