import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll position resets to the top on every navigation (specification, section 2), back and forward
 * included. A link to an anchor (#section) is left to the browser, and so is the page's first load: a
 * page the server rendered may have been scrolled before its code arrived.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  const firstKey = useRef<string | null>(key);
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (hash || key === firstKey.current) return;
    firstKey.current = null;
    window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}
