import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartContacts } from '@tmc/shared/cart-schemas';
import { api } from '../../../lib/api-client';

/** The contacts for a selected entry: supplier, curator, the administrator's line (GET /api/cart/{id}/contacts). */
export function getCartContacts(id: string, signal?: AbortSignal): Promise<CartContacts> {
  return api.get<CartContacts>(`/api/cart/${encodeURIComponent(id)}/contacts`, { signal });
}

export const getCartContactsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['cart', 'contacts', id], queryFn: ({ signal }) => getCartContacts(id, signal), staleTime: 60_000 });

export const useCartContacts = (id: string | null) => useQuery({ ...getCartContactsQueryOptions(id ?? ''), enabled: id !== null });
