import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TmcOwnListItem } from '@tmc/shared/tmc-schemas';
import { formatShortDate } from '../../../lib/dates';
import { formatPrice, formatQuantity } from '../tmc-format';
import { TmcStatusBadge } from './tmc-details-view';
import { TmcThumb } from './tmc-thumb';

export interface ModerationTableProps {
  items: readonly TmcOwnListItem[];
  onPreview: (item: TmcOwnListItem) => void;
  /** null when the viewer only looks (a curator). */
  onPublish: ((item: TmcOwnListItem) => void) | null;
  onReject: ((item: TmcOwnListItem) => void) | null;
  busyId: number | null;
}

/** Goods for an administrator's decision: preview, publish, reject. */
export function ModerationTable({ items, onPreview, onPublish, onReject, busyId }: ModerationTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" striped aria-label={t('tmc.moderation.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tmc.inventory.photo')}</Table.Th>
            <Table.Th miw={220}>{t('tmc.fields.name')}</Table.Th>
            <Table.Th>{t('tmc.fields.seller')}</Table.Th>
            <Table.Th>{t('tmc.fields.quantity')}</Table.Th>
            <Table.Th>{t('tmc.fields.price')}</Table.Th>
            <Table.Th miw={150}>{t('tmc.inventory.status')}</Table.Th>
            <Table.Th>{t('tmc.inventory.updated')}</Table.Th>
            <Table.Th>{t('tmc.inventory.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <TmcThumb url={item.thumbUrl} alt={item.name} category={item.category} size={56} />
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{item.name}</Text>
                {item.stockNumber && (
                  <Text size="xs" c="dimmed">
                    {item.stockNumber}
                  </Text>
                )}
                {item.status === 'rejected' && item.rejectReason && (
                  <Text size="xs" c="red.8">
                    {t('tmc.rejectReason', { reason: item.rejectReason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {item.sellerTitle}
                <Text size="xs" c="dimmed">
                  {item.sellerCode}
                </Text>
              </Table.Td>
              <Table.Td>{formatQuantity(item.quantity, item.unit)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(item.price)}</Table.Td>
              <Table.Td>
                <TmcStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{formatShortDate(item.updatedAt)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => onPreview(item)} aria-label={t('tmc.moderation.previewOf', { name: item.name })}>
                    {t('tmc.moderation.preview')}
                  </Button>
                  {onPublish && item.status === 'moderation' && (
                    <Button
                      size="xs"
                      color="green"
                      loading={busyId === item.id}
                      onClick={() => onPublish(item)}
                      aria-label={t('tmc.moderation.publishOf', { name: item.name })}
                    >
                      {t('tmc.moderation.publish')}
                    </Button>
                  )}
                  {onReject && item.status === 'moderation' && (
                    <Button size="xs" color="red" variant="light" onClick={() => onReject(item)} aria-label={t('tmc.moderation.rejectOf', { name: item.name })}>
                      {t('tmc.moderation.reject')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
