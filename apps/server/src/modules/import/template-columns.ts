// The columns of the import template and of the goods export: one per field, headed by its label,
// with the hint the template shows under the header (the reader skips that row when it reads one back).
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@tmc/shared/import-schemas';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';

export const TEMPLATE_HINTS: Readonly<Record<ImportField, string>> = {
  name: `Обязательно: от ${TMC_LIMITS.nameMin} до ${TMC_LIMITS.nameMax} символов`,
  stockNumber: `Складской номер, до ${TMC_LIMITS.stockNumberMax} символов: по нему позиция обновляется при повторной загрузке`,
  unit: 'Обязательно: выберите из списка или укажите код ОКЕИ',
  quantity: 'Обязательно: число, до 3 знаков после запятой',
  price: 'Обязательно: рубли за единицу, до 2 знаков после запятой',
  vat: 'Обязательно: выберите из списка',
  year: `Год выпуска, необязательно: от ${TMC_LIMITS.yearMin}`,
  region: 'Обязательно: регион, где хранится товар, — выберите из списка',
  description: `Необязательно: до ${TMC_LIMITS.descriptionMax} символов`,
};

/** Column widths in characters, so the template opens readable. */
export const TEMPLATE_WIDTHS: Readonly<Record<ImportField, number>> = {
  name: 48,
  stockNumber: 18,
  unit: 12,
  quantity: 14,
  price: 14,
  vat: 12,
  year: 10,
  region: 34,
  description: 60,
};

export const TEMPLATE_COLUMNS: readonly { field: ImportField; header: string; hint: string; width: number }[] = IMPORT_FIELDS.map((field) => ({
  field,
  header: IMPORT_FIELD_LABELS[field],
  hint: TEMPLATE_HINTS[field],
  width: TEMPLATE_WIDTHS[field],
}));

const hintTexts = new Set(Object.values(TEMPLATE_HINTS));

/** True for the template's hint row: every filled cell is one of the hints. */
export function isTemplateHintRow(cells: readonly unknown[]): boolean {
  let filled = 0;
  for (const cell of cells) {
    if (cell === null || cell === undefined || cell === '') continue;
    if (typeof cell !== 'string' || !hintTexts.has(cell.trim())) return false;
    filled++;
  }
  return filled > 0;
}
