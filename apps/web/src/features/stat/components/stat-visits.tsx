import { useTranslation } from 'react-i18next';
import { usePageHeadingLevel } from '../../../components/heading-level';
import { formatNumber } from '@tmc/shared/number-format';
import type { VisitTotals } from '@tmc/shared/stat';
import classes from './stat-visits.module.css';

/** Daily, monthly and annual visit totals of the statistics page. */
export function StatVisits({ visits }: { visits: VisitTotals | undefined }) {
  const { t } = useTranslation();
  const Heading = usePageHeadingLevel() === 1 ? 'h2' : 'h3';
  const rows = [
    { key: 'day', label: t('stat.visits.day'), value: visits?.totalDailyVisits },
    { key: 'month', label: t('stat.visits.month'), value: visits?.totalMonthlyVisits },
    { key: 'year', label: t('stat.visits.year'), value: visits?.totalAnnualVisits },
  ];
  return (
    <section className={classes.root} aria-labelledby="stat-visits-title">
      <Heading id="stat-visits-title" className={classes.caption}>
        {t('stat.visits.label')}
      </Heading>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.key} className={classes.item}>
            <dt className={classes.label}>{row.label}</dt>
            <dd className={classes.value}>{row.value === undefined ? '—' : formatNumber(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
