import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartEntry } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

export type CartAction =
  | { kind: 'order' }
  | { kind: 'cancel'; reason?: string }
  | { kind: 'outcome'; concluded: boolean; note?: string }
  | { kind: 'nomenclature' };

/** One step of an entry: order the service, cancel, say whether the deal took place, ask for the nomenclature. */
export function runCartAction(id: string, action: CartAction): Promise<CartEntry> {
  const base = `/api/cart/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case 'order':
      return api.post<CartEntry>(`${base}/order`);
    case 'cancel':
      return api.post<CartEntry>(`${base}/cancel`, action.reason ? { reason: action.reason } : {});
    case 'outcome':
      return api.post<CartEntry>(`${base}/outcome`, { concluded: action.concluded, ...(action.note ? { note: action.note } : {}) });
    case 'nomenclature':
      return api.post<CartEntry>(`${base}/nomenclature`);
  }
}

/** The cart, the seller's deals and the goods lists reload after a step (a cancel returns the item to search). */
export function useCartAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CartAction }) => runCartAction(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['deals'] }),
        queryClient.invalidateQueries({ queryKey: ['tmc'] }),
      ]),
  });
}
