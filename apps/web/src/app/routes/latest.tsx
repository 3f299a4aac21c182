import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-constants';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { TmcListSkeleton } from '../../features/tmc/components/tmc-list-states';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { BuyButton } from '../../features/cart/components/buy-button';
import { buyViewer } from '../../features/cart/components/buy-viewer';
import { unitName } from '../../features/tmc/tmc-format';
import { apiQueryFromState, searchParamsFromState } from '../../features/tmc/search-params';
import { loadSearchStateParser, useSearchState } from '../../features/tmc/use-search-state';
import { PageIntro } from '../../components/page-intro';

// The URL's reader (zod) comes right after the page's own code, started here (features/tmc/use-search-state.ts).
void loadSearchStateParser();

/** /latest: goods published on the previous Moscow day (GET latest/search), newest first. */
export default function LatestRoute() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.latest.title')} lead={t('pages.latest.lead')}>
      <Suspense fallback={<TmcListSkeleton />}>
        <LatestResults />
      </Suspense>
    </PageIntro>
  );
}

function LatestResults() {
  const { t } = useTranslation();
  const signIn = useSignInStatus();
  const viewer = buyViewer(signIn.status, signIn.principal);
  const [params, setParams] = useSearchParams();
  const state = useSearchState(params);
  const results = useTmcSearch('latest/search', apiQueryFromState(state, TMC_LIMITS.pageSizeDefault));
  return (
    <TmcResults
      query={results}
      page={state.page}
      onPageChange={(page) => {
        setParams(searchParamsFromState({ ...state, page }));
        window.scrollTo({ top: 0 });
      }}
      renderActions={(item) => <BuyButton size="compact" item={item} unitName={unitName(item.unit)} viewer={viewer} />}
      emptyTitle={t('tmc.states.latestEmptyTitle')}
      emptyText={t('tmc.states.latestEmptyText')}
    />
  );
}
