import { Button, Loader } from '@mantine/core';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_LEVEL_TITLES, isAdmin } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { DeferredFooter } from './deferred';
import { PageHeadingLevelContext } from '../../components/heading-level';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { visibleAdminSections } from './admin-sections';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './layouts.module.css';

/** The admin module's layout: its own header 'Администрирование', a side menu of the sections, the page. */
export default function AdminsLayout() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, profile, principal } = useSignInStatus();
  const admin = isAdmin(principal);
  const sections = admin ? visibleAdminSections(principal) : [];
  const level = profile && admin && profile.permission !== 'STANDART' ? ADMIN_LEVEL_TITLES[profile.permission] : null;

  return (
    <MantineScope>
      <div className={classes.page}>
        <SkipLink />
        <header className={classes.areaHeader}>
          <div className={classes.areaHeaderInner}>
            <Logo compact inverted />
            <div className={classes.areaHeading}>
              <h1 className={classes.areaTitle}>{t('admin.heading')}</h1>
              {level && profile && (
                <p className={classes.areaSubtitle}>
                  {level} · {profile.email}
                </p>
              )}
            </div>
            <div className={classes.areaActions}>
              <Link to={paths.home.getHref()} className={classes.areaLink}>
                {t('admin.toSite')}
              </Link>
              {status === 'signed-out' && (
                <Button variant="white" onClick={() => accountModal.open('sign-in')}>
                  {t('topBar.signIn')}
                </Button>
              )}
            </div>
          </div>
        </header>
        <div className={classes.areaBody} data-with-nav={sections.length > 0 || undefined}>
          {sections.length > 0 && (
            <nav className={classes.sideNav} aria-label={t('admin.menuLabel')}>
              <ul className={classes.sideList}>
                {sections.map((section) => (
                  <li key={section.key}>
                    <NavLink to={section.href} end={section.end ?? false} className={classes.sideLink}>
                      {t(section.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.areaMain}>
            {status === 'unknown' && (
              <div className={classes.pending} role="status" aria-label={t('app.loading')}>
                <Loader />
              </div>
            )}
            {status === 'signed-out' && (
              <div className={classes.gate}>
                <p>{t('admin.signInRequired')}</p>
                <Button onClick={() => accountModal.open('sign-in')}>{t('topBar.signIn')}</Button>
              </div>
            )}
            {status === 'signed-in' && !admin && (
              <div className={classes.gate}>
                <p role="alert">{t('admin.forbidden')}</p>
                <Button component={Link} to={paths.home.getHref()} variant="light">
                  {t('admin.toSite')}
                </Button>
              </div>
            )}
            {admin && (
              <PageHeadingLevelContext value={2}>
                <Outlet />
              </PageHeadingLevelContext>
            )}
          </main>
        </div>
        <DeferredFooter />
      </div>
    </MantineScope>
  );
}
