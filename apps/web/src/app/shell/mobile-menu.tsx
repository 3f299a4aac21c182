import { Drawer } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisitTotals } from '@tmc/shared/stat';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { accountAreas } from '../../features/auth/model/account-areas';
import { Logo } from '../../components/logo';
import { MantineScope } from '../../components/mantine-scope';
import type { MainMenuItem } from './main-menu';
import { ExpertBlogLink, MainMenuLinks } from './main-menu-links';
import { VisitCounters } from './visit-counters';
import classes from './top-bar.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  menu: MainMenuItem[];
  slogan: string | null;
  visits: VisitTotals | null;
}

/** The top bar's menu at 1024 px and below, in a drawer opened by the burger. */
export default function MobileMenu({ opened, onClose, menu, slogan, visits }: MobileMenuProps) {
  const { t } = useTranslation();
  const { profile, principal } = useSignInStatus();
  // The top bar hides these area links at this width; the drawer has room for them.
  const accountLinks = profile
    ? [{ key: 'account', href: paths.account.getHref(), labelKey: 'auth.entry.account' }, ...accountAreas(profile, principal)]
    : [];
  return (
    <MantineScope>
      <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={320}
      title={<Logo compact />}
      closeButtonProps={{ 'aria-label': t('topBar.closeMenu') }}
      classNames={{ body: classes.drawerBody }}
    >
      <nav aria-label={t('topBar.mainMenu')}>
        <ul className={classes.drawerMenu}>
          <MainMenuLinks items={menu} onNavigate={onClose} />
          <li>
            <ExpertBlogLink className={classes.menuLink} onNavigate={onClose} />
          </li>
        </ul>
      </nav>
      {accountLinks.length > 0 && (
        <nav aria-label={t('auth.entry.account')}>
          <ul className={classes.drawerMenu}>
            {accountLinks.map((link) => (
              <li key={link.key}>
                <NavLink to={link.href} end className={classes.menuLink} onClick={onClose}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {slogan && <p className={classes.drawerSlogan}>{slogan}</p>}
      {visits && <VisitCounters visits={visits} />}
      </Drawer>
    </MantineScope>
  );
}
