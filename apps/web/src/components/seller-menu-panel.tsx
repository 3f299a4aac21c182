import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SellerListItem } from '@tmc/shared/sellers';
import { BusinessCardPanel } from './business-card-panel';
import type { ListStatus } from './menu-dropdown';
import { MenuPanel } from './menu-panel';
import { buildSellerMenu, type SellerMenuLocation } from './seller-menu';
import classes from './menu-dropdown.module.css';
import ui from './ui.module.css';

export interface SellerMenuPanelProps {
  sellers: readonly SellerListItem[];
  status: ListStatus;
  location: SellerMenuLocation;
  module: 'buyers' | 'sellers' | 'admins';
  selectedCode: string | null;
  today: string;
  onNavigate: () => void;
}

/** The seller dropdown's search box, numbered coloured list and (buyers module) business card. */
export default function SellerMenuPanel(props: SellerMenuPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [hoveredCode, setHoveredCode] = useState<string | null>(null);

  const entries = useMemo(
    () =>
      buildSellerMenu(props.sellers, {
        query,
        location: props.location,
        admin: props.module === 'admins',
        selectedCode: props.selectedCode,
        today: props.today,
      }),
    [props.sellers, query, props.location, props.module, props.selectedCode, props.today],
  );

  // The business card panel appears in the buyers module only (specification, section 2).
  const hovered = props.module === 'buyers' ? entries.find((e) => e.seller.sellerCode === hoveredCode) : undefined;

  return (
    <MenuPanel
      searchLabel={t('sellersMenu.searchLabel')}
      searchPlaceholder={t('sellersMenu.searchPlaceholder')}
      listLabel={t('sellersMenu.listLabel')}
      query={query}
      onQueryChange={setQuery}
      status={props.status}
      errorText={t('sellersMenu.loadError')}
      emptyText={t('sellersMenu.empty')}
      itemCount={entries.length}
      aside={hovered?.seller.businessCard ? <BusinessCardPanel card={hovered.seller.businessCard} /> : null}
    >
      {entries.map((entry) => {
        const statusText = t(`sellersMenu.status.${entry.colour}`);
        return (
          <li key={entry.seller.sellerCode}>
            <Link
              to={entry.href}
              className={classes.item}
              data-menu-item=""
              data-colour={entry.colour}
              data-hovered={hoveredCode === entry.seller.sellerCode || undefined}
              aria-current={entry.colour === 'yellow' ? 'page' : undefined}
              onClick={props.onNavigate}
              onMouseEnter={() => setHoveredCode(entry.seller.sellerCode)}
              onFocus={() => setHoveredCode(entry.seller.sellerCode)}
            >
              <span className={classes.number}>{entry.number}.</span>
              <span>
                {entry.seller.title}
                {statusText && <span className={ui.visuallyHidden}> ({statusText})</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </MenuPanel>
  );
}
