import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TmcOwnListItem } from '@tmc/shared/tmc-schemas';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/dates';
import { formatPrice, formatQuantity } from '../tmc-format';
import { TmcStatusBadge } from './tmc-details-view';
import { TmcThumb } from './tmc-thumb';
import { LinkButton } from './link-button';

export interface InventoryTableProps {
  items: readonly TmcOwnListItem[];
  /** The edit link of an item, or null when the viewer may not edit (a curator). */
  editHref: ((item: TmcOwnListItem) => string) | null;
  onDelete: ((item: TmcOwnListItem) => void) | null;
}

/** The supplier's goods with their moderation state and, for rejected goods, the reason. */
export function InventoryTable({ items, editHref, onDelete }: InventoryTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('tmc.inventory.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tmc.inventory.photo')}</Table.Th>
            <Table.Th miw={200}>{t('tmc.fields.name')}</Table.Th>
            <Table.Th>{t('tmc.fields.quantity')}</Table.Th>
            <Table.Th>{t('tmc.fields.price')}</Table.Th>
            <Table.Th miw={120}>{t('tmc.inventory.status')}</Table.Th>
            <Table.Th>{t('tmc.inventory.updated')}</Table.Th>
            {(editHref || onDelete) && <Table.Th>{t('tmc.inventory.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-status={item.status}>
              <Table.Td>
                <TmcThumb url={item.thumbUrl} alt={item.name} category={item.category} size={56} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.tmcItem.getHref(item.id)}>
                  {item.name}
                </Anchor>
                {item.stockNumber && (
                  <Text size="xs" c="dimmed">
                    {item.stockNumber}
                  </Text>
                )}
                {item.reserved && (
                  <Text size="xs" c="red.7">
                    {t('tmc.reservedByBuyer')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatQuantity(item.quantity, item.unit)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(item.price)}</Table.Td>
              <Table.Td>
                <TmcStatusBadge status={item.status} />
                {item.status === 'rejected' && item.rejectReason && (
                  <Text size="xs" c="red.8" mt={4}>
                    {t('tmc.rejectReason', { reason: item.rejectReason })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatShortDate(item.updatedAt)}</Table.Td>
              {(editHref || onDelete) && (
                <Table.Td>
                  <Group gap={4}>
                    {editHref && (
                      <LinkButton to={editHref(item)} size="xs" variant="light" aria-label={t('tmc.inventory.editOf', { name: item.name })}>
                        {t('tmc.inventory.edit')}
                      </LinkButton>
                    )}
                    {onDelete && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(item)} aria-label={t('tmc.inventory.deleteOf', { name: item.name })}>
                        {t('tmc.inventory.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
