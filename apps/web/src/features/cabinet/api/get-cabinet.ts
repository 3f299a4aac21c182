import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CabinetSummary } from '@tmc/shared/cabinet-schemas';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/cabinet/{code}: the seller and whether the caller owns the cabinet or is its curator; 403 for anyone else. */
export function getCabinet(sellerCode: string, signal?: AbortSignal): Promise<CabinetSummary> {
  return api.get<CabinetSummary>(`/api/cabinet/${encodeURIComponent(sellerCode)}`, { signal });
}

export const getCabinetQueryOptions = (sellerCode: string) =>
  queryOptions({
    queryKey: ['cabinet', sellerCode, 'summary'],
    queryFn: ({ signal }) => getCabinet(sellerCode, signal),
    // A refusal is an answer, not a failure to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });

export const useCabinet = (sellerCode: string | null, enabled = true) =>
  useQuery({ ...getCabinetQueryOptions(sellerCode ?? ''), enabled: enabled && sellerCode !== null });
