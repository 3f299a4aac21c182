// Reads a CSV as a stream of rows: the encoding told from the first bytes (UTF-8 with or without BOM,
// or Windows-1251), the delimiter (semicolon, as Russian Excel writes, or comma) from the first lines,
// quotes as Excel writes them (csv-tokenizer.ts). A row's number is its record number, which is the
// row number Excel shows when it opens the file.
import fs from 'node:fs';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS } from '@tmc/shared/import-schemas';
import { CsvTokenizeError, CsvTokenizer } from './csv-tokenizer.ts';
import { ImportFileError } from './import-file-error.ts';
import type { RawCell, RawRow } from './raw-row.ts';
import { createDecoder, detectTextEncoding, ENCODING_SAMPLE_BYTES, type TextEncoding } from './text-encoding.ts';

export type CsvDelimiter = ';' | ',';

export interface CsvFormat {
  encoding: TextEncoding;
  delimiter: CsvDelimiter;
}

/** Lines of the sample looked at for the delimiter (a title line or two may stand above the header). */
const DELIMITER_LINES = 20;

/**
 * The delimiter whose count per line is the most regular over the first lines (quoted text ignored):
 * a ';' file has the same number of ';' on every line, while its commas come and go with the decimal
 * commas of prices. Without either, ';' (a one-column file reads the same with both).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').slice(0, DELIMITER_LINES);
  const score = (delimiter: string): [number, number] => {
    const counts = new Map<number, number>();
    for (const line of lines) {
      let n = 0;
      let quoted = false;
      for (const char of line) {
        if (char === '"') quoted = !quoted;
        else if (char === delimiter && !quoted) n++;
      }
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    let best: [number, number] = [0, 0];
    for (const [n, lineCount] of counts) if (lineCount > best[0] || (lineCount === best[0] && n > best[1])) best = [lineCount, n];
    return best;
  };
  const [semicolonLines, semicolons] = score(';');
  const [commaLines, commas] = score(',');
  if (commaLines > semicolonLines || (commaLines === semicolonLines && commas > semicolons)) return ',';
  return ';';
}

/** Reads the start of the file to decide its encoding and delimiter. */
export async function sniffCsv(path: string): Promise<CsvFormat> {
  const handle = await fs.promises.open(path, 'r');
  let sample: Buffer;
  let complete: boolean;
  try {
    const buffer = Buffer.alloc(ENCODING_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    sample = buffer.subarray(0, bytesRead);
    complete = bytesRead < buffer.length;
  } finally {
    await handle.close();
  }
  const encoding = detectTextEncoding(sample, complete);
  const decoder = createDecoder(encoding);
  let text: string;
  try {
    text = decoder.write(sample);
  } catch {
    text = ''; // a character cut at the end of the sample; the delimiter lines are well before it
  }
  return { encoding, delimiter: detectDelimiter(text) };
}

export async function* readCsv(path: string, format: CsvFormat, recordCharsMax: number = IMPORT_LIMITS.csvRecordCharsMax): AsyncGenerator<RawRow> {
  const decoder = createDecoder(format.encoding);
  const tokenizer = new CsvTokenizer(format.delimiter, recordCharsMax);
  let record = 0;
  const rowsOf = function* (records: string[][]): Generator<RawRow> {
    for (const fields of records) {
      record++;
      const cells: RawCell[] = new Array(fields.length);
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i] as string;
        cells[i] = field === '' ? null : field;
      }
      yield { rowNumber: record, cells };
    }
  };
  try {
    let first = true;
    for await (const chunk of fs.createReadStream(path, { highWaterMark: 256 * 1024 })) {
      let text = decoder.write(chunk as Buffer);
      // A byte order mark is not part of the first header.
      if (first && text) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      yield* rowsOf(tokenizer.push(text));
    }
    yield* rowsOf(tokenizer.push(decoder.end(), true));
  } catch (error) {
    if (error instanceof CsvTokenizeError) {
      throw error.kind === 'recordTooLong'
        ? new ImportFileError('csvRecordTooLong', IMPORT_FILE_MESSAGES.csvRecordTooLong(error.record), { cause: error })
        : new ImportFileError('csvMalformed', IMPORT_FILE_MESSAGES.csvMalformed(error.record), { cause: error });
    }
    throw error;
  }
}
