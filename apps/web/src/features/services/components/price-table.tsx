import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { PriceTableRow } from '../price-table-rows';
import classes from './price-table.module.css';

export interface PriceTableProps {
  rows: readonly PriceTableRow[];
  /** The price cell; read-only text unless an editor is given. */
  renderPrice?: (row: PriceTableRow) => ReactNode;
  renderValidity?: (row: PriceTableRow) => ReactNode;
}

const readOnlyPrice = ({ row }: PriceTableRow) => (row.price === null ? '—' : formatNumber(row.price));
const readOnlyValidity = ({ row }: PriceTableRow) => row.validityPeriod ?? '—';

/**
 * The services price table (specification, section 2 'Tariff page'): rows grouped under their general
 * service, whose number and name are merged cells spanning the group's rows.
 */
export function PriceTable({ rows, renderPrice = readOnlyPrice, renderValidity = readOnlyValidity }: PriceTableProps) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on a phone: a keyboard user reaches it by Tab and scrolls it with the arrows.
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={t('tariff.caption')}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('tariff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tariff.columns.number')}</th>
            <th scope="col">{t('tariff.columns.service')}</th>
            <th scope="col">{t('tariff.columns.priceList')}</th>
            <th scope="col">{t('tariff.columns.amount')}</th>
            <th scope="col">{t('tariff.columns.sumTmc')}</th>
            <th scope="col">{t('tariff.columns.price')}</th>
            <th scope="col">{t('tariff.columns.validity')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row.id} data-row-id={r.row.id} data-group-start={r.rowSpan > 0 || undefined}>
              {r.rowSpan > 0 && (
                <>
                  <td rowSpan={r.rowSpan} className={classes.merged}>
                    {r.number}
                  </td>
                  <td rowSpan={r.rowSpan} className={classes.service}>
                    {r.nameGeneral}
                  </td>
                </>
              )}
              <td className={classes.centered}>{r.priceListNumber}</td>
              <td>{r.row.amount ?? '—'}</td>
              <td>{r.row.sumTmc ?? '—'}</td>
              <td className={classes.price}>{renderPrice(r)}</td>
              <td>{renderValidity(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
