import { useEffect } from 'react';
import { i18n } from './i18n';

/** Sets the browser title to '<title> — <site>' while the page is shown; null leaves the site's default. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} — ${i18n.t('app.titleSuffix')}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
