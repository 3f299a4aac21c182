import { GENERIC_ERROR_MESSAGES, type ApiErrorBody } from '@tmc/shared/api-error';

/** localStorage key of the bearer token (written by sign-in). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * sessionStorage key of a seller entry session: an administrator who opened a seller's cabinet through
 * the seller dropdown's 'input' works as the seller in that tab only (sessionStorage is per tab), while
 * the administrator's own token stays in localStorage for every other tab.
 */
export const ENTRY_TOKEN_STORAGE_KEY = 'sellerEntryToken';

export function getEntryToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ENTRY_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** The token this tab sends: its seller entry session's, else the signed-in user's. */
export function getStoredToken(): string | null {
  const entry = getEntryToken();
  if (entry) return entry;
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): then nobody is signed in.
    return null;
  }
}

/** An API answer that was not a success, with the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
  }

  /** 4xx: the request itself was refused; repeating it will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** status 0: no answer at all (offline, server down, request aborted by the network). */
export const NETWORK_ERROR_CODE = 'network_error';
export const NETWORK_ERROR_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету';

function genericMessage(status: number): string {
  if (status === 400 || status === 422) return GENERIC_ERROR_MESSAGES.validation;
  if (status === 401) return GENERIC_ERROR_MESSAGES.unauthorized;
  if (status === 403) return GENERIC_ERROR_MESSAGES.forbidden;
  if (status === 404) return GENERIC_ERROR_MESSAGES.notFound;
  if (status === 429) return GENERIC_ERROR_MESSAGES.tooManyRequests;
  return GENERIC_ERROR_MESSAGES.internal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `{ error: { code, message, fields?, requestId? } }` body, checked as `apiErrorBodySchema` checks
 * it (a unit test keeps the two in step) without loading zod on every page; null when it is not one.
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields, requestId } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))) {
    return null;
  }
  const error: ApiErrorBody['error'] = { code, message };
  if (fields !== undefined) error.fields = fields as Record<string, string>;
  if (requestId !== undefined) error.requestId = requestId;
  return { error };
}

/** Turns a failed answer into an ApiError, using the `{ error: {...} }` body when there is one. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = readApiErrorBody(body);
  if (parsed) {
    const { code, message, fields, requestId } = parsed.error;
    return new ApiError({ status, code, message, fields, requestId });
  }
  return new ApiError({ status, code: `http_${status}`, message: genericMessage(status) });
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON, unless it is FormData / URLSearchParams / Blob, which fetch encodes itself. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** 'blob': a successful answer is returned as a Blob (a file to download); errors are still ApiError. */
  responseType?: 'json' | 'blob';
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// How calls reach the API: the browser's fetch; the server's page renderer answers them in-process.
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Replaces how calls reach the API (server-render.tsx, for the pages the server renders). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * Calls the API: JSON in and out, the bearer token from localStorage on every call, and any
 * non-2xx answer thrown as an ApiError. The caller states the answer's type.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isNativeBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await transport(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
    error.cause = cause;
    throw error;
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file the API answers (a PDF), fetched with the bearer token; a failure is thrown as an ApiError. */
export async function apiRequestBlob(path: string): Promise<Blob> {
  const headers = new Headers();
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), { headers });
  } catch (cause) {
    const error = new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
    error.cause = cause;
    throw error;
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response));
  return response.blob();
}
