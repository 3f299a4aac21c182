import { apiRequest } from '../../../lib/api-client';
import { invoicesQuery, type InvoicesFilter } from './get-invoices';

/** The filtered invoices as an XLSX download (GET /api/billing/invoices/xlsx, L1/L2). */
export async function downloadInvoicesXlsx(filter: InvoicesFilter): Promise<void> {
  const blob = await apiRequest<Blob>('/api/billing/invoices/xlsx', { query: invoicesQuery(filter), responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = 'Счета.xlsx';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
