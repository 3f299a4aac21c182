import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullRegistrationForm } from '../../features/auth/components/full-registration-form';
import { PasswordMailForm } from '../../features/auth/components/password-mail-form';
import { QuickRegistrationForm } from '../../features/auth/components/quick-registration-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { BackToSignIn } from '../../features/auth/components/back-to-sign-in';
import { useSignInStatus } from '../../features/auth/api/get-logged-in';
import { useAccountModal, type AccountModalView } from '../../components/account-modal-context';
import { MantineScope } from '../../components/mantine-scope';
import { paths } from '../../config/paths';
import { isSellerUser } from '@tmc/shared/roles';

const TITLE_KEYS: Record<AccountModalView, string> = {
  'sign-in': 'accountModal.signInTitle',
  registration: 'accountModal.registrationTitle',
  recovery: 'accountModal.recoveryTitle',
};

/**
 * The account modals (specification, section 2): sign-in, registration, password recovery. Loaded
 * the first time one opens (account-modal-provider.tsx), so zod, the forms and Mantine stay out of
 * the first load. Registration is the quick one for a visitor and the full one (the profile) for a
 * signed-in user.
 */
export default function AccountModal({ view, onClose }: { view: AccountModalView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useAccountModal();
  const { profile, principal } = useSignInStatus();
  const navigate = useNavigate();
  // A supplier's representative who signs in here lands in the supplier's cabinet, not on a buyer page.
  const [signedInHere, setSignedInHere] = useState(false);
  useEffect(() => {
    if (!signedInHere || !principal) return;
    setSignedInHere(false);
    if (isSellerUser(principal) && profile?.sellerCode) void navigate(paths.sellerEntities.getHref(profile.sellerCode));
  }, [signedInHere, principal, profile, navigate]);
  // While the modal closes, it keeps showing the view it had.
  const [shown, setShown] = useState<AccountModalView>(view ?? 'sign-in');
  if (view !== null && view !== shown) setShown(view);
  const fullRegistration = shown === 'registration' && profile !== null;

  return (
    <MantineScope>
      <Modal
        opened={view !== null}
        onClose={onClose}
        title={t(TITLE_KEYS[shown])}
        centered
        size={fullRegistration ? 'xl' : 'md'}
        closeButtonProps={{ 'aria-label': t('accountModal.close') }}
      >
        {/* key: a view opened again starts in its default state. */}
        {shown === 'sign-in' && (
          <SignInForm
            key="sign-in"
            onSuccess={() => {
              setSignedInHere(true);
              onClose();
            }} onRegister={() => open('registration')} onRecover={() => open('recovery')} />
        )}
        {shown === 'registration' &&
          (profile ? (
            <FullRegistrationForm key="full" profile={profile} />
          ) : (
            <QuickRegistrationForm key="quick" onSignIn={() => open('sign-in')} onLeave={onClose} />
          ))}
        {shown === 'recovery' && (
          <PasswordMailForm key="recovery" kind="recovery" footer={<BackToSignIn onClick={() => open('sign-in')} />} />
        )}
      </Modal>
    </MantineScope>
  );
}
