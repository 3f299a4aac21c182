import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscription, AdminSubscriptionPage, AdminSubscriptionUpdate, SubscriptionListState } from '@tmc/shared/subscription-schemas';
import { api } from '../../../lib/api-client';

export interface AdminSubscriptionsParams {
  state: SubscriptionListState;
  q?: string | undefined;
  page: number;
}

/** Every buyer's subscription for administrators (GET /api/subscriptions/admin, L1/L2). */
export function getAdminSubscriptions(params: AdminSubscriptionsParams, signal?: AbortSignal): Promise<AdminSubscriptionPage> {
  return api.get<AdminSubscriptionPage>('/api/subscriptions/admin', { query: { state: params.state, q: params.q || undefined, page: params.page, size: 20 }, signal });
}

export const getAdminSubscriptionsQueryOptions = (params: AdminSubscriptionsParams) =>
  queryOptions({ queryKey: ['subscriptions', 'admin', params], queryFn: ({ signal }) => getAdminSubscriptions(params, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useAdminSubscriptions = (params: AdminSubscriptionsParams) => useQuery(getAdminSubscriptionsQueryOptions(params));

/** An administrator changes a buyer's subscription: its type and last day (PUT /api/subscriptions/admin/{userId}). */
export function updateSubscription(userId: string, input: AdminSubscriptionUpdate): Promise<AdminSubscription> {
  return api.put<AdminSubscription>(`/api/subscriptions/admin/${encodeURIComponent(userId)}`, input);
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: AdminSubscriptionUpdate }) => updateSubscription(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions', 'admin'] }),
  });
}
