// Which column holds which field, found by the Russian headers suppliers actually write, in any order:
// 'Наименование товара', 'Номенклатура', 'Кол-во', 'Остаток', 'Цена, руб.', 'Цена с НДС', 'Ставка НДС',
// 'Единица измерения', 'Год выпуска', 'Код'... Case, ё/е, spaces and punctuation do not matter. The
// supplier may correct the result with an override (column letter or index -> field) before the run.
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAPPING_MESSAGES,
  IMPORT_REQUIRED_FIELDS,
  type ImportColumnOverride,
  type ImportColumnTarget,
  type ImportField,
} from '@tmc/shared/import-schemas';
import type { RawCell } from './raw-row.ts';
import { columnIndex, columnLetter } from './column-letters.ts';

/** A header as compared: lower case, ё as е, letters and digits only ('Цена, руб.' -> 'ценаруб'). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/ё/g, 'е').replace(/[^a-zа-я0-9]/g, '');
}

/**
 * Header spellings per field, with a score: when two columns could be one field, the higher score
 * wins ('Количество' over 'Остаток', 'Артикул' over 'Код', 'Цена с НДС' over 'Цена без НДС').
 */
const HEADER_ALIASES: Readonly<Record<ImportField, Readonly<Record<string, number>>>> = {
  name: {
    наименование: 100, наименованиетовара: 95, наименованиетмц: 95, наименованиеноменклатуры: 95, наименованиепродукции: 90,
    наименованиематериала: 90, наименованиепозиции: 90, номенклатура: 90, полноенаименование: 85, название: 85, названиетовара: 85,
    товар: 80, тмц: 75, продукция: 70, позиция: 60, name: 60, товарыработыуслуги: 60,
  },
  stockNumber: {
    артикул: 100, складскойномер: 100, номенклатурныйномер: 90, кодтовара: 85, кодноменклатуры: 85, кодтмц: 85, номенклатурныйкод: 85,
    код: 80, номерпоскладу: 80, инвентарныйномер: 70, sku: 70, артикулпроизводителя: 60, каталожныйномер: 60, партномер: 60, article: 60,
  },
  unit: {
    едизм: 100, единицаизмерения: 100, едизмерения: 100, единицаизм: 100, ед: 90, единица: 90, базоваяединица: 90, еи: 80, едизмокеи: 95,
    единицаизмеренияокеи: 95, кодокеи: 70, unit: 60,
  },
  quantity: {
    количество: 100, колво: 100, кол: 90, количествонаскладе: 90, остаток: 85, остатки: 85, остатокнаскладе: 85, доступноеколичество: 80,
    свободныйостаток: 80, конечныйостаток: 80, наличие: 70, доступно: 60, qty: 60, quantity: 60,
  },
  price: {
    цена: 100, ценасндс: 95, ценазаединицу: 95, ценазаед: 95, ценапродажи: 90, ценареализации: 90, ценасоскидкой: 85,
    розничнаяцена: 85, оптоваяцена: 85, стоимостьзаединицу: 80, ценабезндс: 70, стоимость: 50, price: 60,
  },
  vat: { ндс: 100, ставкандс: 100, ндсставка: 90, ставканалога: 70, vat: 60 },
  year: {
    год: 100, годвыпуска: 100, годизготовления: 100, годпроизводства: 100, годвыпускаизготовления: 100, датавыпуска: 80,
    датаизготовления: 80, датапроизводства: 80, year: 60,
  },
  region: {
    регион: 100, регионхранения: 100, регионрф: 95, регионсклада: 95, регионнахождения: 95, субъектрф: 90, местонахождение: 70, region: 60,
  },
  description: {
    описание: 100, описаниетовара: 100, характеристики: 80, примечание: 70, комментарий: 70, дополнительнаяинформация: 70,
    допинформация: 70, description: 60,
  },
};

/** Words written after a header that do not change its field ('Цена, руб.', 'Кол-во, шт', 'Ед. изм. (ОКЕИ)'). */
const HEADER_SUFFIXES = ['вклндс', 'сучетомндс', 'руб', 'рублей', 'рубль', 'rub', 'р', 'шт', 'ед', 'единиц', 'океи', 'вруб'];

const aliasIndex: ReadonlyMap<string, { field: ImportField; score: number }> = (() => {
  const index = new Map<string, { field: ImportField; score: number }>();
  for (const field of IMPORT_FIELDS) for (const [key, score] of Object.entries(HEADER_ALIASES[field])) index.set(key, { field, score });
  return index;
})();

/** The field a header names, with its score, or null. */
export function matchHeader(header: RawCell | undefined): { field: ImportField; score: number } | null {
  if (typeof header !== 'string') return null;
  let key = headerKey(header);
  let penalty = 0;
  for (let round = 0; key && round < 3; round++) {
    const hit = aliasIndex.get(key);
    if (hit) return { field: hit.field, score: hit.score - penalty };
    const suffix = HEADER_SUFFIXES.find((s) => key.length > s.length && key.endsWith(s));
    if (!suffix) break;
    key = key.slice(0, -suffix.length);
    penalty += 5;
  }
  return null;
}

/** How many distinct fields a row's cells name: a header row names several. */
export function headerScore(cells: readonly RawCell[]): number {
  const fields = new Set<ImportField>();
  for (const cell of cells) {
    const match = matchHeader(cell);
    if (match) fields.add(match.field);
  }
  return fields.size;
}

export interface MappedColumn {
  /** 0-based index in the row's cells. */
  index: number;
  /** Spreadsheet letter ('A'). */
  letter: string;
  /** The header as the file writes it ('' when the column has none). */
  header: string;
  /** What the column holds; null when it is not used. */
  target: Exclude<ImportColumnTarget, 'skip'> | null;
  /** True when the supplier's override decided it. */
  overridden: boolean;
}

export interface ColumnMapping {
  /** Field -> column index. */
  fields: Partial<Record<ImportField, number>>;
  /** Columns read as extra characteristics, named by their header. */
  attributes: Array<{ index: number; name: string }>;
  columns: MappedColumn[];
  /** Required fields without a column (and without a default): the run cannot start until they are mapped. */
  missingRequired: ImportField[];
  /** Problems of the override (unknown column, one field twice), as Russian messages. */
  errors: string[];
}

export interface MapColumnsOptions {
  /** Fields the seller's defaults fill when the file has no column for them (a 1C export has no region). */
  defaulted?: readonly ImportField[];
}

function resolveColumnKey(key: string): number {
  return /^\d+$/.test(key) ? Number(key) : columnIndex(key.toUpperCase());
}

/**
 * Maps columns to fields by their headers, then applies the supplier's override. The result is plain
 * data: the job can keep it and pass it to the normaliser for every row.
 */
export function mapColumns(headers: readonly RawCell[], override: ImportColumnOverride = {}, options: MapColumnsOptions = {}): ColumnMapping {
  const columns: MappedColumn[] = headers.map((cell, index) => ({
    index,
    letter: columnLetter(index),
    header: typeof cell === 'string' ? cell.trim() : cell === null ? '' : String(cell),
    target: null,
    overridden: false,
  }));

  // Each field takes its best-scoring column; ties go to the leftmost.
  const best = new Map<ImportField, { index: number; score: number }>();
  headers.forEach((cell, index) => {
    const match = matchHeader(cell);
    if (!match) return;
    const current = best.get(match.field);
    if (!current || match.score > current.score) best.set(match.field, { index, score: match.score });
  });
  for (const [field, { index }] of best) (columns[index] as MappedColumn).target = field;

  const errors: string[] = [];
  const overriddenFields = new Set<ImportField>();
  for (const [key, target] of Object.entries(override)) {
    const index = resolveColumnKey(key);
    const column = columns[index];
    if (!column) {
      errors.push(IMPORT_MAPPING_MESSAGES.columnUnknown(key));
      continue;
    }
    if (target !== 'skip' && target !== 'attribute') {
      if (overriddenFields.has(target)) {
        errors.push(IMPORT_MAPPING_MESSAGES.duplicateTarget(IMPORT_FIELD_LABELS[target]));
        continue;
      }
      overriddenFields.add(target);
      // The field leaves the column the headers had given it to.
      for (const other of columns) if (other.target === target) other.target = null;
    }
    column.target = target === 'skip' ? null : target;
    column.overridden = true;
  }

  const fields: Partial<Record<ImportField, number>> = {};
  const attributes: Array<{ index: number; name: string }> = [];
  for (const column of columns) {
    if (column.target === 'attribute') attributes.push({ index: column.index, name: column.header || column.letter });
    else if (column.target) fields[column.target] = column.index;
  }
  const defaulted = new Set(options.defaulted ?? []);
  const missingRequired = IMPORT_REQUIRED_FIELDS.filter((field) => fields[field] === undefined && !defaulted.has(field));
  return { fields, attributes, columns, missingRequired, errors };
}

/** The message for the required fields a mapping lacks, or null when it lacks none. */
export function missingRequiredMessage(mapping: ColumnMapping): string | null {
  return mapping.missingRequired.length ? IMPORT_MAPPING_MESSAGES.missingRequired(mapping.missingRequired.map((f) => IMPORT_FIELD_LABELS[f])) : null;
}
