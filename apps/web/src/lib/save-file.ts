/**
 * Hands a downloaded file to the browser to save under `filename`: the API's files come with the user's
 * token (fetch), which a plain link cannot send. The object URL is let go once the save has started.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
