import { Button } from '@mantine/core';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSellerCode } from '@tmc/shared/seller-code';
import { useAccountModal } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { DeferredFooter } from './deferred';
import { PageHeadingLevelContext } from '../../components/heading-level';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './layouts.module.css';

/** The seller code of the page (/sellers/{code}/...), else the signed-in seller's own. */
function useCabinetSellerCode(): string | null {
  const { pathname } = useLocation();
  const { profile } = useSignInStatus();
  const fromPath = matchPath('/sellers/:sellerCode/*', pathname)?.params.sellerCode;
  if (fromPath && isSellerCode(fromPath)) return fromPath;
  return profile?.sellerCode ?? null;
}

/** The sellers module's layout: the seller cabinet with its sections. */
export default function SellersLayout() {
  const { t } = useTranslation();
  const accountModal = useAccountModal();
  const { status } = useSignInStatus();
  const code = useCabinetSellerCode();

  const sections = [
    ...(code
      ? [
          { key: 'entities', href: paths.sellerEntities.getHref(code) },
          { key: 'deals', href: paths.sellerDeals.getHref(code) },
          { key: 'profile', href: paths.sellerProfile.getHref(code) },
        ]
      : []),
    { key: 'agreement', href: paths.sellerAgreement.getHref() },
    { key: 'rules', href: paths.rules.getHref() },
  ];

  return (
    <MantineScope>
      <div className={classes.page}>
        <SkipLink />
        <header className={classes.areaHeader}>
          <div className={classes.areaHeaderInner}>
            <Logo compact inverted />
            <div className={classes.areaHeading}>
              <h1 className={classes.areaTitle}>{t('seller.heading')}</h1>
              {code && <p className={classes.areaSubtitle}>{t('seller.codeLabel', { code })}</p>}
            </div>
            <div className={classes.areaActions}>
              <Link to={paths.home.getHref()} className={classes.areaLink}>
                {t('seller.toSite')}
              </Link>
              {status === 'signed-out' && (
                <Button variant="white" onClick={() => accountModal.open('sign-in')}>
                  {t('topBar.signIn')}
                </Button>
              )}
            </div>
          </div>
        </header>
        <div className={classes.areaBody} data-with-nav="">
          <nav className={classes.sideNav} aria-label={t('seller.menuLabel')}>
            <ul className={classes.sideList}>
              {sections.map((section) => (
                <li key={section.key}>
                  <NavLink to={section.href} className={classes.sideLink}>
                    {t(`seller.sections.${section.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.areaMain}>
            <PageHeadingLevelContext value={2}>
              <Outlet />
            </PageHeadingLevelContext>
          </main>
        </div>
        <DeferredFooter />
      </div>
    </MantineScope>
  );
}
