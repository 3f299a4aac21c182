import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQuery } from '@tmc/shared/audit-schemas';
import { api } from '../../../lib/api-client';

export const getAuditLog = (query: Partial<AuditQuery>, signal?: AbortSignal): Promise<AuditPage> =>
  api.get<AuditPage>('/api/admin-panel/audit', { query: query as Record<string, string | number>, signal });

export const getAuditLogQueryOptions = (query: Partial<AuditQuery>) =>
  queryOptions({ queryKey: ['audit', query], queryFn: ({ signal }) => getAuditLog(query, signal), placeholderData: keepPreviousData });

/** The action log (ADMIN L1), newest first, with the page's filters. */
export const useAuditLog = (query: Partial<AuditQuery>) => useQuery(getAuditLogQueryOptions(query));
