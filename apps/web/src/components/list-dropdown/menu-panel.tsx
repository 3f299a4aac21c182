import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';
import type { ListStatus } from './menu-dropdown';
import classes from './menu-dropdown.module.css';
import ui from '../ui.module.css';

export interface MenuPanelProps {
  searchLabel: string;
  searchPlaceholder: string;
  listLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  status: ListStatus;
  errorText: string;
  emptyText: string;
  itemCount: number;
  /** `<li>` elements with one link each (marked `data-menu-item`). */
  children: ReactNode;
  /** Shown beside the list (the seller's business card). */
  aside?: ReactNode;
}

const ITEM_SELECTOR = 'a[data-menu-item]';

/**
 * The inside of a navigation dropdown: a search box (focused on open) and a numbered list of links.
 * Keys: ArrowDown from the search box goes to the list; arrows, Home and End move through it (ArrowUp
 * from the first link returns to the search box); Enter in the search box opens the first match.
 */
export function MenuPanel(props: MenuPanelProps) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR) ?? []);

  const moveFocus = (event: KeyboardEvent, target: 'next' | 'prev' | 'first' | 'last') => {
    const all = items();
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
      const first = items()[0];
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
          aria-label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={props.query}
          onChange={(event) => props.onQueryChange(event.currentTarget.value)}
          onKeyDown={onSearchKeyDown}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={classes.body} onKeyDown={onListKeyDown}>
        {props.status === 'pending' && (
          <p className={classes.state} role="status">
            <span className={ui.spinner} aria-hidden="true" />
            {t('app.loading')}
          </p>
        )}
        {props.status === 'error' && (
          <p className={classes.error} role="alert">
            {props.errorText}
          </p>
        )}
        {props.status === 'success' && props.itemCount === 0 && (
          <p className={classes.state} role="status">
            {props.emptyText}
          </p>
        )}
        {props.status === 'success' && props.itemCount > 0 && (
          <ol ref={listRef} className={classes.list} aria-label={props.listLabel}>
            {props.children}
          </ol>
        )}
      </div>
      {props.aside}
    </>
  );
}
