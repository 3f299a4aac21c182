// The encoding of a CSV, told from its first bytes: UTF-8 (with or without BOM) or Windows-1251.
// Anything else (UTF-16, KOI8-R, binary data) is refused with a message saying how to save the file,
// because decoding it as either would put mojibake into the goods' names.
import iconv from 'iconv-lite';
import { IMPORT_FILE_MESSAGES } from '@tmc/shared/import-schemas';
import { ImportFileError } from './import-file-error.ts';

export type TextEncoding = 'utf8' | 'win1251';

/** Bytes looked at to decide. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;

const refuse = (code: 'csvEncoding' | 'csvUtf16' | 'csvBinary'): ImportFileError => new ImportFileError(code, IMPORT_FILE_MESSAGES[code]);

/**
 * Decides the encoding from a sample of the start of the file (`complete` when the sample is the whole
 * file, so its last character is not cut in two).
 */
export function detectTextEncoding(sample: Buffer, complete: boolean): TextEncoding {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf8';
  if ((sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff)) throw refuse('csvUtf16');
  const nul = sample.indexOf(0);
  if (nul >= 0) throw refuse(looksUtf16(sample) ? 'csvUtf16' : 'csvBinary');

  // A sample cut in the middle of a UTF-8 sequence is trimmed back to its last ASCII byte first.
  let end = sample.length;
  if (!complete) while (end > 0 && (sample[end - 1] as number) >= 0x80) end--;
  const body = sample.subarray(0, end);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return 'utf8';
  } catch {
    // not UTF-8: Windows-1251 or nothing
  }
  if (looksWindows1251(body)) return 'win1251';
  throw refuse('csvEncoding');
}

/**
 * UTF-16 without its byte order mark: in Russian text every other byte is the high byte of a Latin
 * (0x00) or Cyrillic (0x04) character, and the bytes between are almost never NUL.
 */
function looksUtf16(sample: Buffer): boolean {
  const pairs = Math.min(sample.length, 4096) >> 1;
  if (pairs === 0) return false;
  let highLe = 0;
  let highBe = 0;
  let nulLe = 0;
  let nulBe = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    const first = sample[i] as number;
    const second = sample[i + 1] as number;
    if (second === 0x00 || second === 0x04) highLe++;
    if (first === 0x00 || first === 0x04) highBe++;
    if (first === 0) nulLe++;
    if (second === 0) nulBe++;
  }
  return (highLe >= pairs * 0.9 && nulLe < pairs * 0.1) || (highBe >= pairs * 0.9 && nulBe < pairs * 0.1);
}

const CYRILLIC = /[А-Яа-яЁё]/;
const UPPER = /[А-ЯЁ]/;
const LOWER = /[а-яё]/;

/**
 * Windows-1251 Russian text: its 8-bit characters are mostly Cyrillic letters (a few typographic signs
 * aside), there are no control bytes, and the letters are cased as words are. KOI8-R read as
 * Windows-1251 is also all Cyrillic, but with the case inverted ('нАИМЕНОВАНИЕ'): lower-to-upper
 * steps inside words then outnumber upper-to-lower ones, and the file is refused.
 */
export function looksWindows1251(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    if (byte === 0x98) return false; // undefined in Windows-1251
  }
  const text = iconv.decode(bytes, 'win1251');
  let high = 0;
  let cyrillic = 0;
  let lowerToUpper = 0;
  let upperToLower = 0;
  let previous = '';
  for (const char of text) {
    if (char.charCodeAt(0) >= 0x80) {
      high++;
      if (CYRILLIC.test(char)) cyrillic++;
    }
    if (LOWER.test(previous) && UPPER.test(char)) lowerToUpper++;
    else if (UPPER.test(previous) && LOWER.test(char)) upperToLower++;
    previous = char;
  }
  if (high === 0) return true;
  return cyrillic / high >= 0.8 && lowerToUpper <= upperToLower;
}

export interface StreamDecoder {
  write(chunk: Buffer): string;
  end(): string;
}

/** A decoder that keeps characters split between chunks whole; invalid UTF-8 later in the file is a refusal. */
export function createDecoder(encoding: TextEncoding): StreamDecoder {
  if (encoding === 'win1251') {
    const decoder = iconv.getDecoder('win1251');
    return { write: (chunk) => decoder.write(chunk), end: () => decoder.end() ?? '' };
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const guard = (run: () => string): string => {
    try {
      return run();
    } catch (error) {
      throw new ImportFileError('csvEncoding', IMPORT_FILE_MESSAGES.csvEncoding, { cause: error });
    }
  };
  return { write: (chunk) => guard(() => decoder.decode(chunk, { stream: true })), end: () => guard(() => decoder.decode()) };
}
