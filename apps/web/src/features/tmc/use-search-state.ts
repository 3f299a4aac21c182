import { use, useMemo } from 'react';
import type { SearchState } from './search-params';

type Parse = (params: URLSearchParams) => SearchState;

let parser: Promise<Parse> | null = null;

/**
 * Starts loading the search URL's reader (parse-search-params.ts: the API's own query schema, so zod,
 * about 25 KB gzip). The goods pages call it when their module loads, so it comes while the page draws
 * its heading and the results' skeleton: those need no zod, and the first load of the page stays within
 * its 150 KB budget (DESIGN.md section 8).
 */
export function loadSearchStateParser(): Promise<Parse> {
  parser ??= import('./parse-search-params').then((m) => m.searchStateFromParams);
  return parser;
}

/** The search state of the URL; suspends (the page shows its skeleton) until the reader has loaded. */
export function useSearchState(params: URLSearchParams): SearchState {
  const parse = use(loadSearchStateParser());
  return useMemo(() => parse(params), [parse, params]);
}
