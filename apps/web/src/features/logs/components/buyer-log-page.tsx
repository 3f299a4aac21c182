import type { ReactNode } from 'react';
import { Alert, Box, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import { buyerLogListQuerySchema } from '@tmc/shared/logs';
import { PageIntro } from '../../../components/page-intro';
import { Pager, pageCountOf } from '../../../components/pager';
import { parseListParams } from '../../../lib/list-params';
import type { BuyerLogParams } from '../api/get-buyer-log';
import { DailyVisitsPanel } from './daily-visits-panel';
import { LogMethodFilter } from './log-method-filter';

const PAGE_SIZE = 50;

export interface BuyerLogPageProps<T extends { total: number }> {
  /** The page's texts under `pages.<key>` of ru.json. */
  pageKey: 'adminLogs' | 'adminLogsAggregated';
  useLog: (params: BuyerLogParams) => UseQueryResult<T>;
  renderTable: (data: T) => ReactNode;
}

/**
 * The admin log pages (/admins/logs and /admins/logs-aggregated): the chart of visits and page views,
 * the page-key filter and one log page by page, kept in the URL (?method, ?page from 0 as the API counts).
 */
export function BuyerLogPage<T extends { total: number }>({ pageKey, useLog, renderTable }: BuyerLogPageProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { page, method } = parseListParams(buyerLogListQuerySchema, search);
  const log = useLog({ page, size: PAGE_SIZE, method });
  return (
    <PageIntro title={t(`pages.${pageKey}.title`)} lead={t(`pages.${pageKey}.lead`)}>
      <Box mt="lg">
        <DailyVisitsPanel />
        <LogMethodFilter key={method ?? ''} value={method ?? ''} onChange={(m) => setSearch(m ? { method: m } : {})} />
        {log.isPending && <Loader />}
        {log.isError && (
          <Alert color="red" role="alert">
            {t('buyerLog.loadFailed')}
          </Alert>
        )}
        {log.data && (
          <>
            {renderTable(log.data)}
            <Pager
              page={page}
              pages={pageCountOf(log.data.total, PAGE_SIZE)}
              onChange={(p) => setSearch({ ...(method ? { method } : {}), ...(p > 0 ? { page: String(p) } : {}) })}
              summary={t('buyerLog.total', { total: formatNumber(log.data.total) })}
            />
          </>
        )}
      </Box>
    </PageIntro>
  );
}
