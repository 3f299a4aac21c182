import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Corporation } from '@tmc/shared/corporations';
import { paths } from '../config/paths';
import type { ListStatus } from './menu-dropdown';
import { MenuPanel } from './menu-panel';
import { compareTitles, matchesTitlePrefix } from './title-prefix';
import classes from './menu-dropdown.module.css';

/** Corporations whose title starts with the query, alphabetically. */
export function filterCorporations(corporations: readonly Corporation[], query: string): Corporation[] {
  return corporations.filter((c) => matchesTitlePrefix(c.title, query)).sort((a, b) => compareTitles(a.title, b.title));
}

export interface CorporationMenuPanelProps {
  corporations: readonly Corporation[];
  status: ListStatus;
  selectedId: string | null;
  onNavigate: () => void;
}

/** The corporation dropdown's search box and list of links to /corporations/{id}. */
export default function CorporationMenuPanel(props: CorporationMenuPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterCorporations(props.corporations, query), [props.corporations, query]);

  return (
    <MenuPanel
      searchLabel={t('corporationsMenu.searchLabel')}
      searchPlaceholder={t('corporationsMenu.searchPlaceholder')}
      listLabel={t('corporationsMenu.listLabel')}
      query={query}
      onQueryChange={setQuery}
      status={props.status}
      errorText={t('corporationsMenu.loadError')}
      emptyText={t('corporationsMenu.empty')}
      itemCount={shown.length}
    >
      {shown.map((corporation, index) => (
        <li key={corporation.id}>
          <Link
            to={paths.corporation.getHref(corporation.id)}
            className={classes.item}
            data-menu-item=""
            aria-current={corporation.id === props.selectedId ? 'page' : undefined}
            onClick={props.onNavigate}
          >
            <span className={classes.number}>{index + 1}.</span>
            <span>{corporation.title}</span>
          </Link>
        </li>
      ))}
    </MenuPanel>
  );
}
