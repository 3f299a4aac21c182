import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { compareTitles, matchesTitlePrefix } from './title-prefix';

/** Where the list's data is: loading, failed, or here. */
export type ListStatus = 'pending' | 'error' | 'success';

/** The texts of a list dropdown's panel. */
export interface ListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  listLabel: string;
  loadError: string;
  empty: string;
}

/** A shown line of the list: a numbered link, maybe coloured (the seller statuses of the specification). */
export interface ListEntry<T> {
  key: string;
  /** 1-based position in the shown (filtered) list. */
  number: number;
  item: T;
  title: string;
  href: string;
  /** A colour of list-dropdown.module.css ('yellow', 'red', 'blue', 'black'); absent: the plain one. */
  colour?: string;
  /** Said to screen readers after the title when set ('удалён'). */
  statusText?: string;
  /** The item whose page is open. */
  current?: boolean;
}

/**
 * What one use of the list dropdown shows (sellers, corporations, ...). A config lives in a module of
 * its own with its panel (ListPanel bound to it), loaded when the dropdown is about to open, so its texts
 * and code stay out of the first load. `C` is what the place of use adds (the page's seller, the
 * module, today's date).
 */
export interface ListConfig<T, C> {
  texts: (t: TFunction) => ListTexts;
  /** The lines for a search text, in order and numbered: usually `numberedByTitle` mapped to entries. */
  entries: (items: readonly T[], query: string, context: C, t: TFunction) => ListEntry<T>[];
  /** Shown beside the list for the hovered or focused line (a seller's business card); absent: nothing. */
  aside?: (item: T, context: C) => ReactNode;
}

/**
 * The items whose title starts with the query (title-prefix.ts), alphabetically by the name without its
 * legal form, numbered from 1 afresh for each query.
 */
export function numberedByTitle<T>(items: readonly T[], query: string, title: (item: T) => string): Array<{ number: number; item: T }> {
  return items
    .filter((item) => matchesTitlePrefix(title(item), query))
    .sort((a, b) => compareTitles(title(a), title(b)))
    .map((item, index) => ({ number: index + 1, item }));
}
