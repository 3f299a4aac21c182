import { describe, expect, it } from 'vitest';
import { OPERATOR } from '@tmc/shared/operator';
import { SAMPLE_BUYER, sampleInvoice } from '../../testing/document-samples.ts';
import { decodeQrCode, pdfFonts, pdfPageCount, pdfPageLayoutText, pdfText, renderPdfPage } from '../../testing/pdf-inspection.ts';
import { invoicePaymentString, renderInvoicePdf } from './invoice-pdf.ts';

describe('the invoice PDF', () => {
  it('carries the bank block, the parties, the line, the totals with VAT and the amount in words', async () => {
    const invoice = sampleInvoice();
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Счёт на оплату № 2026-000123 от 23.11.2026',
      OPERATOR.bankName,
      'Банк получателя',
      `БИК ${OPERATOR.bik}`,
      `Сч. № ${OPERATOR.correspondentAccount}`,
      `ИНН ${OPERATOR.inn}`,
      `КПП ${OPERATOR.kpp}`,
      `Сч. № ${OPERATOR.bankAccount}`,
      'Получатель',
      `ООО «ТМЦ Маркет», ИНН ${OPERATOR.inn}, КПП ${OPERATOR.kpp}`,
      `ООО «Северный склад», ИНН ${SAMPLE_BUYER.inn}, КПП ${SAMPLE_BUYER.kpp}`,
      'Основание: Пользовательское соглашение (оферта), заявка по корзине № 5821',
      'Информационная услуга по сделке: кабель ВВГнг(А)-LS 3×2,5 (резерв № 5821)',
      'Итого: 1 500,00',
      'В том числе НДС (22%): 270,49',
      'Всего к оплате: 1 500,00',
      'Всего наименований 1, на сумму 1 500,00 руб.',
      'Одна тысяча пятьсот рублей 00 копеек',
      'Оплатить не позднее 01.12.2026',
      'Руководитель',
      'Бухгалтер',
      'Соколов А. В.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lays out the bank block and the table in rows and columns', async () => {
    const page = pdfPageLayoutText(await renderInvoicePdf(sampleInvoice()), 1);
    expect(page).toMatch(/№\s+Товары \(работы, услуги\)\s+Кол-во\s+Ед\.\s+Цена\s+Сумма/);
    expect(page).toMatch(/1\s+Информационная услуга по сделке: [^\n]*\s+1\s+усл\. ед\s+1 500,00\s+1 500,00/);
    expect(page).toMatch(new RegExp(`${OPERATOR.bankName}\\s+БИК\\s+${OPERATOR.bik}`));
    expect(page).toMatch(new RegExp(`ИНН ${OPERATOR.inn}\\s+КПП ${OPERATOR.kpp}\\s+Сч\\. №\\s+${OPERATOR.bankAccount}`));
  });

  it('has a QR code on page 1 that decodes to the ГОСТ Р 56042-2014 payment string of the invoice', async () => {
    const invoice = sampleInvoice();
    const expected = invoicePaymentString(invoice);
    expect(expected).toBe(
      `ST00012|Name=${OPERATOR.name}|PersonalAcc=${OPERATOR.bankAccount}|BankName=${OPERATOR.bankName}|BIC=${OPERATOR.bik}` +
        `|CorrespAcc=${OPERATOR.correspondentAccount}|PayeeINN=${OPERATOR.inn}|KPP=${OPERATOR.kpp}|Sum=150000` +
        '|Purpose=Оплата по счёту № 2026-000123 от 23.11.2026. В т.ч. НДС 22% 270,49 руб.',
    );
    const png = renderPdfPage(await renderInvoicePdf(invoice), 1, 100);
    expect(decodeQrCode(png)).toBe(expected);
  });

  it('encodes the invoice own sum and purpose in the QR code', async () => {
    const invoice = sampleInvoice({
      number: '2026-000777',
      lines: [
        { name: 'Подписка на ключевые слова: год, до 50 наименований', unitCode: '876', quantity: 1, priceKopecks: 2_400_000, vatRate: '22' },
        { name: 'Тариф поставщика «Золото», квартал', unitCode: '876', quantity: 1, priceKopecks: 4_567_890, vatRate: '22' },
      ],
      purpose: 'Оплата подписки | счёт № 2026-000777',
    });
    const decoded = decodeQrCode(renderPdfPage(await renderInvoicePdf(invoice), 1, 100));
    expect(decoded).toBe(invoicePaymentString(invoice));
    expect(decoded).toContain('|Sum=6967890|');
    expect(decoded?.endsWith('|Purpose=Оплата подписки счёт № 2026-000777')).toBe(true);
  });

  it('keeps the QR code readable at the longest purpose the standard allows (210 characters)', async () => {
    const invoice = sampleInvoice({ purpose: 'Оплата по договору поставки и оказания информационных услуг площадки, '.repeat(4) });
    const expected = invoicePaymentString(invoice);
    expect(Buffer.byteLength(expected)).toBeGreaterThan(600);
    const pdf = await renderInvoicePdf(invoice);
    expect(decodeQrCode(renderPdfPage(pdf, 1, 100))).toBe(expected);
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('says "Без налога (НДС)" when the lines carry no VAT', async () => {
    const invoice = sampleInvoice({ lines: [{ name: 'Услуга', unitCode: '876', quantity: 2, priceKopecks: 100_050, vatRate: 'none' }] });
    const text = pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('Без налога (НДС): —');
    expect(text).not.toContain('В том числе НДС');
    expect(text).toContain('Всего к оплате: 2 001,00');
    expect(text).toContain('Две тысячи один рубль 00 копеек');
    expect(invoicePaymentString(invoice)).toContain('|Sum=200100|Purpose=Оплата по счёту № 2026-000123 от 23.11.2026. Без налога (НДС)');
  });

  it('lists VAT by rate when the lines have different rates', async () => {
    const invoice = sampleInvoice({
      lines: [
        { name: 'Услуга А', unitCode: '876', quantity: 1, priceKopecks: 110_000, vatRate: '10' },
        { name: 'Услуга Б', unitCode: '876', quantity: 1, priceKopecks: 122_000, vatRate: '22' },
      ],
    });
    const text = pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('В том числе НДС (10%): 100,00');
    expect(text).toContain('В том числе НДС (22%): 220,00');
    expect(text).toContain('Всего к оплате: 2 320,00');
  });

  it('continues the table on the next pages when the lines do not fit, with the totals after the last line', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      name: `Услуга № ${i + 1}`,
      unitCode: '876',
      quantity: 1,
      priceKopecks: 10_000 + i,
      vatRate: '22' as const,
    }));
    const pdf = await renderInvoicePdf(sampleInvoice({ lines }));
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (let i = 1; i <= 70; i += 1) expect(text).toContain(`Услуга № ${i} `);
    const total = lines.reduce((sum, line) => sum + line.priceKopecks, 0);
    expect(total).toBe(702_415);
    const last = pdfPageLayoutText(pdf, pages);
    expect(last).toMatch(/Всего к оплате:\s+7 024,15/);
    expect(last).toContain('Семь тысяч двадцать четыре рубля 15 копеек');
    expect(pdfPageLayoutText(pdf, 2)).toMatch(/№\s+Товары \(работы, услуги\)\s+Кол-во/);
  });

  it('embeds its own fonts (PT Sans) and no font of the machine', async () => {
    const fonts = pdfFonts(await renderInvoicePdf(sampleInvoice()));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(font.name).toMatch(/^[A-Z]{6}\+PTSans-(Regular|Bold)$/);
    }
  });

  it('refuses an invoice whose payee requisites would make a wrong QR code', async () => {
    const invoice = sampleInvoice();
    await expect(renderInvoicePdf({ ...invoice, supplier: { ...invoice.supplier, bank: { ...invoice.supplier.bank, account: '40702810930000012346' } } })).rejects.toThrow(/PersonalAcc/);
  });
});
