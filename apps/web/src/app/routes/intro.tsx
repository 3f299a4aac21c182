import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

export interface IntroProps {
  /** Key under `pages` in ru.json. */
  page: string;
  values?: Record<string, string>;
  /** false: keep the site's browser title (the tariff page has none of its own). */
  documentTitle?: false;
  /** The page's content under the heading. */
  children?: ReactNode;
}

/** A section's heading and what the section is for; the feature issues fill the page below it. */
export function Intro({ page, values, documentTitle, children }: IntroProps) {
  const { t } = useTranslation();
  return (
    <PageIntro
      title={t(`pages.${page}.title`, values)}
      lead={t(`pages.${page}.lead`, values)}
      {...(documentTitle === false ? { documentTitle } : {})}
    >
      {children}
    </PageIntro>
  );
}
