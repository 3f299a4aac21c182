import { useTranslation } from 'react-i18next';
import type { SellerListItem } from '@tmc/shared/sellers';
import { ListDropdown } from './list-dropdown';
import type { ListStatus } from './menu-dropdown';
import type { SellerListContext } from './seller-list';

const loadSellerList = () => import('./seller-list');

export interface SellerDropdownProps extends SellerListContext {
  sellers: readonly SellerListItem[];
  status: ListStatus;
  onIntent?: () => void;
  active?: boolean;
  /** Starts opened (tests). */
  defaultOpened?: boolean;
}

/** The 'Поставщики' dropdown (specification, section 2, 'Seller dropdown menu'): the list dropdown with the seller list. */
export function SellerDropdown({ sellers, status, location, module, selectedCode, today, ...button }: SellerDropdownProps) {
  const { t } = useTranslation();
  return (
    <ListDropdown
      label={t('topBar.menu.sellers')}
      loadConfig={loadSellerList}
      items={sellers}
      status={status}
      context={{ location, module, selectedCode, today }}
      {...button}
    />
  );
}
