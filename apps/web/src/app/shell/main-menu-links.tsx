import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config-context';
import { ExternalIcon } from '../../components/icons';
import type { MainMenuItem } from './main-menu';
import classes from './top-bar.module.css';

export function MainMenuLinks({ items, onNavigate }: { items: MainMenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink to={item.href} className={classes.menuLink} onClick={onNavigate}>
            {t(item.labelKey)}
            {item.note && (
              <>
                {' '}
                <span className={classes.note}>{t('topBar.menu.subscriptionUntil', { date: item.note })}</span>
              </>
            )}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** The commodity-expert blog: an external site set by BLOG_URL; without it there is no such link. */
export function ExpertBlogLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { blogUrl } = useAppConfig();
  if (!blogUrl) return null;
  return (
    <a href={blogUrl} className={className} target="_blank" rel="noopener" onClick={onNavigate}>
      {t('topBar.menu.expertBlog')}
      <ExternalIcon size={14} className={classes.externalIcon} />
    </a>
  );
}
