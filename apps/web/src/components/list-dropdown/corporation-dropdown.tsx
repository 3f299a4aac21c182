import { useTranslation } from 'react-i18next';
import type { Corporation } from '@tmc/shared/corporations';
import { ListDropdown } from './list-dropdown';
import type { ListStatus } from './menu-dropdown';

const loadCorporationList = () => import('./corporation-list');

export interface CorporationDropdownProps {
  corporations: readonly Corporation[];
  status: ListStatus;
  selectedId: string | null;
  onIntent?: () => void;
  active?: boolean;
  defaultOpened?: boolean;
}

/** The 'Корпорации' dropdown (specification, section 2): the list dropdown with the corporation list. */
export function CorporationDropdown({ corporations, status, selectedId, ...button }: CorporationDropdownProps) {
  const { t } = useTranslation();
  return (
    <ListDropdown
      label={t('topBar.menu.corporations')}
      loadConfig={loadCorporationList}
      items={corporations}
      status={status}
      context={{ selectedId }}
      {...button}
    />
  );
}
