// Test helpers: files written byte by byte (zips with chosen sizes and methods, zip bombs, workbooks
// put together part by part), so each hostile or odd case is exactly the case meant. Not used by the app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export function tempDir(prefix = 'tmc-import-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** 'deflate' by default; 'bzip2' writes the bytes as they are under method 12, which the reader does not support. */
  method?: 'store' | 'deflate' | 'bzip2';
  /** Write this uncompressed size in the headers instead of the real one (a lying archive). */
  declaredSize?: number;
  /** Mark the entry as encrypted (general purpose bit 0). */
  encrypted?: boolean;
}

interface BuiltEntry {
  name: Buffer;
  method: number;
  flags: number;
  crc: number;
  compressed: Buffer;
  size: number;
  offset: number;
}

/** Writes a zip with the entries as given; returns the path. */
export function writeZip(file: string, entries: readonly ZipEntrySpec[]): string {
  const built: BuiltEntry[] = entries.map((entry) => {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const method = entry.method === 'store' ? 0 : entry.method === 'bzip2' ? 12 : 8;
    return {
      name: Buffer.from(entry.name, 'utf8'),
      method,
      flags: 0x800 | (entry.encrypted ? 1 : 0),
      crc: zlib.crc32(data),
      compressed: method === 8 ? zlib.deflateRawSync(data) : data,
      size: entry.declaredSize ?? data.length,
      offset: 0,
    };
  });
  return writeBuiltZip(file, built);
}

function writeBuiltZip(file: string, built: BuiltEntry[]): string {
  const parts: Buffer[] = [];
  let offset = 0;
  for (const entry of built) {
    entry.offset = offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.flags, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0x21, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressed.length, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    parts.push(header, entry.name, entry.compressed);
    offset += header.length + entry.name.length + entry.compressed.length;
  }
  const directoryStart = offset;
  for (const entry of built) {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(entry.flags, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt16LE(0, 12);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressed.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(entry.name.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    parts.push(record, entry.name);
    offset += record.length + entry.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(built.length, 8);
  end.writeUInt16LE(built.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  parts.push(end);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/**
 * A real zip bomb: one entry of `bytes` zeros, honestly declared, deflated (about 1 KB per MB). The
 * deflate stream is one self-contained 4 MB segment (full flush) repeated, then a final empty block,
 * so a gigabyte is written in a fraction of a second without ever being held in memory.
 */
export function writeZipBomb(file: string, bytes = 1024 * 1024 * 1024, entryName = 'xl/worksheets/sheet1.xml', declaredSize?: number): string {
  const segmentBytes = 4 * 1024 * 1024;
  const zero = Buffer.alloc(segmentBytes);
  const segment = zlib.deflateRawSync(zero, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const count = Math.ceil(bytes / segmentBytes);
  let crc = 0;
  for (let i = 0; i < count; i++) crc = zlib.crc32(zero, crc);
  const compressed = Buffer.concat([...Array.from({ length: count }, () => segment), Buffer.from([0x03, 0x00])]);
  const workbook = Buffer.from('<workbook/>');
  return writeBuiltZip(file, [
    { name: Buffer.from('xl/workbook.xml'), method: 0, flags: 0x800, crc: zlib.crc32(workbook), compressed: workbook, size: workbook.length, offset: 0 },
    { name: Buffer.from(entryName), method: 8, flags: 0x800, crc, compressed, size: declaredSize ?? count * segmentBytes, offset: 0 },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Workbooks part by part

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface WorkbookSpec {
  /** Sheets in workbook order: name, the sheet's XML (<sheetData> content or a whole document), and its state. */
  sheets: Array<{ name: string; xml: string; state?: 'visible' | 'hidden' }>;
  /** `<si>` elements' inner XML, in order. */
  sharedStrings?: string[];
  /** The whole styles.xml. */
  styles?: string;
  date1904?: boolean;
  /** More parts (an external link, a picture...). */
  extra?: ZipEntrySpec[];
}

/** An XLSX with exactly the given parts. */
export function writeWorkbook(file: string, spec: WorkbookSpec): string {
  const rels: string[] = [];
  const entries: ZipEntrySpec[] = [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
  ];
  const sheets = spec.sheets.map((sheet, i) => {
    rels.push(`<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`);
    const xml = sheet.xml.startsWith('<?xml')
      ? sheet.xml
      : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheetData>${sheet.xml}</sheetData></worksheet>`;
    entries.push({ name: `xl/worksheets/sheet${i + 1}.xml`, data: xml });
    return `<sheet name="${sheet.name}" sheetId="${i + 1}"${sheet.state && sheet.state !== 'visible' ? ` state="${sheet.state}"` : ''} r:id="rId${i + 1}"/>`;
  });
  if (spec.sharedStrings) {
    rels.push(`<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
    entries.push({
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${spec.sharedStrings.length}">${spec.sharedStrings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
    });
  }
  if (spec.styles) {
    rels.push(`<Relationship Id="rIdT" Type="${REL}/styles" Target="styles.xml"/>`);
    entries.push({ name: 'xl/styles.xml', data: spec.styles });
  }
  entries.push({
    name: 'xl/workbook.xml',
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}">${spec.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets>${sheets.join('')}</sheets></workbook>`,
  });
  entries.push({ name: 'xl/_rels/workbook.xml.rels', data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>` });
  entries.push(...(spec.extra ?? []));
  return writeZip(file, entries);
}

/** Escapes text for XML content. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A row of inline-string and number cells: `row(2, ['Труба', 12.5])`. */
export function sheetRow(rowNumber: number, cells: ReadonlyArray<string | number | null>): string {
  const letters = (i: number): string => String.fromCharCode(65 + i);
  return `<row r="${rowNumber}">${cells
    .map((cell, i) => {
      if (cell === null) return '';
      const ref = `${letters(i)}${rowNumber}`;
      return typeof cell === 'number' ? `<c r="${ref}"><v>${cell}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`;
    })
    .join('')}</row>`;
}

/**
 * A compound-file (OLE) container like an encrypted OOXML package or an .xls: the header's magic and
 * a directory sector naming its streams (UTF-16LE names, as the format stores them).
 */
export function writeCompoundFile(file: string, streams: readonly string[]): string {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, i) => {
    const encoded = Buffer.from(name, 'utf16le');
    encoded.copy(directory, i * 128);
    directory.writeUInt16LE(encoded.length + 2, i * 128 + 64);
  });
  fs.writeFileSync(file, Buffer.concat([header, directory, Buffer.alloc(1024, 0x41)]));
  return file;
}
