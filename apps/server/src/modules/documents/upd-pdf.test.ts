import { describe, expect, it } from 'vitest';
import { SAMPLE_BUYER, SAMPLE_SELLER, sampleGoodsLines, sampleUpd } from '../../testing/document-samples.ts';
import { pdfFonts, pdfPageCount, pdfPageLayoutText, pdfText, renderPdfPage } from '../../testing/pdf-inspection.ts';
import { computeDocument } from './document-lines.ts';
import { renderUpdPdf } from './upd-pdf.ts';

describe('the УПД PDF', () => {
  it('is the ФНС form on one landscape page: status 1, the invoice header, seller and buyer, goods and totals', async () => {
    const upd = sampleUpd();
    const pdf = await renderUpdPdf(upd);
    expect(pdfPageCount(pdf)).toBe(1);
    const png = renderPdfPage(pdf, 1, 50);
    expect(png.width).toBeGreaterThan(png.height);

    // Line by line as laid out, spaces collapsed: the form's lines read left to right.
    const text = pdfPageLayoutText(pdf, 1).replace(/[ \t]+/g, ' ');
    for (const expected of [
      'Универсальный',
      'Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г.',
      'Счёт-фактура № УПД-5821 от 23.11.2026 (1)',
      'Исправление № -- от -- (1а)',
      `Продавец: ${SAMPLE_SELLER.name} (2)`,
      `Адрес: ${SAMPLE_SELLER.address} (2а)`,
      `ИНН/КПП продавца: ${SAMPLE_SELLER.inn}/${SAMPLE_SELLER.kpp} (2б)`,
      'Грузоотправитель и его адрес: он же (3)',
      `Грузополучатель и его адрес: ${SAMPLE_BUYER.name}, ${SAMPLE_BUYER.address} (4)`,
      'К платежно-расчетному документу № 482 от 20.11.2026 (5)',
      'Документ об отгрузке № п/п 1–3 № УПД-5821 от 23.11.2026 (5а)',
      `Покупатель: ${SAMPLE_BUYER.name} (6)`,
      `ИНН/КПП покупателя: ${SAMPLE_BUYER.inn}/${SAMPLE_BUYER.kpp} (6б)`,
      'Валюта: наименование, код Российский рубль, 643 (7)',
      'Всего к оплате (9)',
      'Документ составлен на',
      '1 листе',
      'Основание передачи (сдачи) / получения (приемки) Счёт на оплату № 2026-000123 от 23.11.2026 [8]',
      'Дата отгрузки, передачи (сдачи) 23.11.2026 [11]',
      'Петров П. П.',
      'Иванова М. С.',
      `${SAMPLE_SELLER.name}, ИНН/КПП ${SAMPLE_SELLER.inn}/${SAMPLE_SELLER.kpp}`,
      `${SAMPLE_BUYER.name}, ИНН/КПП ${SAMPLE_BUYER.inn}/${SAMPLE_BUYER.kpp}`,
    ]) {
      expect(text).toContain(expected);
    }

    const page = pdfPageLayoutText(pdf, 1);
    expect(page).toMatch(/Статус:\s+1/);
    // Column numbers of the form, then each line: № п/п, code, name, 1а, ОКЕИ code, unit, quantity,
    // price without VAT, cost without VAT, excise, rate, VAT, cost with VAT, country.
    expect(page).toMatch(/А\s+Б\s+1\s+1а\s+2\s+2а\s+3\s+4\s+5\s+6\s+7\s+8\s+9\s+10\s+10а\s+11\s+12\s+12а\s+13/);
    expect(page).toMatch(/1\s+100200\s+Кабель ВВГнг\(А\)-LS [^\n]+—\s+006\s+м\s+500\s+101,19\s+50 594,26\s+без акциза\s+22%\s+11 130,74\s+61 725,00\s+—\s+—/);
    expect(page).toMatch(/2\s+100201\s+Автоматический выключатель [^\n]+—\s+796\s+шт\s+12\s+737,62\s+8 851,48\s+без акциза\s+22%\s+1 947,32\s+10 798,80\s+156\s+КИТАЙ/);
    expect(page).toMatch(/3\s+100202\s+Труба стальная [^\n]+—\s+018\s+пог\. м\s+36,5\s+1 264,75\s+46 163,52\s+без акциза\s+22%\s+10 155,98\s+56 319,50/);
    const totals = computeDocument(upd.lines);
    expect(totals).toMatchObject({ netKopecks: 10_560_926, vatKopecks: 2_323_404, totalKopecks: 12_884_330 });
    expect(page).toMatch(/Всего к оплате \(9\)\s+105 609,26\s+X\s+23 234,04\s+128 843,30/);
  });

  it('has status 2 and "без НДС" when the seller does not charge VAT', async () => {
    const pdf = await renderUpdPdf(sampleUpd({ lines: sampleGoodsLines(2, 'none') }));
    const page = pdfPageLayoutText(pdf, 1);
    expect(page).toMatch(/Статус:\s+2/);
    expect(page).toMatch(/1\s+100200\s+Кабель [^\n]+006\s+м\s+500\s+123,45\s+61 725,00\s+без акциза\s+без НДС\s+без НДС\s+61 725,00/);
    expect(page).toMatch(/Всего к оплате \(9\)\s+72 523,80\s+X\s+без НДС\s+72 523,80/);
  });

  it('prints «—» for the ОКЕИ code of a unit ОКЕИ lacks', async () => {
    const page = pdfPageLayoutText(await renderUpdPdf(sampleUpd({ lines: sampleGoodsLines(4).slice(3) })), 1);
    expect(page).toMatch(/1\s+100203\s+Цемент М500 Д0 ЦЕМ I 42,5Н\s+—\s+—\s+мешок\s+40\s+426,23\s+17 049,18\s+без акциза\s+22%\s+3 750,82\s+20 800,00/);
  });

  it('signs for an individual entrepreneur in the entrepreneur line', async () => {
    const seller = { name: 'ИП Кузнецов Олег Игоревич', inn: '500100732259', address: 'г. Тула', director: 'Кузнецов Олег Игоревич' };
    const text = pdfText(await renderUpdPdf(sampleUpd({ seller })));
    expect(text).toContain('ИНН/КПП продавца: 500100732259 (2б)');
    expect(text).toMatch(/Индивидуальный предприниматель или иное уполномоченное лицо .*Кузнецов О\. И\./);
  });

  it('runs a 100-line document over several pages: every line, the header on each page, the sheet count', async () => {
    const upd = sampleUpd({ lines: sampleGoodsLines(100) });
    const pdf = await renderUpdPdf(upd);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    const codes = [...text.matchAll(/\b(1002\d\d|1003\d\d)\b/g)].map((match) => Number(match[1]));
    expect(new Set(codes)).toEqual(new Set(Array.from({ length: 100 }, (_, i) => 100200 + i)));
    expect(text).toContain(`Документ составлен на ${pages} листах`);
    const layouts: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const layout = pdfPageLayoutText(pdf, page);
      layouts.push(layout);
      expect(layout).toContain(`Лист ${page} из ${pages}`);
      if (page < pages) expect(layout).toMatch(/А\s+Б\s+1\s+1а\s+2\s+2а\s+3\s+4\s+5/);
    }
    const { totalKopecks } = computeDocument(upd.lines);
    expect(totalKopecks).toBe(25 * (6_172_500 + 1_079_880 + 5_631_950 + 2_080_000));
    expect(totalKopecks).toBe(374_108_250);
    expect(layouts.join('\n')).toMatch(/Всего к оплате \(9\)\s+3 066 461,00\s+X\s+674 621,50\s+3 741 082,50/);
    expect(layouts.at(-1)).toContain('Товар (груз) получил / услуги, результаты работ, права принял');
  });

  it('embeds PT Sans Narrow and no font of the machine', async () => {
    const fonts = pdfFonts(await renderUpdPdf(sampleUpd()));
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['PTSans-Narrow', 'PTSans-NarrowBold']);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });
});
