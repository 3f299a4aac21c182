// Splits CSV text into records, fed in chunks as they are decoded. RFC 4180 as Excel writes it: a
// field in double quotes may hold the delimiter, line breaks and doubled quotes (""), and a quote
// inside an unquoted field is an ordinary character (Труба 1/2" ГОСТ). Written for speed: it jumps
// with indexOf from quote to quote and scans unquoted fields by char code; csv-parse took ten times as
// long on the benchmark's file (docs/decisions.md, 'Import').

export type CsvTokenizerError = 'unclosedQuote' | 'recordTooLong';

export class CsvTokenizeError extends Error {
  readonly kind: CsvTokenizerError;
  /** 1-based number of the record that could not be read. */
  readonly record: number;

  constructor(kind: CsvTokenizerError, record: number) {
    super(kind === 'unclosedQuote' ? `unclosed quote in record ${record}` : `record ${record} is too long`);
    this.kind = kind;
    this.record = record;
  }
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

export class CsvTokenizer {
  private readonly delimiter: number;
  private readonly recordCharsMax: number;
  /** The start of a record that did not end in the previous chunk. */
  private carry = '';
  private records = 0;

  constructor(delimiter: string, recordCharsMax: number) {
    this.delimiter = delimiter.charCodeAt(0);
    this.recordCharsMax = recordCharsMax;
  }

  /** Records completed by this chunk; `final` for the last one (the end of the text ends the last record). */
  push(chunk: string, final = false): string[][] {
    const text = this.carry ? this.carry + chunk : chunk;
    this.carry = '';
    const out: string[][] = [];
    let position = 0;
    while (position < text.length) {
      const next = this.record(text, position, final, out);
      if (next < 0) {
        this.carry = text.slice(position);
        if (this.carry.length > this.recordCharsMax) throw new CsvTokenizeError('recordTooLong', this.records + 1);
        break;
      }
      position = next;
    }
    return out;
  }

  /** Reads one record from `start`; returns where the next begins, or -1 when the text ends before the record does. */
  private record(text: string, start: number, final: boolean, out: string[][]): number {
    const length = text.length;
    const delimiter = this.delimiter;
    const fields: string[] = [];
    let i = start;
    for (;;) {
      let field: string;
      if (text.charCodeAt(i) === QUOTE) {
        // Quoted: from quote to quote, a doubled quote being one quote character.
        let from = i + 1;
        field = '';
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) {
            if (final) throw new CsvTokenizeError('unclosedQuote', this.records + 1);
            return -1;
          }
          if (quote + 1 === length && !final) return -1; // the next chunk may start with the second quote
          if (text.charCodeAt(quote + 1) === QUOTE) {
            field += text.slice(from, quote + 1);
            from = quote + 2;
          } else {
            field += text.slice(from, quote);
            i = quote + 1;
            break;
          }
        }
        // Text after the closing quote up to the delimiter is kept as it is ("a"b reads as ab).
        const rest = i;
        while (i < length) {
          const code = text.charCodeAt(i);
          if (code === delimiter || code === LF || code === CR) break;
          i++;
        }
        if (i > rest) field += text.slice(rest, i);
      } else {
        const from = i;
        while (i < length) {
          const code = text.charCodeAt(i);
          if (code === delimiter || code === LF || code === CR) break;
          i++;
        }
        field = text.slice(from, i);
      }
      fields.push(field);
      if (i >= length) {
        if (!final) return -1;
        this.records++;
        out.push(fields);
        return length;
      }
      const code = text.charCodeAt(i);
      if (code === delimiter) {
        i++;
        if (i >= length && final) {
          fields.push('');
          this.records++;
          out.push(fields);
          return length;
        }
        if (i >= length) return -1;
        continue;
      }
      // A line break: \r\n, \n or a lone \r. A \r at the very end of a chunk may be followed by \n.
      if (code === CR) {
        if (i + 1 >= length && !final) return -1;
        i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      } else {
        i++;
      }
      this.records++;
      out.push(fields);
      return i;
    }
  }
}
