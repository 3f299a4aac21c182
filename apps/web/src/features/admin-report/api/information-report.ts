import { useMutation, useQuery } from '@tanstack/react-query';
import type { InformationReport, InformationRequest } from '@tmc/shared/admin-sellers';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** POST /api/admin-panel/information {start, end}: the report of the period (L1, L2). */
export const useInformationReport = (period: InformationRequest | null) =>
  useQuery({
    queryKey: ['admin-report', 'information', period],
    queryFn: () => api.post<InformationReport>('/api/admin-panel/information', period),
    enabled: period !== null,
  });

/** Downloads the same report as XLSX: the browser saves `information-{start}-{end}.xlsx`. */
export function useDownloadInformationXlsx() {
  return useMutation({
    mutationFn: async (period: InformationRequest) => {
      const file = await api.post<Blob>('/api/admin-panel/information/xlsx', period, { responseType: 'blob' });
      saveBlob(file, `information-${period.start}-${period.end}.xlsx`);
    },
  });
}
