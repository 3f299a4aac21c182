import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Corporation } from '@tmc/shared/corporations';
import { MenuDropdown, type ListStatus } from './menu-dropdown';

const loadPanel = () => import('./corporation-menu-panel');
const CorporationMenuPanel = lazy(loadPanel);

export interface CorporationDropdownProps {
  corporations: readonly Corporation[];
  status: ListStatus;
  selectedId: string | null;
  onIntent?: () => void;
  active?: boolean;
  defaultOpened?: boolean;
}

/** The 'Корпорации' dropdown (specification, section 2): links to /corporations/{id}, with a search box. */
export function CorporationDropdown({ onIntent, defaultOpened, active, ...panel }: CorporationDropdownProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened ?? false);
  const intent = () => {
    void loadPanel();
    onIntent?.();
  };
  return (
    <MenuDropdown
      label={t('topBar.menu.corporations')}
      opened={opened}
      onOpenChange={(next) => {
        if (next) intent();
        setOpened(next);
      }}
      onIntent={intent}
      active={active ?? false}
    >
      <CorporationMenuPanel {...panel} onNavigate={() => setOpened(false)} />
    </MenuDropdown>
  );
}
