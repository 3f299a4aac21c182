import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartEntry, ReserveInput } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

/** 'Купить' (POST /api/cart): holds the item for 3 days. */
export function reserveTmc(input: ReserveInput): Promise<CartEntry> {
  return api.post<CartEntry>('/api/cart', input);
}

/** Reserves; the goods lists (now red for the holder), the cart and its count reload. */
export function useReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveTmc,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['tmc'] }), queryClient.invalidateQueries({ queryKey: ['cart'] })]),
  });
}
