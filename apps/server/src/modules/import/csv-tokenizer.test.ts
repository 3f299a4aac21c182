import { describe, expect, it } from 'vitest';
import { CsvTokenizeError, CsvTokenizer } from './csv-tokenizer.ts';

function tokenize(text: string, delimiter = ';', chunkSize = text.length || 1): string[][] {
  const tokenizer = new CsvTokenizer(delimiter, 10_000);
  const records: string[][] = [];
  for (let i = 0; i < text.length; i += chunkSize) records.push(...tokenizer.push(text.slice(i, i + chunkSize)));
  records.push(...tokenizer.push('', true));
  return records;
}

const sample =
  'Наименование;Цена;Описание\r\n' +
  '"Труба ""ГОСТ""; 57х3";"1 234,50";"две\r\nстроки"\r\n' +
  'Кран 1/2" латунь;99,90;\n' +
  '\n' +
  '"а"б;;"последнее поле без перевода строки"';

const expected = [
  ['Наименование', 'Цена', 'Описание'],
  ['Труба "ГОСТ"; 57х3', '1 234,50', 'две\r\nстроки'],
  ['Кран 1/2" латунь', '99,90', ''],
  [''],
  ['аб', '', 'последнее поле без перевода строки'],
];

describe('CsvTokenizer', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and quotes inside unquoted fields', () => {
    expect(tokenize(sample)).toEqual(expected);
  });

  it('gives the same records however the text is cut into chunks', () => {
    for (let size = 1; size <= 12; size++) expect(tokenize(sample, ';', size), `chunks of ${size}`).toEqual(expected);
  });

  it('keeps a CRLF split between chunks one line break, and a quote at a chunk end undecided until the next', () => {
    const tokenizer = new CsvTokenizer(',', 1000);
    expect(tokenizer.push('a,b\r')).toEqual([]);
    expect(tokenizer.push('\nc,"d"')).toEqual([['a', 'b']]);
    expect(tokenizer.push('"e"\n')).toEqual([['c', 'd"e']]);
    expect(tokenizer.push('', true)).toEqual([]);
  });

  it('reads a trailing delimiter as an empty last field and a lone CR as a line break', () => {
    expect(tokenize('a;b;\rc', ';')).toEqual([['a', 'b', ''], ['c']]);
  });

  it('refuses a quote left open at the end, naming the record', () => {
    expect(() => tokenize('a;b\n"c;d\n')).toThrowError(expect.objectContaining({ kind: 'unclosedQuote', record: 2 }) as unknown as Error);
  });

  it('refuses a record longer than the limit instead of holding the file', () => {
    const tokenizer = new CsvTokenizer(';', 100);
    tokenizer.push('ok;1\n');
    let error: unknown;
    try {
      for (let i = 0; i < 10; i++) tokenizer.push(`"${'x'.repeat(30)}`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CsvTokenizeError);
    expect(error).toMatchObject({ kind: 'recordTooLong', record: 2 });
  });
});
