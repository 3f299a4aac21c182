// Reads the first visible sheet of an XLSX as a stream of rows, straight from the zip with yauzl and
// saxes (see docs/decisions.md, 'Import', for why not ExcelJS's WorkbookReader). Formulas are never
// evaluated: a cell gives the value Excel cached when it last calculated. External links, macros,
// pictures and every other part are never opened. Shared and rich text become plain text; numbers
// keep the value the file stores; cells with a date format become 'yyyy-mm-dd'.
import path from 'node:path/posix';
import { IMPORT_FILE_MESSAGES, IMPORT_LIMITS } from '@tmc/shared/import-schemas';
import { columnIndex } from './column-letters.ts';
import { ImportFileError } from './import-file-error.ts';
import type { RawCell, RawRow } from './raw-row.ts';
import { attributeByLocalName, detach, XmlStream, type XmlHandlers } from './xml-stream.ts';
import { openZipArchive, type ZipArchive, type ZipEntryInfo, type ZipLimits } from './zip-archive.ts';

export interface XlsxLimits extends ZipLimits {
  sharedStringsBytesMax: number;
}

/** Columns past this one are ignored (a goods table has about ten; a stray cell at XFD must not cost 16,384 nulls a row). */
export const XLSX_MAX_COLUMNS = 256;

const REL_OFFICE_DOCUMENT = /\/officeDocument$/;
const REL_SHARED_STRINGS = /\/sharedStrings$/;
const REL_STYLES = /\/styles$/;

const corrupt = (cause: unknown): ImportFileError => new ImportFileError('xlsxCorrupt', IMPORT_FILE_MESSAGES.xlsxCorrupt, { cause });

export interface XlsxBook {
  /** The sheet that is read: the first one that is not hidden. */
  sheetName: string;
  rows(): AsyncGenerator<RawRow>;
  close(): void;
}

/** Opens the book and reads everything but the sheet itself (relationships, shared strings, styles). */
export async function openXlsx(filePath: string, limits: XlsxLimits = IMPORT_LIMITS): Promise<XlsxBook> {
  const archive = await openZipArchive(filePath, limits);
  try {
    const workbookPath = await findWorkbook(archive);
    const workbookEntry = workbookPath ? archive.find(workbookPath) : undefined;
    if (!workbookEntry) throw new ImportFileError('xlsxNoWorkbook', IMPORT_FILE_MESSAGES.xlsxNoWorkbook);
    const rels = await readRelationships(archive, relsPathOf(workbookEntry.name), path.dirname(workbookEntry.name));
    const workbook = await readWorkbook(archive, workbookEntry);
    const sheet = workbook.sheets.find((s) => s.state === 'visible' && rels.get(s.relId));
    const sheetEntry = sheet ? archive.find(rels.get(sheet.relId)!.target) : undefined;
    if (!sheet || !sheetEntry) throw new ImportFileError('xlsxNoSheet', IMPORT_FILE_MESSAGES.xlsxNoSheet);

    const sharedStringsRel = [...rels.values()].find((r) => REL_SHARED_STRINGS.test(r.type));
    const sharedStringsEntry = sharedStringsRel ? archive.find(sharedStringsRel.target) : undefined;
    if (sharedStringsEntry && sharedStringsEntry.uncompressedSize > limits.sharedStringsBytesMax) {
      throw new ImportFileError('xlsxSharedStringsTooLarge', IMPORT_FILE_MESSAGES.xlsxSharedStringsTooLarge);
    }
    const sharedStrings = sharedStringsEntry ? await readSharedStrings(archive, sharedStringsEntry) : [];
    const stylesRel = [...rels.values()].find((r) => REL_STYLES.test(r.type));
    const stylesEntry = stylesRel ? archive.find(stylesRel.target) : undefined;
    const dateStyles = stylesEntry ? await readDateStyles(archive, stylesEntry) : new Set<number>();

    return {
      sheetName: sheet.name,
      rows: () => readSheet(archive, sheetEntry, { sharedStrings, dateStyles, date1904: workbook.date1904 }),
      close: () => archive.close(),
    };
  } catch (error) {
    archive.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Small parts, read whole

async function parsePart(archive: ZipArchive, entry: ZipEntryInfo, handlers: XmlHandlers): Promise<void> {
  const xml = new XmlStream(handlers, { position: false, malformed: (_line, cause) => corrupt(cause) });
  for await (const chunk of archive.read(entry)) xml.write(chunk);
  xml.end();
}

function relsPathOf(partName: string): string {
  return path.join(path.dirname(partName), '_rels', `${path.basename(partName)}.rels`);
}

/** A relationship target is relative to the part's folder, or absolute from the package root. */
function resolveTarget(base: string, target: string): string {
  const resolved = target.startsWith('/') ? path.normalize(target) : path.normalize(path.join('/', base, target));
  return resolved.replace(/^\/+/, '');
}

interface Relationship {
  type: string;
  target: string;
}

async function readRelationships(archive: ZipArchive, relsPath: string, base: string): Promise<Map<string, Relationship>> {
  const rels = new Map<string, Relationship>();
  const entry = archive.find(relsPath);
  if (!entry) return rels;
  await parsePart(archive, entry, {
    open: (name, attributes) => {
      if (name !== 'Relationship' || attributes['TargetMode'] === 'External') return;
      const id = attributes['Id'];
      const target = attributes['Target'];
      if (id && target) rels.set(id, { type: attributes['Type'] ?? '', target: resolveTarget(base, target) });
    },
    close: () => {},
    text: () => {},
  });
  return rels;
}

async function findWorkbook(archive: ZipArchive): Promise<string | null> {
  const rootRels = await readRelationships(archive, '_rels/.rels', '');
  for (const rel of rootRels.values()) if (REL_OFFICE_DOCUMENT.test(rel.type)) return rel.target;
  return archive.find('xl/workbook.xml') ? 'xl/workbook.xml' : null;
}

interface SheetInfo {
  name: string;
  relId: string;
  state: string;
}

async function readWorkbook(archive: ZipArchive, entry: ZipEntryInfo): Promise<{ sheets: SheetInfo[]; date1904: boolean }> {
  const sheets: SheetInfo[] = [];
  let date1904 = false;
  await parsePart(archive, entry, {
    open: (name, attributes) => {
      if (name === 'workbookPr') {
        const value = attributes['date1904'];
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet') {
        sheets.push({ name: attributes['name'] ?? '', relId: attributeByLocalName(attributes, 'id') ?? '', state: attributes['state'] ?? 'visible' });
      }
    },
    close: () => {},
    text: () => {},
  });
  return { sheets, date1904 };
}

/** `_x000D_`-style escapes of OOXML strings (a carriage return, a tab) back to characters. */
function unescapeOoxml(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/** Collects the text of `<t>` elements under a container, skipping phonetic runs (`<rPh>`). */
class TextCollector {
  private inText = false;
  private phonetic = 0;
  value = '';

  reset(): void {
    this.value = '';
    this.inText = false;
    this.phonetic = 0;
  }

  open(name: string): void {
    if (name === 't') this.inText = this.phonetic === 0;
    else if (name === 'rPh') this.phonetic++;
  }

  close(name: string): void {
    if (name === 't') this.inText = false;
    else if (name === 'rPh') this.phonetic--;
  }

  text(text: string): void {
    if (this.inText) this.value += text;
  }
}

async function readSharedStrings(archive: ZipArchive, entry: ZipEntryInfo): Promise<string[]> {
  const strings: string[] = [];
  const collector = new TextCollector();
  await parsePart(archive, entry, {
    open: (name) => {
      if (name === 'si') collector.reset();
      else collector.open(name);
    },
    close: (name) => {
      if (name === 'si') strings.push(detach(unescapeOoxml(collector.value)));
      else collector.close(name);
    },
    text: (text) => collector.text(text),
  });
  return strings;
}

// Built-in number formats that show a date (ECMA-376 18.8.30; 27-36 and 50-58 are the East Asian
// date formats). 18-21 and 45-47 are times of day and stay numbers.
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when, outside quotes, escapes and [brackets], it has a day or year token. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/General/gi, '');
  return /[dyДГ]/i.test(bare);
}

/** Indexes of the cell formats (`s` of a cell) whose number format is a date. */
async function readDateStyles(archive: ZipArchive, entry: ZipEntryInfo): Promise<Set<number>> {
  const customDate = new Map<number, boolean>();
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  await parsePart(archive, entry, {
    open: (name, attributes) => {
      if (name === 'numFmt') {
        customDate.set(Number(attributes['numFmtId']), isDateFormat(attributes['formatCode'] ?? ''));
      } else if (name === 'cellXfs') {
        inCellXfs = true;
      } else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes['numFmtId'] ?? 0);
        if (customDate.get(id) ?? BUILTIN_DATE_FORMATS.has(id)) dateStyles.add(xfIndex);
        xfIndex++;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: () => {},
  });
  return dateStyles;
}

// ---------------------------------------------------------------------------------------------
// The sheet, streamed

interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel date serial as 'yyyy-mm-dd' (the 1900 system counts from 1899-12-30 for every date after February 1900). */
export function excelSerialToDate(serial: number, date1904 = false): string {
  const ms = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial) * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** A stored double as Excel shows it: at most 15 significant digits (0.1+0.2 is 0.3, not 0.30000000000000004). */
function storedNumber(text: string): number | string {
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  return text.length > 15 ? Number(n.toPrecision(15)) : n;
}

async function* readSheet(archive: ZipArchive, entry: ZipEntryInfo, context: SheetContext): AsyncGenerator<RawRow> {
  const { sharedStrings, dateStyles, date1904 } = context;
  const ready: RawRow[] = [];
  let rowNumber = 0;
  let cells: RawCell[] = [];
  let column = -1;
  let type = 'n';
  let style = 0;
  let value = '';
  let inValue = false;
  let inInline = false;
  const inline = new TextCollector();

  const handlers: XmlHandlers = {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const r = attributes['r'];
          rowNumber = r ? Number(r) : rowNumber + 1;
          cells = [];
          column = -1;
          break;
        }
        case 'c': {
          const r = attributes['r'];
          const index = r ? columnIndex(r) : -1;
          column = index >= 0 ? index : column + 1;
          type = attributes['t'] ?? 'n';
          const s = attributes['s'];
          style = s ? Number(s) : 0;
          value = '';
          inValue = false;
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 'is':
          inInline = true;
          inline.reset();
          break;
        default:
          if (inInline) inline.open(name);
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          value = inline.value;
          break;
        case 'c': {
          if (column >= XLSX_MAX_COLUMNS) break;
          const cell = cellValue(type, value, style);
          if (cell === null) break;
          while (cells.length < column) cells.push(null);
          cells[column] = cell;
          break;
        }
        case 'row':
          if (cells.length) ready.push({ rowNumber, cells });
          break;
        default:
          if (inInline) inline.close(name);
      }
    },
    text(text) {
      if (inValue) value += text;
      else if (inInline) inline.text(text);
    },
  };

  function cellValue(cellType: string, text: string, cellStyle: number): RawCell {
    switch (cellType) {
      case 's': {
        const shared = sharedStrings[Number(text)];
        return shared === undefined || shared === '' ? null : shared;
      }
      case 'str':
      case 'inlineStr':
        return text === '' ? null : unescapeOoxml(text);
      case 'b':
        return text === '' ? null : text === '1' ? 'ИСТИНА' : 'ЛОЖЬ';
      case 'e':
        return text === '' ? null : text;
      case 'd':
        return text === '' ? null : text.slice(0, 10);
      default: {
        if (text === '') return null;
        const n = storedNumber(text);
        if (typeof n === 'number' && dateStyles.has(cellStyle)) return excelSerialToDate(n, date1904);
        return n;
      }
    }
  }

  const xml = new XmlStream(handlers, { position: false, malformed: (_line, cause) => corrupt(cause) });
  for await (const chunk of archive.read(entry)) {
    xml.write(chunk);
    if (ready.length) yield* ready.splice(0);
  }
  xml.end();
  if (ready.length) yield* ready.splice(0);
}
