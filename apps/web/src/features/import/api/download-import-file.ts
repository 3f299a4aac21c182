import { buildApiUrl, getStoredToken, toApiError, type QueryValue } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/**
 * Downloads a file of the API that needs the bearer token (GET template, GET export): fetched as a blob,
 * then saved through a temporary link with the server's file name.
 */
export async function downloadImportFile(path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<void> {
  const token = getStoredToken();
  const response = await fetch(buildApiUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    let body: unknown;
    try {
      body = (await response.json()) as unknown;
    } catch {
      body = undefined;
    }
    throw toApiError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  saveBlob(await response.blob(), name);
}
