import { useMemo } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { ApiError } from '../../lib/api-client';
import { useBusinessCard } from '../../features/business-cards/api/get-business-card';
import { BusinessCardView } from '../../features/business-cards/components/business-card-view';
import { useTmcDictionaries } from '../../features/tmc/api/get-dictionaries';
import { useTmcSearch } from '../../features/tmc/api/search-tmc';
import { SearchFilters } from '../../features/tmc/components/search-filters';
import { SearchLayout } from '../../features/tmc/components/search-layout';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { searchStateFromParams } from '../../features/tmc/parse-search-params';
import { apiQueryFromState, hasExtraFilters, searchParamsFromState, type SearchFilters as Filters, type SearchState } from '../../features/tmc/search-params';

/** The filters of a page about one seller: the seller is the page's, never the link's. */
function withoutScope(filters: Filters): Filters {
  const { seller_code: _s, corporation_id: _c, ...rest } = filters;
  return rest;
}

/**
 * /sellers/{code}: a premium seller's page for buyers: its business card (contacts, region, the three
 * texts) and its published goods with the search filters. A seller without premium has no public page.
 */
export default function SellerPublicRoute() {
  const { t } = useTranslation();
  const { sellerCode = '' } = useParams();
  const card = useBusinessCard(sellerCode);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const read = searchStateFromParams(params);
    return { ...read, filters: withoutScope(read.filters) };
  }, [params]);
  const dictionaries = useTmcDictionaries();
  const visible = card.isSuccess && card.data.premium;
  const results = useTmcSearch('search', { ...apiQueryFromState(state, TMC_LIMITS.pageSizeDefault), seller_code: sellerCode }, { enabled: visible });
  const go = (next: SearchState) => setParams(searchParamsFromState({ ...next, filters: withoutScope(next.filters) }));
  const missing = card.error instanceof ApiError && card.error.status === 404;

  return (
    <MantineScope>
      <PageIntro title={card.data?.title ?? t('pages.sellerPublic.title')} lead={t('pages.sellerPublic.lead', { code: sellerCode })}>
        <Stack gap="lg" mt="md">
          {card.isError && (
            <Alert color={missing ? 'gray' : 'red'} role="alert">
              {missing ? t('pages.sellerPublic.unavailable') : card.error.message}
            </Alert>
          )}
          {card.data && <BusinessCardView card={card.data} />}
          {visible && (
            <SearchLayout
              filtersOpen={hasExtraFilters(state.filters)}
              aside={
                <SearchFilters
                  value={state.filters}
                  dictionaries={dictionaries.data}
                  corporations={[]}
                  fixedScope
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
                emptyTitle={t('tmc.states.sellerEmptyTitle')}
              />
            </SearchLayout>
          )}
        </Stack>
      </PageIntro>
    </MantineScope>
  );
}
