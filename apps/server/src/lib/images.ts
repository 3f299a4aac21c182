import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * The image type by the file's first bytes (magic numbers), never by its name or the client's
 * Content-Type: a text file named photo.jpg is not an image.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface WebpVariants {
  full: Buffer;
  thumb: Buffer;
}

/** Long side of the stored photo and of its thumbnail, in pixels. */
export const PHOTO_FULL_PX = 1600;
export const PHOTO_THUMB_PX = 320;
/** A decompression bomb (a tiny file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded image as WebP in two sizes. Re-encoding also drops whatever the file carried
 * besides pixels (EXIF with coordinates, scripts in comments). Throws on bytes sharp cannot decode.
 */
export async function makeWebpVariants(input: Buffer): Promise<WebpVariants> {
  const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const [full, thumb] = await Promise.all([
    base().resize(PHOTO_FULL_PX, PHOTO_FULL_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    base().resize(PHOTO_THUMB_PX, PHOTO_THUMB_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { full, thumb };
}
