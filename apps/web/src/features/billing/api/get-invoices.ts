import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceKind, InvoicePage, InvoiceStatus } from '@tmc/shared/billing-schemas';
import { api } from '../../../lib/api-client';

export interface InvoicesFilter {
  status?: InvoiceStatus | undefined;
  kind?: InvoiceKind | undefined;
  q?: string | undefined;
  /** Issued on these Moscow days (yyyy-mm-dd), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface InvoicesParams extends InvoicesFilter {
  page: number;
}

/** The filter as the API's query (empty values left out). */
export const invoicesQuery = (f: InvoicesFilter) => ({ status: f.status, kind: f.kind, q: f.q || undefined, from: f.from || undefined, to: f.to || undefined });

/** Invoices for platform services, newest first (GET /api/billing/invoices, ADMIN L1/L2). */
export function getInvoices(params: InvoicesParams, signal?: AbortSignal): Promise<InvoicePage> {
  return api.get<InvoicePage>('/api/billing/invoices', { query: { ...invoicesQuery(params), page: params.page, size: 20 }, signal });
}

export const getInvoicesQueryOptions = (params: InvoicesParams) =>
  queryOptions({ queryKey: ['invoices', params], queryFn: ({ signal }) => getInvoices(params, signal), placeholderData: keepPreviousData, staleTime: 0 });

export const useInvoices = (params: InvoicesParams) => useQuery(getInvoicesQueryOptions(params));
