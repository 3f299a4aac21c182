import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageViewLog } from '../../features/logs/use-page-view-log';
import { useTop10 } from '../../features/stat/api/get-top10';
import { useVisitTotals } from '../../features/stat/api/get-visit-totals';
import { StatTable } from '../../features/stat/components/stat-table';
import { StatVisits } from '../../features/stat/components/stat-visits';

/** /stat: visit totals and the four top-10 columns (specification, section 2 'Statistics page'). */
export default function StatRoute() {
  const { t } = useTranslation();
  usePageViewLog('stat');
  const top10 = useTop10();
  // The top bar's visit totals stand in while the lists load, or when they failed.
  const visits = useVisitTotals();
  useEffect(() => {
    // A top10 failure is only logged (specification, section 8): the page stays, with empty columns.
    if (top10.error) console.error('top10 failed', top10.error);
  }, [top10.error]);
  return (
    <PageIntro title={t('pages.stat.title')} lead={t('pages.stat.lead')}>
      <StatVisits visits={top10.data ?? visits.data} />
      <StatTable stat={top10.data} pending={top10.isPending} />
    </PageIntro>
  );
}
