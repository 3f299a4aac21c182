import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSubscription } from '@tmc/shared/subscription-schemas';
import { api } from '../../../lib/api-client';

/** The signed-in user's keyword subscription while it lasts, else null (GET /api/subscriptions/active). */
export function getActiveSubscription(signal?: AbortSignal): Promise<ActiveSubscription | null> {
  return api.get<ActiveSubscription | null>('/api/subscriptions/active', { signal });
}

export const getActiveSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions', 'active'], queryFn: ({ signal }) => getActiveSubscription(signal), staleTime: 60_000 });

/** The top bar and /subscription/keyword; reloaded after a sign-in with everything else (features/auth/session.ts). */
export const useActiveSubscription = (options: { enabled?: boolean } = {}) => useQuery({ ...getActiveSubscriptionQueryOptions(), enabled: options.enabled ?? true });
