import { Alert, Box, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useBuyerLogAggregated } from '../../features/logs/api/get-buyer-log';
import { BuyerLogAggregatedTable } from '../../features/logs/components/buyer-log-aggregated-table';
import { DailyVisitsPanel } from '../../features/logs/components/daily-visits-panel';
import { LogMethodFilter } from '../../features/logs/components/log-method-filter';
import { LogPager } from '../../features/logs/components/log-pager';
import { pageFromSearch } from '../../features/logs/log-page-param';

const PAGE_SIZE = 50;

/** /admins/logs-aggregated: the chart, then page views and visitors by day and method. */
export default function AdminLogsAggregatedRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const method = search.get('method') ?? '';
  const log = useBuyerLogAggregated({ page, size: PAGE_SIZE, method: method || undefined });
  return (
    <PageIntro title={t('pages.adminLogsAggregated.title')} lead={t('pages.adminLogsAggregated.lead')}>
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
            <BuyerLogAggregatedTable data={log.data} />
            <LogPager page={page} size={PAGE_SIZE} total={log.data.total} onChange={(p) => setSearch({ ...(method ? { method } : {}), ...(p > 0 ? { page: String(p + 1) } : {}) })} />
          </>
        )}
      </Box>
    </PageIntro>
  );
}
