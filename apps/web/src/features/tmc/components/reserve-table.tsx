import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESERVATION_STATUS_LABELS, type HeldGoodsItem } from '@tmc/shared/cart-schemas';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/dates';
import { formatQuantity } from '../tmc-format';

/** The supplier's goods that buyers hold, with the hold's state and terms (specification, section 4). */
export function ReserveTable({ items }: { items: readonly HeldGoodsItem[] }) {
  const { t } = useTranslation();
  const until = (row: HeldGoodsItem) =>
    formatShortDate(row.status === 'reserved' ? row.reservedUntil : row.status === 'ordered' ? row.payUntil : row.completeUntil) ?? '—';
  return (
    <Table.ScrollContainer minWidth={700} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" striped aria-label={t('tmc.reserve.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tmc.fields.name')}</Table.Th>
            <Table.Th>{t('tmc.fields.stockNumber')}</Table.Th>
            <Table.Th>{t('tmc.reserve.quantity')}</Table.Th>
            <Table.Th>{t('tmc.reserve.buyer')}</Table.Th>
            <Table.Th>{t('tmc.reserve.status')}</Table.Th>
            <Table.Th>{t('tmc.reserve.since')}</Table.Th>
            <Table.Th>{t('tmc.reserve.until')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.reservationId}>
              <Table.Td>
                <Anchor component={Link} to={paths.tmcItem.getHref(row.tmc.id)}>
                  {row.tmc.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.tmc.stockNumber ?? '—'}</Table.Td>
              <Table.Td>{formatQuantity(row.quantity, row.tmc.unit)}</Table.Td>
              <Table.Td>{row.buyerTitle ?? t('tmc.reserve.buyerUnknown')}</Table.Td>
              <Table.Td>{RESERVATION_STATUS_LABELS[row.status]}</Table.Td>
              <Table.Td>{formatShortDate(row.createdAt)}</Table.Td>
              <Table.Td>{until(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
