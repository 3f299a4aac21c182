import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { Showcase } from '@tmc/shared/stat';
import classes from './showcase.module.css';

/** The platform's figures: goods, suppliers, regions (a placeholder of the same size while they load). */
export function ShowcaseFigures({ showcase }: { showcase: Showcase | undefined }) {
  const { t } = useTranslation();
  const figures = [
    ['goods', showcase?.goods],
    ['suppliers', showcase?.suppliers],
    ['regions', showcase?.regions],
  ] as const;
  return (
    <dl className={classes.figures} aria-label={t('landing.figures.label')} aria-busy={!showcase || undefined}>
      {figures.map(([key, value]) => (
        <div key={key} className={classes.figure}>
          <dt>{t(`landing.figures.${key}`)}</dt>
          <dd>{value === undefined ? '\u00A0' : formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
