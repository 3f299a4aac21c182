import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Room for the multipart envelope (boundaries, part headers, a few small fields) around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadErrors {
  /** No multipart body, or no file in it. */
  missing: () => AppError;
  /** The file is over maxBytes (413 with the module's Russian message). */
  tooLarge: () => AppError;
}

/**
 * The one file of a multipart request (the route's module registers @fastify/multipart with
 * `fileSize: maxBytes`), read whole, with the size rule applied the same way whatever the client does:
 *
 * - a Content-Length already over the limit is refused before a byte of the body is read;
 * - a file over the limit is refused even when the parser cut it exactly where a network chunk ended. The
 *   plugin's own check looks at `truncated` only when a further chunk arrives, so a file whose 10 MB
 *   ended with a chunk came back cut and was accepted; the stream's `truncated` is checked here after
 *   the whole file is read.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number, errors: UploadErrors): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw errors.tooLarge();
  if (!request.isMultipart()) throw errors.missing();
  let bytes: Buffer;
  let truncated: boolean;
  try {
    const file = await request.file();
    if (!file) throw errors.missing();
    bytes = await file.toBuffer();
    truncated = file.file.truncated;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge();
    throw errors.missing();
  }
  if (truncated || bytes.length > maxBytes) throw errors.tooLarge();
  return bytes;
}
