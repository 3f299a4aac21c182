import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pagination for a page-from-0 list; nothing when everything fits on one page. */
export function PagedPagination({ page, total, size, onChange }: { page: number; total: number; size: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md" component="nav" aria-label={t('tmc.pagination')}>
      <Pagination total={pages} value={page + 1} onChange={(value) => onChange(value - 1)} />
    </Group>
  );
}
