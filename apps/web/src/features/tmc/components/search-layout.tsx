import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './search-layout.module.css';

// search-layout.module.css folds the filters under a button at $mobile-max (1024 px) and below.
const WIDE = '(min-width: 1025px)';

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(WIDE);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the filters stand beside the results; false on the server and while the page hydrates. */
function useWideWindow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(WIDE).matches ?? true,
    () => false,
  );
}

export interface SearchLayoutProps {
  aside: ReactNode;
  children: ReactNode;
  /** Open the filters on narrow screens at first (a link came with filters set). */
  filtersOpen?: boolean;
  /** Starts loading the filters' code: the button that shows them is about to be pressed. */
  preloadAside?: () => void;
}

/**
 * The search page's two columns: filters beside the results. At 1024 px and below one column, where
 * the filters fold under a button so the results are not pushed below a screen of inputs; folded, they
 * are not rendered at all (their code and drawing wait for the button) until they are first opened.
 */
export function SearchLayout({ aside, children, filtersOpen = false, preloadAside }: SearchLayoutProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(filtersOpen);
  const [everOpened, setEverOpened] = useState(filtersOpen);
  const wide = useWideWindow();
  const toggle = () => {
    setEverOpened(true);
    setOpen((o) => !o);
  };
  return (
    <div className={classes.root}>
      <aside className={classes.aside} data-open={open || undefined}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={open}
          onClick={toggle}
          onPointerEnter={preloadAside}
          onFocus={preloadAside}
        >
          {t(open ? 'tmc.filters.hide' : 'tmc.filters.show')}
        </button>
        <div className={classes.asideBody}>{(wide || everOpened) && aside}</div>
      </aside>
      <div className={classes.results}>{children}</div>
    </div>
  );
}
