import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSellerList } from '@tmc/shared/admin-sellers';
import { hasAdminLevel, isCurator, type Principal } from '@tmc/shared/roles';
import { api } from '../../../lib/api-client';

/**
 * Which sellers a staff member sees (specification, section 6): L1/L2 (and L3, read-only) every seller,
 * a curator (L4) its own. null: none (not staff).
 */
export type SellerListScope = 'all' | 'curator';

export function sellerListScopeOf(principal: Principal | null): SellerListScope | null {
  if (hasAdminLevel(principal, 'L1', 'L2', 'L3')) return 'all';
  if (isCurator(principal)) return 'curator';
  return null;
}

const PATHS: Readonly<Record<SellerListScope, string>> = {
  all: '/api/admin-panel/sellers',
  curator: '/api/auth/curator/sellers',
};

export const getAdminSellers = (scope: SellerListScope, signal?: AbortSignal): Promise<AdminSellerList> => api.get<AdminSellerList>(PATHS[scope], { signal });

/** The query key of every admin seller list: actions on a seller invalidate it. */
export const ADMIN_SELLERS_KEY = ['admin-sellers', 'list'] as const;

export const getAdminSellersQueryOptions = (scope: SellerListScope) =>
  queryOptions({
    queryKey: [...ADMIN_SELLERS_KEY, scope],
    queryFn: ({ signal }) => getAdminSellers(scope, signal),
    staleTime: 60_000,
  });

/** The seller list of this staff member; loads only when `enabled` and the scope is known. */
export const useAdminSellers = (scope: SellerListScope | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminSellersQueryOptions(scope ?? 'all'), enabled: enabled && scope !== null });
