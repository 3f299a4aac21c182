import type { ReactNode } from 'react';
import { Alert, Box, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro';
import type { BuyerLogParams } from '../api/get-buyer-log';
import { pageFromSearch } from '../log-page-param';
import { DailyVisitsPanel } from './daily-visits-panel';
import { LogMethodFilter } from './log-method-filter';
import { LogPager } from './log-pager';

const PAGE_SIZE = 50;

export interface BuyerLogPageProps<T extends { total: number }> {
  /** The page's texts under `pages.<key>` of ru.json. */
  pageKey: 'adminLogs' | 'adminLogsAggregated';
  useLog: (params: BuyerLogParams) => UseQueryResult<T>;
  renderTable: (data: T) => ReactNode;
}

/**
 * The admin log pages (/admins/logs and /admins/logs-aggregated): the chart of visits and page views,
 * the page-key filter and one log page by page, kept in the URL (?method, ?page from 1).
 */
export function BuyerLogPage<T extends { total: number }>({ pageKey, useLog, renderTable }: BuyerLogPageProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const method = search.get('method') ?? '';
  const log = useLog({ page, size: PAGE_SIZE, method: method || undefined });
  return (
    <PageIntro title={t(`pages.${pageKey}.title`)} lead={t(`pages.${pageKey}.lead`)}>
      <Box mt="lg">
        <DailyVisitsPanel />
        <LogMethodFilter key={method} value={method} onChange={(m) => setSearch(m ? { method: m } : {})} />
        {log.isPending && <Loader />}
        {log.isError && (
          <Alert color="red" role="alert">
            {t('buyerLog.loadFailed')}
          </Alert>
        )}
        {log.data && (
          <>
            {renderTable(log.data)}
            <LogPager page={page} size={PAGE_SIZE} total={log.data.total} onChange={(p) => setSearch({ ...(method ? { method } : {}), ...(p > 0 ? { page: String(p + 1) } : {}) })} />
          </>
        )}
      </Box>
    </PageIntro>
  );
}
