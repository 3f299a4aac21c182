// Streaming XML for the readers (XLSX parts and CommerceML): bytes in, element events out, through
// saxes. Decoding is done here, with a decoder that keeps a character split across two chunks whole
// (ExcelJS's reader does not: Cyrillic text gets '�' at chunk borders), in UTF-8 or Windows-1251 as
// the declaration says. A DOCTYPE is refused when it is met, before the first element: no entity is
// ever declared, so neither XXE nor a billion laughs can happen (saxes would not expand them anyway).
import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { IMPORT_FILE_MESSAGES } from '@tmc/shared/import-schemas';
import { ImportFileError } from './import-file-error.ts';

export interface XmlHandlers {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  /** Text and CDATA, already unescaped; may come in pieces. */
  text(text: string): void;
}

export interface XmlStreamOptions {
  /** Track lines for the error message (a little slower); XLSX parts are one line anyway. */
  position?: boolean;
  /** The refusal for malformed XML; defaults to IMPORT_FILE_MESSAGES.xmlMalformed with the line. */
  malformed?: (line: number, cause: unknown) => ImportFileError;
}

interface Decoder {
  write(chunk: Buffer): string;
  end(): string;
}

/** How much of the start is kept to read the BOM and the declaration before decoding starts. */
const HEAD_BYTES = 512;

export class XmlStream {
  private readonly parser: SaxesParser<{ xmlns: false; position: boolean }>;
  private readonly malformed: (line: number, cause: unknown) => ImportFileError;
  private decoder: Decoder | null = null;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(handlers: XmlHandlers, options: XmlStreamOptions = {}) {
    this.parser = new SaxesParser({ xmlns: false, position: options.position ?? true });
    this.malformed =
      options.malformed ?? ((line, cause) => new ImportFileError('xmlMalformed', IMPORT_FILE_MESSAGES.xmlMalformed(line), { cause }));
    this.parser.on('doctype', () => {
      throw new ImportFileError('xmlDoctype', IMPORT_FILE_MESSAGES.xmlDoctype);
    });
    // Prefixes are dropped from element names: some writers put the main namespace under one ('x:row').
    this.parser.on('opentag', (tag: SaxesTagPlain) => handlers.open(localName(tag.name), tag.attributes));
    this.parser.on('closetag', (tag: SaxesTagPlain) => handlers.close(localName(tag.name)));
    this.parser.on('text', (text: string) => handlers.text(text));
    this.parser.on('cdata', (text: string) => handlers.text(text));
    this.parser.on('error', (error: Error) => {
      throw error;
    });
  }

  write(chunk: Buffer): void {
    if (!this.decoder) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < HEAD_BYTES) return;
      this.startDecoding();
      return;
    }
    this.feed(this.decoder.write(chunk));
  }

  end(): void {
    if (!this.decoder) this.startDecoding();
    this.feed((this.decoder as Decoder).end());
    try {
      this.parser.close();
    } catch (error) {
      throw error instanceof ImportFileError ? error : this.malformed(this.parser.line, error);
    }
  }

  private startDecoding(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const { decoder, skip } = chooseDecoder(head);
    this.decoder = decoder;
    this.feed(decoder.write(head.subarray(skip)));
  }

  private feed(text: string): void {
    if (!text) return;
    try {
      this.parser.write(text);
    } catch (error) {
      throw error instanceof ImportFileError ? error : this.malformed(this.parser.line, error);
    }
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** An attribute by its local name, whatever its prefix ('r:id', 'ns1:id'). */
export function attributeByLocalName(attributes: Record<string, string>, local: string): string | undefined {
  const direct = attributes[local];
  if (direct !== undefined) return direct;
  for (const [name, value] of Object.entries(attributes)) if (localName(name) === local) return value;
  return undefined;
}

function chooseDecoder(head: Buffer): { decoder: Decoder; skip: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { decoder: utf8Decoder(), skip: 3 };
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    throw new ImportFileError('xmlEncoding', IMPORT_FILE_MESSAGES.xmlEncoding);
  }
  const declaration = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(head.subarray(0, HEAD_BYTES).toString('latin1'));
  const encoding = (declaration?.[1] ?? 'utf-8').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (encoding === 'utf8') return { decoder: utf8Decoder(), skip: 0 };
  if (encoding === 'windows1251' || encoding === 'cp1251' || encoding === 'win1251') {
    const decoder = iconv.getDecoder('win1251');
    return { decoder: { write: (chunk) => decoder.write(chunk), end: () => decoder.end() ?? '' }, skip: 0 };
  }
  throw new ImportFileError('xmlEncoding', IMPORT_FILE_MESSAGES.xmlEncoding);
}

function utf8Decoder(): Decoder {
  // fatal: bytes that are not UTF-8 are a refusal, never replacement characters in the goods' names.
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const wrap = (run: () => string): string => {
    try {
      return run();
    } catch (error) {
      throw new ImportFileError('xmlEncoding', IMPORT_FILE_MESSAGES.xmlEncoding, { cause: error });
    }
  };
  return {
    write: (chunk) => wrap(() => decoder.decode(chunk, { stream: true })),
    end: () => wrap(() => decoder.decode()),
  };
}

/**
 * A copy of a string that does not hold on to the string it was cut from. V8 keeps a substring of 13
 * characters or more as a view of its parent, here the whole decoded chunk of a quarter megabyte; a
 * value kept for later (a shared string, a good's name) would keep its chunk, and so the document, in
 * memory. The concatenation is flattened into a string of its own, and the slice is a view of that.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : (text + ' ').slice(0, -1);
}

/** Feeds every chunk of a source to the stream, yielding after each chunk whatever the handlers collected. */
export async function* parseXmlChunks<T>(source: AsyncIterable<Buffer>, stream: XmlStream, collected: T[]): AsyncGenerator<T> {
  for await (const chunk of source) {
    stream.write(chunk);
    if (collected.length) yield* collected.splice(0);
  }
  stream.end();
  if (collected.length) yield* collected.splice(0);
}
