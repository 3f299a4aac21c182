import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TmcOwnListItem } from '@tmc/shared/tmc-schemas';
import { formatShortDate } from '../../../lib/dates';
import { formatPrice, formatQuantity } from '../tmc-format';
import { TmcThumb } from './tmc-thumb';

export interface PostModerationTableProps {
  items: readonly TmcOwnListItem[];
  onPreview: (item: TmcOwnListItem) => void;
  onReviewed: (item: TmcOwnListItem) => void;
  onTakeDown: (item: TmcOwnListItem) => void;
  busyId: number | null;
}

/** Goods a trusted seller published at once: preview, leave published ('Проверено'), or take down with a reason. */
export function PostModerationTable({ items, onPreview, onReviewed, onTakeDown, busyId }: PostModerationTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" striped aria-label={t('tmc.postModeration.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tmc.inventory.photo')}</Table.Th>
            <Table.Th miw={220}>{t('tmc.fields.name')}</Table.Th>
            <Table.Th>{t('tmc.fields.seller')}</Table.Th>
            <Table.Th>{t('tmc.fields.quantity')}</Table.Th>
            <Table.Th>{t('tmc.fields.price')}</Table.Th>
            <Table.Th>{t('tmc.postModeration.publishedAt')}</Table.Th>
            <Table.Th>{t('tmc.inventory.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-tmc-id={item.id}>
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
              </Table.Td>
              <Table.Td>
                {item.sellerTitle}
                <Text size="xs" c="dimmed">
                  {item.sellerCode}
                </Text>
              </Table.Td>
              <Table.Td>{formatQuantity(item.quantity, item.unit)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(item.price)}</Table.Td>
              <Table.Td>{formatShortDate(item.publishedAt)}</Table.Td>
              <Table.Td>
                {/* One above another: three buttons side by side would widen the table past a laptop's page. */}
                <Stack gap={6} align="stretch">
                  <Button size="xs" variant="default" onClick={() => onPreview(item)} aria-label={t('tmc.moderation.previewOf', { name: item.name })}>
                    {t('tmc.moderation.preview')}
                  </Button>
                  <Button size="xs" color="green" loading={busyId === item.id} onClick={() => onReviewed(item)} aria-label={t('tmc.postModeration.reviewedOf', { name: item.name })}>
                    {t('tmc.postModeration.reviewed')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => onTakeDown(item)} aria-label={t('tmc.postModeration.rejectOf', { name: item.name })}>
                    {t('tmc.postModeration.reject')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
