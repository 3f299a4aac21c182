import type { ImportJob } from '@tmc/shared/import-schemas';
import { ApiError, buildApiUrl, getStoredToken, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client';

/**
 * POST /api/import?sellerCode&jobId (multipart, field 'file': one file, or import.xml and offers.xml).
 * XMLHttpRequest rather than fetch, for the upload's progress (`onProgress` gets 0..1). The server checks
 * the file before answering: a refusal comes back as an ApiError with the Russian reason.
 */
export function uploadImport(sellerCode: string, files: readonly File[], onProgress: (fraction: number) => void): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl('/api/import', { sellerCode }));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportJob);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE }));
    const form = new FormData();
    for (const file of files) form.append('file', file);
    xhr.send(form);
  });
}
