// A zip (an XLSX is one) opened by its central directory with yauzl, and held to the limits before a
// single byte is inflated: entry count, declared uncompressed total, compression ratio per entry,
// encryption and method. yauzl then enforces the declared size of each entry while inflating it, so a
// lying directory is caught too: no entry can inflate past what was checked.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS } from '@tmc/shared/import-schemas';
import { ImportFileError } from './import-file-error.ts';

export interface ZipLimits {
  unzippedBytesMax: number;
  zipEntriesMax: number;
  zipRatioMax: number;
  zipRatioMinBytes: number;
}

export interface ZipEntryInfo {
  /** Path inside the archive with forward slashes ('xl/worksheets/sheet1.xml'). */
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipArchive {
  readonly entries: readonly ZipEntryInfo[];
  /** The entry by exact name, or by name ignoring case (some writers differ in case from their own relationships). */
  find(name: string): ZipEntryInfo | undefined;
  /** The inflated bytes of an entry; errors are ImportFileErrors with Russian messages. */
  read(entry: ZipEntryInfo): AsyncIterable<Buffer>;
  close(): void;
}

const fail = (code: 'zipCorrupt' | 'zipEncrypted' | 'zipMethod' | 'zipTooManyEntries' | 'zipTooLarge' | 'zipBomb' | 'zipSizeMismatch', cause?: unknown): ImportFileError =>
  new ImportFileError(code, IMPORT_FILE_MESSAGES[code], { cause });

/** Opens and checks an archive; nothing is inflated here. */
export async function openZipArchive(path: string, limits: ZipLimits = IMPORT_LIMITS): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true });
  } catch (error) {
    throw fail('zipCorrupt', error);
  }
  try {
    // The count is in the end-of-central-directory record: refused before the directory is even walked.
    if (zip.entryCount > limits.zipEntriesMax) throw fail('zipTooManyEntries');
    const entries: ZipEntryInfo[] = [];
    const byName = new Map<string, yauzl.Entry>();
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith('/')) continue;
        if (entry.isEncrypted()) throw fail('zipEncrypted');
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw fail('zipMethod');
        // The ratio first: a bomb is told as such even when it is also over the total.
        if (entry.uncompressedSize >= limits.zipRatioMinBytes && entry.uncompressedSize > entry.compressedSize * limits.zipRatioMax) throw fail('zipBomb');
        total += entry.uncompressedSize;
        if (total > limits.unzippedBytesMax) throw fail('zipTooLarge');
        entries.push({ name: entry.fileName, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
        byName.set(entry.fileName, entry);
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw fail(/encryption/i.test(error instanceof Error ? error.message : '') ? 'zipEncrypted' : 'zipCorrupt', error);
    }
    const infoByName = new Map(entries.map((e) => [e.name, e]));
    const infoByLowerName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
    return {
      entries,
      find: (name) => {
        const clean = name.replace(/^\/+/, '');
        return infoByName.get(clean) ?? infoByLowerName.get(clean.toLowerCase());
      },
      read: (info) => readEntry(zip, byName.get(info.name)),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function* readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): AsyncIterable<Buffer> {
  if (!entry) throw fail('zipCorrupt');
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw fail('zipCorrupt', error);
  }
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    // yauzl's size check ("too many bytes in the stream") or zlib's "invalid stored block lengths".
    const message = error instanceof Error ? error.message : '';
    throw /bytes in the stream|expected \d+ bytes/i.test(message) ? fail('zipSizeMismatch', error) : fail('zipCorrupt', error);
  } finally {
    stream.destroy();
  }
}
