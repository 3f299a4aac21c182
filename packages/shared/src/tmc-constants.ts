/**
 * The goods' statuses, their names, limits and photo types, without zod: the web app's first load uses
 * them (the search and latest pages, the item page), and a module that also built schemas would bring
 * every schema another page uses, and zod (about 25 KB gzip), into it: the bundler keeps a module's
 * statements in the chunk of its first importer. tmc-schemas.ts re-exports all of these.
 */

// ---------------------------------------------------------------------------------------------
// Statuses

export const TMC_STATUSES = ['draft', 'moderation', 'published', 'rejected', 'archived', 'paused'] as const;
export type TmcStatus = (typeof TMC_STATUSES)[number];

/** Status names as the supplier and the administrator see them. */
export const TMC_STATUS_LABELS: Readonly<Record<TmcStatus, string>> = {
  draft: 'Черновик',
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
  archived: 'В архиве',
  // Published goods over the tier's limit after a paid period ended: back in the common base on renewal.
  paused: 'Скрыто: сверх лимита тарифа',
};

// ---------------------------------------------------------------------------------------------
// Limits and texts

export const TMC_LIMITS = {
  nameMin: 2,
  nameMax: 300,
  descriptionMax: 5000,
  stockNumberMax: 50,
  /** numeric(14,3) and numeric(14,2) in the database. */
  quantityMax: 99_999_999_999,
  priceMax: 999_999_999_999,
  yearMin: 1950,
  attributesMax: 30,
  attributeKeyMax: 100,
  attributeValueMax: 500,
  rejectReasonMax: 1000,
  movementReasonMax: 500,
  /** Search: the longest q / name, the biggest page size and the last page number accepted. */
  queryMax: 200,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  pageMax: 500,
  /** page * size may not pass this: deeper pages cost a scan and nobody reads them; refine the query instead. */
  offsetMax: 10_000,
  suggestionsMin: 2,
  suggestionsMax: 10,
  /** Totals are exact up to this many results; above it the total is this number and means "more than" (totalIsEstimate). */
  exactTotalLimit: 10_000,
  photosMax: 10,
  photoBytesMax: 10 * 1024 * 1024,
  /** Pixels of an uploaded photo (width × height, read from the header before decoding): 25 Mpx, e.g. 6000 × 4000. */
  photoPixelsMax: 25_000_000,
} as const;

/** Image types accepted for photos (checked by the file's bytes, not its name). */
export const TMC_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
