import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TMC_STATUS_LABELS } from '@tmc/shared/tmc-constants';
import type { TmcDetails } from '@tmc/shared/tmc-schemas';
import { Badge } from '../../../components/badge';
import { usePageHeadingLevel } from '../../../components/heading-level';
import { formatShortDate } from '../../../lib/dates';
import { formatPrice, formatQuantity, regionName, unitName, vatName } from '../tmc-format';
import { searchHrefForFilters } from '../search-params';
import { TmcGallery } from './tmc-gallery';
import classes from './tmc-details.module.css';

export interface TmcDetailsViewProps {
  item: TmcDetails;
  /** Show the moderation status and the rejection reason (supplier, administrator). */
  showStatus?: boolean;
  /** Buttons under the price (favourites, edit, publish). */
  actions?: ReactNode;
  /** 'page': the item page with its own heading; 'preview': inside a dialog that has the heading. */
  variant?: 'page' | 'preview';
}

/** Everything about an item: photos, every field, additional attributes and the seller. */
export function TmcDetailsView({ item, showStatus = false, actions, variant = 'page' }: TmcDetailsViewProps) {
  const { t } = useTranslation();
  const level = usePageHeadingLevel();
  const Heading = level === 1 ? 'h1' : 'h2';
  const Sub = level === 1 ? 'h2' : 'h3';
  const attributes = Object.entries(item.attributes);
  const published = formatShortDate(item.publishedAt);

  const rows: Array<[string, ReactNode]> = [
    [t('tmc.fields.stockNumber'), item.stockNumber ?? '—'],
    [t('tmc.fields.unit'), unitName(item.unit)],
    [t('tmc.fields.quantity'), formatQuantity(item.quantity, item.unit)],
    [t('tmc.fields.price'), `${formatPrice(item.price)} ${t('tmc.perUnit', { unit: unitName(item.unit) })}`],
    [t('tmc.fields.vat'), vatName(item.vat)],
    [t('tmc.fields.year'), item.year ?? '—'],
    [t('tmc.fields.region'), regionName(item.region) || '—'],
  ];
  if (published) rows.push([t('tmc.fields.publishedAt'), published]);

  return (
    <article className={classes.root} data-reserved={item.reservedByMe || undefined}>
      {variant === 'page' && <Heading className={classes.title}>{item.name}</Heading>}
      {(item.reservedByMe || showStatus) && (
        <div className={classes.badges}>
          {item.reservedByMe && <Badge color="red" variant="filled">{t('tmc.reservedByMe')}</Badge>}
          {showStatus && <TmcStatusBadge status={item.status} />}
          {showStatus && item.reserved && <Badge color="orange" variant="filled">{t('tmc.reservedByBuyer')}</Badge>}
        </div>
      )}
      {showStatus && item.status === 'rejected' && item.rejectReason && (
        <p className={classes.rejectReason} role="note">
          {t('tmc.rejectReason', { reason: item.rejectReason })}
        </p>
      )}
      <div className={classes.top}>
        <TmcGallery photos={item.photos} name={item.name} category={item.category} />
        <div className={classes.info}>
          <p className={classes.price}>{formatPrice(item.price)}</p>
          <dl className={classes.fields}>
            {rows.map(([label, value]) => (
              <div key={label} className={classes.field}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {actions && <div className={classes.actions}>{actions}</div>}
        </div>
      </div>

      {item.description && (
        <section className={classes.section}>
          <Sub className={classes.sectionTitle}>{t('tmc.fields.description')}</Sub>
          <p className={classes.description}>{item.description}</p>
        </section>
      )}

      <section className={classes.section}>
        <Sub className={classes.sectionTitle}>{t('tmc.attributes.title')}</Sub>
        {attributes.length === 0 ? (
          <p className={classes.muted}>{t('tmc.attributes.none')}</p>
        ) : (
          <table className={classes.attributes}>
            <tbody>
              {attributes.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className={classes.section} aria-label={t('tmc.seller.title')}>
        <Sub className={classes.sectionTitle}>{t('tmc.seller.title')}</Sub>
        <p className={classes.sellerName}>
          {item.seller.title}
          {item.seller.premium && (
            <Badge color="accent" variant="filled">
              {t('tmc.seller.premium')}
            </Badge>
          )}
        </p>
        <dl className={classes.fields}>
          {item.seller.shortName && item.seller.shortName !== item.seller.title && (
            <div className={classes.field}>
              <dt>{t('tmc.seller.shortName')}</dt>
              <dd>{item.seller.shortName}</dd>
            </div>
          )}
          <div className={classes.field}>
            <dt>{t('tmc.seller.code')}</dt>
            <dd>{item.seller.sellerCode}</dd>
          </div>
          {item.seller.region && (
            <div className={classes.field}>
              <dt>{t('tmc.seller.region')}</dt>
              <dd>{regionName(item.seller.region)}</dd>
            </div>
          )}
        </dl>
        {variant === 'page' && (
          <Link to={searchHrefForFilters({ seller_code: item.seller.sellerCode })} className={classes.link}>
            {t('tmc.seller.allGoods')}
          </Link>
        )}
      </section>
    </article>
  );
}

const STATUS_COLOURS = {
  draft: 'gray',
  moderation: 'yellow',
  published: 'green',
  rejected: 'red',
  archived: 'gray',
  paused: 'orange',
} as const;

export function TmcStatusBadge({ status }: { status: TmcDetails['status'] }) {
  return (
    <Badge color={STATUS_COLOURS[status]}>
      {TMC_STATUS_LABELS[status]}
    </Badge>
  );
}
