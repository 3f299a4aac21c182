import { useEffect } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface PageMeta {
  /** The browser title ('О компании'); null keeps the site's (the tariff page has none of its own). */
  title: string | null;
  /** The page's meta description; null keeps the site's. */
  description: string | null;
  /** The path of the canonical link ('/about'); absolute with the page's origin. */
  canonicalPath: string;
}

/** Sets the meta description while the page is shown and puts the site's back on leaving. */
function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (description === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}

/** Adds `<link rel="canonical">` on entering the page and removes it on leaving (specification, section 2). */
function useCanonicalLink(path: string): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(path, window.location.origin).href;
    document.head.append(link);
    return () => link.remove();
  }, [path]);
}

/** The browser title, description and canonical link of an information page. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  useDocumentTitle(title);
  useMetaDescription(description);
  useCanonicalLink(canonicalPath);
}
