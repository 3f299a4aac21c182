import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageHeadingLevel } from '../../components/heading-level';
import { NotFoundPage } from '../../components/not-found';
import pageClasses from '../../components/page-intro.module.css';
import ui from '../../components/ui.module.css';
import { paths } from '../../config/paths';

/** A 404 thrown by a route (a malformed seller code or id) shows the not-found page; anything else apologises. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const Heading = usePageHeadingLevel() === 1 ? 'h1' : 'h2';
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <div className={pageClasses.root}>
      <Heading className={pageClasses.title}>{t('routeError.title')}</Heading>
      <p className={pageClasses.lead}>{t('routeError.text')}</p>
      <div className={pageClasses.actions}>
        <button type="button" className={ui.button} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home.getHref()} className={ui.button} data-variant="light">
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}
