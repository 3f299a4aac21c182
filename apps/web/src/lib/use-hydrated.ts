import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML; true afterwards, and
 * from the start on a page the browser renders itself. React re-renders the callers once hydration is
 * done, so what depends on it renders the same HTML on both sides first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
