import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { VisitTotals } from '@tmc/shared/stat';
import classes from './visit-counters.module.css';

/** Daily, monthly and annual visit totals of the top bar. */
export function VisitCounters({ visits, className }: { visits: VisitTotals; className?: string }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'day', label: t('topBar.visits.day'), value: visits.totalDailyVisits },
    { key: 'month', label: t('topBar.visits.month'), value: visits.totalMonthlyVisits },
    { key: 'year', label: t('topBar.visits.year'), value: visits.totalAnnualVisits },
  ];
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} role="group" aria-label={t('topBar.visits.label')}>
      <span className={classes.caption} aria-hidden="true">
        {t('topBar.visits.label')}
      </span>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.key} className={classes.item}>
            <dt>{row.label}</dt>
            <dd>{formatNumber(row.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
