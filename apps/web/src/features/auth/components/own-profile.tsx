import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSignInStatus } from '../api/get-logged-in';
import { useSignOut } from '../api/sign-out';
import { FullRegistrationForm } from './full-registration-form';
import { PasswordMailForm } from './password-mail-form';
import { ProfileSummary } from './profile-summary';

/**
 * The signed-in person's own profile outside /account (a representative's cabinet, a staff member's admin
 * page): the summary with sign-out, the full-registration form where it applies (`withForm`: staff have no
 * organisation to register), and a new password by the recovery mail, which proves the address first.
 */
export function OwnProfile({ withForm }: { withForm: boolean }) {
  const { t } = useTranslation();
  const { profile } = useSignInStatus();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!profile) return null;
  return (
    <Stack gap="xl" mt="md">
      <ProfileSummary
        profile={profile}
        onSignOut={() => signOut.mutate(undefined, { onSettled: () => void navigate(paths.home.getHref()) })}
        signingOut={signOut.isPending}
      />
      {withForm && (
        <section aria-labelledby="own-profile-form">
          <Text component="h3" id="own-profile-form" fw={700} fz="lg" mb="sm">
            {t('auth.profile.formTitle')}
          </Text>
          <FullRegistrationForm key={profile.id} profile={profile} />
        </section>
      )}
      <section aria-labelledby="own-profile-password" style={{ maxWidth: 480 }}>
        <Text component="h3" id="own-profile-password" fw={700} fz="lg" mb="xs">
          {t('auth.profile.passwordTitle')}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('auth.profile.passwordText')}
        </Text>
        <PasswordMailForm kind="recovery" defaultEmail={profile.email} />
      </section>
    </Stack>
  );
}
