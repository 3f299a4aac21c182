import type { SellerListItem } from '@tmc/shared/sellers';
import { BusinessCardPanel } from './business-card-panel';
import type { ListConfig } from './list-config';
import { ListPanel, type ListPanelProps } from './list-panel';
import { buildSellerMenu, type SellerMenuLocation } from './seller-menu';

/** Where the seller list is shown. */
export interface SellerListContext {
  location: SellerMenuLocation;
  /** The module the dropdown is shown in: 'admins' prefixes the links, 'buyers' shows business cards. */
  module: 'buyers' | 'sellers' | 'admins';
  /** The seller whose page is open (yellow). */
  selectedCode: string | null;
  /** yyyy-mm-dd (Moscow), for the end-of-conditions colour. */
  today: string;
}

/** The seller dropdown (specification, section 2): numbered, coloured by status, a business card in the buyers module. */
const sellerList: ListConfig<SellerListItem, SellerListContext> = {
  texts: (t) => ({
    searchLabel: t('sellersMenu.searchLabel'),
    searchPlaceholder: t('sellersMenu.searchPlaceholder'),
    listLabel: t('sellersMenu.listLabel'),
    loadError: t('sellersMenu.loadError'),
    empty: t('sellersMenu.empty'),
  }),
  entries: (sellers, query, context, t) =>
    buildSellerMenu(sellers, { query, location: context.location, admin: context.module === 'admins', selectedCode: context.selectedCode, today: context.today }).map(
      (entry) => ({
        key: entry.seller.sellerCode,
        number: entry.number,
        item: entry.seller,
        title: entry.seller.title,
        href: entry.href,
        colour: entry.colour,
        statusText: t(`sellersMenu.status.${entry.colour}`),
        current: entry.colour === 'yellow',
      }),
    ),
  // The business card panel appears in the buyers module only (specification, section 2).
  aside: (seller, context) => (context.module === 'buyers' && seller.businessCard ? <BusinessCardPanel card={seller.businessCard} /> : null),
};

/** The seller dropdown's panel (loaded lazily by seller-dropdown.tsx). */
export default function SellerListPanel(props: Omit<ListPanelProps<SellerListItem, SellerListContext>, 'config'>) {
  return <ListPanel config={sellerList} {...props} />;
}
