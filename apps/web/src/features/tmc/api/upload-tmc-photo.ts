import type { TmcPhoto } from '@tmc/shared/tmc-schemas';
import { ApiError, getStoredToken, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client';

/**
 * POST /{id}/photos (multipart, field 'file'). XMLHttpRequest rather than fetch: fetch reports no
 * upload progress, and a photo of several megabytes on a slow line needs a progress bar.
 * `onProgress` gets 0..1.
 */
export function uploadTmcPhoto(tmcId: number, file: File, onProgress: (fraction: number) => void): Promise<TmcPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/tmc/${tmcId}/photos`);
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
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as TmcPhoto);
      } else {
        reject(toApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
