import { lazy } from 'react';
import type { SellerListItem } from '@tmc/shared/sellers';
import { ListDropdown } from './list-dropdown';
import type { ListStatus } from './list-config';
import type { SellerListContext } from './list-uses';

const loadSellerList = () => import('./list-uses');
const SellerListPanel = lazy(() => loadSellerList().then((m) => ({ default: m.SellerListPanel })));

export interface SellerDropdownProps extends SellerListContext {
  sellers: readonly SellerListItem[];
  status: ListStatus;
  onIntent?: () => void;
  active?: boolean;
  /** Starts opened (tests). */
  defaultOpened?: boolean;
}

/** The 'Поставщики' dropdown (specification, section 2, 'Seller dropdown menu'): the list dropdown with the seller list. */
export function SellerDropdown(props: SellerDropdownProps) {
  // The props are the list's context too (SellerListContext): location, module, selected seller, today.
  return <ListDropdown labelKey="topBar.menu.sellers" panel={SellerListPanel} preload={loadSellerList} items={props.sellers} context={props} {...props} />;
}
