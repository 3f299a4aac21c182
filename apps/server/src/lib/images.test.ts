import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hugeBlankPng } from '../testing/images.ts';
import { createImageProcessor, ImageRejected } from './images.ts';

/** Why the processor refused the image (fails the test when it did not). */
async function reasonOf(processing: Promise<unknown>): Promise<string> {
  const outcome = await processing.catch((error: unknown) => error);
  if (!(outcome instanceof ImageRejected)) throw new Error('the image was accepted');
  return outcome.reason;
}

describe('the image processor', () => {
  it('refuses a 49-megapixel PNG of a few KB from its header, without decoding it', async () => {
    const bomb = hugeBlankPng(7000, 7000);
    expect(bomb.length).toBeLessThan(200_000);
    // The file is a valid picture: sharp reads 7000 × 7000 from it.
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 7000, height: 7000, format: 'png' });
    const images = createImageProcessor({ concurrency: 2, maxWaiting: 4 });
    const refused = await images.webpVariants(bomb).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageRejected);
    expect((refused as ImageRejected).reason).toBe('pixels');
    // Never went into the decode queue.
    expect(images.queue.peak).toBe(0);
  });

  it('takes up to the limit and re-encodes it as WebP in two sizes', async () => {
    const images = createImageProcessor({ concurrency: 1, maxWaiting: 1, maxPixels: 2000 * 1000 });
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#345' } }).jpeg().toBuffer();
    const variants = await images.webpVariants(photo);
    expect(await sharp(variants.full).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(variants.thumb).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(await reasonOf(images.webpVariants(hugeBlankPng(2001, 1000)))).toBe('pixels');
  });

  it('refuses what is not an image, or an image that does not decode', async () => {
    const images = createImageProcessor({ concurrency: 1, maxWaiting: 1 });
    expect(await reasonOf(images.webpVariants(Buffer.from('это не картинка')))).toBe('type');
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await reasonOf(images.webpVariants(fakeJpeg))).toBe('type');
  });
});
