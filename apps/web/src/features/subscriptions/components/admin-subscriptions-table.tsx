import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Radio, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  adminSubscriptionUpdateSchema,
  SUBSCRIPTION_LIST_STATE_LABELS,
  SUBSCRIPTION_LIST_STATES,
  SUBSCRIPTION_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  type AdminSubscription,
  type SubscriptionListState,
  type SubscriptionType,
} from '@tmc/shared/subscription-schemas';
import { DateField } from '../../../components/date-field';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, moscowDay } from '../../../lib/dates';
import { useAdminSubscriptions, useUpdateSubscription } from '../api/admin-subscriptions';
import { QueryView } from '../../../components/query-view';

/** /admins/subscriptions: every buyer's keyword subscription; L1 and L2 change its type or last day. */
export function AdminSubscriptionsTable() {
  const { t } = useTranslation();
  const [state, setState] = useState<SubscriptionListState>('active');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AdminSubscription | null>(null);
  const list = useAdminSubscriptions({ state, q, page });
  return (
    <Stack mt="md">
      <Group wrap="wrap" align="flex-end">
        <Select
          label={t('subscription.admin.stateLabel')}
          value={state}
          onChange={(v) => {
            setState((v as SubscriptionListState | null) ?? 'active');
            setPage(0);
          }}
          data={SUBSCRIPTION_LIST_STATES.map((s) => ({ value: s, label: SUBSCRIPTION_LIST_STATE_LABELS[s] }))}
          allowDeselect={false}
          w={200}
        />
        <TextInput
          label={t('subscription.admin.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(0);
          }}
          w={320}
          maw="100%"
        />
      </Group>
      <QueryView query={list} loading={<Skeleton height={240} />} isEmpty={(data) => data.items.length === 0} empty={<Text c="dimmed">{t('subscription.admin.empty')}</Text>}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={760} tabIndex={0}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('subscription.admin.columns.buyer')}</Table.Th>
                    <Table.Th>{t('subscription.admin.columns.type')}</Table.Th>
                    <Table.Th>{t('subscription.admin.columns.period')}</Table.Th>
                    <Table.Th>{t('subscription.admin.columns.words')}</Table.Th>
                    <Table.Th>{t('subscription.admin.columns.digest')}</Table.Th>
                    <Table.Th>{t('subscription.admin.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr key={row.userId}>
                      <Table.Td>
                        {row.email}
                        <Text size="xs" c="dimmed">
                          {[row.title, row.inn ? `ИНН ${row.inn}` : null].filter(Boolean).join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{SUBSCRIPTION_TYPE_LABELS[row.type]}</Table.Td>
                      <Table.Td>
                        {`${formatDate(row.startedAt) ?? '…'} — ${formatDate(new Date(new Date(row.expiredAt ?? 0).getTime() - 1).toISOString()) ?? '…'}`}{' '}
                        <Badge variant="light" tt="none" color={row.active ? 'green' : 'gray'}>
                          {row.active ? t('subscription.admin.active') : t('subscription.admin.expired')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {t('subscription.admin.wordsCount', { n: row.words.length, limit: row.wordLimit })}
                        {row.words.length > 0 && (
                          <Text size="xs" c="dimmed" lineClamp={2} title={row.words.join(', ')}>
                            {row.words.join(', ')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.digestEnabled ? t('subscription.admin.digestOn') : t('subscription.admin.digestOff')}
                        {row.lastDigestAt && (
                          <Text size="xs" c="dimmed">
                            {t('subscription.admin.lastDigest', { at: formatDateTime(row.lastDigestAt) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" onClick={() => setEditing(row)} aria-label={t('subscription.admin.changeFor', { email: row.email })}>
                          {t('subscription.admin.change')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager page={page} pages={Math.ceil(data.total / data.size)} onChange={setPage} />
          </>
        )}
      </QueryView>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('subscription.admin.modalTitle', { email: editing.email }) : ''}>
        {editing && <SubscriptionChangeForm subscription={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function SubscriptionChangeForm({ subscription, onDone }: { subscription: AdminSubscription; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSubscription();
  const [type, setType] = useState<SubscriptionType>(subscription.type);
  // The stored end is the midnight after the last day.
  const [lastDay, setLastDay] = useState(subscription.expiredAt ? moscowDay(new Date(new Date(subscription.expiredAt).getTime() - 1)) : '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const parsed = adminSubscriptionUpdateSchema.safeParse({ type, expiredAt: lastDay });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ userId: subscription.userId, input: parsed.data });
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack gap="sm">
      <Radio.Group label={t('subscription.type')} value={type} onChange={(v) => setType(v as SubscriptionType)}>
        <Stack gap={6} mt={6}>
          {SUBSCRIPTION_TYPES.map((ty) => (
            <Radio key={ty} value={ty} label={SUBSCRIPTION_TYPE_LABELS[ty]} />
          ))}
        </Stack>
      </Radio.Group>
      {type === 'up_to_10' && subscription.words.length > 10 && (
        <Text size="sm" c="orange.9">
          {t('subscription.admin.wordsCut', { n: subscription.words.length })}
        </Text>
      )}
      <DateField label={t('subscription.admin.lastDay')} description={t('subscription.admin.lastDayHint')} value={lastDay} onChange={setLastDay} required />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={update.isPending}>
          {t('subscription.admin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
