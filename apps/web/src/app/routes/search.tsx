import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-constants';
import { useUnblockedCorporations } from '../../features/corporations/api/get-unblocked-corporations';
import { useTmcDictionaries } from '../../features/tmc/api/get-dictionaries';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { SearchBox } from '../../features/tmc/components/search-box';
import { SearchLayout } from '../../features/tmc/components/search-layout';
import { TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { BuyButton } from '../../features/cart/components/buy-button';
import { buyViewer } from '../../features/cart/components/buy-viewer';
import { unitName } from '../../features/tmc/tmc-format';
import { apiQueryFromState, hasExtraFilters, searchParamsFromState, type SearchState } from '../../features/tmc/search-params';
import { loadSearchStateParser, useSearchState } from '../../features/tmc/use-search-state';
import { LazyPart } from '../../components/lazy-part';
import { PageIntro } from '../../components/page-intro';

// The page's first load is its heading, search box and results (plain elements, 150 KB budget: DESIGN.md
// section 8); the URL's reader (zod) and the filters (Mantine) come right after, started here.
void loadSearchStateParser();
/** The router waits for the URL's reader before rendering (or hydrating) the page: see router.tsx. */
export const pageReady = loadSearchStateParser;
const loadSearchFilters = () => import('../../features/tmc/components/search-filters-part');
const preloadSearchFilters = () => void loadSearchFilters();
const SearchFiltersPart = lazy(loadSearchFilters);

/** /search: the common base with every filter of the specification; the URL holds the whole search. */
export default function SearchRoute() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.search.title')} lead={t('pages.search.lead')}>
      <Suspense fallback={<TmcListSkeleton />}>
        <SearchBody />
      </Suspense>
    </PageIntro>
  );
}

function SearchBody() {
  const { t } = useTranslation();
  const signIn = useSignInStatus();
  const viewer = buyViewer(signIn.status, signIn.principal);
  const [params, setParams] = useSearchParams();
  const state = useSearchState(params);
  const dictionaries = useTmcDictionaries();
  const corporations = useUnblockedCorporations();
  const results = useTmcSearch('search', apiQueryFromState(state, TMC_LIMITS.pageSizeDefault));

  const go = (next: SearchState) => setParams(searchParamsFromState(next));

  return (
    <>
      <SearchBox variant="page" onSearch={(q) => go({ filters: { ...state.filters, q }, page: 0 })} />
      <SearchLayout
        filtersOpen={hasExtraFilters(state.filters)}
        preloadAside={preloadSearchFilters}
        aside={
          <LazyPart>
            <SearchFiltersPart
              value={state.filters}
              dictionaries={dictionaries.data}
              corporations={corporations.data?.items ?? []}
              onApply={(filters) => go({ filters: { ...filters, q: state.filters.q }, page: 0 })}
            />
          </LazyPart>
        }
      >
        <TmcResults
          query={results}
          page={state.page}
          onPageChange={(page) => {
            go({ ...state, page });
            window.scrollTo({ top: 0 });
          }}
          renderActions={(item) => <BuyButton size="compact" item={item} unitName={unitName(item.unit)} viewer={viewer} />}
          emptyTitle={t('tmc.states.emptyTitle')}
          emptyText={t('tmc.states.emptyText')}
        />
      </SearchLayout>
    </>
  );
}
