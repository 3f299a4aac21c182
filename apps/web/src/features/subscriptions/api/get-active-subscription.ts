import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

export interface ActiveSubscription {
  /** ISO 8601 */
  expiredAt: string;
}

/** The current keyword subscription, or null when there is none (404). */
export async function getActiveSubscription(signal?: AbortSignal): Promise<ActiveSubscription | null> {
  try {
    return await api.get<ActiveSubscription>('/api/subscriptions/active', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getActiveSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'active'],
    queryFn: ({ signal }) => getActiveSubscription(signal),
  });

/** Only asked for a signed-in user; any failure simply shows no date. */
export const useActiveSubscription = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getActiveSubscriptionQueryOptions(), enabled });
