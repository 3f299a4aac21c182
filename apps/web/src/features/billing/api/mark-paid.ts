import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tmc/shared/billing-schemas';
import { api, apiRequestBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** An administrator marks an invoice paid (PUT /api/billing/invoices/{id}/paid). */
export function markInvoicePaid(id: string): Promise<Invoice> {
  return api.put<Invoice>(`/api/billing/invoices/${encodeURIComponent(id)}/paid`);
}

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markInvoicePaid, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }) });
}

/** The invoice's PDF as a download. */
export async function downloadInvoice(id: string, number: string): Promise<void> {
  const blob = await apiRequestBlob(`/api/billing/invoices/${encodeURIComponent(id)}/pdf`);
  saveBlob(blob, `schet-${number}.pdf`);
}
