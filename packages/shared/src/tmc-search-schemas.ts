import { z } from 'zod';
import { GOODS_CATEGORIES } from './goods-categories.ts';
import { parseNumberText } from './number-input.ts';
import { text } from './text.ts';
import { sellerCodeSchema } from './seller-code.ts';
import { TMC_LIMITS, TMC_MESSAGES, TMC_STATUSES, regionCodes, unitCodes, vatValues } from './tmc-schemas.ts';

/**
 * Query parameters of the goods lists (GET /api/tmc/search, premium-sellers/search, latest/search,
 * admin/search, seller/inventory, seller/reserve, suggestions): strings from the URL, parsed by the
 * server and by the web from useSearchParams() with the same schemas. Paths and answers: tmc-schemas.ts.
 */

/**
 * '' and absent mean "no filter". Control characters (a NUL from '%00' would make PostgreSQL refuse the
 * text) become spaces first.
 */
const blankToUndefined = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = v.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return clean.trim() === '' ? undefined : clean;
};

const queryText = z.preprocess(
  blankToUndefined,
  text().trim().max(TMC_LIMITS.queryMax, { error: TMC_MESSAGES.queryTooLong }).optional(),
);

// Prices in the URL as typed in the filter ('1 000', '1 000,50', '1000.5'): the shared number parser.
const queryNumber = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    blankToUndefined,
    text({ error: message })
      .transform((s, ctx) => {
        const n = parseNumberText(s);
        if (n === null || n < 0) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return n;
      })
      .refine(check, { error: message })
      .optional(),
  );

const queryInt = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    text({ error: message })
      .regex(/^\s*\d{1,9}\s*$/, { error: message })
      .transform((s) => Number(s.trim()))
      .refine((n) => n >= min && n <= max, { error: message })
      .optional(),
  );

const queryCode = (set: ReadonlySet<string>, message: string) =>
  z.preprocess(blankToUndefined, text({ error: message }).refine((v) => set.has(v), { error: message }).optional());

const queryDate = z.preprocess(
  blankToUndefined,
  text({ error: TMC_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: TMC_MESSAGES.dateInvalid })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      error: TMC_MESSAGES.dateInvalid,
    })
    .optional(),
);

/** A six-digit seller code (the shared sellerCodeSchema), '' and absent meaning no filter. */
const sellerCodeParam = z.preprocess(blankToUndefined, sellerCodeSchema.optional());

const TMC_CATEGORY_UNKNOWN = 'Неизвестная категория товаров';

const pageFields = {
  page: queryInt(TMC_MESSAGES.pageInvalid, 0, TMC_LIMITS.pageMax).transform((v) => v ?? 0),
  size: queryInt(TMC_MESSAGES.sizeInvalid, 1, TMC_LIMITS.pageSizeMax).transform((v) => v ?? TMC_LIMITS.pageSizeDefault),
};

const searchFilterFields = {
  /** Words of the item name (word forms match; ё = е). */
  name: queryText,
  /** Free text over name, stock number and description; typos and prefixes still find goods. */
  q: queryText,
  /** Exact stock number or its beginning (case-insensitive). */
  stock_number: z.preprocess(blankToUndefined, text().trim().max(TMC_LIMITS.stockNumberMax, { error: TMC_MESSAGES.stockNumberTooLong }).optional()),
  unit: queryCode(unitCodes, TMC_MESSAGES.unitUnknown),
  price_from: queryNumber(TMC_MESSAGES.priceFilterInvalid, (n) => n <= TMC_LIMITS.priceMax),
  price_to: queryNumber(TMC_MESSAGES.priceFilterInvalid, (n) => n <= TMC_LIMITS.priceMax),
  vat: queryCode(vatValues, TMC_MESSAGES.vatUnknown),
  year: queryInt(TMC_MESSAGES.yearFilterInvalid, 1900, 2100),
  seller_code: sellerCodeParam,
  corporation_id: z.preprocess(blankToUndefined, text().uuid({ error: TMC_MESSAGES.corporationInvalid }).optional()),
  region: queryCode(regionCodes, TMC_MESSAGES.regionUnknown),
  /** A goods category of the landing page (goods-categories.ts), by its slug ('pipes'). */
  category: queryCode(new Set(GOODS_CATEGORIES.map((c) => c.slug)), TMC_CATEGORY_UNKNOWN),
  /** Publication (or, in admin and inventory lists, creation) date range, Moscow days, inclusive. */
  created_at_from: queryDate,
  created_at_to: queryDate,
  ...pageFields,
};

type FilterCheck = {
  page: number;
  size: number;
  price_from?: number | undefined;
  price_to?: number | undefined;
  created_at_from?: string | undefined;
  created_at_to?: string | undefined;
  seller_code?: string | undefined;
  corporation_id?: string | undefined;
};

/** Rules over several parameters: the deepest page, ordered ranges, a seller or a corporation (specification: not both). */
function checkFilters(v: FilterCheck, ctx: z.RefinementCtx): void {
  if (v.page * v.size > TMC_LIMITS.offsetMax) ctx.addIssue({ code: 'custom', path: ['page'], message: TMC_MESSAGES.pageTooDeep });
  if (v.price_from !== undefined && v.price_to !== undefined && v.price_to < v.price_from) {
    ctx.addIssue({ code: 'custom', path: ['price_to'], message: TMC_MESSAGES.priceRangeInvalid });
  }
  if (v.created_at_from && v.created_at_to && v.created_at_to < v.created_at_from) {
    ctx.addIssue({ code: 'custom', path: ['created_at_to'], message: TMC_MESSAGES.dateRangeInvalid });
  }
  if (v.seller_code !== undefined && v.corporation_id !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['corporation_id'], message: TMC_MESSAGES.sellerOrCorporation });
  }
}

/** GET search, premium-sellers/search, latest/search. */
export const tmcSearchQuerySchema = z.object(searchFilterFields).superRefine(checkFilters);
export type TmcSearchQueryInput = z.input<typeof tmcSearchQuerySchema>;
export type TmcSearchQuery = z.output<typeof tmcSearchQuerySchema>;

const statusParam = z.preprocess(blankToUndefined, z.enum(TMC_STATUSES, { error: TMC_MESSAGES.statusUnknown }).optional());

/** GET admin/search: every filter plus status (absent = every status). */
export const tmcAdminSearchQuerySchema = z.object({ ...searchFilterFields, status: statusParam }).superRefine(checkFilters);
export type TmcAdminSearchQuery = z.output<typeof tmcAdminSearchQuerySchema>;

/** GET admin/post-moderation: the list, paged, of one seller when seller_code is given. */
export const tmcPostModerationQuerySchema = z.object({ seller_code: sellerCodeParam, ...pageFields });
export type TmcPostModerationQuery = z.output<typeof tmcPostModerationQuerySchema>;

/** GET seller/inventory and seller/reserve: a REPRESENTATIVE's own seller; administrators and curators name one by seller_code. */
export const tmcInventoryQuerySchema = z.object({
  q: queryText,
  status: statusParam,
  seller_code: sellerCodeParam,
  ...pageFields,
});
export type TmcInventoryQuery = z.output<typeof tmcInventoryQuerySchema>;

export const tmcSuggestionsQuerySchema = z.object({
  q: z.preprocess(
    (v) => blankToUndefined(v) ?? '',
    text({ error: TMC_MESSAGES.suggestionsQueryInvalid })
      .trim()
      .min(TMC_LIMITS.suggestionsMin, { error: TMC_MESSAGES.suggestionsQueryInvalid })
      .max(TMC_LIMITS.queryMax, { error: TMC_MESSAGES.suggestionsQueryInvalid }),
  ),
});
export type TmcSuggestionsQuery = z.infer<typeof tmcSuggestionsQuerySchema>;
