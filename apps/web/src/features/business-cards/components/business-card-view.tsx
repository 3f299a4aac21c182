import { useTranslation } from 'react-i18next';
import { findRegion } from '@tmc/shared/dictionaries';
import { formatPhoneMask, phoneDigits } from '@tmc/shared/phone-mask';
import type { BusinessCardView as Card } from '@tmc/shared/sellers';
import classes from './business-card.module.css';

const CONTACTS = ['address', 'phoneNumber', 'email', 'website'] as const;
const ABOUT = ['aboutSeller', 'aboutTmc', 'aboutDelivery'] as const;

function Contact({ field, value }: { field: (typeof CONTACTS)[number]; value: string }) {
  if (field === 'website') {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer nofollow">
        {value.replace(/^https?:\/\//i, '')}
      </a>
    );
  }
  if (field === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field === 'phoneNumber') return <a href={`tel:+${phoneDigits(value)}`}>{formatPhoneMask(value)}</a>;
  return <>{value}</>;
}

/** A seller's business card as its public page shows it: photo, name, region, contacts, the three texts. */
export function BusinessCardView({ card }: { card: Card }) {
  const { t } = useTranslation();
  const region = card.region ? (findRegion(card.region)?.name ?? card.region) : null;
  const contacts = CONTACTS.filter((f) => card[f]?.trim());
  const about = ABOUT.filter((f) => card[f]?.trim());
  return (
    <section className={classes.card} aria-label={t('businessCards.label')}>
      <div className={classes.head}>
        {card.photoPath && <img className={classes.photo} src={card.photoPath} alt={t('businessCards.photoOf', { title: card.title })} width={120} height={120} />}
        <div>
          <p className={classes.title}>{card.title}</p>
          {region && <p className={classes.region}>{t('businessCards.region', { region })}</p>}
        </div>
      </div>
      {contacts.length > 0 && (
        <dl className={classes.contacts}>
          {contacts.map((field) => (
            <div key={field} className={classes.row}>
              <dt>{t(`businessCards.fields.${field}`)}</dt>
              <dd>
                <Contact field={field} value={card[field] ?? ''} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {about.map((field) => (
        <div key={field} className={classes.about}>
          <h3 className={classes.aboutTitle}>{t(`businessCards.fields.${field}`)}</h3>
          <p className={classes.aboutText}>{card[field]}</p>
        </div>
      ))}
    </section>
  );
}
