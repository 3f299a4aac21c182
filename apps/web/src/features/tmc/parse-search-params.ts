import { tmcSearchQuerySchema } from '@tmc/shared/tmc-search-schemas';
import { parseListParams } from '../../lib/list-params';
import { searchTextOfParams, type SearchFilterKey, type SearchFilters, type SearchState } from './search-params';

/**
 * The search state of a URL, read with the API's own search schema: a value the API would refuse
 * (`year=1800`, `price_from=abc`, a price range upside down) is dropped, as the server's rules say, and
 * the rest is normalised as the API reads it (`1,5` -> `1.5`, trimmed text). The statistics page links
 * with `title` (specification, section 2): it is the text query when there is no `q`.
 */
export function searchStateFromParams(params: URLSearchParams): SearchState {
  const extra: Record<string, string> = { q: searchTextOfParams(params) };
  // One of the two (specification: seller_code or corporation_id); the seller is the narrower choice.
  if (params.get('seller_code')?.trim()) extra.corporation_id = '';
  const { page, size: _size, ...values } = parseListParams(tmcSearchQuerySchema, params, extra);
  const filters: SearchFilters = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) filters[key as SearchFilterKey] = String(value);
  }
  return { filters, page };
}
