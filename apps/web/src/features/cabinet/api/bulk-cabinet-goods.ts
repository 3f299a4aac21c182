import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CabinetBulkInput, CabinetBulkResult } from '@tmc/shared/cabinet-schemas';
import { api } from '../../../lib/api-client';

/** POST /api/cabinet/{code}/goods/bulk: take down, delete or reprice the chosen goods, all or nothing. */
export function bulkCabinetGoods(sellerCode: string, input: CabinetBulkInput): Promise<CabinetBulkResult> {
  return api.post<CabinetBulkResult>(`/api/cabinet/${encodeURIComponent(sellerCode)}/goods/bulk`, input);
}

export function useBulkCabinetGoods(sellerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CabinetBulkInput) => bulkCabinetGoods(sellerCode, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['cabinet', sellerCode] }), queryClient.invalidateQueries({ queryKey: ['tmc'] })]),
  });
}
