import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';
import { SELLER_TARIFF_LABELS, SELLER_TARIFFS, type SellerTariff } from '@tmc/shared/seller-tiers';
import { TIER_LIST_STATE_LABELS, TIER_LIST_STATES, type AdminTierRow, type TierListState } from '@tmc/shared/tier-schemas';
import { Pager } from '../../../components/pager';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useAdminTiers } from '../api/admin-tiers';
import { TierChangeForm } from './tier-change-form';
import { QueryView } from '../../../components/query-view';

const ALL = 'all';

/** /admins/tiers: every seller's tier with its period and what it uses of its limit; L1 and L2 change one. */
export function AdminTiersTable({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation();
  const [tariff, setTariff] = useState<SellerTariff | typeof ALL>(ALL);
  const [state, setState] = useState<TierListState>('all');
  const [q, setQ] = useState(initialQuery);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AdminTierRow | null>(null);
  const list = useAdminTiers({ tariff: tariff === ALL ? undefined : tariff, state, q, page });

  return (
    <Stack mt="md">
      <Group wrap="wrap" align="flex-end">
        <Select
          label={t('tiers.admin.tariff')}
          data={[{ value: ALL, label: t('tiers.admin.allTiers') }, ...SELLER_TARIFFS.map((value) => ({ value, label: SELLER_TARIFF_LABELS[value] }))]}
          value={tariff}
          onChange={(v) => {
            setTariff((v as SellerTariff | null) ?? ALL);
            setPage(0);
          }}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label={t('tiers.admin.search')}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(0);
          }}
          w={300}
          maw="100%"
        />
        <Select
          label={t('tiers.admin.stateLabel')}
          data={TIER_LIST_STATES.map((s) => ({ value: s, label: TIER_LIST_STATE_LABELS[s] }))}
          value={state}
          onChange={(v) => {
            setState((v as TierListState | null) ?? 'all');
            setPage(0);
          }}
          allowDeselect={false}
          w={260}
          maw="100%"
        />
      </Group>
      <QueryView query={list} loading={<Skeleton height={240} />} isEmpty={(data) => data.items.length === 0} empty={<Text c="dimmed">{t('tiers.admin.empty')}</Text>}>
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={760} tabIndex={0}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tiers.admin.columns.seller')}</Table.Th>
                    <Table.Th>{t('tiers.admin.columns.tier')}</Table.Th>
                    <Table.Th>{t('tiers.admin.columns.period')}</Table.Th>
                    <Table.Th>{t('tiers.admin.columns.positions')}</Table.Th>
                    <Table.Th>{t('tiers.admin.columns.paused')}</Table.Th>
                    <Table.Th>
                      <span className={ui.visuallyHidden}>{t('tiers.admin.columns.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr key={row.sellerCode}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.admin.settingsEntities.getHref(row.sellerCode)}>
                          {row.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {t('tiers.admin.codeInn', { code: row.sellerCode, inn: row.inn })}
                        </Text>
                        {(row.blocked || row.deleted) && (
                          <Badge color="gray" variant="light" tt="none" mt={2}>
                            {row.deleted ? t('tiers.admin.deleted') : t('tiers.admin.blocked')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {SELLER_TARIFF_LABELS[row.effective]}
                        {row.effective !== row.tariff && (
                          <Text size="xs" c="dimmed">
                            {t('tiers.admin.endedTier', { tier: SELLER_TARIFF_LABELS[row.tariff] })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.tariff === 'free'
                          ? row.startedAt
                            ? t('tiers.admin.freeSince', { date: formatDate(row.startedAt) ?? '—' })
                            : '—'
                          : row.endsAt
                            ? `${formatDate(row.startedAt) ?? '…'} — ${formatDate(row.endsAt)}`
                            : t('tiers.admin.open')}
                      </Table.Td>
                      <Table.Td>
                        {row.limit === null
                          ? t('tiers.admin.usedUnlimited', { used: formatNumber(row.used) })
                          : t(row.effective === 'free' ? 'tiers.admin.usedHalfYear' : 'tiers.admin.used', { used: formatNumber(row.used), limit: formatNumber(row.limit) })}
                      </Table.Td>
                      <Table.Td>{row.paused ? formatNumber(row.paused) : '—'}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" onClick={() => setEditing(row)} aria-label={t('tiers.admin.changeFor', { title: row.title })}>
                          {t('tiers.admin.change')}
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
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('tiers.admin.modalTitle', { title: editing.title }) : ''}>
        {editing && <TierChangeForm sellerCode={editing.sellerCode} tariff={editing.tariff} endsAt={editing.endsAt} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
