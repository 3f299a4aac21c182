import type Sharp from 'sharp';
import { GENERIC_ERROR_MESSAGES } from '@tmc/shared/api-error';
import { TMC_LIMITS } from '@tmc/shared/tmc-constants';
import { AppError } from './app-error.ts';
import { createLimiter } from './limiter.ts';

let sharpLoading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips) is loaded with the first image, not at start: it adds about 20 MB to the process, which a
 * server that never handles a photo (one busy with imports and jobs) need not hold. Every upload is a new
 * picture, so libvips' operation cache (up to 50 MB by default) is off.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import('sharp').then(
    ({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      sharpLoading = null;
      throw error;
    },
  );
  return sharpLoading;
}

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

/**
 * Why an image was refused: not a JPEG/PNG/WebP that decodes ('type'), more pixels than a photo needs
 * ('pixels', seen in the header before any decoding), or the decode queue is full ('busy').
 */
export class ImageRejected extends Error {
  readonly reason: 'type' | 'pixels' | 'busy';
  constructor(reason: 'type' | 'pixels' | 'busy') {
    super(`image refused: ${reason}`);
    this.name = 'ImageRejected';
    this.reason = reason;
  }
}

export interface ImageProcessorOptions {
  /** Decodes running at once (each takes up to width × height × 4 bytes and a core). */
  concurrency: number;
  /** Uploads waiting for a decode before further ones are refused with 503. */
  maxWaiting: number;
  /** Refused when width × height in the header is over this (default TMC_LIMITS.photoPixelsMax). */
  maxPixels?: number;
}

/**
 * The one way an uploaded image becomes stored WebP files, shared by goods photos and business-card
 * photos (build-services.ts builds one): the type by magic bytes, the size in pixels from the header
 * (sharp's metadata reads the header only, so a 49-megapixel PNG of 190 KB is refused in milliseconds),
 * then the decode and re-encode through a small queue, so that parallel uploads cannot take every core and
 * the memory of several huge bitmaps at once. Re-encoding also drops whatever the file carried besides
 * pixels (EXIF with coordinates, scripts in comments).
 */
export function createImageProcessor({ concurrency, maxWaiting, maxPixels = TMC_LIMITS.photoPixelsMax }: ImageProcessorOptions) {
  const queue = createLimiter({ concurrency, maxWaiting, busy: () => new ImageRejected('busy') });
  return {
    queue,
    maxPixels,
    /** Throws ImageRejected; anything else is a fault of ours. */
    async webpVariants(input: Buffer): Promise<WebpVariants> {
      if (!detectImageType(input)) throw new ImageRejected('type');
      const sharp = await loadSharp();
      let width: number | undefined;
      let height: number | undefined;
      try {
        ({ width, height } = await sharp(input).metadata());
      } catch {
        throw new ImageRejected('type');
      }
      if (!width || !height) throw new ImageRejected('type');
      if (width * height > maxPixels) throw new ImageRejected('pixels');
      return queue.run(async () => {
        try {
          // Decoded once: the thumbnail is made from the stored photo, not from the upload again.
          const full = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
            .rotate()
            .resize(PHOTO_FULL_PX, PHOTO_FULL_PX, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer();
          const thumb = await sharp(full).resize(PHOTO_THUMB_PX, PHOTO_THUMB_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
          return { full, thumb };
        } catch {
          throw new ImageRejected('type');
        }
      });
    },
  };
}
export type ImageProcessor = ReturnType<typeof createImageProcessor>;

/** An image refused by the processor as the API's error, with the module's Russian messages. */
export function imageRejectedError(error: ImageRejected, messages: { photoType: string; photoPixels: string }): AppError {
  if (error.reason === 'pixels') return new AppError('photo_pixels', 413, messages.photoPixels);
  if (error.reason === 'busy') return new AppError('images_busy', 503, GENERIC_ERROR_MESSAGES.imagesBusy);
  return new AppError('photo_type', 400, messages.photoType);
}
