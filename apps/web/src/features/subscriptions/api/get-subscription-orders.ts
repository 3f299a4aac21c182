import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOrder } from '@tmc/shared/subscription-schemas';
import { api, apiRequestBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** The buyer's subscription orders with their invoices (GET /api/subscriptions/orders). */
export function getSubscriptionOrders(signal?: AbortSignal): Promise<SubscriptionOrder[]> {
  return api.get<SubscriptionOrder[]>('/api/subscriptions/orders', { signal });
}

export const getSubscriptionOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'orders'], queryFn: ({ signal }) => getSubscriptionOrders(signal), staleTime: 30_000 });

export const useSubscriptionOrders = () => useQuery(getSubscriptionOrdersQueryOptions());

/** Downloads an order's invoice (PDF) with the user's token, as a file. */
export async function downloadSubscriptionInvoice(orderId: string, number: string): Promise<void> {
  const blob = await apiRequestBlob(`/api/subscriptions/orders/${encodeURIComponent(orderId)}/invoice`);
  saveBlob(blob, `invoice-${number}.pdf`);
}
