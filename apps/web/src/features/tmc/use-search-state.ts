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
  if (!parser) {
    const loading = import('./parse-search-params').then((m) => m.searchStateFromParams);
    // Marked as React marks the promises it has seen resolve: `use` then reads the parser at once, so a
    // page hydrated after it loaded does not suspend for it (and hydrate later than the rest).
    void loading.then(
      (parse) => Object.assign(loading, { status: 'fulfilled', value: parse }),
      () => undefined,
    );
    parser = loading;
  }
  return parser;
}

/** The search state of the URL; suspends (the page shows its skeleton) until the reader has loaded. */
export function useSearchState(params: URLSearchParams): SearchState {
  const parse = use(loadSearchStateParser());
  return useMemo(() => parse(params), [parse, params]);
}
