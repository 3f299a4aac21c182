import type { ImportFileErrorCode } from '@tmc/shared/import-schemas';

/**
 * A file refused as a whole, with its Russian message (IMPORT_FILE_MESSAGES). The job shows the
 * message as is; `code` lets the routes choose the status (413 for the size, 400 or 422 otherwise).
 */
export class ImportFileError extends Error {
  readonly code: ImportFileErrorCode;

  constructor(code: ImportFileErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportFileError';
    this.code = code;
  }
}

export function isImportFileError(error: unknown): error is ImportFileError {
  return error instanceof ImportFileError;
}
