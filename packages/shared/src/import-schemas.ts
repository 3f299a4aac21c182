import { z } from 'zod';
import { text } from './text.ts';

/**
 * Import of goods from files (issue 14; specification section 7 'Import'): the fields a file's columns
 * map to, the limits a file must keep to, every Russian text a refusal or a rejected row shows, and the
 * schemas of what the supplier sends back (a corrected column mapping, a corrected row of the log).
 * The server's readers (apps/server/src/modules/import) and the web's screens both use these.
 */

// ---------------------------------------------------------------------------------------------
// Formats and limits

export const IMPORT_FORMATS = ['xlsx', 'csv', 'commerceml'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const MB = 1024 * 1024;

/**
 * Limits of one import (docs/decisions.md, 'Import'): a 100,000-row XLSX is about 8 MB and its sheet
 * about 40 MB inflated, a CSV of the same rows about 20 MB, so each limit leaves room for twice that.
 */
export const IMPORT_LIMITS = {
  /** Bytes of an uploaded file (a CommerceML pair: of each file). */
  fileBytesMax: 50 * MB,
  /** Sum of the declared uncompressed sizes of every entry of an XLSX or a zip. */
  unzippedBytesMax: 400 * MB,
  /** The shared strings of an XLSX are held in memory while the sheet is read. */
  sharedStringsBytesMax: 100 * MB,
  /** Entries of an XLSX or a zip (a 1C export with pictures holds one per picture). */
  zipEntriesMax: 10_000,
  /** Uncompressed / compressed size of one entry; real sheets stay under 30, a zip bomb is near 1000. */
  zipRatioMax: 200,
  /** Entries smaller than this are not held to the ratio (tiny repetitive parts compress well, harmlessly). */
  zipRatioMinBytes: 1 * MB,
  /** Data rows of one file. */
  rowsMax: 200_000,
  /** The header row is looked for among this many first non-empty rows (titles above a table are common). */
  headerSearchRows: 20,
  /** Characters of one CSV record (a quote left open would otherwise swallow the file). */
  csvRecordCharsMax: 100_000,
} as const;

// ---------------------------------------------------------------------------------------------
// Fields

/** What a column of the file can be: a field of the goods placement input (tmcCreateInputSchema). */
export const IMPORT_FIELDS = ['name', 'stockNumber', 'unit', 'quantity', 'price', 'vat', 'year', 'region', 'description'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Column names of the template and of row messages ('Строка 17: Цена — не число «12,3,4»'). */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  name: 'Наименование',
  stockNumber: 'Артикул',
  unit: 'Ед. изм.',
  quantity: 'Количество',
  price: 'Цена',
  vat: 'НДС',
  year: 'Год',
  region: 'Регион',
  description: 'Описание',
};

/**
 * Fields every row needs. Region and VAT may instead come from the seller's defaults (a 1C export
 * has no region column), see the normaliser's `defaults`.
 */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ['name', 'unit', 'quantity', 'price', 'vat', 'region'];

/** A column the supplier points at in the mapping: a field, an extra characteristic named by its header, or nothing. */
export const IMPORT_COLUMN_TARGETS = [...IMPORT_FIELDS, 'attribute', 'skip'] as const;
export type ImportColumnTarget = (typeof IMPORT_COLUMN_TARGETS)[number];

// ---------------------------------------------------------------------------------------------
// Texts

const mb = (bytes: number): string => `${Math.round(bytes / MB)} МБ`;
const count = (n: number): string => n.toLocaleString('ru-RU').replace(/\u00A0/g, ' ');

/** Refusals of a whole file, each with a code (ImportFileError.code on the server). */
export const IMPORT_FILE_MESSAGES = {
  empty: 'Файл пуст',
  tooLarge: `Файл больше ${mb(IMPORT_LIMITS.fileBytesMax)}: разделите его на части (выгрузку 1С — сделайте без картинок)`,
  unknownType: 'Неизвестный тип файла: загрузите книгу Excel (.xlsx), CSV или выгрузку 1С (import.xml и offers.xml или ZIP-архив с ними)',
  /** The name says one thing, the bytes another (`kind` from IMPORT_CONTENT_KINDS). */
  typeMismatch: (fileName: string, kind: string) => `Файл «${fileName}» по содержимому — ${kind}, а не то, что обещает его расширение`,
  legacyXls: 'Формат Excel 97–2003 (.xls) не поддерживается: откройте файл в Excel и сохраните как «Книга Excel (*.xlsx)»',
  encryptedXlsx: 'Книга Excel защищена паролем: снимите пароль (Файл → Сведения → Защитить книгу) и загрузите её снова',
  zipCorrupt: 'Архив повреждён или не является ZIP-файлом',
  zipEncrypted: 'Архив защищён паролем: загрузите архив без пароля',
  zipMethod: 'Архив сжат неподдерживаемым методом: сохраните его как обычный ZIP',
  zipTooManyEntries: `В архиве больше ${count(IMPORT_LIMITS.zipEntriesMax)} файлов`,
  zipTooLarge: `Распакованное содержимое архива больше ${mb(IMPORT_LIMITS.unzippedBytesMax)}`,
  zipBomb: 'Архив сжат подозрительно сильно (так устроены zip-бомбы): он не будет распакован',
  zipSizeMismatch: 'Архив повреждён: размер распакованных данных не совпадает с указанным в архиве',
  xlsxNoWorkbook: 'Это не книга Excel: в архиве нет книги (xl/workbook.xml)',
  xlsxNoSheet: 'В книге Excel нет видимого листа с данными',
  xlsxCorrupt: 'Книга Excel повреждена: откройте её в Excel, сохраните заново и загрузите снова',
  xlsxSharedStringsTooLarge: `Текстовые данные книги больше ${mb(IMPORT_LIMITS.sharedStringsBytesMax)}: разделите книгу на части`,
  xmlDoctype: 'XML-файл содержит объявление DOCTYPE или сущностей: такие файлы не принимаются по соображениям безопасности',
  xmlMalformed: (line: number) => `XML-файл повреждён (строка ${line}): проверьте, что он выгружен полностью`,
  xmlEncoding: 'Кодировка XML-файла не поддерживается: нужна UTF-8 или Windows-1251',
  notCommerceml: 'XML-файл не похож на выгрузку 1С: нет элемента «КоммерческаяИнформация»',
  commercemlEmpty: 'В выгрузке 1С нет ни товаров (import.xml), ни предложений (offers.xml)',
  commercemlFiles: 'Загрузите одну книгу Excel или CSV, либо выгрузку 1С: пару import.xml и offers.xml или ZIP-архив с ними',
  csvEncoding: 'Не удалось определить кодировку файла: сохраните его в Excel как «CSV UTF-8 (разделитель — запятая)» или в кодировке Windows-1251',
  csvUtf16: 'Файл в кодировке UTF-16 («Текст в Юникоде»): сохраните его в Excel как «CSV UTF-8 (разделитель — запятая)»',
  csvBinary: 'Это не текстовый файл CSV',
  csvMalformed: (row: number) => `Ошибка в CSV в строке ${row}: кавычка открыта и не закрыта`,
  csvRecordTooLong: (row: number) => `Ошибка в CSV в строке ${row}: строка длиннее ${count(IMPORT_LIMITS.csvRecordCharsMax)} символов`,
  noRows: 'В файле нет ни одной строки с товаром',
  noDataRows: 'В файле есть заголовки, но нет ни одной строки с товаром',
  tooManyRows: `В файле больше ${count(IMPORT_LIMITS.rowsMax)} строк с товарами: разделите его на части`,
} as const;

export type ImportFileErrorCode = keyof typeof IMPORT_FILE_MESSAGES;

/** What a file turned out to be, for IMPORT_FILE_MESSAGES.typeMismatch. */
export const IMPORT_CONTENT_KINDS = {
  xlsx: 'книга Excel (.xlsx)',
  zip: 'ZIP-архив',
  cfb: 'документ Microsoft Office старого формата',
  xml: 'XML-документ',
  text: 'текстовый файл',
  png: 'изображение PNG',
  jpeg: 'изображение JPEG',
  gif: 'изображение GIF',
  webp: 'изображение WebP',
  pdf: 'документ PDF',
  rar: 'архив RAR',
  sevenZip: 'архив 7-Zip',
  gzip: 'архив GZIP',
  binary: 'двоичный файл',
} as const;
export type ImportContentKind = keyof typeof IMPORT_CONTENT_KINDS;

/** Reasons of a rejected row; the goods schema's own messages (TMC_MESSAGES) are used where they apply. */
export const IMPORT_ROW_MESSAGES = {
  notNumber: (value: string) => `не число «${value}»`,
  notYear: (value: string) => `не год «${value}»`,
  unknownValue: (message: string, value: string) => `${message} «${value}»`,
  commercemlDeleted: 'товар помечен в 1С на удаление',
  commercemlNoGoods: 'предложение без товара в import.xml и без наименования',
  commercemlNoOffer: 'нет цены: товар не найден в offers.xml',
} as const;

/** Messages of the column mapping. */
export const IMPORT_MAPPING_MESSAGES = {
  missingRequired: (labels: readonly string[]) =>
    `Не найдены обязательные столбцы: ${labels.join(', ')}. Укажите их в сопоставлении столбцов`,
  duplicateTarget: (label: string) => `Столбец «${label}» указан в сопоставлении дважды`,
  columnUnknown: (key: string) => `Нет столбца «${key}»: укажите букву столбца (A, B, …) или его номер с нуля`,
} as const;

/** Which row a message is about: a table row as the spreadsheet numbers it, or the n-th good of a 1C export. */
export function importRowLabel(format: ImportFormat, rowNumber: number): string {
  return format === 'commerceml' ? `Товар ${rowNumber}` : `Строка ${rowNumber}`;
}

/** 'Строка 17: Цена — не число «12,3,4»'. A message of the goods schema starts in lower case after the dash. */
export function formatImportRowError(format: ImportFormat, rowNumber: number, field: ImportField | null, reason: string): string {
  const lowered = /^[А-ЯЁ][а-яё]/.test(reason) ? reason[0]!.toLowerCase() + reason.slice(1) : reason;
  return field ? `${importRowLabel(format, rowNumber)}: ${IMPORT_FIELD_LABELS[field]} — ${lowered}` : `${importRowLabel(format, rowNumber)}: ${lowered}`;
}

// ---------------------------------------------------------------------------------------------
// What the supplier sends

/**
 * The supplier's correction of the mapping: column (a letter 'A'…'XFD' or the 0-based index as a string)
 * to what it holds. Columns not named keep what the headers suggested.
 */
export const importColumnOverrideSchema = z.record(
  text().regex(/^(?:[A-Za-z]{1,3}|\d{1,5})$/, { error: 'Столбец указывается буквой (A, B, …) или номером с нуля' }),
  z.enum(IMPORT_COLUMN_TARGETS, { error: 'Неизвестное поле сопоставления' }),
);
export type ImportColumnOverride = z.infer<typeof importColumnOverrideSchema>;

/**
 * One row as text per field: what the log keeps of a rejected row and what `log/update` sends back
 * corrected; the server normalises it again exactly as it normalised the file's row.
 */
export const importRowValuesSchema = z.object({
  name: text().max(10_000).optional(),
  stockNumber: text().max(10_000).optional(),
  unit: text().max(1_000).optional(),
  quantity: text().max(1_000).optional(),
  price: text().max(1_000).optional(),
  vat: text().max(1_000).optional(),
  year: text().max(1_000).optional(),
  region: text().max(1_000).optional(),
  description: text().max(100_000).optional(),
  attributes: z.record(text().max(1_000), text().max(10_000)).optional(),
});
export type ImportRowValues = z.infer<typeof importRowValuesSchema>;

/** One reason a row was rejected. */
export interface ImportRowError {
  /** The field it is about; null for the row as a whole (a good deleted in 1C) or its characteristics. */
  field: ImportField | null;
  /** The column's letter in a table ('E'); null for 1C or a field without a column. */
  column: string | null;
  /** The reason alone: 'не число «12,3,4»'. */
  reason: string;
  /** The whole line the log shows: 'Строка 17: Цена — не число «12,3,4»'. */
  message: string;
}
