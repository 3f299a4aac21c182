import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineScope } from './mantine-scope';

/** The pager's buttons (Mantine's Pagination), the lazily loaded half of components/pager.tsx. */
export default function PagerControls({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <MantineScope>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(value) => onChange(value - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
        getItemProps={(value) => ({ 'aria-label': t('pager.page', { page: value }) })}
      />
    </MantineScope>
  );
}
