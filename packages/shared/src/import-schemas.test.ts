import { describe, expect, it } from 'vitest';
import { formatImportRowError, IMPORT_FILE_MESSAGES, IMPORT_LIMITS, importColumnOverrideSchema, importRowLabel, importRowValuesSchema } from './import-schemas.ts';

describe('import row messages', () => {
  it('names the row and the field, lower-casing a sentence after the dash but not an abbreviation', () => {
    expect(formatImportRowError('xlsx', 17, 'price', 'не число «12,3,4»')).toBe('Строка 17: Цена — не число «12,3,4»');
    expect(formatImportRowError('csv', 3, 'quantity', 'Количество обязательно')).toBe('Строка 3: Количество — количество обязательно');
    expect(formatImportRowError('csv', 3, 'vat', 'НДС указан дважды')).toBe('Строка 3: НДС — НДС указан дважды');
    expect(formatImportRowError('commerceml', 4, null, 'товар помечен в 1С на удаление')).toBe('Товар 4: товар помечен в 1С на удаление');
    expect(importRowLabel('commerceml', 2)).toBe('Товар 2');
  });

  it('says the limits in the messages with Russian digit grouping', () => {
    expect(IMPORT_FILE_MESSAGES.tooLarge).toContain(`${IMPORT_LIMITS.fileBytesMax / 1024 / 1024} МБ`);
    expect(IMPORT_FILE_MESSAGES.tooManyRows).toContain('200 000');
    expect(IMPORT_FILE_MESSAGES.zipTooManyEntries).toContain('10 000');
  });
});

describe('what the supplier sends', () => {
  it('takes a mapping override by column letter or 0-based index', () => {
    expect(importColumnOverrideSchema.parse({ E: 'price', aa: 'skip', '7': 'attribute' })).toEqual({ E: 'price', aa: 'skip', '7': 'attribute' });
    expect(importColumnOverrideSchema.safeParse({ 'E1': 'price' }).success).toBe(false);
    expect(importColumnOverrideSchema.safeParse({ E: 'cost' }).success).toBe(false);
  });

  it('takes a corrected row as text per field', () => {
    expect(importRowValuesSchema.parse({ name: 'Труба', price: '1 234,50', attributes: { ГОСТ: '10704-91' } })).toEqual({ name: 'Труба', price: '1 234,50', attributes: { ГОСТ: '10704-91' } });
    expect(importRowValuesSchema.safeParse({ price: 1234.5 }).success).toBe(false);
  });
});
