import { useMemo } from 'react';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_LIMITS } from '@tmc/shared/tmc-schemas';
import { MantineScope } from '../../components/mantine-scope';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useCorporation, useCorporationSuggestions } from '../../features/corporations/api/corporations';
import { useTmcDictionaries } from '../../features/tmc/api/get-dictionaries';
import { SearchFilters } from '../../features/tmc/components/search-filters';
import { SearchLayout } from '../../features/tmc/components/search-layout';
import { TmcResults } from '../../features/tmc/components/tmc-results';
import { searchStateFromParams } from '../../features/tmc/parse-search-params';
import { apiQueryFromState, hasExtraFilters, searchParamsFromState, type SearchFilters as Filters, type SearchState } from '../../features/tmc/search-params';

/** The filters of the corporation's page: the corporation is the page's, never the link's. */
function withoutScope(filters: Filters): Filters {
  const { seller_code: _s, corporation_id: _c, ...rest } = filters;
  return rest;
}

/** /corporations/{id}: the corporation's title, its sellers, and its suggestions with the goods filters and pages. */
export default function CorporationRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const corporation = useCorporation(id);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const read = searchStateFromParams(params);
    return { ...read, filters: withoutScope(read.filters) };
  }, [params]);
  const dictionaries = useTmcDictionaries();
  const suggestions = useCorporationSuggestions(id, apiQueryFromState(state, TMC_LIMITS.pageSizeDefault), corporation.isSuccess);
  const go = (next: SearchState) => setParams(searchParamsFromState({ ...next, filters: withoutScope(next.filters) }));
  const missing = corporation.error instanceof ApiError && corporation.error.status === 404;

  return (
    <MantineScope>
      <PageIntro title={corporation.data?.title ?? t('pages.corporation.title')} lead={t('pages.corporation.lead')}>
        <Stack gap="lg" mt="md">
          {corporation.isError && (
            <Alert color={missing ? 'gray' : 'red'} role="alert">
              {missing ? t('corporations.notFound') : corporation.error.message}
            </Alert>
          )}
          {corporation.data && (
            <section aria-labelledby="corporation-sellers">
              <Title order={2} size="h4" id="corporation-sellers" mb="xs">
                {t('corporations.sellers')}
              </Title>
              {corporation.data.sellers.length === 0 ? (
                <Text>{t('corporations.noSellers')}</Text>
              ) : (
                <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {corporation.data.sellers.map((s) => (
                    <li key={s.sellerCode}>
                      {s.premium ? (
                        <Anchor component={Link} to={paths.sellerPublic.getHref(s.sellerCode)}>
                          {s.title}
                        </Anchor>
                      ) : (
                        <Text span>{s.title}</Text>
                      )}
                    </li>
                  ))}
                </Group>
              )}
            </section>
          )}
          {corporation.data && (
            <section aria-labelledby="corporation-suggestions">
              <Title order={2} size="h4" id="corporation-suggestions" mb="xs">
                {t('corporations.suggestions')}
              </Title>
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
                  query={suggestions}
                  page={state.page}
                  onPageChange={(page) => {
                    go({ ...state, page });
                    window.scrollTo({ top: 0 });
                  }}
                  emptyTitle={t('corporations.noSuggestions')}
                />
              </SearchLayout>
            </section>
          )}
        </Stack>
      </PageIntro>
    </MantineScope>
  );
}
