import type { ReactNode } from 'react';
import { usePageHeadingLevel } from '../../../components/heading-level';
import { usePageMeta } from '../hooks/use-page-meta';
import classes from './info-page-layout.module.css';

export interface InfoPageLayoutProps {
  /** The page's heading ('О компании'). */
  title: string;
  /** The browser title: the heading by default; null keeps the site's (the tariff page has none). */
  documentTitle?: string | null;
  /** The meta description; null keeps the site's (the tariff page has none). */
  description: string | null;
  /** The canonical link's path ('/about'), added on entering and removed on leaving. */
  canonicalPath: string;
  /** The page's content block. */
  children: ReactNode;
  /** The block at the content's side (the callback block, composed by app/layouts/info-page.tsx). */
  aside: ReactNode;
}

/**
 * The shared layout of the information pages (about, services, sell-product, contacts, details, eula,
 * tariff, rules): page title, the content block and the 344 px callback block at its side. The top
 * bar, footer and account modals come from the module's layout around every page. The side block is
 * a slot: a feature does not import another feature (docs/decisions.md, 'Web layout').
 */
export function InfoPageLayout({ title, documentTitle, description, canonicalPath, children, aside }: InfoPageLayoutProps) {
  usePageMeta({ title: documentTitle === undefined ? title : documentTitle, description, canonicalPath });
  const Heading = usePageHeadingLevel() === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.root}>
      <Heading className={classes.title}>{title}</Heading>
      <div className={classes.columns}>
        <div className={classes.content}>{children}</div>
        <div className={classes.side}>
          {aside}
        </div>
      </div>
    </div>
  );
}
