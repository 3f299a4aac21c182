import type { Corporation } from '@tmc/shared/corporations';
import { paths } from '../../config/paths';
import { numberedByTitle, type ListConfig } from './list-config';
import { ListPanel, type ListPanelProps } from './list-panel';

export interface CorporationListContext {
  /** The corporation whose page is open. */
  selectedId: string | null;
}

/** The corporation dropdown (specification, section 2): links to /corporations/{id}. */
const corporationList: ListConfig<Corporation, CorporationListContext> = {
  texts: (t) => ({
    searchLabel: t('corporationsMenu.searchLabel'),
    searchPlaceholder: t('corporationsMenu.searchPlaceholder'),
    listLabel: t('corporationsMenu.listLabel'),
    loadError: t('corporationsMenu.loadError'),
    empty: t('corporationsMenu.empty'),
  }),
  entries: (corporations, query, context) =>
    numberedByTitle(corporations, query, (c) => c.title).map(({ number, item }) => ({
      key: item.id,
      number,
      item,
      title: item.title,
      href: paths.corporation.getHref(item.id),
      current: item.id === context.selectedId,
    })),
};

/** The corporation dropdown's panel (loaded lazily by corporation-dropdown.tsx). */
export default function CorporationListPanel(props: Omit<ListPanelProps<Corporation, CorporationListContext>, 'config'>) {
  return <ListPanel config={corporationList} {...props} />;
}
