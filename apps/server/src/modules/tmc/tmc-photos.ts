import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, inArray, max, or } from 'drizzle-orm';
import { TMC_ERROR_CODES, TMC_LIMITS, TMC_MESSAGES, tmcPhotoUrl, type TmcPhoto } from '@tmc/shared/tmc-schemas';
import type { Db } from '../../db/client.ts';
import { tmcPhotos } from '../../db/schema/tmc.ts';
import type { UploadFolder } from '../../jobs/upload-orphans.ts';
import { AppError } from '../../lib/app-error.ts';
import { ImageRejected, imageRejectedError, type ImageProcessor } from '../../lib/images.ts';
import { markGoodsContentChanged } from './tmc.repository.ts';

/** Stored file names: a UUID, '-thumb' for the small one, always .webp (the path parameter is checked against it). */
export const PHOTO_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

export const photoTooLargeError = () => new AppError(TMC_ERROR_CODES.photoTooLarge, 413, TMC_MESSAGES.photoTooLarge);
export const photoMissingError = () => new AppError(TMC_ERROR_CODES.photoMissing, 400, TMC_MESSAGES.photoMissing);

/** Photos of goods on disk under DATA_DIR/uploads/tmc, their rows in tmc_photos. */
export function createTmcPhotos({ db, uploadsDir, images }: { db: Db; uploadsDir: string; images: ImageProcessor }) {
  const dir = path.join(uploadsDir, 'tmc');

  async function removeFiles(names: string[]): Promise<void> {
    await Promise.all(names.filter((n) => PHOTO_FILE_PATTERN.test(n)).map((n) => fs.rm(path.join(dir, n), { force: true })));
  }

  /** The folder for the orphan sweep (jobs/upload-orphans.ts): a name is kept while a row names it. */
  const uploads: UploadFolder = {
    dir,
    pattern: PHOTO_FILE_PATTERN,
    async referenced(names) {
      const rows = await db
        .select({ path: tmcPhotos.path, thumbPath: tmcPhotos.thumbPath })
        .from(tmcPhotos)
        .where(or(inArray(tmcPhotos.path, names), inArray(tmcPhotos.thumbPath, names)));
      return new Set(rows.flatMap((r) => [r.path, ...(r.thumbPath ? [r.thumbPath] : [])]));
    },
  };

  return {
    dir,
    uploads,
    removeFiles,

    /** Refuses early (before the upload is read) when the item already has the most photos allowed. */
    async assertRoom(tmcId: number): Promise<void> {
      const [row] = await db.select({ n: count() }).from(tmcPhotos).where(eq(tmcPhotos.tmcId, tmcId));
      if ((row?.n ?? 0) >= TMC_LIMITS.photosMax) throw AppError.conflict(TMC_ERROR_CODES.photosTooMany, TMC_MESSAGES.photosTooMany);
    },

    /**
     * Checks the bytes (JPEG, PNG or WebP by magic number, at most 25 Mpx by the header, then a full decode
     * in the shared queue: lib/images.ts), stores a WebP and a
     * thumbnail, and applies the moderation rule (tmc.repository.ts): a new photo is new content to confirm.
     */
    async add(tmcId: number, bytes: Buffer): Promise<TmcPhoto> {
      let variants;
      try {
        variants = await images.webpVariants(bytes);
      } catch (error) {
        if (error instanceof ImageRejected) throw imageRejectedError(error, TMC_MESSAGES);
        throw error;
      }
      const id = randomUUID();
      const full = `${id}.webp`;
      const thumb = `${id}-thumb.webp`;
      await fs.mkdir(dir, { recursive: true });
      await Promise.all([fs.writeFile(path.join(dir, full), variants.full), fs.writeFile(path.join(dir, thumb), variants.thumb)]);
      try {
        const row = await db.transaction(async (tx) => {
          const [last] = await tx.select({ position: max(tmcPhotos.position) }).from(tmcPhotos).where(eq(tmcPhotos.tmcId, tmcId));
          const [inserted] = await tx
            .insert(tmcPhotos)
            .values({ id, tmcId, path: full, thumbPath: thumb, position: (last?.position ?? -1) + 1 })
            .returning();
          await markGoodsContentChanged(tx, tmcId);
          return inserted!;
        });
        return { id: row.id, url: tmcPhotoUrl(full), thumbUrl: tmcPhotoUrl(thumb), position: row.position };
      } catch (error) {
        await removeFiles([full, thumb]);
        throw error;
      }
    },

    async remove(tmcId: number, photoId: string): Promise<void> {
      const [row] = await db.delete(tmcPhotos).where(and(eq(tmcPhotos.id, photoId), eq(tmcPhotos.tmcId, tmcId))).returning();
      if (!row) throw AppError.notFound(TMC_MESSAGES.photoNotFound);
      await removeFiles([row.path, ...(row.thumbPath ? [row.thumbPath] : [])]);
    },
  };
}
export type TmcPhotos = ReturnType<typeof createTmcPhotos>;
