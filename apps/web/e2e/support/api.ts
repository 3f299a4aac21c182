import { inject } from 'vitest';

export interface ApiOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

export interface ApiResult<T> {
  status: number;
  body: T;
}

/** Calls the real server (the browser tests' own setup and checks; the UI under test goes through the page). */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const res = await fetch(`${inject('baseURL')}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // a text answer (quick registration answers text/plain)
  }
  return { status: res.status, body: parsed as T };
}

/** Like api(), but throws unless the answer is 2xx. */
export async function apiOk<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const result = await api<T>(path, options);
  if (result.status < 200 || result.status > 299) {
    throw new Error(`${options.method ?? 'GET'} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
  return result.body;
}
