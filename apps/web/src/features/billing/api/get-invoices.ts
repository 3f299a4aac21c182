import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicePage, InvoiceStatus } from '@tmc/shared/billing-schemas';
import { api } from '../../../lib/api-client';

export interface InvoicesParams {
  status?: InvoiceStatus | undefined;
  q?: string | undefined;
  page: number;
}

/** Invoices for platform services, newest first (GET /api/billing/invoices, ADMIN L1/L2). */
export function getInvoices(params: InvoicesParams, signal?: AbortSignal): Promise<InvoicePage> {
  return api.get<InvoicePage>('/api/billing/invoices', { query: { status: params.status, q: params.q || undefined, page: params.page, size: 20 }, signal });
}

export const getInvoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({ queryKey: ['invoices', params], queryFn: ({ signal }) => getInvoices(params, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useInvoices = (params: InvoicesParams) => useQuery(getInvoicesQueryOptions(params));
