import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { BuyerLogDailyItem } from '@tmc/shared/logs';
import { linePoints, niceMax } from '../chart-scale';
import { formatLogDay } from '../log-format';
import classes from './visits-chart.module.css';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };

const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * Visits and page views per day as two lines, in plain SVG (no chart library for two polylines).
 * The figures are also in a visually hidden table for screen readers.
 */
export function VisitsChart({ items }: { items: readonly BuyerLogDailyItem[] }) {
  const { t } = useTranslation();
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(0, ...items.map((i) => i.views)));
  const ticks = [0, top / 2, top];
  const labelEvery = Math.max(1, Math.ceil(items.length / 10));
  const stepX = items.length > 1 ? innerW / (items.length - 1) : 0;
  return (
    <figure className={classes.root}>
      <figcaption className={classes.legend}>
        <span className={classes.views}>{t('buyerLog.chart.views')}</span>
        <span className={classes.visits}>{t('buyerLog.chart.visits')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classes.svg} role="img" aria-label={t('buyerLog.chart.label')}>
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((tick) => {
            const y = innerH - (tick / top) * innerH;
            return (
              <g key={tick}>
                <line x1={0} x2={innerW} y1={y} y2={y} className={classes.grid} />
                <text x={-8} y={y} className={classes.axis} textAnchor="end" dominantBaseline="middle">
                  {formatNumber(tick)}
                </text>
              </g>
            );
          })}
          {items.map((item, i) => {
            const last = i === items.length - 1;
            // Every n-th day and the last one, unless the last would crowd the label before it.
            const shown = last || (i % labelEvery === 0 && items.length - 1 - i >= labelEvery / 2);
            return shown ? (
              <text key={item.day} x={i * stepX} y={innerH + 18} className={classes.axis} textAnchor={last && i > 0 ? 'end' : 'middle'}>
                {dayLabel(item.day)}
              </text>
            ) : null;
          })}
          <polyline points={linePoints(items.map((i) => i.views), innerW, innerH, top)} className={classes.viewsLine} />
          <polyline points={linePoints(items.map((i) => i.visits), innerW, innerH, top)} className={classes.visitsLine} />
        </g>
      </svg>
      {/* Hidden in a box: a table is as wide as its content whatever width it is given, so hidden by
          itself it widened the page on a phone. */}
      <div className={classes.hidden}>
        <table>
          <caption>{t('buyerLog.chart.label')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('buyerLog.columns.day')}</th>
              <th scope="col">{t('buyerLog.chart.visits')}</th>
              <th scope="col">{t('buyerLog.chart.views')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.day}>
                <th scope="row">{formatLogDay(item.day)}</th>
                <td>{item.visits}</td>
                <td>{item.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
