import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Active entries of the signed-in user's cart, for the top bar's link (GET /api/cart/count). */
export function getCartCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>('/api/cart/count', { signal });
}

export const getCartCountQueryOptions = () => queryOptions({ queryKey: ['cart', 'count'], queryFn: ({ signal }) => getCartCount(signal), staleTime: 30_000 });

export const useCartCount = (options: { enabled?: boolean } = {}) => useQuery({ ...getCartCountQueryOptions(), enabled: options.enabled ?? true });
