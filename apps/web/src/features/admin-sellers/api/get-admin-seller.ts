import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSeller } from '@tmc/shared/admin-sellers';
import { api } from '../../../lib/api-client';

export const getAdminSeller = (sellerCode: string, signal?: AbortSignal): Promise<AdminSeller> =>
  api.get<AdminSeller>('/api/admin-panel/seller', { query: { sellerCode }, signal });

export const adminSellerKey = (sellerCode: string) => ['admin-sellers', 'card', sellerCode] as const;

export const getAdminSellerQueryOptions = (sellerCode: string) =>
  queryOptions({ queryKey: adminSellerKey(sellerCode), queryFn: ({ signal }) => getAdminSeller(sellerCode, signal) });

/** A seller's card for administrators (L1-L3) and its own curator. */
export const useAdminSeller = (sellerCode: string) => useQuery(getAdminSellerQueryOptions(sellerCode));
