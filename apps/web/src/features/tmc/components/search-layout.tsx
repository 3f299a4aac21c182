import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-layout.module.css';

export interface SearchLayoutProps {
  aside: ReactNode;
  children: ReactNode;
  /** Open the filters on narrow screens at first (a link came with filters set). */
  filtersOpen?: boolean;
}

/**
 * The search page's two columns: filters beside the results. At 1024 px and below one column, where
 * the filters fold under a button so the results are not pushed below a screen of inputs.
 */
export function SearchLayout({ aside, children, filtersOpen = false }: SearchLayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(filtersOpen);
  return (
    <div className={classes.root}>
      <aside className={classes.aside} data-open={open || undefined}>
        <button type="button" className={classes.toggle} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t(open ? 'tmc.filters.hide' : 'tmc.filters.show')}
        </button>
        <div className={classes.asideBody}>{aside}</div>
      </aside>
      <div className={classes.results}>{children}</div>
    </div>
  );
}
