import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminSeller, PremiumPeriod, SellerCreate, SellerUpdate } from '@tmc/shared/admin-sellers';
import { api } from '../../../lib/api-client';
import { adminSellerKey } from './get-admin-seller';

type Ok = { ok: true };

/** After any action: the card (when the answer is one) and every seller list show the new state. */
async function refresh(queryClient: QueryClient, seller?: AdminSeller) {
  if (seller) queryClient.setQueryData(adminSellerKey(seller.sellerCode), seller);
  await queryClient.invalidateQueries({ queryKey: ['admin-sellers'] });
  await queryClient.invalidateQueries({ queryKey: ['audit'] });
}

/** POST /api/admin-panel/seller/create: the seller, its representative and the password mail. */
export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerCreate) => api.post<AdminSeller>('/api/admin-panel/seller/create', input),
    onSuccess: (seller) => refresh(queryClient, seller),
  });
}

export function useUpdateSeller(sellerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerUpdate) => api.put<AdminSeller>('/api/admin-panel/seller/update', input, { query: { sellerCode } }),
    onSuccess: (seller) => refresh(queryClient, seller),
  });
}

/** The actions on a seller's state; `target` of block/unblock is the representative's login or the seller code. */
export type SellerAction =
  | { kind: 'block'; target: string; reason: string }
  | { kind: 'unblock'; target: string }
  | { kind: 'delete'; sellerCode: string }
  | { kind: 'end-condition'; sellerCode: string; endConditionAt: string | null }
  | { kind: 'add-premium'; sellerCode: string; period: PremiumPeriod }
  | { kind: 'remove-premium'; sellerCode: string }
  | { kind: 'trusted'; sellerCode: string; trusted: boolean };

function runAction(action: SellerAction): Promise<AdminSeller | Ok> {
  switch (action.kind) {
    case 'block':
      return api.put<Ok>(`/api/admin-panel/block/${encodeURIComponent(action.target)}`, { reason: action.reason });
    case 'unblock':
      return api.put<Ok>(`/api/admin-panel/unblock/${encodeURIComponent(action.target)}`);
    case 'delete':
      return api.delete<Ok>('/api/admin-panel/delete', { query: { sellerCode: action.sellerCode } });
    case 'end-condition':
      return api.put<AdminSeller>('/api/admin-panel/seller/end-condition', { endConditionAt: action.endConditionAt }, { query: { sellerCode: action.sellerCode } });
    case 'add-premium':
      return api.post<AdminSeller>('/api/admin-panel/add-premium', action.period, { query: { sellerCode: action.sellerCode } });
    case 'remove-premium':
      return api.post<AdminSeller>('/api/admin-panel/remove-premium', undefined, { query: { sellerCode: action.sellerCode } });
    case 'trusted':
      return api.put<AdminSeller>('/api/admin-panel/seller/trusted', { trusted: action.trusted }, { query: { sellerCode: action.sellerCode } });
  }
}

export function useSellerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: (answer) => refresh(queryClient, 'sellerCode' in answer ? answer : undefined),
  });
}
