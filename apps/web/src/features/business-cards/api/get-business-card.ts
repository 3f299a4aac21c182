import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCardView } from '@tmc/shared/sellers';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/auth/business-card/{sellerCode}: a premium seller's card (its own people see it always); 404 otherwise. */
export function getBusinessCard(sellerCode: string, signal?: AbortSignal): Promise<BusinessCardView> {
  return api.get<BusinessCardView>(`/api/auth/business-card/${encodeURIComponent(sellerCode)}`, { signal });
}

export const getBusinessCardQueryOptions = (sellerCode: string) =>
  queryOptions({
    queryKey: ['business-card', sellerCode],
    queryFn: ({ signal }) => getBusinessCard(sellerCode, signal),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
    staleTime: 60_000,
  });

export const useBusinessCard = (sellerCode: string) => useQuery(getBusinessCardQueryOptions(sellerCode));
