import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { accountAreas } from '../model/account-areas';
import { useSignInStatus } from '../api/get-logged-in';
import { useSignOut } from '../api/sign-out';
import { profileDisplayName } from '../model/profile-form';
import classes from './account-entry.module.css';
import ui from '../../../components/ui.module.css';

/**
 * A signed-in user in the top bar: a link to /account with their name, the area their role may use
 * (administration for ADMIN, the seller's cabinet for a seller's representative: shared roles.ts)
 * and 'Выйти'.
 */
export default function SignedInEntry() {
  const { t } = useTranslation();
  const { profile, principal } = useSignInStatus();
  const signOut = useSignOut();
  const name = profile ? profileDisplayName(profile) : t('auth.entry.account');

  return (
    <div className={classes.entry}>
      {accountAreas(profile, principal).map((area) => (
        <NavLink key={area.key} to={area.href} className={classes.area}>
          {t(area.labelKey)}
        </NavLink>
      ))}
      <NavLink to={paths.account.getHref()} end className={classes.account} title={t('auth.entry.account')}>
        <UserIcon size={18} />
        <span className={classes.label}>{name}</span>
      </NavLink>
      <button
        type="button"
        className={`${ui.button} ${classes.signOut}`}
        data-variant="light"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        {t('auth.entry.signOut')}
      </button>
    </div>
  );
}
