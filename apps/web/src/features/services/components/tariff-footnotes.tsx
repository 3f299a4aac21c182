import { useTranslation } from 'react-i18next';
import { TARIFF_LIMITS } from '@tmc/shared/tariff-limits';
import classes from './tariff-footnotes.module.css';

const TIERS = ['exclusive', 'gold', 'batch', 'platinum', 'corporation', 'free'] as const;

/** The footnotes that explain the tiers (specification, section 4 'Tiers'). */
export function TariffFootnotes() {
  const { t } = useTranslation();
  return (
    <ol className={classes.list} aria-label={t('tariff.footnotesLabel')}>
      {TIERS.map((tier) => (
        <li key={tier} className={classes.item}>
          <strong>{t(`tariff.tiers.${tier}.name`)}</strong> — {t(`tariff.tiers.${tier}.text`, TARIFF_LIMITS)}
        </li>
      ))}
    </ol>
  );
}
