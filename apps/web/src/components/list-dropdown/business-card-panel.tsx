import { useTranslation } from 'react-i18next';
import { formatPhoneMask, phoneDigits } from '@tmc/shared/phone-mask';
import type { BusinessCard } from '@tmc/shared/sellers';
import classes from './business-card-panel.module.css';

const FIELDS = ['address', 'phoneNumber', 'website', 'email', 'aboutSeller', 'aboutTmc', 'aboutDelivery'] as const;

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function FieldValue({ field, value }: { field: (typeof FIELDS)[number]; value: string }) {
  if (field === 'website') {
    return (
      <a href={websiteHref(value)} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  if (field === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field === 'phoneNumber') return <a href={`tel:+${phoneDigits(value)}`}>{formatPhoneMask(value)}</a>;
  return <>{value}</>;
}

/** A premium seller's business card, shown beside the seller dropdown in the buyers module. */
export function BusinessCardPanel({ card }: { card: BusinessCard }) {
  const { t } = useTranslation();
  const filled = FIELDS.filter((field) => card[field]?.trim());
  return (
    <aside className={classes.panel} aria-label={t('sellersMenu.card.label')} aria-live="polite">
      <div className={classes.head}>
        {card.photoPath && (
          <img
            className={classes.photo}
            src={card.photoPath}
            alt={t('sellersMenu.card.photo', { title: card.title })}
            width={64}
            height={64}
            loading="lazy"
          />
        )}
        <p className={classes.title}>{card.title}</p>
      </div>
      {filled.length > 0 && (
        <dl className={classes.fields}>
          {filled.map((field) => (
            <div key={field} className={classes.field}>
              <dt>{t(`sellersMenu.card.${field}`)}</dt>
              <dd>
                <FieldValue field={field} value={card[field] ?? ''} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
