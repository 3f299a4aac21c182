import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TmcListItem } from '@tmc/shared/tmc-schemas';
import { paths } from '../../../config/paths';
import { formatPrice, formatQuantity, regionName, unitName, vatName } from '../tmc-format';
import { TmcThumb } from './tmc-thumb';
import classes from './tmc-list.module.css';

export interface TmcListProps {
  items: readonly TmcListItem[];
  /** Buttons at the end of a row (e.g. remove from favourites). */
  renderActions?: (item: TmcListItem) => ReactNode;
}

/**
 * Goods as rows: photo, name, stock number, quantity with unit, price, VAT, region and seller.
 * An item the signed-in buyer holds is red (specification, section 4); nobody else ever sees it.
 */
export function TmcList({ items, renderActions }: TmcListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-label={t('tmc.list.label')}>
      {items.map((item) => (
        <li key={item.id} className={classes.row} data-reserved={item.reservedByMe || undefined}>
          <TmcThumb url={item.thumbUrl} alt={item.name} category={item.category} />
          <div className={classes.main}>
            <Link to={paths.tmcItem.getHref(item.id)} className={classes.name}>
              {item.name}
            </Link>
            {item.reservedByMe && <span className={classes.reservedNote}>{t('tmc.reservedByMe')}</span>}
            <dl className={classes.facts}>
              {item.stockNumber && (
                <div>
                  <dt>{t('tmc.fields.stockNumber')}</dt>
                  <dd>{item.stockNumber}</dd>
                </div>
              )}
              <div>
                <dt>{t('tmc.fields.quantity')}</dt>
                <dd>{formatQuantity(item.quantity, item.unit)}</dd>
              </div>
              {item.region && (
                <div>
                  <dt>{t('tmc.fields.region')}</dt>
                  <dd>{regionName(item.region)}</dd>
                </div>
              )}
              <div>
                <dt>{t('tmc.fields.seller')}</dt>
                <dd>
                  {item.sellerTitle} <span className={classes.muted}>({item.sellerCode})</span>
                </dd>
              </div>
            </dl>
          </div>
          <div className={classes.side}>
            <p className={classes.price}>
              {formatPrice(item.price)}
              <span className={classes.perUnit}>{t('tmc.perUnit', { unit: unitName(item.unit) })}</span>
            </p>
            <p className={classes.vat}>{vatName(item.vat)}</p>
            {renderActions?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
