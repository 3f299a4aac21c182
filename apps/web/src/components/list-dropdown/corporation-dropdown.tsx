import { lazy } from 'react';
import type { Corporation } from '@tmc/shared/corporations';
import type { CorporationListContext } from './list-uses';
import { ListDropdown } from './list-dropdown';
import type { ListStatus } from './list-config';

const loadCorporationList = () => import('./list-uses');
const CorporationListPanel = lazy(() => loadCorporationList().then((m) => ({ default: m.CorporationListPanel })));

export interface CorporationDropdownProps extends CorporationListContext {
  corporations: readonly Corporation[];
  status: ListStatus;
  onIntent?: () => void;
  active?: boolean;
  defaultOpened?: boolean;
}

/** The 'Корпорации' dropdown (specification, section 2): the list dropdown with the corporation list. */
export function CorporationDropdown(props: CorporationDropdownProps) {
  // The props are the list's context too (CorporationListContext): the open corporation.
  return <ListDropdown labelKey="topBar.menu.corporations" panel={CorporationListPanel} preload={loadCorporationList} items={props.corporations} context={props} {...props} />;
}
