import { Alert, Box, Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useBuyerLog } from '../../features/logs/api/get-buyer-log';
import { BuyerLogTable } from '../../features/logs/components/buyer-log-table';
import { DailyVisitsPanel } from '../../features/logs/components/daily-visits-panel';
import { LogMethodFilter } from '../../features/logs/components/log-method-filter';
import { LogPager } from '../../features/logs/components/log-pager';
import { pageFromSearch } from '../../features/logs/log-page-param';

const PAGE_SIZE = 50;

/** /admins/logs: the chart of visits and page views, then the buyer log page by page. */
export default function AdminLogsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const method = search.get('method') ?? '';
  const log = useBuyerLog({ page, size: PAGE_SIZE, method: method || undefined });
  return (
    <PageIntro title={t('pages.adminLogs.title')} lead={t('pages.adminLogs.lead')}>
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
            <BuyerLogTable data={log.data} />
            <LogPager page={page} size={PAGE_SIZE} total={log.data.total} onChange={(p) => setSearch({ ...(method ? { method } : {}), ...(p > 0 ? { page: String(p + 1) } : {}) })} />
          </>
        )}
      </Box>
    </PageIntro>
  );
}
