import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { usePageHeadingLevel } from './heading-level';
import classes from './page-intro.module.css';
import ui from './ui.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const Heading = usePageHeadingLevel() === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.root}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <Heading className={classes.title}>{t('notFound.title')}</Heading>
      <p className={classes.lead}>{t('notFound.text')}</p>
      <div className={classes.actions}>
        <Link to={paths.home.getHref()} className={ui.button}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
