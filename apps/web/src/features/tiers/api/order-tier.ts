import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TierOrder, TierOrderInput } from '@tmc/shared/tier-schemas';
import { api, apiRequestBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** A representative orders a tier: the server issues an invoice (POST /api/tiers/sellers/{code}/orders). */
export function orderTier(sellerCode: string, input: TierOrderInput): Promise<TierOrder> {
  return api.post<TierOrder>(`/api/tiers/sellers/${encodeURIComponent(sellerCode)}/orders`, input);
}

export function useOrderTier(sellerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TierOrderInput) => orderTier(sellerCode, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tiers', 'seller', sellerCode] }),
  });
}

/** An order's invoice as a PDF download (GET /api/tiers/orders/{id}/invoice). */
export async function downloadTierInvoice(orderId: string, number: string): Promise<void> {
  const blob = await apiRequestBlob(`/api/tiers/orders/${encodeURIComponent(orderId)}/invoice`);
  saveBlob(blob, `schet-${number}.pdf`);
}
