import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CabinetReport } from '@tmc/shared/cabinet-schemas';
import { api, getStoredToken, toApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export interface ReportPeriod {
  start: string;
  end: string;
}

/** GET /api/cabinet/{code}/report?start&end. */
export const useCabinetReport = (sellerCode: string, period: ReportPeriod) =>
  useQuery({
    queryKey: ['cabinet', sellerCode, 'report', period],
    queryFn: ({ signal }) => api.get<CabinetReport>(`/api/cabinet/${encodeURIComponent(sellerCode)}/report`, { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/cabinet/{code}/report.xlsx: the file, saved by the browser under the server's name. */
export async function downloadCabinetReport(sellerCode: string, period: ReportPeriod): Promise<void> {
  const token = getStoredToken();
  const query = new URLSearchParams({ ...period }).toString();
  const response = await fetch(`/api/cabinet/${encodeURIComponent(sellerCode)}/report.xlsx?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  saveBlob(blob, `Отчёт ${sellerCode} ${period.start} — ${period.end}.xlsx`);
}
