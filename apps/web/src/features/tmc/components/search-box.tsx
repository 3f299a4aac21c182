import { lazy } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import { LazyPart } from '../../../components/lazy-part';
import { paths } from '../../../config/paths';
import { searchTextOfParams } from '../search-params';
import classes from './search-box.module.css';

export interface SearchBoxProps {
  /** 'top-bar': the landing top bar's box (hidden on /search, whose page has its own); 'page': the search page's. */
  variant?: 'top-bar' | 'page';
  /** What a search does; by default it opens /search with this text and no other filter. */
  onSearch?: (text: string) => void;
}

// The combobox (suggestions, keyboard, URL mapping) loads right after the first render: the top bar is
// part of every page's first load, whose JS has a budget (DESIGN.md section 8).
const SearchCombobox = lazy(() => import('./search-combobox'));

/** The goods search box with suggestions; the same shape, inert, for the moment its code loads. */
export function SearchBox(props: SearchBoxProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const variant = props.variant ?? 'top-bar';
  if (variant === 'top-bar' && pathname === paths.search.path) return null;
  // The search page's box shows the URL's text from the start (the combobox does so too).
  const text = pathname === paths.search.path ? searchTextOfParams(new URLSearchParams(search)) : '';
  const fallback = (
    <div className={classes.root} data-variant={variant} aria-hidden="true">
      <div className={classes.field}>
        <input className={classes.input} placeholder={t('tmc.searchBox.placeholder')} defaultValue={text} disabled tabIndex={-1} />
      </div>
      <span className={classes.submit}>
        <SearchIcon size={18} />
        {variant === 'page' && <span>{t('tmc.searchBox.submit')}</span>}
      </span>
    </div>
  );
  return (
    <LazyPart fallback={fallback}>
      <SearchCombobox {...props} />
    </LazyPart>
  );
}
