import { useEffect, useRef } from 'react';
import { logBuyerRequest } from './api/log-buyer-request';

/**
 * Logs one buyer request with the page key when the page mounts (specification: 'Opening one logs a
 * buyer request with the page key'). A failure is only written to the console: a lost page view must
 * never break the page.
 */
export function usePageViewLog(pageKey: string): void {
  // React's development double mount would log twice; the ref keeps it to one call per mount.
  const logged = useRef<string | null>(null);
  useEffect(() => {
    if (logged.current === pageKey) return;
    logged.current = pageKey;
    logBuyerRequest(pageKey).catch((error: unknown) => {
      console.warn('page view log failed', pageKey, error);
    });
  }, [pageKey]);
}
