import { lazy, Suspense, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Corporation } from '@tmc/shared/corporations';
import type { SellerListItem } from '@tmc/shared/sellers';
import type { VisitTotals } from '@tmc/shared/stat';
import { paths } from '../../config/paths';
import { AccountEntry } from '../../features/auth/components/account-entry';
import { CorporationDropdown } from '../../components/list-dropdown/corporation-dropdown';
import { CartIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { buildMainMenu } from './main-menu';
import { ExpertBlogLink, MainMenuLinks } from './main-menu-links';
import type { ListStatus } from '../../components/list-dropdown/list-config';
import { SellerDropdown } from '../../components/list-dropdown/seller-dropdown';
import { VisitCounters } from './visit-counters';
import { SearchBox } from '../../features/tmc/components/search-box';
import classes from './top-bar.module.css';

export type SignInStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface ListSource<T> {
  status: ListStatus;
  items: readonly T[];
  /** Starts loading the list (it is loaded only when a dropdown is about to open). */
  onIntent: () => void;
}

export interface TopBarProps {
  slogan: string | null;
  visits: VisitTotals | null;
  signInStatus: SignInStatus;
  /** Active entries of the signed-in user's cart (null: unknown or not signed in). */
  cartCount?: number | null;
  /** ISO end of the active keyword subscription. */
  subscriptionExpiredAt: string | null;
  sellers: ListSource<SellerListItem>;
  corporations: ListSource<Corporation>;
  selectedSellerCode: string | null;
  selectedCorporationId: string | null;
  /** yyyy-mm-dd (Moscow): the seller colours depend on it; today by default (worked out when the list opens). */
  today?: string | undefined;
}

// The mobile drawer's code loads the first time the burger is pressed.
const loadMobileMenu = () => import('./mobile-menu');
const preloadMobileMenu = () => void loadMobileMenu();
const MobileMenu = lazy(loadMobileMenu);

/** The landing top bar (specification, section 2). Desktop above 1024 px; a burger and a drawer below. */
export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const signedIn = props.signInStatus === 'signed-in';
  const menu = buildMainMenu({ signedIn, subscriptionExpiredAt: props.subscriptionExpiredAt });

  const toggleDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened((o) => !o);
  };

  return (
    <header className={classes.header}>
      <div className={classes.top}>
        <div className={classes.brand}>
          <Logo />
        </div>
        {props.slogan && (
          <p className={classes.slogan} title={t('topBar.slogan')}>
            {props.slogan}
          </p>
        )}
        {props.visits && <VisitCounters visits={props.visits} className={classes.visits} />}
        <SearchBox />
        <div className={classes.actions}>
          <AccountEntry status={props.signInStatus} />
          <NavLink to={paths.cart.getHref()} className={classes.cart}>
            <CartIcon size={20} />
            <span className={classes.cartLabel}>{t('topBar.cart')}</span>
            {props.cartCount ? (
              <span className={classes.cartCount} aria-label={t('topBar.cartCount', { count: props.cartCount })} data-testid="cart-count">
                {props.cartCount}
              </span>
            ) : null}
          </NavLink>
          <button
            type="button"
            className={classes.burger}
            onClick={toggleDrawer}
            onMouseEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            aria-label={t('topBar.openMenu')}
            aria-expanded={drawerOpened}
            aria-haspopup="dialog"
          >
            <span className={classes.burgerBars} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className={classes.navBar}>
        <nav className={classes.nav} aria-label={t('topBar.mainMenu')}>
          <ul className={classes.menu}>
            <MainMenuLinks items={menu} />
          </ul>
          <div className={classes.dropdowns}>
            <SellerDropdown
              sellers={props.sellers.items}
              status={props.sellers.status}
              onIntent={props.sellers.onIntent}
              location="sellers"
              module="buyers"
              selectedCode={props.selectedSellerCode}
              today={props.today}
              active={props.selectedSellerCode !== null}
            />
            <CorporationDropdown
              corporations={props.corporations.items}
              status={props.corporations.status}
              onIntent={props.corporations.onIntent}
              selectedId={props.selectedCorporationId}
              active={props.selectedCorporationId !== null}
            />
            <ExpertBlogLink className={classes.menuLink} />
          </div>
        </nav>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={() => setDrawerOpened(false)}
            menu={menu}
            slogan={props.slogan}
            visits={props.visits}
          />
        </Suspense>
      )}
    </header>
  );
}
