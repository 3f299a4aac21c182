import { apiRequest } from '../../../lib/api-client';
import { invoicesQuery, type InvoicesFilter } from './get-invoices';
import { saveBlob } from '../../../lib/save-file';

/** The filtered invoices as an XLSX download (GET /api/billing/invoices/xlsx, L1/L2). */
export async function downloadInvoicesXlsx(filter: InvoicesFilter): Promise<void> {
  const blob = await apiRequest<Blob>('/api/billing/invoices/xlsx', { query: invoicesQuery(filter), responseType: 'blob' });
  saveBlob(blob, 'Счета.xlsx');
}
