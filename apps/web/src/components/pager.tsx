import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from './lazy-part';
import classes from './pager.module.css';

// Mantine's Pagination (its button runtime, about 10 KB gzip) loads after the list it pages: the bar is
// below the list, and the goods pages' first load has a 150 KB budget (DESIGN.md section 8).
const PagerControls = lazy(() => import('./pager-controls'));

/** Pages of a list of `total` items by `size` (at least one), at most `max` (the API's own page limits). */
export function pageCountOf(total: number, size: number, max = Number.POSITIVE_INFINITY): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.min(Math.ceil(total / size), max));
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
 * The one pager of the site: the list's 0-based page shown to people from 1, first / previous / next /
 * last with Russian names for screen readers. Nothing when everything fits on one page (but the summary).
 */
export function Pager({ page, pages, onChange, label, summary }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && !summary) return null;
  const pager = pages > 1 && (
    <nav aria-label={label ?? t('pager.label')}>
      <LazyPart fallback={<div className={classes.controlsPlaceholder} />}>
        <PagerControls page={page} pages={pages} onChange={onChange} />
      </LazyPart>
    </nav>
  );
  return (
    <div className={classes.bar} data-with-summary={summary ? '' : undefined}>
      {summary && <p className={classes.summary}>{summary}</p>}
      {pager}
    </div>
  );
}
