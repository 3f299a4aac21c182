import { Alert, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuyerLogPage } from '@tmc/shared/logs';
import { formatLogTime } from '../log-format';
import { LogMethod } from './log-method';

/** The buyer log's rows, newest first. */
export function BuyerLogTable({ data }: { data: BuyerLogPage }) {
  const { t } = useTranslation();
  if (data.items.length === 0) return <Alert color="gray">{t('buyerLog.empty')}</Alert>;
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
      <Table striped highlightOnHover aria-label={t('buyerLog.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('buyerLog.columns.time')}</Table.Th>
            <Table.Th>{t('buyerLog.columns.method')}</Table.Th>
            <Table.Th>{t('buyerLog.columns.aid')}</Table.Th>
            <Table.Th>{t('buyerLog.columns.user')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatLogTime(row.createdAt)}</Table.Td>
              <Table.Td>
                <LogMethod method={row.method} />
              </Table.Td>
              <Table.Td title={row.aid}>{row.aid.slice(-12)}</Table.Td>
              <Table.Td>{row.userEmail ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
