import { useSyncExternalStore } from 'react';
import { STAT_WIDE_MIN_WIDTH } from './stat-title';

const QUERY = `(max-width: ${STAT_WIDE_MIN_WIDTH - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = globalThis.matchMedia?.(QUERY);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** Whether the window is narrower than 1440 px, following resizes. */
export function useNarrowStatWindow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
