import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { useUnblockedCorporations } from '../../features/corporations/api/get-unblocked-corporations';
import { useTmcDictionaries } from '../../features/tmc/api/get-dictionaries';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import SearchCombobox from '../../features/tmc/components/search-combobox';
import { SearchFilters } from '../../features/tmc/components/search-filters';
import { SearchLayout } from '../../features/tmc/components/search-layout';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { BuyButton } from '../../features/cart/components/buy-button';
import { buyViewer } from '../../features/cart/components/buy-viewer';
import { unitName } from '../../features/tmc/tmc-format';
import { searchStateFromParams } from '../../features/tmc/parse-search-params';
import { apiQueryFromState, hasExtraFilters, searchParamsFromState, type SearchState } from '../../features/tmc/search-params';
import { PageIntro } from '../../components/page-intro';

/** /search: the common base with every filter of the specification; the URL holds the whole search. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const signIn = useSignInStatus();
  const viewer = buyViewer(signIn.status, signIn.principal);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFromParams(params), [params]);
  const dictionaries = useTmcDictionaries();
  const corporations = useUnblockedCorporations();
  const results = useTmcSearch('search', apiQueryFromState(state, TMC_LIMITS.pageSizeDefault));

  const go = (next: SearchState) => setParams(searchParamsFromState(next));

  return (
    <MantineScope>
      <PageIntro title={t('pages.search.title')} lead={t('pages.search.lead')}>
        <SearchCombobox variant="page" onSearch={(q) => go({ filters: { ...state.filters, q }, page: 0 })} />
        <SearchLayout
          filtersOpen={hasExtraFilters(state.filters)}
          aside={
            <SearchFilters
              value={state.filters}
              dictionaries={dictionaries.data}
              corporations={corporations.data?.items ?? []}
              onApply={(filters) => go({ filters: { ...filters, q: state.filters.q }, page: 0 })}
            />
          }
        >
          <TmcResults
            query={results}
            page={state.page}
            onPageChange={(page) => {
              go({ ...state, page });
              window.scrollTo({ top: 0 });
            }}
            renderActions={(item) => (
              <BuyButton size="compact" item={item} unitName={unitName(item.unit)} viewer={viewer} />
            )}
            emptyTitle={t('tmc.states.emptyTitle')}
            emptyText={t('tmc.states.emptyText')}
          />
        </SearchLayout>
      </PageIntro>
    </MantineScope>
  );
}
