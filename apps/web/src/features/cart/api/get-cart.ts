import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartPage } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

/** The signed-in buyer's cart: active entries first, then the finished ones (GET /api/cart). */
export function getCart(page: number, signal?: AbortSignal): Promise<CartPage> {
  return api.get<CartPage>('/api/cart', { query: { page, size: 50 }, signal });
}

export const getCartQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['cart', 'list', page], queryFn: ({ signal }) => getCart(page, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useCart = (page: number, options: { enabled?: boolean } = {}) => useQuery({ ...getCartQueryOptions(page), enabled: options.enabled ?? true });
