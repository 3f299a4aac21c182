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

// ---------------------------------------------------------------------------------------------
// The API (specification section 7 'Import'; paths and who may call each in docs/decisions.md, 'Import: the API')
//
//   POST /api/import?sellerCode&jobId            upload (multipart: one file, or import.xml + offers.xml): the file is
//                                                 checked and its columns mapped; answers the import (status 'uploaded')
//   PUT  /api/import/mapping?jobId               { override }: the supplier's correction, remembered for the seller
//   POST /api/import/trial?jobId                 the trial run: counts and per-row reasons, nothing written to goods
//   POST /api/import/run?jobId                   the real run, as a job
//   GET  /api/import/status?jobId                the import with its progress
//   POST /api/import/cancel?jobId                stops a queued or running import after its current batch
//   GET  /api/import/list?sellerCode             the seller's recent imports
//   GET  /api/import/log?sellerCode&jobId&status&page&size   rejected and corrected rows, newest import first
//   PUT  /api/import/log/update                  { id, values }: a rejected row corrected, checked again
//   POST /api/import/log/try-import              { sellerCode?, jobId? }: the corrected rows written as goods
//   GET  /api/import/template                    the XLSX template
//   GET  /api/import/export?sellerCode           the seller's goods as XLSX in the template's columns

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Russian names of the statuses, for the screens. */
export const IMPORT_STATUS_LABELS: Readonly<Record<ImportStatus, string>> = {
  uploaded: 'Файл загружен',
  queued: 'В очереди',
  running: 'Идёт импорт',
  done: 'Завершён',
  failed: 'Ошибка',
  cancelled: 'Отменён',
};

export const IMPORT_ROW_STATUSES = ['rejected', 'corrected', 'imported'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
export const IMPORT_ROW_STATUS_LABELS: Readonly<Record<ImportRowStatus, string>> = {
  rejected: 'Отклонена',
  corrected: 'Исправлена',
  imported: 'Загружена',
};

/** Rows written per transaction of the real run (each batch all or nothing). */
export const IMPORT_BATCH_ROWS = 2000;
/** Rejected rows the trial's answer lists (all of them are in the log). */
export const IMPORT_TRIAL_ROWS_SHOWN = 100;

export const IMPORT_ERROR_CODES = {
  notFound: 'import_not_found',
  noFile: 'import_no_file',
  file: 'import_file_refused',
  mapping: 'import_mapping_incomplete',
  busy: 'import_busy',
  finished: 'import_finished',
  freeTier: 'import_free_tier_limit',
  rowNotFound: 'import_row_not_found',
  rowImported: 'import_row_imported',
  nothingToImport: 'import_nothing_corrected',
} as const;

export const IMPORT_API_MESSAGES = {
  notFound: 'Загрузка не найдена',
  noFile: 'Выберите файл: книгу Excel (.xlsx), CSV или выгрузку 1С',
  busy: 'Импорт уже запущен: дождитесь его окончания или отмените его',
  finished: 'Этот импорт уже завершён: загрузите файл заново',
  notCancellable: 'Отменить можно только импорт в очереди или в работе',
  rowNotFound: 'Строка журнала не найдена',
  rowImported: 'Эта строка уже загружена',
  nothingToImport: 'Нет исправленных строк для загрузки',
  sellerCodeRequired: 'Укажите поставщика',
  duplicateStockNumber: (stockNumber: string, firstRow: string) => `артикул «${stockNumber}» уже встречался (${firstRow})`,
  cancelledByUser: 'Импорт отменён',
  failedGeneric: 'Импорт прерван из-за ошибки: загруженные пачки строк сохранены, остальные не записаны',
} as const;

const uuid = text().uuid({ error: 'Неверный идентификатор загрузки' });

export const importUploadQuerySchema = z.object({
  sellerCode: text().trim().regex(/^[0-9]{6}$/, { error: 'Код поставщика должен состоять из 6 цифр' }).optional(),
  jobId: uuid.optional(),
});
export const importJobQuerySchema = z.object({ jobId: uuid });
export const importMappingInputSchema = z.object({ override: importColumnOverrideSchema });
export type ImportMappingInput = z.infer<typeof importMappingInputSchema>;

export const importColumnSchema = z.object({
  letter: text(),
  header: text(),
  target: z.enum(IMPORT_COLUMN_TARGETS).nullable(),
  overridden: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

export const importMappingSchema = z.object({
  columns: z.array(importColumnSchema),
  missingRequired: z.array(z.enum(IMPORT_FIELDS)),
  errors: z.array(text()),
  /** 'Не найдены обязательные столбцы: ...' or null when the run may start. */
  message: text().nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importRowErrorSchema = z.object({
  field: z.enum(IMPORT_FIELDS).nullable(),
  column: text().nullable(),
  reason: text(),
  message: text(),
});

export const importTrialSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  /** The first rejected rows (IMPORT_TRIAL_ROWS_SHOWN) with their reasons; the log has them all. */
  rows: z.array(z.object({ rowNumber: z.number().int(), label: text(), errors: z.array(importRowErrorSchema) })),
  /** The tier's limit when the file has more new positions than fit (seller-tiers.ts tierImportMessage), else null. */
  limitMessage: text().nullable(),
  finishedAt: text(),
});
export type ImportTrial = z.infer<typeof importTrialSchema>;

export const importJobSchema = z.object({
  jobId: text(),
  sellerCode: text(),
  fileName: text(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  /** Data rows of the file, once known (the trial counts them). */
  total: z.number().int().nullable(),
  /** Rows read by the run so far. */
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  cancelRequested: z.boolean(),
  error: text().nullable(),
  mapping: importMappingSchema,
  trial: importTrialSchema.nullable(),
  createdAt: text(),
  startedAt: text().nullable(),
  finishedAt: text().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importListQuerySchema = z.object({
  sellerCode: importUploadQuerySchema.shape.sellerCode,
});

export const importLogQuerySchema = z.object({
  sellerCode: importUploadQuerySchema.shape.sellerCode,
  jobId: uuid.optional(),
  status: z.enum(IMPORT_ROW_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export type ImportLogQuery = z.infer<typeof importLogQuerySchema>;

export const importLogRowSchema = z.object({
  id: z.number().int(),
  jobId: text(),
  fileName: text(),
  rowNumber: z.number().int(),
  /** 'Строка 17' or 'Товар 17'. */
  label: text(),
  status: z.enum(IMPORT_ROW_STATUSES),
  values: importRowValuesSchema,
  errors: z.array(importRowErrorSchema),
  tmcId: z.number().int().nullable(),
  updatedAt: text(),
});
export type ImportLogRow = z.infer<typeof importLogRowSchema>;

export const importLogUpdateInputSchema = z.object({
  id: z.number().int().positive(),
  values: importRowValuesSchema,
});
export type ImportLogUpdateInput = z.infer<typeof importLogUpdateInputSchema>;

export const importTryInputSchema = z.object({
  sellerCode: importUploadQuerySchema.shape.sellerCode,
  jobId: uuid.optional(),
});
export type ImportTryInput = z.infer<typeof importTryInputSchema>;

export const importTryResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
});
export type ImportTryResult = z.infer<typeof importTryResultSchema>;
