import { useState } from 'react';
import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhoneMask } from '@tmc/shared/phone-mask';
import { useCallbackList } from '../api/list-callbacks';
import { DateField } from '../../../components/date-field';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export interface CallbackListPanelProps {
  /** Today's Moscow date (yyyy-mm-dd): both ends of the period at first. */
  today: string;
}

/** Callback requests of a period (Moscow days, both included) for administrators and dispatchers. */
export function CallbackListPanel({ today }: CallbackListPanelProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && start <= end;
  const list = useCallbackList({ start, end }, valid);

  return (
    <>
      <Group align="end" mb="md">
        <DateField label={t('callback.list.start')} value={start} max={end} onChange={setStart} />
        <DateField label={t('callback.list.end')} value={end} min={start} onChange={setEnd} />
      </Group>
      {!valid && <Text c="red">{t('callback.list.badPeriod')}</Text>}
      {valid && list.isPending && <Loader />}
      {list.isError && <Alert color="red" role="alert" title={list.error.message} />}
      {list.data && list.data.length === 0 && <Text>{t('callback.list.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table striped withTableBorder aria-label={t('callback.list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('callback.list.createdAt')}</Table.Th>
              <Table.Th>{t('callback.list.phone')}</Table.Th>
              <Table.Th>{t('callback.list.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{dateTime.format(new Date(row.createdAt))}</Table.Td>
                <Table.Td>
                  <a href={`tel:+${row.phoneNumber}`}>{formatPhoneMask(row.phoneNumber)}</a>
                </Table.Td>
                <Table.Td>{row.role}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
