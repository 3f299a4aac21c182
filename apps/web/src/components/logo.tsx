import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import classes from './logo.module.css';
import ui from './ui.module.css';

/** The mark: a stock box (goods on a warehouse shelf) with an amber band. Decorative: the link has the name. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className={classes.mark} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="var(--mantine-color-brand-7)" />
      <path d="M9 14.5 20 9l11 5.5v11L20 31 9 25.5z" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M9 14.5 20 20l11-5.5M20 20v11" fill="none" stroke="var(--mantine-color-accent-5)" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="m14.5 11.8 11 5.5" fill="none" stroke="#fff" strokeWidth="1.4" strokeOpacity=".7" />
    </svg>
  );
}

export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home.getHref()} className={classes.logo} data-inverted={inverted || undefined}>
      <LogoMark size={compact ? 32 : 40} />
      <span className={classes.text}>
        <span className={classes.name}>{t('app.name')}</span>
        {!compact && <span className={classes.tagline}>{t('app.tagline')}</span>}
      </span>
      {/* The link's name starts with what it shows (WCAG 2.5.3) and says where it leads. */}
      <span className={ui.visuallyHidden}> — {t('app.homeLink')}</span>
    </Link>
  );
}
