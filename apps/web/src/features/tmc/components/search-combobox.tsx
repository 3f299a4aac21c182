import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useTmcSuggestions } from '../api/get-suggestions';
import { searchHrefForQuery, searchTextOfParams } from '../search-params';
import { suggestionKey, type SuggestionKeyState } from './suggestion-keys';
import classes from './search-box.module.css';
import type { SearchBoxProps } from './search-box';

const DEBOUNCE_MS = 250;
const CLOSED: SuggestionKeyState = { open: false, highlighted: -1 };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The goods search box with suggestions (GET /api/tmc/suggestions?q, debounced): a combobox in the
 * WAI-ARIA sense, arrows move through the suggestions, Enter searches, Escape closes the list.
 * Plain elements on purpose: it sits in the top bar of every page. Loaded through SearchBox.
 */
export default function SearchCombobox({ variant = 'top-bar', onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const onSearchPage = location.pathname === paths.search.path;
  const urlQuery = onSearchPage ? searchTextOfParams(new URLSearchParams(location.search)) : '';

  const [text, setText] = useState(urlQuery);
  const [keys, setKeys] = useState<SuggestionKeyState>(CLOSED);

  // The page's box shows the query of the URL it is on (a link, back / forward).
  useEffect(() => {
    if (variant === 'page') setText(urlQuery);
  }, [variant, urlQuery]);

  const debounced = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestionsQuery = useTmcSuggestions(debounced);
  const suggestions = debounced === text.trim() ? (suggestionsQuery.data ?? []) : [];
  const open = keys.open && suggestions.length > 0;

  const search = (value: string) => {
    setKeys(CLOSED);
    setText(value);
    if (onSearch) onSearch(value);
    else void navigate(searchHrefForQuery(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const result = suggestionKey(event.key, { ...keys, open }, suggestions, text);
    if (result.kind === 'ignore') return;
    event.preventDefault();
    if (result.kind === 'search') search(result.text);
    else setKeys(result.state);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form role="search" className={classes.root} data-variant={variant} onSubmit={onSubmit}>
      <div className={classes.field}>
        <input
          type="search"
          className={classes.input}
          value={text}
          placeholder={t('tmc.searchBox.placeholder')}
          aria-label={t('tmc.searchBox.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && keys.highlighted >= 0 ? optionId(keys.highlighted) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setKeys({ open: true, highlighted: -1 });
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setKeys((k) => ({ ...k, open: true }))}
          onBlur={() => setKeys(CLOSED)}
        />
        <ul id={listId} role="listbox" aria-label={t('tmc.searchBox.suggestions')} className={classes.list} hidden={!open}>
          {open &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === keys.highlighted}
                className={classes.option}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  search(suggestion);
                }}
                onMouseEnter={() => setKeys({ open: true, highlighted: index })}
              >
                {suggestion}
              </li>
            ))}
        </ul>
      </div>
      <button type="submit" className={classes.submit} aria-label={t('tmc.searchBox.submit')}>
        <SearchIcon size={18} />
        {variant === 'page' && <span>{t('tmc.searchBox.submit')}</span>}
      </button>
    </form>
  );
}
