import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The Suspense boundary around a lazily loaded part (React.lazy). On a page the server rendered, the
 * part is not there in the server's HTML nor while the browser hydrates it (its code is loaded later,
 * like on any first load): the fallback stands in, the same HTML on both sides, and the part loads
 * once the page has hydrated. Elsewhere it is a plain Suspense boundary.
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
