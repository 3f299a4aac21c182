import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisitTotals } from '@tmc/shared/stat';
import { Logo } from './logo';
import { MantineScope } from './mantine-scope';
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
      {slogan && <p className={classes.drawerSlogan}>{slogan}</p>}
      {visits && <VisitCounters visits={visits} />}
      </Drawer>
    </MantineScope>
  );
}
