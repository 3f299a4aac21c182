import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES } from '@tmc/shared/import-schemas';
import { openImportFile } from './import-file.ts';
import { expectRefusal, openAndRead } from './import-test-helpers.ts';
import { tempDir, writeCompoundFile, writeWorkbook, writeZip, writeZipBomb, sheetRow, xmlText } from './test-files.ts';
import { excelSerialToDate, isDateFormat } from './xlsx-reader.ts';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const at = (name: string): { path: string; fileName: string } => ({ path: path.join(dir, name), fileName: name });

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00&quot;р.&quot;"/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="4"/></cellXfs>
</styleSheet>`;

const HEADER = sheetRow(1, ['Наименование', 'Артикул', 'Ед. изм.', 'Количество', 'Цена', 'НДС', 'Год']);

describe('XLSX reader', () => {
  it('reads shared and rich text, inline strings, cached values of formulas, dates and sparse cells', async () => {
    const file = at('cells.xlsx');
    writeWorkbook(file.path, {
      sharedStrings: [
        '<t>Наименование</t>',
        // Rich text: runs joined; a phonetic run (rPh) is not part of the text.
        '<r><rPr><b/></rPr><t>Труба </t></r><r><t xml:space="preserve">электросварная 57х3,5</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh>',
        '<t>Перенос_x000D_строки</t>',
        '<t>м</t>',
      ],
      styles: STYLES,
      sheets: [
        {
          name: 'Товары',
          xml:
            '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' +
            // B is empty: the cells of the row are sparse.
            '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2" t="s"><v>3</v></c>' +
            // A formula gives its cached value; one over an external workbook likewise, never evaluated.
            '<c r="D2"><f>SUM(D3:D4)</f><v>120.5</v></c><c r="E2" s="3"><f>[1]Прайс!$B$7*1.2</f><v>1014.6</v></c>' +
            '<c r="F2" t="str"><f>"НДС "&amp;"20%"</f><v>НДС 20%</v></c><c r="G2" s="1"><v>44270</v></c><c r="H2" s="2"><v>44270.75</v></c></row>' +
            // A formula never calculated has no value; a float is read as Excel shows it.
            '<row r="4"><c r="A4" t="inlineStr"><is><r><t>Кран </t></r><r><t>шаровой</t></r></is></c><c r="B4"><f>A1*2</f></c><c r="D4" s="4"><v>0.30000000000000004</v></c>' +
            '<c r="E4" t="b"><v>1</v></c><c r="F4" t="e"><v>#N/A</v></c><c r="G4" t="s"><v>2</v></c><c r="H4" t="d"><v>2021-03-15T00:00:00</v></c></row>',
        },
      ],
      extra: [
        // The external link part is not even well-formed: reading it would fail the test.
        { name: 'xl/externalLinks/externalLink1.xml', data: '<externalLink><broken' },
        { name: 'xl/externalLinks/_rels/externalLink1.xml.rels', data: '<Relationships><Relationship Id="rId1" Target="file:///C:/Прайс.xlsx" TargetMode="External"/></Relationships>' },
      ],
    });
    const opened = await openImportFile(file);
    expect(opened.headers).toEqual(['Наименование']);
    const rows: unknown[] = [];
    for await (const row of opened.rows()) rows.push(row);
    opened.close();
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['Труба электросварная 57х3,5', null, 'м', 120.5, 1014.6, 'НДС 20%', '2021-03-15', '2021-03-15'] },
      { rowNumber: 4, cells: ['Кран шаровой', null, null, 0.3, 'ИСТИНА', '#N/A', 'Перенос\rстроки', '2021-03-15'] },
    ]);
  });

  it('reads a sheet whose elements carry a namespace prefix, and cells and rows without references', async () => {
    const file = at('prefixed.xlsx');
    writeWorkbook(file.path, {
      sheets: [
        {
          name: 'Лист1',
          xml:
            '<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
            '<x:row><x:c t="inlineStr"><x:is><x:t>Наименование</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Цена</x:t></x:is></x:c></x:row>' +
            '<x:row><x:c t="inlineStr"><x:is><x:t>Лист 4 мм</x:t></x:is></x:c><x:c><x:v>68500</x:v></x:c></x:row>' +
            '</x:sheetData></x:worksheet>',
        },
      ],
    });
    const { file: opened, rows } = await openAndRead(file);
    expect(opened.headers).toEqual(['Наименование', 'Цена']);
    expect(rows).toEqual([{ rowNumber: 2, cells: ['Лист 4 мм', 68500] }]);
  });

  it('reads the first visible sheet, and dates of a 1904 workbook', async () => {
    const file = at('hidden.xlsx');
    writeWorkbook(file.path, {
      date1904: true,
      styles: STYLES,
      sheets: [
        { name: 'Служебный', state: 'hidden', xml: sheetRow(1, ['Наименование', 'Цена']) + sheetRow(2, ['Не тот лист', 1]) },
        { name: 'Товары', xml: sheetRow(1, ['Наименование', 'Год']) + '<row r="2"><c r="A2" t="inlineStr"><is><t>Тот лист</t></is></c><c r="B2" s="1"><v>42808</v></c></row>' },
      ],
    });
    const { rows } = await openAndRead(file);
    expect(rows).toEqual([{ rowNumber: 2, cells: ['Тот лист', '2021-03-15'] }]);
  });

  it('keeps Cyrillic whole where the inflated stream is cut into chunks (ExcelJS’s reader puts � there)', async () => {
    const names = Array.from({ length: 3000 }, (_, i) => `Позиция №${i} — ${'щёлочь жёлтая '.repeat(1 + (i % 7))}ёмкость`);
    const file = at('cyrillic.xlsx');
    writeWorkbook(file.path, {
      sharedStrings: ['<t>Наименование</t>', ...names.map((n) => `<t>${xmlText(n)}</t>`)],
      sheets: [{ name: 'Товары', xml: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' + names.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i + 1}</v></c></row>`).join('') }],
    });
    const { rows } = await openAndRead(file);
    expect(rows.map((r) => r.cells[0])).toEqual(names);
  });

  it('reads a workbook ExcelJS writes, as Excel does (shared strings, styles, formulas with results)', async () => {
    const file = at('exceljs.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Остатки');
    sheet.addRow(['Прайс на 01.03.2025']);
    sheet.addRow(['Наименование товара', 'Код', 'Ед.изм', 'Остаток', 'Цена, руб.', 'Ставка НДС', 'Дата выпуска']);
    sheet.addRow(['Электроды УОНИ 13/55', '000123', 'кг', 250, 180.5, 0.2, new Date(Date.UTC(2020, 5, 1))]);
    sheet.addRow([{ richText: [{ text: 'Лист ', font: { bold: true } }, { text: 'г/к 4 мм' }] }, 'ЛГК-4', 'т', { formula: 'D3/100', result: 2.5 }, 68500, 'Без НДС', null]);
    sheet.getColumn(6).numFmt = '0%';
    sheet.getColumn(7).numFmt = 'dd.mm.yyyy';
    await workbook.xlsx.writeFile(file.path);
    const { file: opened, rows } = await openAndRead(file);
    expect(opened.headerRowNumber).toBe(2);
    expect(rows).toEqual([
      { rowNumber: 3, cells: ['Электроды УОНИ 13/55', '000123', 'кг', 250, 180.5, 0.2, '2020-06-01'] },
      { rowNumber: 4, cells: ['Лист г/к 4 мм', 'ЛГК-4', 'т', 2.5, 68500, 'Без НДС'] },
    ]);
  });

  it('tells date formats from number formats', () => {
    expect(isDateFormat('dd\\.mm\\.yyyy')).toBe(true);
    expect(isDateFormat('[$-419]d mmmm yyyy')).toBe(true);
    expect(isDateFormat('#,##0.00"р."')).toBe(false);
    expect(isDateFormat('[Red]0.00;"день"')).toBe(false);
    expect(isDateFormat('General')).toBe(false);
    expect(excelSerialToDate(44270)).toBe('2021-03-15');
    expect(excelSerialToDate(1, true)).toBe('1904-01-02');
  });
});

describe('XLSX refusals', () => {
  it('refuses a PNG named .xlsx, a zip without a workbook, and an XLSX named .xls, by their bytes', async () => {
    fs.writeFileSync(at('photo.xlsx').path, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]));
    await expectRefusal(openImportFile(at('photo.xlsx')), 'typeMismatch', IMPORT_FILE_MESSAGES.typeMismatch('photo.xlsx', 'изображение PNG'));
    writeZip(at('notes.xlsx').path, [{ name: 'notes.txt', data: 'Это не книга' }]);
    await expectRefusal(openImportFile(at('notes.xlsx')), 'xlsxNoWorkbook');
    writeWorkbook(at('book.xls').path, { sheets: [{ name: 'Лист1', xml: HEADER }] });
    await expectRefusal(openImportFile(at('book.xls')), 'typeMismatch', IMPORT_FILE_MESSAGES.typeMismatch('book.xls', 'книга Excel (.xlsx)'));
  });

  it('refuses a password-protected workbook and an Excel 97-2003 one, each with its own message', async () => {
    writeCompoundFile(at('secret.xlsx').path, ['EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']);
    await expectRefusal(openImportFile(at('secret.xlsx')), 'encryptedXlsx');
    writeCompoundFile(at('old.xls').path, ['Workbook', '\u0005SummaryInformation']);
    await expectRefusal(openImportFile(at('old.xls')), 'legacyXls');
  });

  it('refuses a zip bomb of 1 GB of zeros from its central directory, without inflating it', async () => {
    writeZipBomb(at('bomb.xlsx').path);
    expect(fs.statSync(at('bomb.xlsx').path).size).toBeLessThan(2 * 1024 * 1024);
    await expectRefusal(openImportFile(at('bomb.xlsx')), 'zipBomb');
  });

  it('refuses an archive over the entry count or the unpacked size, before reading it', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `xl/media/image${i}.png`, data: 'x' }));
    writeWorkbook(at('many.xlsx').path, { sheets: [{ name: 'Лист1', xml: HEADER }], extra: many });
    await expectRefusal(openImportFile(at('many.xlsx'), { limits: { zipEntriesMax: 20 } }), 'zipTooManyEntries');
    writeWorkbook(at('large.xlsx').path, { sheets: [{ name: 'Лист1', xml: HEADER }], extra: [{ name: 'xl/media/big.bin', data: Buffer.alloc(300_000, 7) }] });
    await expectRefusal(openImportFile(at('large.xlsx'), { limits: { unzippedBytesMax: 200_000 } }), 'zipTooLarge');
  });

  it('stops at the declared size of a part whose directory entry lies about it', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => sheetRow(i + 2, [`Позиция ${i}`, i])).join('');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${HEADER}${rows}</sheetData></worksheet>`;
    writeWorkbook(at('liar.xlsx').path, { sheets: [{ name: 'Лист1', xml: '' }] });
    // The same workbook with its sheet swapped for a bigger one declared at a tenth of its size.
    writeZip(at('liar.xlsx').path, [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: '_rels/.rels', data: '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>' },
      { name: 'xl/workbook.xml', data: '<workbook xmlns:r="r"><sheets><sheet name="Лист1" sheetId="1" r:id="rId1"/></sheets></workbook>' },
      { name: 'xl/_rels/workbook.xml.rels', data: '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>' },
      { name: 'xl/worksheets/sheet1.xml', data: xml, declaredSize: Math.floor(xml.length / 10) },
    ]);
    await expectRefusal(openAndRead(at('liar.xlsx')), 'zipSizeMismatch');
  });

  it('refuses encrypted entries and compression methods it does not read', async () => {
    writeZip(at('locked.xlsx').path, [{ name: 'xl/workbook.xml', data: '<workbook/>', encrypted: true }]);
    await expectRefusal(openImportFile(at('locked.xlsx')), 'zipEncrypted');
    writeZip(at('bzip.xlsx').path, [{ name: 'xl/workbook.xml', data: '<workbook/>', method: 'bzip2' }]);
    await expectRefusal(openImportFile(at('bzip.xlsx')), 'zipMethod');
  });

  it('refuses a workbook without a visible sheet, with shared strings over the limit, or with a damaged or DOCTYPE part', async () => {
    writeWorkbook(at('nosheet.xlsx').path, { sheets: [{ name: 'Скрытый', state: 'hidden', xml: HEADER }] });
    await expectRefusal(openImportFile(at('nosheet.xlsx')), 'xlsxNoSheet');
    writeWorkbook(at('strings.xlsx').path, { sheets: [{ name: 'Лист1', xml: HEADER }], sharedStrings: Array.from({ length: 500 }, (_, i) => `<t>Строка ${i}</t>`) });
    await expectRefusal(openImportFile(at('strings.xlsx'), { limits: { sharedStringsBytesMax: 1000 } }), 'xlsxSharedStringsTooLarge');
    writeWorkbook(at('broken.xlsx').path, { sheets: [{ name: 'Лист1', xml: `${HEADER}<row r="2"><c r="A2"><v>1</c></row>` }] });
    await expectRefusal(openAndRead(at('broken.xlsx')), 'xlsxCorrupt');
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>&e;</t></is></c></row></sheetData></worksheet>`;
    writeWorkbook(at('xxe.xlsx').path, { sheets: [{ name: 'Лист1', xml: doctype }] });
    await expectRefusal(openAndRead(at('xxe.xlsx')), 'xmlDoctype');
  });

  it('refuses a workbook with a header and no rows', async () => {
    writeWorkbook(at('header-only.xlsx').path, { sheets: [{ name: 'Лист1', xml: HEADER }] });
    await expectRefusal(openAndRead(at('header-only.xlsx')), 'noDataRows');
  });
});
