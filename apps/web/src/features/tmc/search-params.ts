import type { TmcSearchQueryInput } from '@tmc/shared/tmc-search-schemas';
import { paths } from '../../config/paths';

// The search page keeps its state in the URL (STYLE.md: the URL is the state), under the API's own
// parameter names (specification, section 7), so a copied link reproduces the same search and the
// same API call. Reading a URL is parse-search-params.ts (the API's schema, so it loads zod); building
// one is here, without zod, for the search box and the item page's links.

/** A filter of the goods search: a parameter of the API's search query other than page and size. */
export type SearchFilterKey = Exclude<keyof TmcSearchQueryInput, 'page' | 'size'>;
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

export interface SearchState {
  filters: SearchFilters;
  /** From 0, as the API counts. */
  page: number;
}

/**
 * The text query of a search URL as written: `q`, else `title` (the statistics page links with `title`,
 * specification, section 2). What the API accepts of it is decided by parse-search-params.ts.
 */
export function searchTextOfParams(params: URLSearchParams): string {
  return (params.get('q')?.trim() || params.get('title')?.trim()) ?? '';
}

/** The URL of a search state: only filled filters, `page` only past the first page. */
export function searchParamsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(state.filters)) {
    const value = raw?.trim().replace(/\s+/g, ' ');
    if (value) params.set(key, value);
  }
  // One of the two (specification: seller_code or corporation_id); the seller is the narrower choice.
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
  return Object.entries(filters).some(([key, value]) => key !== 'q' && value !== undefined);
}

/** The href of a search with these filters, from the first page. */
export function searchHrefForFilters(filters: SearchFilters): string {
  const search = searchParamsFromState({ filters, page: 0 }).toString();
  return search ? `${paths.search.path}?${search}` : paths.search.path;
}

/** The href of a text search that starts from page one with no other filter. */
export const searchHrefForQuery = (q: string): string => searchHrefForFilters({ q });
