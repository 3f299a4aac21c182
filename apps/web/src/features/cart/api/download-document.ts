import { apiRequestBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** Downloads a PDF of an entry (the invoice or the УПД) with the user's token, as a file. */
export async function downloadCartDocument(id: string, kind: 'invoice' | 'upd', filename: string): Promise<void> {
  const blob = await apiRequestBlob(`/api/cart/${encodeURIComponent(id)}/${kind}`);
  saveBlob(blob, filename);
}
