import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSignInStatus } from '../api/get-logged-in';
import { signOut } from '../api/sign-out';
import { writeToken } from '../session';
import { useAppConfig } from '../../../lib/app-config-context';
import classes from './entry-banner.module.css';

/** Whether this page is on the configured host (with or without its port). */
const isHostOf = (host: string | null) => {
  const wanted = host?.trim().toLowerCase();
  if (!wanted) return false;
  return window.location.host.toLowerCase() === wanted || window.location.hostname.toLowerCase() === wanted;
};

/**
 * Shown on every page of a tab where an administrator works as a seller (the seller dropdown's 'input'):
 * 'Вы вошли как поставщик …', and the way back, which ends that session and returns to the seller's
 * card in the admin module with the administrator's own session.
 */
export function EntryBanner() {
  const { t } = useTranslation();
  const { profile } = useSignInStatus();
  const { sellerHost } = useAppConfig();
  const [leaving, setLeaving] = useState(false);
  if (!profile?.enteredBy) return null;
  const sellerCode = profile.sellerCode;
  const back = async () => {
    setLeaving(true);
    await signOut().catch(() => undefined);
    writeToken(null);
    const card = sellerCode ? paths.admin.settingsEntities.getHref(sellerCode) : paths.admin.home.getHref();
    // On the seller host (another origin than the administrator's) the tab closes, back to the
    // administrator's tab; on the same origin it opens the seller's card afresh with the
    // administrator's own session (nothing of the seller's stays in memory).
    if (isHostOf(sellerHost)) {
      window.close();
      window.setTimeout(() => window.location.assign(card), 300);
    } else {
      window.location.assign(card);
    }
  };
  return (
    <aside className={classes.banner} aria-label={t('sellerEntry.bannerLabel')}>
      <p className={classes.text}>
        {t('sellerEntry.banner', { title: profile.title ?? sellerCode ?? '', code: sellerCode ?? '' })}{' '}
        {t('sellerEntry.bannerAdmin', { email: profile.enteredBy })}
      </p>
      <button type="button" className={classes.back} onClick={() => void back()} disabled={leaving}>
        {t('sellerEntry.back')}
      </button>
    </aside>
  );
}
