import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
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

/** Height of a line (list-dropdown.module.css .item); lines never wrap, so a line's place is its index times this. */
export const LIST_ROW_HEIGHT = 34;
/** Up to this many lines everything is rendered; longer lists render only the lines in view (10,000 sellers). */
const WINDOW_FROM = 150;
/** Lines rendered above and below those in view. */
const OVERSCAN = 12;
/** Lines rendered before the panel knows its height (first paint, jsdom). */
const FIRST_WINDOW = 40;

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
  const bodyRef = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => config.entries(items, query, context, t), [config, items, query, context, t]);
  const texts = config.texts(t);
  const legend = config.legend?.(context, t) ?? null;

  // Windowing: a long list renders only the lines in view (plus a margin), placed by their index.
  const windowed = entries.length > WINDOW_FROM;
  const [view, setView] = useState({ top: 0, height: 0 });
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || !windowed) return;
    const measure = () => setView({ top: body.scrollTop, height: body.clientHeight });
    measure();
    body.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(body);
    return () => {
      body.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [windowed]);
  // A new query shows its list from the top.
  useLayoutEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [query]);
  const first = windowed ? Math.max(0, Math.floor(view.top / LIST_ROW_HEIGHT) - OVERSCAN) : 0;
  const last = windowed
    ? Math.min(entries.length, (view.height > 0 ? Math.ceil((view.top + view.height) / LIST_ROW_HEIGHT) : FIRST_WINDOW) + OVERSCAN)
    : entries.length;
  const shown = windowed ? entries.slice(first, last) : entries;
  // A line reached by the keyboard outside the rendered window is focused once it is rendered.
  useLayoutEffect(() => {
    if (pendingFocus === null) return;
    const link = listRef.current?.querySelector<HTMLAnchorElement>(`a[data-index="${pendingFocus}"]`);
    if (link) {
      link.focus();
      setPendingFocus(null);
    }
  }, [pendingFocus, first, last]);

  // The hovered line is remembered (and stays highlighted) only when it has something to show beside the list.
  const tracksHover = config.aside !== undefined;
  const hovered = tracksHover ? entries.find((entry) => entry.key === hoveredKey) : undefined;
  const aside = hovered && config.aside ? config.aside(hovered.item, context) : null;

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR) ?? []);

  /** Focuses the line at this index of the shown list, scrolling it into view first when it is not rendered. */
  const focusIndex = (index: number) => {
    const link = listRef.current?.querySelector<HTMLAnchorElement>(`a[data-index="${index}"]`);
    if (link) {
      link.focus();
      return;
    }
    const body = bodyRef.current;
    if (body) body.scrollTop = Math.max(0, index * LIST_ROW_HEIGHT - (body.clientHeight - LIST_ROW_HEIGHT));
    setPendingFocus(index);
  };

  const moveFocus = (event: KeyboardEvent, target: 'next' | 'prev' | 'first' | 'last') => {
    if (entries.length === 0) return;
    event.preventDefault();
    const active = document.activeElement as HTMLElement | null;
    const current = active?.dataset.index === undefined ? -1 : Number(active.dataset.index);
    let index: number;
    if (target === 'first') index = 0;
    else if (target === 'last') index = entries.length - 1;
    else if (target === 'next') index = current < 0 ? 0 : Math.min(current + 1, entries.length - 1);
    else index = current - 1;
    if (index < 0) searchRef.current?.focus();
    else focusIndex(index);
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
      const firstLink = links()[0];
      if (firstLink) {
        event.preventDefault();
        firstLink.click();
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
      {legend && (
        <ul className={classes.legend} aria-label={t('sellersMenu.legendLabel')}>
          {legend.map((entry) => (
            <li key={entry.colour} className={classes.legendItem}>
              <span className={classes.swatch} data-colour={entry.colour} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={bodyRef} className={classes.body} onKeyDown={onListKeyDown}>
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
          <ol
            ref={listRef}
            className={classes.list}
            aria-label={texts.listLabel}
            data-windowed={windowed || undefined}
            style={
              {
                '--number-width': `${String(entries.length).length + 1}ch`,
                ...(windowed ? { height: entries.length * LIST_ROW_HEIGHT } : {}),
              } as CSSProperties
            }
          >
            {shown.map((entry, i) => (
              <li
                key={entry.key}
                className={entry.action ? classes.withAction : undefined}
                style={windowed ? { top: (first + i) * LIST_ROW_HEIGHT } : undefined}
                aria-setsize={entries.length}
                aria-posinset={first + i + 1}
              >
                <Link
                  to={entry.href}
                  className={classes.item}
                  title={entry.title}
                  data-menu-item=""
                  data-index={first + i}
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
                {entry.action && (
                  <button type="button" className={classes.action} aria-label={entry.action.accessibleName} title={entry.action.accessibleName} onClick={entry.action.onActivate}>
                    {entry.action.label}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {aside}
    </>
  );
}
