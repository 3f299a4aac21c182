import { useTranslation } from 'react-i18next';
import type { CabinetReport } from '@tmc/shared/cabinet-schemas';
import classes from './demand-chart.module.css';

const SERIES = [
  { key: 'views', colour: '#1c5fb8' },
  { key: 'searchHits', colour: '#2f9e44' },
  { key: 'favourites', colour: '#e8590c' },
  { key: 'holds', colour: '#c2255c' },
] as const;

const WIDTH = 720;
const HEIGHT = 220;

/** A "nice" top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Demand by day as lines (views, search appearances, favourites, holds): an SVG that scales with its
 * box, a legend, and the same figures in a table for screen readers.
 */
export function DemandChart({ days }: { days: CabinetReport['days'] }) {
  const { t } = useTranslation();
  const top = niceMax(Math.max(0, ...days.flatMap((d) => SERIES.map((s) => d[s.key]))));
  const stepX = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  const points = (key: (typeof SERIES)[number]['key']) =>
    days.map((d, i) => `${(i * stepX).toFixed(1)},${(HEIGHT - (d[key] / top) * HEIGHT).toFixed(1)}`).join(' ');
  return (
    <figure className={classes.figure}>
      <div className={classes.plot}>
        <span className={classes.top} aria-hidden>
          {top}
        </span>
        <svg viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`} preserveAspectRatio="none" className={classes.svg} role="img" aria-label={t('cabinet.report.chartLabel')}>
          <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className={classes.axis} />
          <line x1={0} y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} className={classes.grid} />
          <line x1={0} y1={0} x2={WIDTH} y2={0} className={classes.grid} />
          {SERIES.map((s) => (
            <polyline key={s.key} points={points(s.key)} fill="none" stroke={s.colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <div className={classes.dates} aria-hidden>
          <span>{days[0]?.day.split('-').reverse().join('.')}</span>
          <span>{days.at(-1)?.day.split('-').reverse().join('.')}</span>
        </div>
      </div>
      <figcaption className={classes.legend}>
        {SERIES.map((s) => (
          <span key={s.key} className={classes.legendItem}>
            <span className={classes.swatch} style={{ background: s.colour }} aria-hidden />
            {t(`cabinet.report.metrics.${s.key}`)}
          </span>
        ))}
      </figcaption>
      <table className={classes.hidden}>
        <caption>{t('cabinet.report.chartLabel')}</caption>
        <thead>
          <tr>
            <th>{t('cabinet.report.day')}</th>
            {SERIES.map((s) => (
              <th key={s.key}>{t(`cabinet.report.metrics.${s.key}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              {SERIES.map((s) => (
                <td key={s.key}>{d[s.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
