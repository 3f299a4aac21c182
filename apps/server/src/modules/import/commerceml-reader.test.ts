import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES, IMPORT_ROW_MESSAGES } from '@tmc/shared/import-schemas';
import { mapColumns } from './column-mapping.ts';
import { COMMERCEML_HEADERS } from './commerceml-reader.ts';
import { openImportFile } from './import-file.ts';
import { expectRefusal, openAndRead } from './import-test-helpers.ts';
import { normaliseRow } from './row-normaliser.ts';
import { tempDir, writeZip } from './test-files.ts';

// The fixtures follow a 1C:УТ export (CommerceML 2.07): a classifier with a property and its
// dictionary, goods with ОКЕИ codes, requisites and VAT, offers with two price types, variants
// ('good#characteristic'), stock in each of the three forms 1C writes, a good marked for deletion,
// a good without an offer and an offer without a good.
const fixtures = path.join(import.meta.dirname, 'fixtures', 'commerceml');
const importXml = fs.readFileSync(path.join(fixtures, 'import.xml'), 'utf8');
const offersXml = fs.readFileSync(path.join(fixtures, 'offers.xml'), 'utf8');

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function write(name: string, content: string | Buffer): { path: string; fileName: string } {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return { path: file, fileName: path.basename(name) };
}

const expectedRows = [
  {
    rowNumber: 1,
    cells: ['ТР-57-3.5', 'Труба электросварная 57х3,5', '006', '120,5', '845.50', '20', 'Остаток с объекта, хранение на открытой площадке'],
    attributes: { 'Марка стали': 'Ст3сп', ГОСТ: 'ГОСТ 10704-91', Вес: '4,62' },
  },
  { rowNumber: 2, cells: ['ПР-01 L', 'Перчатки трикотажные с ПВХ (L)', '715', 420, '38', '20', null], attributes: { Размер: 'L' } },
  { rowNumber: 3, cells: ['ПР-01 XL', 'Перчатки трикотажные с ПВХ (XL)', '715', 75, '41', '20', null], attributes: { Размер: 'XL' } },
  { rowNumber: 4, cells: ['СТ-OLD', 'Стеллаж архивный (снят с учёта)', '796', null, null, null, null], error: IMPORT_ROW_MESSAGES.commercemlDeleted },
  { rowNumber: 5, cells: ['ЛГК-4', 'Лист горячекатаный 4х1500х6000', '168', '3.250', '68500', 'Без налога', null] },
  { rowNumber: 6, cells: ['ЭЛ-УОНИ', 'Электроды УОНИ 13/55 д.4 мм', '166', null, null, null, null], error: IMPORT_ROW_MESSAGES.commercemlNoOffer },
  { rowNumber: 7, cells: ['КБ-ВВГ-3х2,5', 'Кабель ВВГнг(А)-LS 3х2,5', '006', '500', '96,40', null, null] },
];

describe('CommerceML reader', () => {
  it('joins import.xml and offers.xml by Ид into rows of fixed columns', async () => {
    const { file, rows } = await openAndRead([write('import.xml', importXml), write('offers.xml', offersXml)]);
    expect(file.format).toBe('commerceml');
    expect(file.headers).toEqual([...COMMERCEML_HEADERS]);
    expect(rows).toEqual(expectedRows);
  });

  it('normalises the rows into goods with the seller’s region, naming rejected ones as Товар N', async () => {
    const { file, rows } = await openAndRead([write('offers.xml', offersXml), write('import.xml', importXml)]);
    const mapping = mapColumns(file.headers, {}, { defaulted: ['region'] });
    expect(mapping.missingRequired).toEqual([]);
    const results = rows.map((row) => normaliseRow(row, mapping, { format: 'commerceml', defaults: { region: '66' } }));
    expect(results.map((r) => (r.ok ? `${r.goods.stockNumber}: ${r.goods.quantity} ${r.goods.unit} по ${r.goods.price}, НДС ${r.goods.vat}` : r.errors.map((e) => e.message).join('; ')))).toEqual([
      'ТР-57-3.5: 120.5 006 по 845.5, НДС 20',
      'ПР-01 L: 420 715 по 38, НДС 20',
      'ПР-01 XL: 75 715 по 41, НДС 20',
      'Товар 4: товар помечен в 1С на удаление',
      'ЛГК-4: 3.25 168 по 68500, НДС none',
      'Товар 6: нет цены: товар не найден в offers.xml',
      'Товар 7: НДС — ставка НДС обязательна',
    ]);
    expect(results[0]).toMatchObject({ ok: true, goods: { region: '66', attributes: { 'Марка стали': 'Ст3сп', ГОСТ: 'ГОСТ 10704-91', Вес: '4,62' } } });
  });

  it('reads the same from a zip of the export, in any folder, past pictures and other documents', async () => {
    const zip = path.join(dir, 'export.zip');
    writeZip(zip, [
      { name: 'webdata/000000001/import_files/a1/a1b2c3d4.jpg', data: Buffer.alloc(2048, 0xff), method: 'store' },
      { name: 'webdata/000000001/offers.xml', data: offersXml },
      { name: 'webdata/000000001/import.xml', data: importXml },
      { name: 'webdata/000000001/orders.xml', data: '<?xml version="1.0"?><КоммерческаяИнформация ВерсияСхемы="2.07"><Документ><Ид>1</Ид></Документ></КоммерческаяИнформация>' },
      { name: 'readme.xml', data: '<note>не 1С</note>' },
    ]);
    const { rows } = await openAndRead({ path: zip, fileName: 'export.zip' });
    expect(rows).toEqual(expectedRows);
  });

  it('reads Windows-1251, a BOM and a document without the namespace alike', async () => {
    const cp1251 = iconv.encode(importXml.replace('encoding="UTF-8"', 'encoding="windows-1251"'), 'win1251');
    const bare = '\uFEFF' + offersXml.replace(/ xmlns(:\w+)?="[^"]*"/g, '');
    const { rows } = await openAndRead([write('1251/import.xml', cp1251), write('1251/offers.xml', bare)]);
    expect(rows).toEqual(expectedRows);
  });

  it('reads a single document holding both the catalog and the offers', async () => {
    const catalog = importXml.slice(0, importXml.indexOf('</КоммерческаяИнформация>'));
    const offers = offersXml.slice(offersXml.indexOf('<ПакетПредложений'), offersXml.indexOf('</КоммерческаяИнформация>'));
    const { rows } = await openAndRead(write('both/import.xml', `${catalog}${offers}</КоммерческаяИнформация>`));
    expect(rows).toEqual(expectedRows);
  });

  it('joins prices and stock given in separate documents, as CommerceML 2.08 splits them', async () => {
    const prices = offersXml.replace(/<Количество>[^<]*<\/Количество>|<Склад [^>]*\/>|<Остатки>[\s\S]*?<\/Остатки>/g, '');
    const rests = offersXml.replace(/<Цены>[\s\S]*?<\/Цены>/g, '');
    expect(prices).not.toContain('КоличествоНаСкладе');
    expect(rests).not.toContain('ЦенаЗаЕдиницу');
    const { rows } = await openAndRead([write('split/rests.xml', rests), write('split/import.xml', importXml), write('split/prices.xml', prices)]);
    expect(rows).toEqual(expectedRows);
  });

  it('builds rows from offers.xml alone, as its offers carry names and units', async () => {
    const { rows } = await openAndRead(write('alone/offers.xml', offersXml));
    expect(rows.map((r) => [r.cells[0], r.cells[1], r.cells[4], r.error ?? null])).toEqual([
      ['ТР-57-3.5', 'Труба электросварная 57х3,5', '845.50', null],
      ['ПР-01 L', 'Перчатки трикотажные с ПВХ (L)', '38', null],
      ['ПР-01 XL', 'Перчатки трикотажные с ПВХ (XL)', '41', null],
      ['ЛГК-4', 'Лист горячекатаный 4х1500х6000', '68500', null],
      ['КБ-ВВГ-3х2,5', 'Кабель ВВГнг(А)-LS 3х2,5', '96,40', null],
    ]);
  });
});

describe('CommerceML refusals', () => {
  it('refuses an external entity (XXE) and a billion laughs by their DOCTYPE, before the first element', async () => {
    const xxe = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE КоммерческаяИнформация [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<КоммерческаяИнформация><Каталог><Товары><Товар><Наименование>&secret;</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>`;
    await expectRefusal(openImportFile(write('xxe/import.xml', xxe)), 'xmlDoctype');
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}\n]>\n<КоммерческаяИнформация><Каталог><Товары><Товар><Наименование>&lol9;</Наименование></Товар></Товары></Каталог></КоммерческаяИнформация>`;
    await expectRefusal(openImportFile(write('lol/import.xml', laughs)), 'xmlDoctype');
  });

  it('refuses XML that is not a 1C export, an export without goods or offers, and a damaged one', async () => {
    await expectRefusal(openImportFile(write('other/prices.xml', '<?xml version="1.0"?><price-list><item/></price-list>')), 'notCommerceml');
    await expectRefusal(openImportFile(write('orders/orders.xml', '<КоммерческаяИнформация><Документ/></КоммерческаяИнформация>')), 'commercemlEmpty');
    const damaged = importXml.replace('</Товары>', '</Товар>');
    const error = await expectRefusal(openAndRead(write('damaged/import.xml', damaged)), 'xmlMalformed');
    expect(error.message).toMatch(/^XML-файл повреждён \(строка \d+\)/);
    await expectRefusal(openImportFile(write('koi/import.xml', '<?xml version="1.0" encoding="KOI8-R"?><КоммерческаяИнформация/>')), 'xmlEncoding');
  });

  it('refuses a zip without a 1C document, a mix of files, and an XML that is something else', async () => {
    writeZip(path.join(dir, 'empty.zip'), [{ name: 'readme.xml', data: '<note/>' }, { name: 'photo.jpg', data: 'x' }]);
    await expectRefusal(openImportFile({ path: path.join(dir, 'empty.zip'), fileName: 'empty.zip' }), 'commercemlEmpty');
    await expectRefusal(openImportFile([write('mix/import.xml', importXml), write('mix/goods.csv', 'Наименование;Цена\n')]), 'commercemlFiles');
    await expectRefusal(openImportFile(write('png/import.xml', Buffer.from('89504e470d0a1a0a', 'hex'))), 'typeMismatch', IMPORT_FILE_MESSAGES.typeMismatch('import.xml', 'изображение PNG'));
  });
});
