import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { REGIONS, UNITS, VAT_RATES } from '@tmc/shared/dictionaries';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@tmc/shared/import-schemas';
import { tmcCreateInputSchema } from '@tmc/shared/tmc-schemas';
import { mapColumns } from './column-mapping.ts';
import { neutraliseFormula, writeGoodsExport, type GoodsExportRow } from './goods-export.ts';
import { LISTS_SHEET_NAME, TEMPLATE_LIST_ROWS, TEMPLATE_SHEET_NAME, writeTemplate } from './goods-template.ts';
import { openImportFile } from './import-file.ts';
import { expectRefusal, openAndRead } from './import-test-helpers.ts';
import { normaliseRow } from './row-normaliser.ts';
import { TEMPLATE_HINTS } from './template-columns.ts';
import { openZipArchive } from './zip-archive.ts';

const dir = fs.mkdtempSync(path.join(process.env['TMPDIR'] ?? '/tmp', 'tmc-export-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function writeTo(file: string, write: (stream: fs.WriteStream) => Promise<unknown>): Promise<void> {
  const stream = fs.createWriteStream(file);
  await write(stream);
  if (!stream.writableFinished) await finished(stream);
}

async function entryText(file: string, name: string): Promise<string> {
  const archive = await openZipArchive(file);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of archive.read(archive.find(name)!)) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    archive.close();
  }
}

describe('template', () => {
  const file = path.join(dir, 'template.xlsx');

  it('has the columns, a hint row, and lists for the unit, VAT and region columns (regions on a hidden sheet)', async () => {
    await writeTo(file, (stream) => writeTemplate(stream));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet(TEMPLATE_SHEET_NAME)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...IMPORT_FIELDS.map((f) => IMPORT_FIELD_LABELS[f])]);
    expect(sheet.getRow(2).values).toEqual([undefined, ...IMPORT_FIELDS.map((f) => TEMPLATE_HINTS[f])]);

    expect(sheet.getCell('C3').dataValidation).toMatchObject({ type: 'list', formulae: [`"${UNITS.map((u) => u.name).join(',')}"`] });
    expect(sheet.getCell(`C${TEMPLATE_LIST_ROWS + 2}`).dataValidation?.type).toBe('list');
    expect(sheet.getCell('F3').dataValidation).toMatchObject({ type: 'list', formulae: ['"Без НДС,0%,5%,7%,10%,20%,22%"'] });
    expect(sheet.getCell('H3').dataValidation).toMatchObject({ type: 'list', formulae: [`'${LISTS_SHEET_NAME}'!$A$2:$A$${REGIONS.length + 1}`] });
    expect(sheet.getCell('A3').dataValidation).toBeUndefined();

    const lists = workbook.getWorksheet(LISTS_SHEET_NAME)!;
    expect(lists.state).toBe('hidden');
    expect(lists.getColumn(1).values.slice(2)).toEqual(REGIONS.map((r) => r.name));
  });

  it('reads back as a file whose every column is found and whose hint row is not a good', async () => {
    const opened = await openImportFile({ path: file, fileName: 'template.xlsx' });
    const mapping = mapColumns(opened.headers);
    expect(mapping.missingRequired).toEqual([]);
    expect(Object.keys(mapping.fields).sort()).toEqual([...IMPORT_FIELDS].sort());
    await expectRefusal(
      (async () => {
        for await (const row of opened.rows()) void row;
      })(),
      'noDataRows',
    );
    opened.close();
  });
});

describe('goods export', () => {
  // Every unit, rate and region at least once, texts a spreadsheet would take for formulas, and
  // numerics as the database gives them (strings) and as numbers.
  const tricky = ['=HYPERLINK("http://example.com","Скидка")', '+7 (495) 123-45-67', '-40 °C кабель морозостойкий', '@Ромашка', '=1+1'];
  const goods: GoodsExportRow[] = REGIONS.map((region, i) => ({
    name: i < tricky.length ? (tricky[i] as string) : `Позиция ${i}: труба 57х3,5 «ГОСТ»`,
    stockNumber: i % 10 === 3 ? null : i === 7 ? '+0042' : `ТМЦ-${String(i).padStart(5, '0')}`,
    unit: (UNITS[i % UNITS.length] as (typeof UNITS)[number]).code,
    quantity: i % 2 ? `${i * 3}.125` : i + 1,
    price: i % 3 ? `${1000 + i}.50` : 99.99,
    vat: (VAT_RATES[i % VAT_RATES.length] as (typeof VAT_RATES)[number]).value,
    year: i % 4 ? 2000 + (i % 25) : null,
    region: region.code,
    description: i % 5 ? `Описание ${i}` : i === 5 ? '-вспомогательное' : null,
  }));
  const file = path.join(dir, 'export.xlsx');

  async function* fromDatabase(): AsyncGenerator<GoodsExportRow> {
    for (let i = 0; i < goods.length; i += 10) {
      await new Promise((resolve) => setImmediate(resolve)); // a batch from the database
      yield* goods.slice(i, i + 10);
    }
  }

  it('writes the goods streamed from an async source, and reads them back as the same goods', async () => {
    let written = 0;
    await writeTo(file, async (stream) => {
      written = await writeGoodsExport(stream, fromDatabase());
    });
    expect(written).toBe(goods.length);

    const { file: opened, rows } = await openAndRead({ path: file, fileName: 'export.xlsx' });
    const mapping = mapColumns(opened.headers);
    expect(mapping.missingRequired).toEqual([]);
    const read = rows.map((row) => normaliseRow(row, mapping, { format: 'xlsx' }));
    const expected = goods.map((g) =>
      tmcCreateInputSchema.parse({ ...g, quantity: Number(g.quantity), price: Number(g.price) }),
    );
    expect(read.map((r) => (r.ok ? r.goods : r.errors))).toEqual(expected);
  });

  it('neutralises texts that a spreadsheet would run as formulas, and keeps numbers as numbers', async () => {
    const sheet = await entryText(file, 'xl/worksheets/sheet1.xml');
    expect(sheet).not.toContain('<f>');
    const { rows } = await openAndRead({ path: file, fileName: 'export.xlsx' });
    expect(rows.slice(0, tricky.length).map((r) => r.cells[0])).toEqual(tricky.map((t) => `'${t}`));
    expect(rows[7]?.cells[1]).toBe("'+0042");
    expect(rows[5]?.cells[8]).toBe("'-вспомогательное");
    for (const row of rows) {
      expect(typeof row.cells[3]).toBe('number');
      expect(typeof row.cells[4]).toBe('number');
    }
  });

  it('waits for a slow reader instead of piling rows up in memory', async () => {
    const total = 30_000;
    let pulled = 0;
    async function* many(): AsyncGenerator<GoodsExportRow> {
      for (; pulled < total; ) {
        pulled++;
        yield { ...(goods[pulled % goods.length] as GoodsExportRow), stockNumber: `ТМЦ-${pulled}` };
      }
    }
    // A client that takes the first chunk and then nothing until released.
    let release: (() => void) | null = null;
    const chunks: Buffer[] = [];
    const client = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        if (release === null) release = callback;
        else callback();
      },
    });
    const writing = writeGoodsExport(client, many());
    let before = -1;
    while (pulled !== before) {
      before = pulled;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pulled).toBeLessThan(total / 2);
    (release as unknown as () => void)();
    expect(await writing).toBe(total);
    if (!client.writableFinished) await finished(client);
    const file = path.join(dir, 'slow.xlsx');
    fs.writeFileSync(file, Buffer.concat(chunks));
    const { rows } = await openAndRead({ path: file, fileName: 'slow.xlsx' });
    expect(rows).toHaveLength(total);
  });

  it('neutralises each character that starts a formula, and nothing else', () => {
    for (const text of ['=A1', '+1', '-1', '@SUM(A1)', '\tTAB', '\rCR']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Труба', '1+1', "'уже с апострофом", '']) expect(neutraliseFormula(text)).toBe(text);
  });
});
