import type { ReactNode } from 'react';
import type { TFunction } from '../../lib/i18n';
import { normaliseTitle, titleWithoutLegalForm } from './title-prefix';

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
  /** A button at the end of the line (the seller dropdown's 'input'): its text, accessible name and action. */
  action?: { label: string; accessibleName: string; onActivate: () => void };
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
  /** What the colours mean, shown under the search box; absent or null: no legend. */
  legend?: (context: C, t: TFunction) => Array<{ colour: string; label: string }> | null;
  /** Shown beside the list for the hovered or focused line (a seller's business card); absent: nothing. */
  aside?: (item: T, context: C) => ReactNode;
}

/** A list sorted once for filtering: each item with its title's two normalised forms. */
type SortedRows<T> = Array<{ item: T; full: string; bare: string }>;

const collator = new Intl.Collator('ru');
// One sorted copy per items array (a query's answer; each use reads its items' titles the same way), so
// typing filters 10,000 sellers without sorting or normalising them again on every key.
const sortedLists = new WeakMap<readonly unknown[], SortedRows<unknown>>();

function sortedByTitle<T>(items: readonly T[], title: (item: T) => string): SortedRows<T> {
  const cached = sortedLists.get(items) as SortedRows<T> | undefined;
  if (cached) return cached;
  const rows = items.map((item) => ({ item, full: normaliseTitle(title(item)), bare: titleWithoutLegalForm(title(item)) }));
  rows.sort((a, b) => collator.compare(a.bare, b.bare));
  sortedLists.set(items, rows as SortedRows<unknown>);
  return rows;
}

/**
 * The items whose title starts with the query (title-prefix.ts), alphabetically by the name without its
 * legal form, numbered from 1 afresh for each query.
 */
export function numberedByTitle<T>(items: readonly T[], query: string, title: (item: T) => string): Array<{ number: number; item: T }> {
  const q = normaliseTitle(query);
  const out: Array<{ number: number; item: T }> = [];
  for (const row of sortedByTitle(items, title)) {
    if (!q || row.full.startsWith(q) || row.bare.startsWith(q)) out.push({ number: out.length + 1, item: row.item });
  }
  return out;
}
