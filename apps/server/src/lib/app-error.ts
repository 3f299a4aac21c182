import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';

/** The one error class of the server: a code the web can act on, an HTTP status and a Russian message. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Response headers to send with the error (Retry-After of a 429). */
  headers: Record<string, string> | undefined;

  constructor(code: string, status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  static notFound(message: string = GENERIC_ERROR_MESSAGES.notFound): AppError {
    return new AppError('not_found', 404, message);
  }
  static unauthorized(message: string = GENERIC_ERROR_MESSAGES.unauthorized): AppError {
    return new AppError('unauthorized', 401, message);
  }
  static forbidden(message: string = GENERIC_ERROR_MESSAGES.forbidden): AppError {
    return new AppError('forbidden', 403, message);
  }
  static validation(fields: Record<string, string>, message: string = GENERIC_ERROR_MESSAGES.validation): AppError {
    return new AppError('validation_error', 400, message, fields);
  }
  static tooManyRequests(retryAfterSeconds: number): AppError {
    const error = new AppError('too_many_requests', 429, GENERIC_ERROR_MESSAGES.tooManyRequests);
    error.headers = { 'retry-after': String(retryAfterSeconds) };
    return error;
  }
  static conflict(code: string, message: string, fields?: Record<string, string>): AppError {
    return new AppError(code, 409, message, fields);
  }
}
