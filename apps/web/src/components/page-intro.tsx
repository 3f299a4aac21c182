import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { usePageHeadingLevel } from './heading-level';
import classes from './page-intro.module.css';

export interface PageIntroProps {
  title: string;
  lead: string;
  /** The browser title; false keeps the site's default (the tariff page has none of its own). */
  documentTitle?: string | false;
  children?: ReactNode;
}

/** A page's heading and a sentence on what the section is for. */
export function PageIntro({ title, lead, documentTitle, children }: PageIntroProps) {
  useDocumentTitle(documentTitle === false ? null : (documentTitle ?? title));
  const Heading = usePageHeadingLevel() === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.root}>
      <Heading className={classes.title}>{title}</Heading>
      <p className={classes.lead}>{lead}</p>
      {children}
    </div>
  );
}
