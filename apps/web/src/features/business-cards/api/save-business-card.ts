import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessCardInput } from '@tmc/shared/business-card-schemas';
import type { BusinessCardView } from '@tmc/shared/sellers';
import { api, ApiError, getStoredToken, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client';

/** POST /api/auth/business-card: creates or replaces the card's fields. */
export function saveBusinessCard(input: BusinessCardInput): Promise<BusinessCardView> {
  return api.post<BusinessCardView>('/api/auth/business-card', input);
}

/** POST /api/auth/business-card/{code}/addPhoto (multipart, field 'file'), with upload progress 0..1. */
export function uploadBusinessCardPhoto(sellerCode: string, file: File, onProgress: (fraction: number) => void): Promise<BusinessCardView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/auth/business-card/${encodeURIComponent(sellerCode)}/addPhoto`);
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as BusinessCardView);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** Saving the card or its photo refreshes the card and the sellers' lists that carry it. */
function useCardSaved() {
  const queryClient = useQueryClient();
  return (card: BusinessCardView) => {
    queryClient.setQueryData(['business-card', card.sellerCode], card);
    return queryClient.invalidateQueries({ queryKey: ['sellers'] });
  };
}

export function useSaveBusinessCard() {
  const saved = useCardSaved();
  return useMutation({ mutationFn: saveBusinessCard, onSuccess: saved });
}

export function useUploadBusinessCardPhoto(sellerCode: string, onProgress: (fraction: number) => void) {
  const saved = useCardSaved();
  return useMutation({ mutationFn: (file: File) => uploadBusinessCardPhoto(sellerCode, file, onProgress), onSuccess: saved });
}
