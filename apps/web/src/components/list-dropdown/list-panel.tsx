import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from './list-config';
import type { ListStatus } from './menu-dropdown';
import { MenuPanel } from './menu-panel';
import classes from './menu-dropdown.module.css';
import ui from '../ui.module.css';

export interface ListPanelProps<T, C> {
  config: ListConfig<T, C>;
  items: readonly T[];
  status: ListStatus;
  context: C;
  onNavigate: () => void;
}

/** The inside of a list dropdown: search box, numbered links coloured by the config, the aside of the hovered line. */
export function ListPanel<T, C>({ config, items, status, context, onNavigate }: ListPanelProps<T, C>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const entries = useMemo(() => config.entries(items, query, context, t), [config, items, query, context, t]);
  const texts = config.texts(t);

  // The hovered line is remembered (and stays highlighted) only when it has something to show beside the list.
  const tracksHover = config.aside !== undefined;
  const hovered = tracksHover ? entries.find((entry) => entry.key === hoveredKey) : undefined;
  const aside = hovered && config.aside ? config.aside(hovered.item, context) : null;

  return (
    <MenuPanel
      searchLabel={texts.searchLabel}
      searchPlaceholder={texts.searchPlaceholder}
      listLabel={texts.listLabel}
      query={query}
      onQueryChange={setQuery}
      status={status}
      errorText={texts.loadError}
      emptyText={texts.empty}
      itemCount={entries.length}
      aside={aside}
    >
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link
            to={entry.href}
            className={classes.item}
            data-menu-item=""
            data-colour={entry.colour}
            data-hovered={(tracksHover && hoveredKey === entry.key) || undefined}
            aria-current={entry.current ? 'page' : undefined}
            onClick={onNavigate}
            {...(tracksHover ? { onMouseEnter: () => setHoveredKey(entry.key), onFocus: () => setHoveredKey(entry.key) } : {})}
          >
            <span className={classes.number}>{entry.number}.</span>
            <span>
              {entry.title}
              {entry.statusText && <span className={ui.visuallyHidden}> ({entry.statusText})</span>}
            </span>
          </Link>
        </li>
      ))}
    </MenuPanel>
  );
}
