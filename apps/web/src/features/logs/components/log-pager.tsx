import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@tmc/shared/number-format';

/** Paging under a log table: the 0-based page of the API shown 1-based. */
export function LogPager({ page, size, total, onChange }: { page: number; size: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t('buyerLog.total', { total: formatNumber(total) })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(value) => onChange(value - 1)}
          getItemProps={(n) => ({ 'aria-label': t('buyerLog.page', { page: n }) })}
        />
      )}
    </Group>
  );
}
