import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportColumnOverride, ImportJob, ImportLogRow, ImportLogUpdateInput, ImportTrial, ImportTryInput, ImportTryResult } from '@tmc/shared/import-schemas';
import { api } from '../../../lib/api-client';

// The import's actions (PUT mapping, POST trial, run, cancel, PUT log/update, POST log/try-import); each
// refreshes what it changes under the ['import'] keys.

export const setImportMapping = (jobId: string, override: ImportColumnOverride) => api.put<ImportJob>('/api/import/mapping', { override }, { query: { jobId } });
export const runImportTrial = (jobId: string) => api.post<ImportTrial>('/api/import/trial', undefined, { query: { jobId } });
export const startImport = (jobId: string) => api.post<ImportJob>('/api/import/run', undefined, { query: { jobId } });
export const cancelImport = (jobId: string) => api.post<ImportJob>('/api/import/cancel', undefined, { query: { jobId } });
export const updateImportLogRow = (input: ImportLogUpdateInput) => api.put<ImportLogRow>('/api/import/log/update', input);
export const tryImportRows = (input: ImportTryInput) => api.post<ImportTryResult>('/api/import/log/try-import', input);

function useImportMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['import'] }) });
}

export const useSetImportMapping = (jobId: string) => useImportMutation((override: ImportColumnOverride) => setImportMapping(jobId, override));
export const useImportTrial = (jobId: string) => useImportMutation(() => runImportTrial(jobId));
export const useStartImport = (jobId: string) => useImportMutation(() => startImport(jobId));
export const useCancelImport = (jobId: string) => useImportMutation(() => cancelImport(jobId));
export const useUpdateImportLogRow = () => useImportMutation(updateImportLogRow);
export const useTryImportRows = () => useImportMutation(tryImportRows);
