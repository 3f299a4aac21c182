import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES } from '@tmc/shared/import-schemas';
import { mapColumns } from './column-mapping.ts';
import { detectDelimiter } from './csv-reader.ts';
import { openImportFile } from './import-file.ts';
import { expectRefusal, openAndRead } from './import-test-helpers.ts';
import { normaliseRow } from './row-normaliser.ts';
import { tempDir, writeWorkbook, sheetRow } from './test-files.ts';

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): { path: string; fileName: string } {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return { path: file, fileName: name };
}

const russian = [
  'Остатки ТМЦ на 01.03.2025;;;;;;',
  '',
  'Наименование;Артикул;Ед. изм.;Кол-во;Цена, руб.;НДС;Регион',
  'Труба электросварная 57х3,5;ТР-57;м;120,5;"1 234,50";20%;г. Москва',
  'Ёмкость «Евро» 1000 л;ЕМ-1;шт.;2;15 000;Без НДС;Татарстан Респ',
  '"Кран шаровой 1/2"" латунь; ГОСТ";КР-12;шт;40;99,90;0,2;77',
].join('\r\n');

describe('CSV', () => {
  it('reads UTF-8 with a BOM, finds the header under a title, numbers rows as Excel shows them', async () => {
    const { file, rows } = await openAndRead(write('goods.csv', '\uFEFF' + russian));
    expect(file.format).toBe('csv');
    expect(file.headerRowNumber).toBe(3);
    expect(file.headers).toEqual(['Наименование', 'Артикул', 'Ед. изм.', 'Кол-во', 'Цена, руб.', 'НДС', 'Регион']);
    expect(rows.map((r) => r.rowNumber)).toEqual([4, 5, 6]);
    expect(rows[2]?.cells).toEqual(['Кран шаровой 1/2" латунь; ГОСТ', 'КР-12', 'шт', '40', '99,90', '0,2', '77']);
    const mapping = mapColumns(file.headers);
    const goods = rows.map((row) => normaliseRow(row, mapping, { format: 'csv' }));
    expect(goods.map((g) => (g.ok ? [g.goods.name, g.goods.price, g.goods.vat, g.goods.region] : g.errors))).toEqual([
      ['Труба электросварная 57х3,5', 1234.5, '20', '77'],
      ['Ёмкость «Евро» 1000 л', 15000, 'none', '16'],
      ['Кран шаровой 1/2" латунь; ГОСТ', 99.9, '20', '77'],
    ]);
  });

  it('reads the same rows from UTF-8 without a BOM and from Windows-1251: no mojibake', async () => {
    const utf8 = await openAndRead(write('utf8.csv', russian));
    const cp1251 = await openAndRead(write('cp1251.csv', iconv.encode(russian, 'win1251')));
    expect(cp1251.file.headers).toEqual(utf8.file.headers);
    expect(cp1251.rows).toEqual(utf8.rows);
    expect(cp1251.rows[1]?.cells[0]).toBe('Ёмкость «Евро» 1000 л');
  });

  it('detects a comma delimiter, with decimal commas in quotes', async () => {
    const text = 'Наименование,Ед.изм,Количество,Цена\nЛист 4 мм,т,"3,25","68 500,00"\nУголок 50х5,т,1,"71 200"\n';
    const { rows } = await openAndRead(write('comma.csv', text));
    expect(rows.map((r) => r.cells)).toEqual([
      ['Лист 4 мм', 'т', '3,25', '68 500,00'],
      ['Уголок 50х5', 'т', '1', '71 200'],
    ]);
  });

  it('tells the delimiter by how regular its count is, not by its total', () => {
    expect(detectDelimiter('Наименование;Цена, руб.;Кол-во\nТруба;1,5;2\nКран;2,25;3')).toBe(';');
    expect(detectDelimiter('Наименование,Цена;руб,Кол-во\nТруба,"1,5",2\nКран,2,3')).toBe(',');
    expect(detectDelimiter('Наименование')).toBe(';');
  });

  it('refuses UTF-16 with or without a BOM, KOI8-R and binary data with a message instead of mojibake', async () => {
    const header = 'Наименование;Цена\r\nТруба;100\r\n';
    await expectRefusal(openImportFile(write('u16bom.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(header, 'utf16le')]))), 'csvUtf16');
    await expectRefusal(openImportFile(write('u16.csv', Buffer.from(header, 'utf16le'))), 'csvUtf16');
    await expectRefusal(openImportFile(write('koi8.csv', iconv.encode(header, 'koi8-r'))), 'csvEncoding');
    const binary = Buffer.alloc(4096);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 7919) % 251;
    await expectRefusal(openImportFile(write('binary.csv', binary)), 'csvBinary');
  });

  it('refuses a file that turns out not to be UTF-8 after its first 64 KB, instead of reading it garbled', async () => {
    const ascii = 'Name;Price\r\n' + 'Pipe;100\r\n'.repeat(8000);
    await expectRefusal(openAndRead(write('late.csv', Buffer.concat([Buffer.from(ascii), iconv.encode('Труба;100\r\n', 'win1251')]))), 'csvEncoding');
  });

  it('refuses an XLSX named .csv by its content', async () => {
    const xlsx = writeWorkbook(path.join(dir, 'book.xlsx'), { sheets: [{ name: 'Лист1', xml: sheetRow(1, ['Наименование']) }] });
    fs.copyFileSync(xlsx, path.join(dir, 'book.csv'));
    await expectRefusal(openImportFile({ path: path.join(dir, 'book.csv'), fileName: 'book.csv' }), 'typeMismatch', IMPORT_FILE_MESSAGES.typeMismatch('book.csv', 'книга Excel (.xlsx)'));
  });

  it('refuses an empty file, a file of blank lines and a header without rows, each with its message', async () => {
    await expectRefusal(openImportFile(write('empty.csv', '')), 'empty');
    await expectRefusal(openImportFile(write('blank.csv', '\r\n;;\r\n\r\n')), 'noRows');
    await expectRefusal(openAndRead(write('header.csv', 'Наименование;Цена;Количество\r\n;;\r\n')), 'noDataRows');
  });

  it('refuses a quote left open and a record past the limit, naming the row', async () => {
    await expectRefusal(openAndRead(write('quote.csv', 'Наименование;Цена\r\nТруба;1\r\n"Кран;2\r\n')), 'csvMalformed', IMPORT_FILE_MESSAGES.csvMalformed(3));
    const long = `Наименование;Цена\r\n"${'x'.repeat(5000)}`;
    await expectRefusal(openAndRead(write('long.csv', long), { limits: { csvRecordCharsMax: 1000 } }), 'csvRecordTooLong', IMPORT_FILE_MESSAGES.csvRecordTooLong(2));
  });

  it('refuses more rows than the limit and a file over the size limit', async () => {
    const text = 'Наименование;Цена\r\n' + 'Труба;1\r\n'.repeat(5);
    await expectRefusal(openAndRead(write('many.csv', text), { limits: { rowsMax: 4 } }), 'tooManyRows');
    await expectRefusal(openImportFile(write('big.csv', text), { limits: { fileBytesMax: 20 } }), 'tooLarge');
  });
});

describe('header row', () => {
  it('takes the row naming most fields when none names two, and the first row when none names any', async () => {
    const titled = await openAndRead(write('one-field.csv', 'Остатки на складе\r\nНаименование;Сорт;Масса\r\nЛист 4 мм;1;3,2\r\n'));
    expect(titled.file.headerRowNumber).toBe(2);
    expect(titled.rows.map((r) => r.rowNumber)).toEqual([3]);
    const unknown = await openAndRead(write('unknown.csv', 'Товар1;Товар2\r\nа;б\r\nв;г\r\n'));
    expect(unknown.file.headers).toEqual(['Товар1', 'Товар2']);
    expect(unknown.rows.map((r) => r.cells)).toEqual([['а', 'б'], ['в', 'г']]);
  });

  it('skips a row numbering the columns under the header, as printed forms have', async () => {
    const { rows } = await openAndRead(write('numbered.csv', 'Наименование;Ед.;Кол-во;Цена\r\n1;2;3;4\r\nТруба;м;10;100\r\n'));
    expect(rows.map((r) => r.cells[0])).toEqual(['Труба']);
  });
});
