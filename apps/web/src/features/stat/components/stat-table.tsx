import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '@tmc/shared/number-format';
import type { Top10Item, Top10Stat } from '@tmc/shared/stat';
import { paths } from '../../../config/paths';
import { gridReducer, moveOfKey, type GridCell } from '../stat-grid-navigation';
import { capitalizeTitle, cutTitle, firstWord } from '../stat-title';
import classes from './stat-table.module.css';

/** The highlight goes away this long after the pointer or the focus leaves the table (specification, section 9). */
export const HIGHLIGHT_RESET_MS = 100;

interface Column {
  key: 'popular' | 'positions' | 'quantity' | 'sum';
  items: Top10Item[];
  /** The last three columns are store titles: casing rule and the 10-character cut. */
  store: boolean;
  format: (value: number) => string;
}

const EMPTY: Top10Item[] = [];

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null;
}

/** The statistics page's four top-10 columns; each row links to the search by its first word. */
export function StatTable({ stat, pending = false }: { stat: Top10Stat | undefined; pending?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<Column[]>(
    () => [
      { key: 'popular', items: stat?.searchRequests ?? EMPTY, store: false, format: formatNumber },
      { key: 'positions', items: stat?.countRequests ?? EMPTY, store: true, format: formatNumber },
      { key: 'quantity', items: stat?.countInStoreRequests ?? EMPTY, store: true, format: formatNumber },
      { key: 'sum', items: stat?.sumInStoreRequests ?? EMPTY, store: true, format: formatPrice },
    ],
    [stat],
  );
  const lengths = useMemo(() => columns.map((c) => c.items.length), [columns]);
  const rowCount = Math.max(0, ...lengths);

  const [highlighted, dispatch] = useReducer(gridReducer, null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // The document listener reads the newest highlight without being added again on every move.
  const current = useRef({ highlighted, lengths });
  current.current = { highlighted, lengths };

  const hrefOf = useCallback(
    (cell: GridCell) => {
      const item = columns[cell.col]?.items[cell.row];
      return item ? paths.search.getHref({ title: firstWord(item.title) }) : null;
    },
    [columns],
  );

  const cancelReset = () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
    resetTimer.current = null;
  };
  const scheduleReset = () => {
    cancelReset();
    resetTimer.current = setTimeout(() => dispatch({ type: 'reset' }), HIGHLIGHT_RESET_MS);
  };
  useEffect(() => cancelReset, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const { highlighted: cell, lengths: sizes } = current.current;
      const move = moveOfKey(event.key);
      if (move) {
        const next = gridReducer(cell, { type: 'move', move, lengths: sizes });
        if (!next) return;
        event.preventDefault();
        cancelReset();
        dispatch({ type: 'set', cell: next });
        links.current.get(`${next.col}:${next.row}`)?.focus();
        return;
      }
      // Enter on a focused link opens it by itself; this covers a cell highlighted by the pointer.
      if (event.key === 'Enter' && cell && !(event.target instanceof HTMLAnchorElement) && !(event.target instanceof HTMLButtonElement)) {
        const href = hrefOf(cell);
        if (href) {
          event.preventDefault();
          void navigate(href);
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hrefOf, navigate]);

  const onBlur = (event: React.FocusEvent) => {
    if (!tableRef.current?.contains(event.relatedTarget as Node | null)) scheduleReset();
  };
  const onMouseLeave = () => {
    if (!tableRef.current?.contains(document.activeElement)) scheduleReset();
  };
  // One tab stop: the highlighted cell, or the first cell.
  const tabStop = highlighted ?? gridReducer(null, { type: 'move', move: 'down', lengths });

  return (
    <div className={classes.scroller}>
      <table ref={tableRef} className={classes.table} aria-label={t('stat.tableLabel')} onBlur={onBlur} onMouseLeave={onMouseLeave}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classes.head}>
                {t(`stat.columns.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowCount === 0 && (
            <tr>
              <td colSpan={columns.length} className={classes.empty}>
                {pending ? t('stat.loading') : t('stat.empty')}
              </td>
            </tr>
          )}
          {Array.from({ length: rowCount }, (_, row) => (
            <tr key={row}>
              {columns.map((column, col) => {
                const item = column.items[row];
                if (!item) return <td key={column.key} className={classes.cell} />;
                const title = column.store ? capitalizeTitle(item.title) : item.title;
                // Cut under 1440 px by the stylesheet, so the server's page is right at any width.
                const cut = column.store ? cutTitle(title, true) : title;
                const active = highlighted?.col === col && highlighted.row === row;
                const key = `${col}:${row}`;
                return (
                  <td key={column.key} className={classes.cell} data-highlighted={active || undefined}>
                    <Link
                      ref={(el) => {
                        if (el) links.current.set(key, el);
                        else links.current.delete(key);
                      }}
                      to={paths.search.getHref({ title: firstWord(item.title) })}
                      className={classes.link}
                      tabIndex={tabStop?.col === col && tabStop.row === row ? 0 : -1}
                      title={cut === title ? undefined : title}
                      onMouseEnter={() => {
                        cancelReset();
                        dispatch({ type: 'set', cell: { col, row } });
                      }}
                      onFocus={() => {
                        cancelReset();
                        dispatch({ type: 'set', cell: { col, row } });
                      }}
                    >
                      <span className={classes.rank}>{row + 1}.</span>
                      <span className={classes.title}>
                        {cut === title ? (
                          title
                        ) : (
                          <>
                            <span className={classes.wideTitle}>{title}</span>
                            <span className={classes.narrowTitle}>{cut}</span>
                          </>
                        )}
                      </span>
                      <span className={classes.value}>{column.format(item.value)}</span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
