import { MantineScope } from '../../../components/mantine-scope';
import { SearchFilters, type SearchFiltersProps } from './search-filters';

/** The search filters in their Mantine scope: the lazily loaded half of the search page. */
export default function SearchFiltersPart(props: SearchFiltersProps) {
  return (
    <MantineScope>
      <SearchFilters {...props} />
    </MantineScope>
  );
}
