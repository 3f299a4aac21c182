import { Alert, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import type { BuyerLogAggregatedPage } from '@tmc/shared/logs';
import { formatLogDay } from '../log-format';
import { LogMethod } from './log-method';

/** The log summed up by UTC day and method: page views and distinct visitors. */
export function BuyerLogAggregatedTable({ data }: { data: BuyerLogAggregatedPage }) {
  const { t } = useTranslation();
  if (data.items.length === 0) return <Alert color="gray">{t('buyerLog.empty')}</Alert>;
  return (
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0}>
      <Table striped highlightOnHover aria-label={t('buyerLog.aggregatedLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('buyerLog.columns.day')}</Table.Th>
            <Table.Th>{t('buyerLog.columns.method')}</Table.Th>
            <Table.Th ta="right">{t('buyerLog.columns.views')}</Table.Th>
            <Table.Th ta="right">{t('buyerLog.columns.visitors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((row) => (
            <Table.Tr key={`${row.day}:${row.method}`}>
              <Table.Td>{formatLogDay(row.day)}</Table.Td>
              <Table.Td>
                <LogMethod method={row.method} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.views)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.visitors)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
