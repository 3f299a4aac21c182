import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@tmc/shared/import-schemas';
import { api } from '../../../lib/api-client';

/** GET /api/import/status?jobId: the import with its mapping, trial and progress. */
export function getImport(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  return api.get<ImportJob>('/api/import/status', { query: { jobId }, signal });
}

const active = (job: ImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

export const getImportQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['import', 'job', jobId],
    queryFn: ({ signal }) => getImport(jobId, signal),
    // The progress bar: polled while the run is queued or running.
    refetchInterval: (query) => (active(query.state.data) ? 700 : false),
    staleTime: 0,
  });

export const useImport = (jobId: string | null) => useQuery({ ...getImportQueryOptions(jobId ?? ''), enabled: jobId !== null });

/** GET /api/import/list?sellerCode: the seller's recent imports. */
export function getImports(sellerCode: string, signal?: AbortSignal): Promise<{ items: ImportJob[] }> {
  return api.get<{ items: ImportJob[] }>('/api/import/list', { query: { sellerCode }, signal });
}

export const useImports = (sellerCode: string) =>
  useQuery({ queryKey: ['import', 'list', sellerCode], queryFn: ({ signal }) => getImports(sellerCode, signal), staleTime: 0 });
