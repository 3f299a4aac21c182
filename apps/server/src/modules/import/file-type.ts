// What a file is, by its first bytes (magic numbers), never by its name alone: the name only says
// what the supplier meant, and a file whose content does not match it is refused.
import fs from 'node:fs/promises';
import { IMPORT_CONTENT_KINDS, IMPORT_FILE_MESSAGES, type ImportContentKind } from '@tmc/shared/import-schemas';
import { ImportFileError } from './import-file-error.ts';

/** Bytes read from the start of a file to tell its kind. */
export const SNIFF_BYTES = 8192;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The kind of content by its magic bytes; 'text' and 'xml' are told apart by the first non-blank character. */
export function sniffContent(head: Buffer): ImportContentKind | 'empty' {
  if (head.length === 0) return 'empty';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]) || startsWith(head, [0x50, 0x4b, 0x07, 0x08])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'sevenZip';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  // UTF-16 text (with its byte order mark) is text; the CSV reader refuses it with its own message.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'text';
  let i = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  if (head[i] === 0x3c /* < */) return 'xml';
  return looksBinary(head) ? 'binary' : 'text';
}

/** NUL bytes or many control characters: not text in any of the 8-bit encodings we read. */
function looksBinary(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > head.length / 100;
}

export async function readHead(path: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await fs.open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// "EncryptedPackage" in UTF-16LE: the stream name an Office file encrypted with a password has
// inside its compound-file (CFB) container; an .xls workbook has "Workbook" or "Book" instead.
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** True when a CFB (OLE) container holds an encrypted OOXML package: a password-protected .xlsx. */
export async function isEncryptedOoxml(path: string): Promise<boolean> {
  const handle = await fs.open(path, 'r');
  try {
    const chunk = Buffer.alloc(1024 * 1024 + ENCRYPTED_PACKAGE.length);
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) return false;
      if (chunk.subarray(0, bytesRead).indexOf(ENCRYPTED_PACKAGE) >= 0) return true;
      if (bytesRead < chunk.length) return false;
      // Overlap the chunks so a name split across them is still found.
      position += bytesRead - ENCRYPTED_PACKAGE.length;
    }
  } finally {
    await handle.close();
  }
}

export type FileExtensionKind = 'xlsx' | 'xls' | 'csv' | 'xml' | 'zip' | 'unknown';

export function extensionKind(fileName: string): FileExtensionKind {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase() ?? '';
  if (ext === 'xlsx' || ext === 'xlsm') return 'xlsx';
  if (ext === 'xls') return 'xls';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xml') return 'xml';
  if (ext === 'zip') return 'zip';
  return 'unknown';
}

export function mismatch(fileName: string, kind: ImportContentKind): ImportFileError {
  return new ImportFileError('typeMismatch', IMPORT_FILE_MESSAGES.typeMismatch(fileName, IMPORT_CONTENT_KINDS[kind]));
}
