import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll position resets to the top on every navigation (specification, section 2), back and forward
 * included. A link to an anchor (#section) is left to the browser.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}
