import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerListItem } from '@tmc/shared/sellers';
import { MenuDropdown, type ListStatus } from './menu-dropdown';
import type { SellerMenuLocation } from './seller-menu';

const loadPanel = () => import('./seller-menu-panel');
const SellerMenuPanel = lazy(loadPanel);

export interface SellerDropdownProps {
  sellers: readonly SellerListItem[];
  status: ListStatus;
  location: SellerMenuLocation;
  /** The module the dropdown is shown in: 'admins' prefixes the links, 'buyers' shows business cards. */
  module: 'buyers' | 'sellers' | 'admins';
  /** The seller whose page is open (yellow). */
  selectedCode: string | null;
  /** yyyy-mm-dd (Moscow) */
  today: string;
  onIntent?: () => void;
  active?: boolean;
  /** Starts opened (tests). */
  defaultOpened?: boolean;
}

/**
 * The 'Поставщики' dropdown (specification, section 2, 'Seller dropdown menu'). The panel's code loads
 * on the first hover, focus or click, so it costs the first page nothing.
 */
export function SellerDropdown({ onIntent, defaultOpened, active, ...panel }: SellerDropdownProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened ?? false);
  const intent = () => {
    void loadPanel();
    onIntent?.();
  };
  return (
    <MenuDropdown
      label={t('topBar.menu.sellers')}
      opened={opened}
      onOpenChange={(next) => {
        if (next) intent();
        setOpened(next);
      }}
      onIntent={intent}
      active={active ?? false}
    >
      <SellerMenuPanel {...panel} onNavigate={() => setOpened(false)} />
    </MenuDropdown>
  );
}
