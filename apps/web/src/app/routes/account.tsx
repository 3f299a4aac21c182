import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isSellerUser } from '@tmc/shared/roles';
import { useTranslation } from 'react-i18next';
import { useAccountModal } from '../../components/account-modal-context';
import { PageIntro } from '../../components/page-intro';
import ui from '../../components/ui.module.css';
import { paths } from '../../config/paths';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useSignOut } from '../../features/auth/api/sign-out';
import classes from './account.module.css';

// The profile and its forms (Mantine, zod) load only for a signed-in user: the page's first load is its
// heading and, for a visitor, the prompt (plain elements; 150 KB budget, DESIGN.md section 8).
const AccountProfile = lazy(() => import('./account-profile'));

/** /account: the signed-in user's profile and full registration; a visitor is asked to sign in. */
export default function AccountRoute() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.account.title')} lead={t('pages.account.lead')}>
      <div className={classes.body}>
        <AccountPage />
      </div>
    </PageIntro>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={classes.loading} role="status" aria-label={t('app.loading')}>
      <span className={ui.spinner} data-size="lg" aria-hidden="true" />
    </div>
  );
}

function AccountPage() {
  const { t } = useTranslation();
  const { status, profile, principal } = useSignInStatus();
  const accountModal = useAccountModal();
  const navigate = useNavigate();
  const signOut = useSignOut();

  // A visitor who opens the page gets the sign-in modal once; signing out here leads home instead.
  const prompted = useRef(false);
  useEffect(() => {
    if (status === 'signed-out' && !prompted.current) {
      prompted.current = true;
      accountModal.open('sign-in');
    }
    if (status === 'signed-in') prompted.current = true;
  }, [status, accountModal]);

  if (status === 'unknown') return <Loading />;

  if (!profile) {
    return (
      <div className={classes.prompt}>
        <p className={classes.promptText}>{t('auth.profile.signInPrompt')}</p>
        <div className={classes.actions}>
          <button type="button" className={ui.button} onClick={() => accountModal.open('sign-in')}>
            {t('auth.signIn.submit')}
          </button>
          <button type="button" className={ui.button} data-variant="light" onClick={() => accountModal.open('registration')}>
            {t('auth.signIn.register')}
          </button>
        </div>
      </div>
    );
  }

  // A supplier's representative has no buyer profile to fill in: their page is the supplier's cabinet.
  if (isSellerUser(principal) && profile.sellerCode) return <Navigate to={paths.sellerEntities.getHref(profile.sellerCode)} replace />;

  const leave = () => signOut.mutate(undefined, { onSettled: () => void navigate(paths.home.getHref()) });

  return (
    <Suspense fallback={<Loading />}>
      <AccountProfile profile={profile} onSignOut={leave} signingOut={signOut.isPending} />
    </Suspense>
  );
}
