import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './pager.module.css';

/** Pages of a list of `total` items by `size` (at least one), at most `max` (the API's own page limits). */
export function pageCountOf(total: number, size: number, max = Number.POSITIVE_INFINITY): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.min(Math.ceil(total / size), max));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show, from 1, with 'dots' for the skipped runs: the first and last page, and the
 * current one with one page either side (seven places at most, as Mantine's Pagination shows them).
 */
export function pagerItems(active: number, pages: number): Array<number | 'dots'> {
  if (pages <= 7) return range(1, pages);
  const left = Math.max(active - 1, 1);
  const right = Math.min(active + 1, pages - 1);
  const leftDots = left > 3;
  const rightDots = right < pages - 2;
  if (!leftDots) return [...range(1, 5), 'dots', pages];
  if (!rightDots) return [1, 'dots', ...range(pages - 4, pages)];
  return [1, 'dots', ...range(left, right), 'dots', pages];
}

const ICONS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 16 16" className={classes.icon} aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

export interface PagerProps {
  /** From 0, as the API and the URL count (`?page=1` is the second page). */
  page: number;
  /** Number of pages (pageCountOf). */
  pages: number;
  /** Gets the chosen page, from 0. */
  onChange: (page: number) => void;
  /** The navigation's name; 'Страницы результатов' by default. */
  label?: string;
  /** Shown at the start of the bar, even with one page ('Записей: 1 234'). */
  summary?: ReactNode;
}

/**
 * The one pager of the site: the list's 0-based page shown to people from 1, previous / next with
 * Russian names for screen readers. Nothing when everything fits on one page (but the summary). Plain
 * buttons, in the look of Mantine's Pagination: the goods lists render it on their first screen (and on
 * the server), whose first load has a 150 KB budget (DESIGN.md section 8).
 */
export function Pager({ page, pages, onChange, label, summary }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && !summary) return null;
  const active = page + 1;
  const pager = pages > 1 && (
    <nav aria-label={label ?? t('pager.label')}>
      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          disabled={active === 1}
          data-disabled={active === 1 || undefined}
          onClick={() => onChange(page - 1)}
          aria-label={t('pager.previous')}
        >
          <Icon name="previous" />
        </button>
        {pagerItems(active, pages).map((item, index) =>
          item === 'dots' ? (
            <div key={`dots-${index}`} className={classes.dots}>
              <Icon name="dots" />
            </div>
          ) : (
            <button
              key={item}
              type="button"
              className={classes.control}
              data-with-padding=""
              data-active={item === active || undefined}
              aria-current={item === active ? 'page' : undefined}
              onClick={() => onChange(item - 1)}
              aria-label={t('pager.page', { page: item })}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className={classes.control}
          disabled={active === pages}
          data-disabled={active === pages || undefined}
          onClick={() => onChange(page + 1)}
          aria-label={t('pager.next')}
        >
          <Icon name="next" />
        </button>
      </div>
    </nav>
  );
  return (
    <div className={classes.bar} data-with-summary={summary ? '' : undefined}>
      {summary && <p className={classes.summary}>{summary}</p>}
      {pager}
    </div>
  );
}
