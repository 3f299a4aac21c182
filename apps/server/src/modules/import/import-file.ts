/**
 * Import of goods from files: the reading, checking and mapping layer (issue 14). The job, routes and
 * screens are built on this API; nothing here touches the database.
 *
 *   const file = await openImportFile([{ path, fileName }], { limits? })
 *       -> { format: 'xlsx' | 'csv' | 'commerceml', headers, headerRowNumber, rows(), close() }
 *     Refuses a hostile or broken file before parsing it, with an ImportFileError whose `message` is
 *     the Russian text to show (IMPORT_FILE_MESSAGES) and whose `code` names the case: too large, empty,
 *     content not matching the name (a PNG named .xlsx, an XLSX named .csv), an encrypted or a 97-2003
 *     workbook, a zip over the limits of entries, unpacked size or compression ratio (read from the
 *     central directory, nothing inflated), an XML with a DOCTYPE, a CSV in an unknown encoding.
 *     One file is an XLSX, a CSV, an XML or a zip of 1C; several files are the XML documents of one 1C
 *     export (import.xml, offers.xml). The header row is found among the first rows (a title may stand
 *     above it). `rows()` streams the data rows after it, `{ rowNumber, cells }`, empty rows and the
 *     template's hint row skipped; it may throw an ImportFileError too (a damaged part met later, more
 *     rows than the limit, no data rows at all). Call `close()` when done, also after an error.
 *
 *   const mapping = mapColumns(file.headers, override?, { defaulted? })       (column-mapping.ts)
 *       -> { fields: { price: 4, ... }, attributes, columns: [{ index, letter, header, target }],
 *            missingRequired: ['region'], errors }
 *     The override is the supplier's correction, { 'E': 'price', '7': 'skip', 'K': 'attribute' }
 *     (importColumnOverrideSchema); `defaulted` lists fields the seller's defaults fill (region for 1C).
 *     Do not start a run while `missingRequired` or `errors` are not empty (missingRequiredMessage()).
 *
 *   normaliseRow(row, mapping, { format, defaults?, sellerCode? })            (row-normaliser.ts)
 *       -> { ok: true, rowNumber, goods: TmcCreateData }
 *        | { ok: false, rowNumber, errors: [{ field, column, reason, message }], values }
 *     `goods` passed tmcCreateInputSchema; `message` is 'Строка 17: Цена — не число «12,3,4»'; `values`
 *     is the row as text per field for the log. normaliseValues(rowNumber, values, options) re-checks a
 *     row the supplier corrected in the log.
 *
 *   writeTemplate(stream)                                                   (goods-template.ts)
 *   writeGoodsExport(stream, rows: AsyncIterable<GoodsExportRow>)             (goods-export.ts)
 *     The XLSX template (hint row, lists for unit, VAT and region) and a seller's goods in its columns,
 *     streamed; texts that a spreadsheet would run as a formula are neutralised.
 *
 * Memory stays flat: every reader streams (an XLSX keeps only its shared strings, a 1C export one small
 * record per good), and rows are yielded as they are read. Limits are IMPORT_LIMITS (docs/decisions.md).
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS, type ImportFormat } from '@tmc/shared/import-schemas';
import { COMMERCEML_HEADERS, checkCommerceml, readCommerceml, type CommercemlContent, type XmlSource } from './commerceml-reader.ts';
import { headerScore } from './column-mapping.ts';
import { readCsv, sniffCsv } from './csv-reader.ts';
import { extensionKind, isEncryptedOoxml, mismatch, readHead, sniffContent } from './file-type.ts';
import { ImportFileError } from './import-file-error.ts';
import { isEmptyRow, type RawCell, type RawRow } from './raw-row.ts';
import { isTemplateHintRow } from './template-columns.ts';
import { detectTextEncoding } from './text-encoding.ts';
import { openXlsx } from './xlsx-reader.ts';
import { openZipArchive } from './zip-archive.ts';

export type ImportLimits = { -readonly [K in keyof typeof IMPORT_LIMITS]: number };

export interface ImportFileRef {
  /** Where the upload was saved. */
  path: string;
  /** The name the supplier's file had: it says what the file should be. */
  fileName: string;
}

export interface OpenImportOptions {
  /** Overrides of IMPORT_LIMITS (tests use small ones). */
  limits?: Partial<ImportLimits>;
}

export interface ImportFile {
  format: ImportFormat;
  /** The header row's cells; for 1C, the fixed COMMERCEML_HEADERS. */
  headers: RawCell[];
  /** Row number of the header row; null for 1C. */
  headerRowNumber: number | null;
  /** The data rows; can be iterated once. */
  rows(): AsyncGenerator<RawRow>;
  close(): void;
}

const refuse = (code: 'empty' | 'tooLarge' | 'unknownType' | 'legacyXls' | 'encryptedXlsx' | 'commercemlFiles' | 'notCommerceml' | 'commercemlEmpty' | 'noRows' | 'noDataRows' | 'tooManyRows'): ImportFileError =>
  new ImportFileError(code, IMPORT_FILE_MESSAGES[code]);

/** Opens an uploaded file (or the files of one 1C export), checking it before anything is parsed. */
export async function openImportFile(input: ImportFileRef | readonly ImportFileRef[], options: OpenImportOptions = {}): Promise<ImportFile> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const files = Array.isArray(input) ? (input as readonly ImportFileRef[]) : [input as ImportFileRef];
  if (files.length === 0) throw refuse('empty');
  for (const file of files) {
    const { size } = await fs.stat(file.path);
    if (size === 0) throw refuse('empty');
    if (size > limits.fileBytesMax) throw refuse('tooLarge');
  }
  if (files.length > 1) return openCommercemlFiles(files, limits);

  const file = files[0] as ImportFileRef;
  const head = await readHead(file.path);
  const kind = sniffContent(head);
  if (kind === 'empty') throw refuse('empty');
  const expected = extensionKind(file.fileName);

  switch (expected) {
    case 'xlsx':
    case 'xls':
      if (kind === 'cfb') throw refuse((await isEncryptedOoxml(file.path)) ? 'encryptedXlsx' : 'legacyXls');
      if (kind === 'zip' && expected === 'xlsx') return withHeader('xlsx', await openXlsxRows(file.path, limits), limits);
      if (kind === 'zip') throw mismatch(file.fileName, (await zipHoldsWorkbook(file.path, limits)) ? 'xlsx' : 'zip');
      throw mismatch(file.fileName, kind);
    case 'csv':
      if (kind === 'text') {
        const format = await sniffCsv(file.path);
        return withHeader('csv', { rows: readCsv(file.path, format, limits.csvRecordCharsMax), close: () => {} }, limits);
      }
      if (kind === 'binary') detectTextEncoding(head, false); // throws the UTF-16 or binary refusal
      if (kind === 'zip') throw mismatch(file.fileName, (await zipHoldsWorkbook(file.path, limits)) ? 'xlsx' : 'zip');
      throw mismatch(file.fileName, kind);
    case 'xml':
      if (kind !== 'xml') throw mismatch(file.fileName, kind === 'zip' && (await zipHoldsWorkbook(file.path, limits)) ? 'xlsx' : kind);
      return openCommercemlFiles(files, limits);
    case 'zip':
      if (kind !== 'zip') throw mismatch(file.fileName, kind);
      return openCommercemlZip(file, limits);
    default:
      throw refuse('unknownType');
  }
}

async function zipHoldsWorkbook(path: string, limits: ImportLimits): Promise<boolean> {
  const archive = await openZipArchive(path, limits);
  try {
    return Boolean(archive.find('xl/workbook.xml') ?? archive.find('[Content_Types].xml'));
  } finally {
    archive.close();
  }
}

async function openXlsxRows(path: string, limits: ImportLimits): Promise<RowSource> {
  const book = await openXlsx(path, limits);
  return { rows: book.rows(), close: () => book.close() };
}

interface RowSource {
  rows: AsyncGenerator<RawRow>;
  close(): void;
}

function fileSource(file: ImportFileRef): XmlSource {
  return { name: file.fileName, read: () => createReadStream(file.path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer> };
}

async function openCommercemlFiles(files: readonly ImportFileRef[], limits: ImportLimits): Promise<ImportFile> {
  for (const file of files) {
    if (extensionKind(file.fileName) !== 'xml') throw refuse('commercemlFiles');
    const kind = sniffContent(await readHead(file.path));
    if (kind !== 'xml') throw mismatch(file.fileName, kind === 'empty' ? 'binary' : kind);
  }
  const sources: Array<{ source: XmlSource; content: CommercemlContent }> = [];
  for (const file of files) {
    const source = fileSource(file);
    sources.push({ source, content: await checkCommerceml(source) });
  }
  return commercemlFile(sources, limits, () => {});
}

/** A zip of a 1C export: its XML documents in any folder ('webdata/000000001/import.xml'); pictures are not opened. */
async function openCommercemlZip(file: ImportFileRef, limits: ImportLimits): Promise<ImportFile> {
  const archive = await openZipArchive(file.path, limits);
  try {
    if (archive.find('xl/workbook.xml')) throw mismatch(file.fileName, 'xlsx');
    const xmlEntries = archive.entries.filter((entry) => /\.xml$/i.test(entry.name) && !entry.name.split('/').some((part) => part.startsWith('__MACOSX')));
    if (xmlEntries.length === 0) throw refuse('commercemlEmpty');
    // Only documents of goods and offers are read: a 1C zip may also hold orders or other exchange files.
    const sources: Array<{ source: XmlSource; content: CommercemlContent }> = [];
    for (const entry of xmlEntries) {
      const source: XmlSource = { name: entry.name, read: () => archive.read(entry) };
      try {
        sources.push({ source, content: await checkCommerceml(source) });
      } catch (error) {
        if (error instanceof ImportFileError && (error.code === 'notCommerceml' || error.code === 'commercemlEmpty')) continue;
        throw error;
      }
    }
    if (sources.length === 0) throw refuse('commercemlEmpty');
    return commercemlFile(sources, limits, () => archive.close());
  } catch (error) {
    archive.close();
    throw error;
  }
}

function commercemlFile(sources: Array<{ source: XmlSource; content: CommercemlContent }>, limits: ImportLimits, close: () => void): ImportFile {
  return {
    format: 'commerceml',
    headers: [...COMMERCEML_HEADERS],
    headerRowNumber: null,
    rows: () => limitRows(readCommerceml(sources), limits.rowsMax),
    close,
  };
}

async function* limitRows(rows: AsyncGenerator<RawRow>, max: number): AsyncGenerator<RawRow> {
  let count = 0;
  for await (const row of rows) {
    if (++count > max) throw refuse('tooManyRows');
    yield row;
  }
}

/**
 * Finds the header row of a table: the first of the first non-empty rows that names two fields or more
 * (a title or a date may stand above it); failing that, the one naming most, or the first non-empty row.
 * Rows above the header are not data.
 */
async function withHeader(format: 'xlsx' | 'csv', source: RowSource, limits: ImportLimits): Promise<ImportFile> {
  const seen: RawRow[] = [];
  let header: RawRow | null = null;
  try {
    for (;;) {
      const next = await source.rows.next();
      if (next.done) break;
      if (isEmptyRow(next.value.cells)) continue;
      seen.push(next.value);
      if (headerScore(next.value.cells) >= 2) {
        header = next.value;
        seen.length = 0;
        break;
      }
      if (seen.length >= limits.headerSearchRows) break;
    }
    if (!header) {
      // No row names two fields: the one naming most (a lone 'Наименование' under a title), else the first.
      if (seen.length === 0) throw refuse('noRows');
      let best = 0;
      seen.forEach((row, i) => {
        if (headerScore(row.cells) > headerScore((seen[best] as RawRow).cells)) best = i;
      });
      header = seen[best] as RawRow;
      seen.splice(0, best + 1);
    }
  } catch (error) {
    source.close();
    throw error;
  }

  const buffered = seen;
  const rest = source.rows;
  async function* dataRows(): AsyncGenerator<RawRow> {
    let count = 0;
    let first = true;
    const take = (row: RawRow): boolean => {
      if (isEmptyRow(row.cells)) return false;
      if (first) {
        first = false;
        // The template's hint row, or a row numbering the columns 1, 2, 3... as printed forms have.
        if (isTemplateHintRow(row.cells) || isColumnNumbering(row.cells)) return false;
      }
      if (++count > limits.rowsMax) throw refuse('tooManyRows');
      return true;
    };
    for (const row of buffered) if (take(row)) yield row;
    for await (const row of rest) if (take(row)) yield row;
    if (count === 0) throw refuse('noDataRows');
  }
  return { format, headers: header.cells, headerRowNumber: header.rowNumber, rows: dataRows, close: source.close };
}

function isColumnNumbering(cells: readonly RawCell[]): boolean {
  if (cells.length < 3) return false;
  return cells.every((cell, i) => cell === i + 1 || cell === String(i + 1));
}
