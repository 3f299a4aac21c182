import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportLogRow, ImportRowStatus } from '@tmc/shared/import-schemas';
import type { Paged } from '@tmc/shared/lists';
import { api } from '../../../lib/api-client';

export interface ImportLogQuery {
  sellerCode: string;
  jobId?: string | undefined;
  status?: ImportRowStatus | undefined;
  page: number;
  size: number;
}

/** GET /api/import/log?sellerCode&jobId&status&page&size. */
export function getImportLog(query: ImportLogQuery, signal?: AbortSignal): Promise<Paged<ImportLogRow>> {
  return api.get<Paged<ImportLogRow>>('/api/import/log', { query: { ...query }, signal });
}

export const useImportLog = (query: ImportLogQuery) =>
  useQuery({ queryKey: ['import', 'log', query], queryFn: ({ signal }) => getImportLog(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
