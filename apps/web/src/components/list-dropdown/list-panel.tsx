import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';
import type { ListConfig, ListStatus } from './list-config';
import classes from './list-dropdown.module.css';
import ui from '../ui.module.css';

export interface ListPanelProps<T, C> {
  config: ListConfig<T, C>;
  items: readonly T[];
  status: ListStatus;
  context: C;
  onNavigate: () => void;
}

const ITEM_SELECTOR = 'a[data-menu-item]';

/**
 * The inside of a list dropdown: a search box (focused on open), the numbered links of the config's
 * entries (coloured by it), and the config's aside for the hovered line. Keys: ArrowDown from the
 * search box goes to the list; arrows, Home and End move through it (ArrowUp from the first link
 * returns to the search box); Enter in the search box opens the first match.
 */
export function ListPanel<T, C>({ config, items, status, context, onNavigate }: ListPanelProps<T, C>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const entries = useMemo(() => config.entries(items, query, context, t), [config, items, query, context, t]);
  const texts = config.texts(t);

  // The hovered line is remembered (and stays highlighted) only when it has something to show beside the list.
  const tracksHover = config.aside !== undefined;
  const hovered = tracksHover ? entries.find((entry) => entry.key === hoveredKey) : undefined;
  const aside = hovered && config.aside ? config.aside(hovered.item, context) : null;

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR) ?? []);

  const moveFocus = (event: KeyboardEvent, target: 'next' | 'prev' | 'first' | 'last') => {
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    let index: number;
    if (target === 'first') index = 0;
    else if (target === 'last') index = all.length - 1;
    else if (target === 'next') index = current < 0 ? 0 : Math.min(current + 1, all.length - 1);
    else index = current - 1;
    if (index < 0) searchRef.current?.focus();
    else all[index]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') moveFocus(event, 'next');
    else if (event.key === 'ArrowUp') moveFocus(event, 'prev');
    else if (event.key === 'Home') moveFocus(event, 'first');
    else if (event.key === 'End') moveFocus(event, 'last');
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') moveFocus(event, 'first');
    else if (event.key === 'Enter') {
      const first = links()[0];
      if (first) {
        event.preventDefault();
        first.click();
      }
    }
  };

  return (
    <>
      <div className={classes.searchBox}>
        <SearchIcon size={16} className={classes.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          className={classes.search}
          aria-label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={classes.body} onKeyDown={onListKeyDown}>
        {status === 'pending' && (
          <p className={classes.state} role="status">
            <span className={ui.spinner} aria-hidden="true" />
            {t('app.loading')}
          </p>
        )}
        {status === 'error' && (
          <p className={classes.error} role="alert">
            {texts.loadError}
          </p>
        )}
        {status === 'success' && entries.length === 0 && (
          <p className={classes.state} role="status">
            {texts.empty}
          </p>
        )}
        {status === 'success' && entries.length > 0 && (
          <ol ref={listRef} className={classes.list} aria-label={texts.listLabel}>
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
          </ol>
        )}
      </div>
      {aside}
    </>
  );
}
