import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { BuyButton } from '../../features/cart/components/buy-button';
import { buyViewer } from '../../features/cart/components/buy-viewer';
import { unitName } from '../../features/tmc/tmc-format';
import { searchStateFromParams } from '../../features/tmc/parse-search-params';
import { apiQueryFromState, searchParamsFromState } from '../../features/tmc/search-params';
import { PageIntro } from '../../components/page-intro';

/** /latest: goods published on the previous Moscow day (GET latest/search), newest first. */
export default function LatestRoute() {
  const { t } = useTranslation();
  const signIn = useSignInStatus();
  const viewer = buyViewer(signIn.status, signIn.principal);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFromParams(params), [params]);
  const results = useTmcSearch('latest/search', apiQueryFromState(state, TMC_LIMITS.pageSizeDefault));

  return (
    <MantineScope>
      <PageIntro title={t('pages.latest.title')} lead={t('pages.latest.lead')}>
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
      </PageIntro>
    </MantineScope>
  );
}
