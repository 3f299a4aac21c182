import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Principal } from '@tmc/shared/roles';
import { useAccountModal } from '../../components/account-modal-context';
import { PageHeadingLevelContext } from '../../components/heading-level';
import { Logo } from '../../components/logo';
import { MantineScope } from '../../components/mantine-scope';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { DeferredFooter } from './deferred';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './layouts.module.css';

/** An entry of an area's side menu. */
export interface AreaSection {
  key: string;
  href: string;
  /** i18n key of the label */
  labelKey: string;
  /** Whether the menu shows it to this user (the web hides what the server would refuse, DESIGN.md 4); absent: to everyone. */
  visible?: (principal: Principal) => boolean;
  /** Highlighted only on its own path, not on the paths below it. */
  end?: boolean;
}

/** Who may see an area's pages, and what the others are told (i18n keys). */
export interface AreaAccess {
  allowed: (principal: Principal | null) => boolean;
  signInRequiredKey: string;
  forbiddenKey: string;
  /** The answer that decides `allowed` is still on its way (the seller cabinet asks the server). */
  pending?: boolean;
}

export interface AreaLayoutProps {
  /** i18n keys of the header's title, the side menu's label and the 'На сайт' link. */
  titleKey: string;
  menuLabelKey: string;
  toSiteKey: string;
  /** The line under the title (the administrator's level, the seller code), or null. */
  subtitle: string | null;
  sections: readonly AreaSection[];
  /**
   * Without it every visitor sees the pages (each page asks for sign-in itself). With it the pages and
   * the side menu show only to those allowed: a visitor is asked to sign in, anyone else is refused.
   */
  access?: AreaAccess;
  /** Navigation shown in the header to those allowed (the admin module's seller dropdowns). */
  headerNav?: ReactNode;
}

/** The sections this user sees: none when the area refuses them, else those visible to them. */
export function visibleSections(sections: readonly AreaSection[], principal: Principal | null, access?: AreaAccess): AreaSection[] {
  if (access && (access.pending || !access.allowed(principal))) return [];
  return sections.filter((section) => !section.visible || (principal !== null && section.visible(principal)));
}

/**
 * The layout of a cabinet (the admin module, the seller cabinet): a header with the area's title, 'На
 * сайт' and a sign-in button for a visitor, a side menu of sections, the page, the footer. Each area
 * configures it (cabinet-layouts.tsx).
 */
export function AreaLayout({ titleKey, menuLabelKey, toSiteKey, subtitle, sections, access, headerNav }: AreaLayoutProps) {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status, principal } = useSignInStatus();
  const shown = visibleSections(sections, principal, access);
  const pending = Boolean(access && (status === 'unknown' || (status === 'signed-in' && access.pending)));
  const allowed = !access || (!pending && access.allowed(principal));

  return (
    <MantineScope>
      <div className={classes.page}>
        <SkipLink />
        <header className={classes.areaHeader}>
          <div className={classes.areaHeaderInner}>
            <Logo compact inverted />
            <div className={classes.areaHeading}>
              <h1 className={classes.areaTitle}>{t(titleKey)}</h1>
              {subtitle && <p className={classes.areaSubtitle}>{subtitle}</p>}
            </div>
            {headerNav && status === 'signed-in' && allowed && <div className={classes.areaNav}>{headerNav}</div>}
            <div className={classes.areaActions}>
              <Link to={paths.home.getHref()} className={classes.areaLink}>
                {t(toSiteKey)}
              </Link>
              {status === 'signed-out' && (
                <Button variant="white" onClick={() => accountModal.open('sign-in')}>
                  {t('topBar.signIn')}
                </Button>
              )}
            </div>
          </div>
        </header>
        <div className={classes.areaBody} data-with-nav={shown.length > 0 || undefined}>
          {shown.length > 0 && (
            <nav className={classes.sideNav} aria-label={t(menuLabelKey)}>
              <ul className={classes.sideList}>
                {shown.map((section) => (
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
            {pending && (
              <div className={classes.pending} role="status" aria-label={t('app.loading')}>
                <Loader />
              </div>
            )}
            {access && status === 'signed-out' && (
              <div className={classes.gate}>
                <p>{t(access.signInRequiredKey)}</p>
                <Button onClick={() => accountModal.open('sign-in')}>{t('topBar.signIn')}</Button>
              </div>
            )}
            {access && status === 'signed-in' && !pending && !allowed && (
              <div className={classes.gate}>
                <p role="alert">{t(access.forbiddenKey)}</p>
                <Button component={Link} to={paths.home.getHref()} variant="light">
                  {t(toSiteKey)}
                </Button>
              </div>
            )}
            {allowed && (
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
