import type { Corporation } from '@tmc/shared/corporations';
import { paths } from '../../config/paths';
import { moscowDay } from '../../lib/dates';
import { BusinessCardPanel } from './business-card-panel';
import { numberedByTitle, type ListConfig } from './list-config';
import { ListPanel, type ListPanelProps } from './list-panel';
import { buildSellerMenu, type SellerMenuItem, type SellerMenuLocation } from './seller-menu';

// The uses of the list dropdown, each a config and its panel. One module, loaded when a dropdown is about
// to open (seller-dropdown.tsx, corporation-dropdown.tsx), so the first load carries none of it.

type PanelProps<T, C> = Omit<ListPanelProps<T, C>, 'config'>;

/** Where the seller list is shown. */
export interface SellerListContext {
  location: SellerMenuLocation;
  /** The module the dropdown is shown in: 'admins' prefixes the links, 'buyers' shows business cards. */
  module: 'buyers' | 'sellers' | 'admins';
  /** The seller whose page is open (yellow). */
  selectedCode: string | null;
  /** yyyy-mm-dd (Moscow), for the end-of-conditions colour; today by default. */
  today?: string | undefined;
  /**
   * In location 'settings' for administrators who may (L1, L2): the 'input' button of each line, which
   * opens the seller's cabinet as the seller (specification, section 2: "an 'input' button leads to {token}").
   */
  onEnter?: ((sellerCode: string) => void) | undefined;
}

/** The seller dropdown (specification, section 2): numbered, coloured by status, a business card in the buyers module. */
const sellerList: ListConfig<SellerMenuItem, SellerListContext> = {
  texts: (t) => ({
    searchLabel: t('sellersMenu.searchLabel'),
    searchPlaceholder: t('sellersMenu.searchPlaceholder'),
    listLabel: t('sellersMenu.listLabel'),
    loadError: t('sellersMenu.loadError'),
    empty: t('sellersMenu.empty'),
  }),
  entries: (sellers, query, context, t) =>
    buildSellerMenu(sellers, { query, location: context.location, admin: context.module === 'admins', buyers: context.module === 'buyers', selectedCode: context.selectedCode, today: context.today ?? moscowDay() }).map(
      (entry) => ({
        key: entry.seller.sellerCode,
        number: entry.number,
        item: entry.seller,
        title: entry.seller.title,
        href: entry.href,
        colour: entry.colour,
        statusText: t(`sellersMenu.status.${entry.colour}`),
        current: entry.colour === 'yellow',
        ...(context.onEnter && context.location === 'settings' && !entry.seller.deletedAt && !entry.seller.blocked
          ? {
              action: {
                label: t('sellersMenu.enter'),
                accessibleName: t('sellersMenu.enterAs', { title: entry.seller.title }),
                onActivate: () => context.onEnter?.(entry.seller.sellerCode),
              },
            }
          : {}),
      }),
    ),
  // The admin module explains the colours (section 4, and grey for blocked sellers).
  legend: (context, t) =>
    context.module === 'admins'
      ? (['red', 'blue', 'grey', 'yellow'] as const).map((colour) => ({ colour, label: t(`sellersMenu.legend.${colour}`) }))
      : null,
  // The business card panel appears in the buyers module only (specification, section 2).
  aside: (seller, context) => (context.module === 'buyers' && seller.businessCard ? <BusinessCardPanel card={seller.businessCard} /> : null),
};

/** The seller dropdown's panel. */
export function SellerListPanel(props: PanelProps<SellerMenuItem, SellerListContext>) {
  return <ListPanel config={sellerList} {...props} />;
}

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

/** The corporation dropdown's panel. */
export function CorporationListPanel(props: PanelProps<Corporation, CorporationListContext>) {
  return <ListPanel config={corporationList} {...props} />;
}
