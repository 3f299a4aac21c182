// Shared by the import tests: read a whole file, and expect a refusal with its code and Russian message.
import { expect } from 'vitest';
import { IMPORT_FILE_MESSAGES, type ImportFileErrorCode } from '@tmc/shared/import-schemas';
import { ImportFileError } from './import-file-error.ts';
import { openImportFile, type ImportFile, type ImportFileRef, type OpenImportOptions } from './import-file.ts';
import type { RawRow } from './raw-row.ts';

export async function readAll(file: ImportFile): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  try {
    for await (const row of file.rows()) rows.push(row);
  } finally {
    file.close();
  }
  return rows;
}

export async function openAndRead(input: ImportFileRef | ImportFileRef[], options?: OpenImportOptions): Promise<{ file: ImportFile; rows: RawRow[] }> {
  const file = await openImportFile(input, options);
  return { file, rows: await readAll(file) };
}

/** Expects the promise to fail with an ImportFileError of this code (and, for fixed texts, exactly its message). */
export async function expectRefusal(promise: Promise<unknown>, code: ImportFileErrorCode, message?: string): Promise<ImportFileError> {
  let error: unknown;
  try {
    await promise;
  } catch (caught) {
    error = caught;
  }
  expect(error, `expected the refusal '${code}'`).toBeInstanceOf(ImportFileError);
  const refusal = error as ImportFileError;
  expect(refusal.code).toBe(code);
  const fixed = IMPORT_FILE_MESSAGES[code];
  expect(refusal.message).toBe(message ?? (typeof fixed === 'string' ? fixed : refusal.message));
  return refusal;
}
