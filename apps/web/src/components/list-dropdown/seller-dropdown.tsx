import { lazy } from 'react';
import { ListDropdown } from './list-dropdown';
import type { ListStatus } from './list-config';
import type { SellerListContext } from './list-uses';
import type { SellerMenuItem } from './seller-menu';

const loadSellerList = () => import('./list-uses');
const SellerListPanel = lazy(() => loadSellerList().then((m) => ({ default: m.SellerListPanel })));

export interface SellerDropdownProps extends SellerListContext {
  sellers: readonly SellerMenuItem[];
  /** The button's text (i18n key); default 'Поставщики'. */
  labelKey?: string;
  status: ListStatus;
  onIntent?: () => void;
  active?: boolean;
  /** Starts opened (tests). */
  defaultOpened?: boolean;
}

/** The 'Поставщики' dropdown (specification, section 2, 'Seller dropdown menu'): the list dropdown with the seller list. */
export function SellerDropdown(props: SellerDropdownProps) {
  // The props are the list's context too (SellerListContext): location, module, selected seller, today.
  const { labelKey = 'topBar.menu.sellers', ...rest } = props;
  return <ListDropdown panel={SellerListPanel} preload={loadSellerList} items={props.sellers} context={props} {...rest} labelKey={labelKey} />;
}
