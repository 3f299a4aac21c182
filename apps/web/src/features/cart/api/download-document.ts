import { apiRequestBlob } from '../../../lib/api-client';

/** Downloads a PDF of an entry (the invoice or the УПД) with the user's token, as a file. */
export async function downloadCartDocument(id: string, kind: 'invoice' | 'upd', filename: string): Promise<void> {
  const blob = await apiRequestBlob(`/api/cart/${encodeURIComponent(id)}/${kind}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
