import { paths } from '../../config/paths';

// The search page keeps its state in the URL (STYLE.md: the URL is the state), under the API's own
// parameter names (specification, section 7), so a copied link reproduces the same search and the
// same API call. The statistics page links with `title` (specification, section 2): it is the text query.

/** Every filter of the specification's goods search, in the order the filter panel shows them. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'name',
  'stock_number',
  'unit',
  'price_from',
  'price_to',
  'vat',
  'year',
  'seller_code',
  'corporation_id',
  'region',
  'created_at_from',
  'created_at_to',
] as const;

export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

export interface SearchState {
  filters: SearchFilters;
  /** From 0, as the API counts. */
  page: number;
}

const NUMBER_KEYS = new Set<SearchFilterKey>(['price_from', 'price_to']);
const DATE_KEYS = new Set<SearchFilterKey>(['created_at_from', 'created_at_to']);
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const YEAR = /^\d{4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value the filter can take, or undefined: a hand-edited link must not break the page. */
function clean(key: SearchFilterKey, raw: string | null): string | undefined {
  const value = raw?.trim().replace(/\s+/g, ' ');
  if (!value) return undefined;
  if (NUMBER_KEYS.has(key)) return DECIMAL.test(value) ? value.replace(',', '.') : undefined;
  if (key === 'year') return YEAR.test(value) ? value : undefined;
  if (DATE_KEYS.has(key)) return DATE.test(value) ? value : undefined;
  return value;
}

export function searchStateFromParams(params: URLSearchParams): SearchState {
  const filters: SearchFilters = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = clean(key, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  if (filters.q === undefined) {
    const title = clean('q', params.get('title'));
    if (title !== undefined) filters.q = title;
  }
  // One of the two (specification: seller_code or corporation_id); the seller is the narrower choice.
  if (filters.seller_code !== undefined) delete filters.corporation_id;
  const page = Number(params.get('page'));
  return { filters, page: Number.isSafeInteger(page) && page > 0 ? page : 0 };
}

/** The URL of a search state: only filled filters, `page` only past the first page. */
export function searchParamsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = clean(key, state.filters[key] ?? null);
    if (value !== undefined) params.set(key, value);
  }
  if (params.has('seller_code')) params.delete('corporation_id');
  if (state.page > 0) params.set('page', String(state.page));
  return params;
}

/** The API query of a search state: the same names plus page and size. */
export function apiQueryFromState(state: SearchState, size: number): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of searchParamsFromState(state)) query[key] = value;
  query.page = state.page;
  query.size = size;
  return query;
}

/** Whether any filter other than the text query is set (the panel opens by itself then). */
export function hasExtraFilters(filters: SearchFilters): boolean {
  return SEARCH_FILTER_KEYS.some((key) => key !== 'q' && filters[key] !== undefined);
}

/** The href of a search with these filters, from the first page. */
export function searchHrefForFilters(filters: SearchFilters): string {
  const search = searchParamsFromState({ filters, page: 0 }).toString();
  return search ? `${paths.search.path}?${search}` : paths.search.path;
}

/** The href of a text search that starts from page one with no other filter. */
export const searchHrefForQuery = (q: string): string => searchHrefForFilters({ q });
